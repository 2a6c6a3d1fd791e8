import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';

/** A signed-in shopper waiting for a sold-out size ('Notify me'): once per product and size. */
@Entity('stock_alerts')
export class StockAlertEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @PrimaryColumn({ name: 'product_id', type: 'varchar', length: 64 })
  productId: string;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  size: string;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;
}
