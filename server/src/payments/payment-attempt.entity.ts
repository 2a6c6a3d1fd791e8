import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { INTEGER, TIMESTAMP } from '../database/column-types.js';
import type { AttemptStatus, ProviderName, SettledBy } from './payment-rules.js';

/**
 * One try at paying an order: a provider order of the order's amount (Razorpay: an order per
 * attempt, receipt = the shop's order number). Retry payment adds an attempt; never an order.
 */
@Entity('payment_attempts')
@Index('IDX_payment_attempts_status_created', ['status', 'createdAt'])
@Index('IDX_payment_attempts_user_created', ['userId', 'createdAt'])
@Index('UQ_payment_attempts_order_no', ['orderId', 'attemptNo'], {
  unique: true,
})
export class PaymentAttemptEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'order_id', type: 'varchar', length: 36 })
  orderId: string;

  @Column({ name: 'order_number', type: 'varchar', length: 32 })
  orderNumber: string;

  /** The shopper the order is theirs (the attempt limits count per shopper); filled for older attempts by their migration. */
  @Column({ name: 'user_id', type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  /** 1 for the first attempt of an order, then 2, 3… */
  @Column({ name: 'attempt_no', ...INTEGER })
  attemptNo: number;

  @Column({ type: 'varchar', length: 16 })
  provider: ProviderName;

  @Index('UQ_payment_attempts_provider_order', { unique: true })
  @Column({ name: 'provider_order_id', type: 'varchar', length: 64 })
  providerOrderId: string;

  /** The provider's payment that settled it (captured or failed); null while pending. */
  @Column({
    name: 'provider_payment_id',
    type: 'varchar',
    length: 64,
    nullable: true,
  })
  providerPaymentId: string | null;

  @Column({ name: 'amount_paise', ...INTEGER })
  amountPaise: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 16 })
  status: AttemptStatus;

  /** The provider's words for why it failed ('Payment declined by the bank'); null unless failed. */
  @Column({ name: 'failure_reason', type: 'varchar', length: 200, nullable: true })
  failureReason: string | null;

  /**
   * When the provider was first seen holding a payment on it not decided yet (a UPI request
   * waiting for the shopper's approval, a card payment authorised but not captured): while the
   * attempt is recent, Retry payment opens no other attempt (payment-rules.ts, underWayUntil).
   */
  @Column({ name: 'payment_started_at', type: TIMESTAMP, nullable: true })
  paymentStartedAt: Date | null;

  /** Why the staff should look at it: 'amount_mismatch' (never marked paid), 'captured_after_close' (refunded). */
  @Column({ type: 'varchar', length: 32, nullable: true })
  flag: string | null;

  @Column({ name: 'settled_by', type: 'varchar', length: 16, nullable: true })
  settledBy: SettledBy | null;

  @Column({ name: 'settled_at', type: TIMESTAMP, nullable: true })
  settledAt: Date | null;

  /** When the reconciler last asked the provider about it: it asks the least recently asked first. */
  @Column({ name: 'checked_at', type: TIMESTAMP, nullable: true })
  checkedAt: Date | null;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;

  @Column({ name: 'updated_at', type: TIMESTAMP })
  updatedAt: Date;
}
