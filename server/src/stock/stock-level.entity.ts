import { Column, Entity, PrimaryColumn } from 'typeorm';
import { INTEGER, TIMESTAMP } from '../database/column-types.js';

/** What is left of one size of a product; the database refuses a figure below 0 (CHECK). */
@Entity('stock_levels')
export class StockLevelEntity {
  @PrimaryColumn({ name: 'product_id', type: 'varchar', length: 64 })
  productId: string;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  size: string;

  @Column(INTEGER)
  available: number;

  @Column({ name: 'updated_at', type: TIMESTAMP })
  updatedAt: Date;
}
