import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';
import type { PaymentStatus } from '../orders/order-lifecycle.js';

/** A move of an order's payment status, once each, with what brought it (browser, webhook, reconciler, a cancellation). */
@Entity('payment_status_changes')
@Index('IDX_payment_status_changes_order', ['orderId', 'at'])
export class PaymentStatusChangeEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'order_id', type: 'varchar', length: 36 })
  orderId: string;

  @Column({ name: 'attempt_id', type: 'varchar', length: 36, nullable: true })
  attemptId: string | null;

  @Column({ name: 'from_status', type: 'varchar', length: 16 })
  fromStatus: PaymentStatus;

  @Column({ name: 'to_status', type: 'varchar', length: 16 })
  toStatus: PaymentStatus;

  @Column({ type: 'varchar', length: 254 })
  source: string;

  @Column({ type: TIMESTAMP })
  at: Date;
}
