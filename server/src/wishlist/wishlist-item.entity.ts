import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';

/** One product on a signed-in shopper's wishlist (DECISIONS 18): a product once, whatever its size. */
@Entity('wishlist_items')
export class WishlistItemEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @PrimaryColumn({ name: 'product_id', type: 'varchar', length: 64 })
  productId: string;

  @Column({ name: 'added_at', type: TIMESTAMP })
  addedAt: Date;
}
