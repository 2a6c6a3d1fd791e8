import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';
import type { RefundStatus } from './payment-rules.js';

/**
 * Money to give back of a captured attempt: written in the transaction that decides it (a
 * cancellation, a capture after the order closed, the staff's refund), then asked of the
 * provider with this row's id as its receipt, so that a retried request finds the refund instead
 * of paying twice. An attempt may have several (the staff refund part of it, then the rest);
 * together they never pass its amount (PaymentLedger).
 */
@Entity('payment_refunds')
@Index('IDX_payment_refunds_status', ['status', 'createdAt'])
export class PaymentRefundEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Index('IDX_payment_refunds_attempt')
  @Column({ name: 'attempt_id', type: 'varchar', length: 36 })
  attemptId: string;

  @Index('IDX_payment_refunds_order')
  @Column({ name: 'order_id', type: 'varchar', length: 36 })
  orderId: string;

  /**
   * What decided it, once: `cancel:<attempt id>` (the order's cancellation refunds what is left of
   * its payment), `late:<attempt id>` (a capture after the order closed), `staff:<the request's
   * idempotency key>`. The unique index keeps each decision to one refund, whoever asks again.
   */
  @Index('UQ_payment_refunds_request_key', { unique: true })
  @Column({ name: 'request_key', type: 'varchar', length: 140 })
  requestKey: string;

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

  /** 'order cancelled', 'captured after the order closed', or the staff's words (at most 200 characters). */
  @Column({ type: 'varchar', length: 200 })
  reason: string;

  /** Who decided it: the admin's email, 'shopper' (their cancellation), 'cli', or 'shop'. */
  @Column({ type: 'varchar', length: 254 })
  actor: string;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;

  @Column({ name: 'updated_at', type: TIMESTAMP })
  updatedAt: Date;
}
