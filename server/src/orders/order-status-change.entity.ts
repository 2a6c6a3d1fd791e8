import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';
import type { OrderStatus } from './order-lifecycle.js';

/**
 * One change of an order's status, written in the transaction that makes it: placement (from
 * null to pending) and every move. `actor` is the admin's email, 'shopper' for the owner, or
 * 'cli' for the operator's command, 'shop' for the shop's own (an unpaid order cancelled).
 */
@Entity('order_status_changes')
@Index('IDX_order_status_changes_order', ['orderId', 'at'])
export class OrderStatusChangeEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'order_id', type: 'varchar', length: 36 })
  orderId: string;

  @Column({ name: 'from_status', type: 'varchar', length: 16, nullable: true })
  fromStatus: OrderStatus | null;

  @Column({ name: 'to_status', type: 'varchar', length: 16 })
  toStatus: OrderStatus;

  @Column({ type: 'varchar', length: 254 })
  actor: string;

  /** Why the move was made, when its maker said: a cancellation's reason. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  reason: string | null;

  @Column({ name: 'at', type: TIMESTAMP })
  at: Date;
}
