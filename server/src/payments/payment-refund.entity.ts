import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';
import type { RefundStatus } from './payment-rules.js';

/**
 * Money to give back for a captured attempt: written in the transaction that decides it (a
 * cancellation, a capture after the order closed), then asked of the provider with this row's
 * id as its receipt, so that a retried request finds the refund instead of paying twice.
 */
@Entity('payment_refunds')
@Index('IDX_payment_refunds_status', ['status', 'createdAt'])
export class PaymentRefundEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** One refund per captured attempt: the whole amount. */
  @Index('UQ_payment_refunds_attempt', { unique: true })
  @Column({ name: 'attempt_id', type: 'varchar', length: 36 })
  attemptId: string;

  @Index('IDX_payment_refunds_order')
  @Column({ name: 'order_id', type: 'varchar', length: 36 })
  orderId: string;

  @Column({ name: 'amount_paise', type: 'integer' })
  amountPaise: number;

  @Column({
    name: 'provider_refund_id',
    type: 'varchar',
    length: 64,
    nullable: true,
  })
  providerRefundId: string | null;

  @Column({ type: 'varchar', length: 16 })
  status: RefundStatus;

  /** 'order cancelled' or 'captured after the order closed'. */
  @Column({ type: 'varchar', length: 64 })
  reason: string;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;

  @Column({ name: 'updated_at', type: TIMESTAMP })
  updatedAt: Date;
}
