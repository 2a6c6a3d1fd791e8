import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';

/** A webhook call the shop accepted (signature good), once per provider event id, with what it did. */
@Entity('payment_events')
@Index('IDX_payment_events_provider_payment', ['providerPaymentId'])
@Index('IDX_payment_events_provider_order', ['providerOrderId', 'receivedAt'])
export class PaymentEventEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Index('UQ_payment_events_event', { unique: true })
  @Column({ name: 'event_id', type: 'varchar', length: 64 })
  eventId: string;

  @Column({ type: 'varchar', length: 16 })
  provider: string;

  /** payment.captured, payment.failed, order.paid, refund.processed, … */
  @Column({ type: 'varchar', length: 48 })
  type: string;

  @Column({
    name: 'provider_order_id',
    type: 'varchar',
    length: 64,
    nullable: true,
  })
  providerOrderId: string | null;

  @Column({
    name: 'provider_payment_id',
    type: 'varchar',
    length: 64,
    nullable: true,
  })
  providerPaymentId: string | null;

  /** What the shop did with it, in words ('marked paid', 'no change: already paid', …). */
  @Column({ type: 'varchar', length: 200 })
  outcome: string;

  @Column({ name: 'received_at', type: TIMESTAMP })
  receivedAt: Date;
}
