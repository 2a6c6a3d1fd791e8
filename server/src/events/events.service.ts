import { Inject, Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { notFound } from '../common/app-error.js';
import { secureRandomBytes } from '../common/ids.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import type { NewEvent, OutboxEvent } from './event-types.js';
import { OutboxAttemptEntity } from './outbox-attempt.entity.js';
import { OutboxDeliveryEntity } from './outbox-delivery.entity.js';
import { OutboxEventEntity } from './outbox-event.entity.js';
import { insertRows, type RowsOf } from '../database/insert-rows.js';

let lastMs = 0;
let counter = 0;

/**
 * A UUID v7 that sorts after every one this process made before (RFC 9562's method 1: a 12-bit
 * counter in rand_a within one millisecond), so that the events of one transaction, written in
 * the same millisecond, keep the order they were written in.
 */
export function monotonicEventId(now = Date.now()): { id: string; at: Date } {
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (++counter > 0xfff) {
    lastMs += 1;
    counter = 0;
  }
  const b = secureRandomBytes(16);
  b.writeUIntBE(lastMs, 0, 6);
  b[6] = 0x70 | (counter >> 8);
  b[7] = counter & 0xff;
  b[8] = 0x80 | (b[8] & 0x3f);
  const h = b.toString('hex');
  return { id: `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`, at: new Date(lastMs) };
}

export const toOutboxEvent = (e: OutboxEventEntity): OutboxEvent => ({ id: e.id, type: e.type, occurredAt: e.occurredAt, orderNumber: e.orderNumber, payload: JSON.parse(e.payload) as object });

/** A delivery with its tries, newest first, as the staff see it. */
export interface DeliveryView {
  delivery: OutboxDeliveryEntity;
  event: OutboxEventEntity;
  attempts: OutboxAttemptEntity[];
}

/**
 * The outbox (DECISIONS 16, issue 59): the one writer of outbox_events, outbox_deliveries and
 * outbox_attempts. The modules that move orders write their events here in their own
 * transaction (`record`, with its EntityManager); OutboxWorker sends them.
 */
@Injectable()
export class EventsService {
  constructor(
    private readonly db: DatabaseService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Writes events in the caller's transaction, in the order given: one insert whatever their count. */
  async record(m: EntityManager, events: NewEvent[]): Promise<void> {
    const [target, rows] = this.rowsOf(events);
    await insertRows(m, target, rows);
  }

  /**
   * The rows that record `events`, in the order given, for a caller that inserts them with its
   * own rows in one statement (insertRowsTogether) in its transaction: the order's placement.
   */
  rowsOf(events: NewEvent[]): RowsOf<OutboxEventEntity> {
    const rows = events.map((e) => {
      const { id, at } = monotonicEventId();
      return { id, type: e.type, occurredAt: at, orderNumber: e.orderNumber, payload: JSON.stringify(e.payload), dispatchedAt: null } satisfies OutboxEventEntity;
    });
    return [OutboxEventEntity, rows];
  }

  /** The payloads of the given events, in the caller's transaction (a consumer naming its targets from what an event says). */
  async payloadsOf(m: EntityManager, ids: string[]): Promise<Map<string, object>> {
    if (!ids.length) return new Map();
    const rows = await m.getRepository(OutboxEventEntity).find({ select: { id: true, payload: true }, where: { id: In(ids) } });
    return new Map(rows.map((r) => [r.id, JSON.parse(r.payload) as object]));
  }

  /** The events of an order, oldest first (the staff's view, and the suites'). */
  eventsOf(orderNumber: string): Promise<OutboxEventEntity[]> {
    return this.db.manager.getRepository(OutboxEventEntity).find({ where: { orderNumber }, order: { id: 'ASC' } });
  }

  /** The deliveries to targets starting with `targetPrefix` (a webhook endpoint's), newest first, with their tries. */
  async deliveriesOf(target: string, take: number, status?: string | null): Promise<DeliveryView[]> {
    const m = this.db.manager;
    const deliveries = await m.getRepository(OutboxDeliveryEntity).find({
      where: { target, ...(status ? { status: status as OutboxDeliveryEntity['status'] } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take,
    });
    return this.withDetails(deliveries);
  }

  async delivery(id: string): Promise<DeliveryView | null> {
    const row = await this.db.manager.getRepository(OutboxDeliveryEntity).findOneBy({ id });
    return row ? (await this.withDetails([row]))[0] : null;
  }

  /**
   * Sends a delivery again (the staff's re-send): due now, with a new retry window, whatever its
   * status; a claim under way is left to finish (its result no longer counts: the claim is dropped).
   */
  async resend(deliveryId: string, now = new Date()): Promise<DeliveryView> {
    const moved = await this.db.transaction((m) =>
      m.getRepository(OutboxDeliveryEntity).update(
        { id: deliveryId },
        { status: 'pending', nextAttemptAt: now, giveUpAt: new Date(now.getTime() + this.config.outbox.retryForSeconds * 1000), claimId: null, lockedUntil: null, updatedAt: now },
      ),
    );
    if (!moved.affected) throw notFound('No such delivery');
    return (await this.delivery(deliveryId))!;
  }

  private async withDetails(deliveries: OutboxDeliveryEntity[]): Promise<DeliveryView[]> {
    if (!deliveries.length) return [];
    const m = this.db.manager;
    const events = await m.getRepository(OutboxEventEntity).findBy({ id: In([...new Set(deliveries.map((d) => d.eventId))]) });
    const attempts = await m.getRepository(OutboxAttemptEntity).find({ where: { deliveryId: In(deliveries.map((d) => d.id)) }, order: { at: 'DESC', id: 'DESC' } });
    const eventById = new Map(events.map((e) => [e.id, e]));
    return deliveries.map((delivery) => ({ delivery, event: eventById.get(delivery.eventId)!, attempts: attempts.filter((a) => a.deliveryId === delivery.id) }));
  }
}

