import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { INTEGER, TIMESTAMP } from '../database/column-types.js';

/** Why stock changed (GraphQL's StockReason, lower-case). */
export type StockReason = 'initial' | 'order' | 'cancel' | 'return' | 'adjustment';
export const STOCK_REASONS: readonly StockReason[] = ['initial', 'order', 'cancel', 'return', 'adjustment'];

/** One change of a size's stock, kept for audit: every change of a level writes one. */
@Entity('stock_movements')
@Index('IDX_stock_movements_product', ['productId', 'createdAt'])
@Index('IDX_stock_movements_order', ['orderNumber'])
export class StockMovementEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'product_id', type: 'varchar', length: 64 })
  productId: string;

  @Column({ type: 'varchar', length: 32 })
  size: string;

  @Column(INTEGER)
  delta: number;

  @Column({ type: 'varchar', length: 16 })
  reason: StockReason;

  @Column({ type: 'varchar', length: 200, nullable: true })
  note: string | null;

  @Column({ type: 'varchar', length: 254 })
  actor: string;

  @Column({ name: 'order_number', type: 'varchar', length: 32, nullable: true })
  orderNumber: string | null;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;

  /** An integrator's Idempotency-Key (`<API key id>:<key>`) for the adjustment it made; unique. */
  @Index('UQ_stock_movements_request_key', { unique: true })
  @Column({ name: 'request_key', type: 'varchar', length: 200, nullable: true })
  requestKey?: string | null;
}
