import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { INTEGER, TIMESTAMP } from '../database/column-types.js';
import type { ReturnKind, ReturnStatus } from './return-lifecycle.js';
import type { ReturnReason } from './return-policy.js';

/** A shopper's return of lines of a delivered order (the returns module's own table). */
@Entity('return_requests')
@Index('IDX_return_requests_order', ['orderId', 'createdAt'])
@Index('IDX_return_requests_status', ['status', 'createdAt'])
export class ReturnRequestEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** RET-YYYYMMDD-XXXXXX, as the shopper and the staff name it. */
  @Index('UQ_return_requests_number', { unique: true })
  @Column({ name: 'return_number', type: 'varchar', length: 32 })
  returnNumber: string;

  @Column({ name: 'order_id', type: 'varchar', length: 36 })
  orderId: string;

  @Column({ name: 'order_number', type: 'varchar', length: 32 })
  orderNumber: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  /** 'return' (for a refund) or 'exchange' (for another size or colour: a replacement order when approved). An exchange whose size is gone at approval becomes a return. */
  @Column({ type: 'varchar', length: 16, default: 'return' })
  kind: ReturnKind;

  @Column({ type: 'varchar', length: 20 })
  reason: ReturnReason;

  /** The shopper's own words, when given. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  comment: string | null;

  @Column({ type: 'varchar', length: 16 })
  status: ReturnStatus;

  /** Why the staff rejected it, as the shopper is told. */
  @Column({ name: 'reject_reason', type: 'varchar', length: 200, nullable: true })
  rejectReason: string | null;

  /** The refund as figured when it was asked for, then as made (refunded). */
  @Column({ name: 'refund_paise', ...INTEGER })
  refundPaise: number;

  /** 'provider' (paid online: refunded through the payments module) or 'payout' (COD: paid to the shopper's account by the staff). */
  @Column({ name: 'refund_method', type: 'varchar', length: 16 })
  refundMethod: 'provider' | 'payout';

  /** COD: where the money goes, masked ('UPI as**@okaxis', 'HDFC0001234 ••••6789'); null for prepaid orders. */
  @Column({ name: 'payout_masked', type: 'varchar', length: 80, nullable: true })
  payoutMasked: string | null;

  /** COD: the full payout details sealed (payout.ts) until the payout is recorded, then null. */
  @Column({ name: 'payout_sealed', type: 'varchar', length: 1000, nullable: true })
  payoutSealed: string | null;

  /** COD: the bank's reference of the payout the admin made (UTR); prepaid: the payment refund's id. */
  @Column({ name: 'refund_reference', type: 'varchar', length: 64, nullable: true })
  refundReference: string | null;

  /** An exchange, once approved: the replacement order's number (that order names this one's order as the one it replaces). */
  @Column({ name: 'replacement_order_number', type: 'varchar', length: 32, nullable: true })
  replacementOrderNumber: string | null;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;

  @Column({ name: 'updated_at', type: TIMESTAMP })
  updatedAt: Date;
}
