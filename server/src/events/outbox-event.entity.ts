import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';
import type { EventType } from './event-types.js';

/**
 * An event written in the transaction of the change it reports (the transactional outbox). The
 * worker hands it to each consumer: `dispatched_at` is set in the transaction that writes its
 * deliveries (one per target a consumer names), so it is handed over once.
 */
@Entity('outbox_events')
@Index('IDX_outbox_events_undispatched', ['dispatchedAt', 'id'])
@Index('IDX_outbox_events_order', ['orderNumber', 'id'])
export class OutboxEventEntity {
  /** A time-ordered UUID (monotonic within an instance): events of one order sort in the order they were written. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 32 })
  type: EventType;

  @Column({ name: 'occurred_at', type: TIMESTAMP })
  occurredAt: Date;

  @Column({ name: 'order_number', type: 'varchar', length: 32, nullable: true })
  orderNumber: string | null;

  /** JSON text: the order's read-back shape (REST's RestOrder), or the size for stock.low. */
  @Column({ type: 'text' })
  payload: string;

  /** When the worker handed it to the consumers (wrote its deliveries); null until then. */
  @Column({ name: 'dispatched_at', type: TIMESTAMP, nullable: true })
  dispatchedAt: Date | null;
}
