import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../../database/column-types.js';

/**
 * The embedded sandbox provider's own books: what a gateway keeps on its side. The shop's
 * tables never read them; the sandbox answers the provider interface from them, so a capture
 * recorded here survives a crash of the shop as a real gateway's would.
 */
@Entity('sandbox_orders')
export class SandboxOrderEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ name: 'amount_paise', type: 'integer' })
  amountPaise: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 40 })
  receipt: string;

  /** created -> attempted -> paid, as Razorpay's orders. */
  @Column({ type: 'varchar', length: 16 })
  status: 'created' | 'attempted' | 'paid';

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;
}

@Entity('sandbox_payments')
@Index('IDX_sandbox_payments_order', ['orderId', 'createdAt'])
export class SandboxPaymentEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ name: 'order_id', type: 'varchar', length: 40 })
  orderId: string;

  @Column({ name: 'amount_paise', type: 'integer' })
  amountPaise: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 16 })
  method: string;

  /** created (UPI waiting for approval) -> captured | failed; captured -> refunded once all of it is (as Razorpay's: partly refunded stays captured). */
  @Column({ type: 'varchar', length: 16 })
  status: 'created' | 'captured' | 'failed' | 'refunded';

  /** What its refunds add up to (Razorpay's amount_refunded): never more than its amount. */
  @Column({ name: 'amount_refunded', type: 'integer', default: 0 })
  amountRefunded: number;

  @Column({
    name: 'error_description',
    type: 'varchar',
    length: 200,
    nullable: true,
  })
  errorDescription: string | null;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;
}

@Entity('sandbox_refunds')
export class SandboxRefundEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ name: 'payment_id', type: 'varchar', length: 40 })
  paymentId: string;

  @Column({ name: 'amount_paise', type: 'integer' })
  amountPaise: number;

  /** The shop's refund id: one refund per receipt, however often it is asked for. */
  @Index('UQ_sandbox_refunds_receipt', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  receipt: string;

  @Column({ type: 'varchar', length: 16 })
  status: 'processed';

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;
}
