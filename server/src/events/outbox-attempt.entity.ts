import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { INTEGER, TIMESTAMP } from '../database/column-types.js';

/** One try of a delivery: what the target answered (HTTP status, the answer's first bytes) or the error. */
@Entity('outbox_attempts')
@Index('IDX_outbox_attempts_delivery', ['deliveryId', 'at'])
export class OutboxAttemptEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'delivery_id', type: 'varchar', length: 36 })
  deliveryId: string;

  @Column({ type: TIMESTAMP })
  at: Date;

  @Column({ type: 'boolean' })
  ok: boolean;

  /** The HTTP status the target answered; null when none came (refused address, timeout, connection error). */
  @Column({ ...INTEGER, nullable: true })
  status: number | null;

  /** The answer's first bytes (up to 500 characters), or the error's words. */
  @Column({ type: 'varchar', length: 500 })
  answer: string;

  @Column({ name: 'duration_ms', ...INTEGER })
  durationMs: number;
}
