import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { INTEGER, TIMESTAMP } from '../database/column-types.js';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * One event for one target of a consumer (`webhook:<endpoint id>`, `mail`): its delivery's
 * bookkeeping. An instance claims it for a lease (`claim_id`, `locked_until`) before sending, so
 * two instances never send it at the same moment; a claim whose instance died runs out and the
 * delivery is taken again (at least once).
 */
@Entity('outbox_deliveries')
@Index('IDX_outbox_deliveries_due', ['status', 'nextAttemptAt'])
@Index('UQ_outbox_deliveries_event_target', ['eventId', 'target'], { unique: true })
@Index('IDX_outbox_deliveries_target', ['target', 'createdAt'])
export class OutboxDeliveryEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'event_id', type: 'varchar', length: 36 })
  eventId: string;

  /** The consumer's name, then ':' and what it names (a webhook endpoint's id). */
  @Column({ type: 'varchar', length: 80 })
  target: string;

  @Column({ type: 'varchar', length: 16 })
  status: DeliveryStatus;

  @Column({ ...INTEGER, default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: TIMESTAMP })
  nextAttemptAt: Date;

  /** The instance's claim while it sends; null when none holds it. */
  @Column({ name: 'claim_id', type: 'varchar', length: 36, nullable: true })
  claimId: string | null;

  @Column({ name: 'locked_until', type: TIMESTAMP, nullable: true })
  lockedUntil: Date | null;

  /** Retried until this time (created + the retry window); then failed. */
  @Column({ name: 'give_up_at', type: TIMESTAMP })
  giveUpAt: Date;

  @Column({ name: 'created_at', type: TIMESTAMP })
  createdAt: Date;

  @Column({ name: 'updated_at', type: TIMESTAMP })
  updatedAt: Date;
}
