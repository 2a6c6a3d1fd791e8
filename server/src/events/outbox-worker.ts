import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { In, IsNull, type EntityManager, type ObjectLiteral } from 'typeorm';
import { timeOrderedId } from '../common/ids.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { binder, stored } from '../database/bind.js';
import { DatabaseService } from '../database/database.service.js';
import { StatementCounter } from '../database/statement-counter.js';
import { monotonicEventId, toOutboxEvent } from './events.service.js';
import { OutboxAttemptEntity } from './outbox-attempt.entity.js';
import { type DeliveryResult, OutboxConsumers } from './outbox-consumer.js';
import { OutboxDeliveryEntity } from './outbox-delivery.entity.js';
import { OutboxEventEntity } from './outbox-event.entity.js';
import { insertFrom, insertRows } from '../database/insert-rows.js';

/** Events handed over per transaction. */
const BATCH = 200;
/** The longest wait between two tries of a delivery, whatever the backoff says. */
const MAX_DELAY_MS = 6 * 3_600_000;
/** Words kept of an answer. */
const ANSWER_CHARS = 500;

/** A delivery claimed for a lease, and its event (null when it is gone). */
export interface Claimed {
  delivery: OutboxDeliveryEntity;
  event: OutboxEventEntity | null;
}

/** The wait before try `attempts + 1` after `attempts` failed: base × 2^(attempts−1), at most 6 hours. */
export const backoffMs = (baseMs: number, attempts: number): number => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);

/**
 * Sends the outbox's events, in every instance's process, from a timer (never inside a request).
 * A small claim loop on the shop's own tables, rather than a job library: pg-boss would need
 * PostgreSQL, and the shop runs on SQLite too. Each tick:
 * 1. hands new events to the consumers: in one transaction, each consumer names its targets,
 *    a delivery row is written for each, and the event is marked handed over (PostgreSQL: the
 *    events are taken FOR UPDATE SKIP LOCKED, so two instances never hand one over twice);
 * 2. claims due deliveries for a lease (FOR UPDATE SKIP LOCKED on PostgreSQL; SQLite has one
 *    writer and runs one instance), commits, then sends each, one at a time, and writes the try
 *    and the outcome only if its claim still holds. An instance killed while sending leaves
 *    claims that run out after the lease: the deliveries are sent again (at least once, never
 *    lost), and never by two instances at the same moment, since a send ends (its timeout)
 *    well before its lease does.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Outbox');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopping = false;
  private readonly postgres: boolean;

  constructor(
    private readonly db: DatabaseService,
    private readonly consumers: OutboxConsumers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.postgres = config.database.type === 'postgres';
  }

  onApplicationBootstrap(): void {
    const every = this.config.outbox.pollMs;
    if (!every) return;
    this.timer = setInterval(() => this.tick(), every);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One round, unless the last one is still going. */
  private tick(): void {
    if (this.running) return;
    this.running = StatementCounter.uncounted(() => this.runOnce())
      .catch((error) => this.log.warn(`outbox round failed: ${(error as Error).message}`))
      .finally(() => (this.running = null));
  }

  /** Hands over every new event, then sends every due delivery; answers how many were sent ok. */
  async runOnce(): Promise<number> {
    while (!this.stopping && (await this.dispatch()) === BATCH);
    let sent = 0;
    for (;;) {
      if (this.stopping) return sent;
      const claimed = await this.claim();
      if (!claimed.length) return sent;
      for (const c of claimed) {
        if (this.stopping) return sent;
        if (await this.send(c)) sent++;
      }
    }
  }

  /** Hands up to BATCH new events to the consumers; answers how many. */
  async dispatch(now = new Date()): Promise<number> {
    // Asked of the reader first: an idle shop's rounds never queue for the writer (SQLite).
    if (!(await this.db.manager.getRepository(OutboxEventEntity).exists({ where: { dispatchedAt: IsNull() } }))) return 0;
    return this.db.transaction(async (m) => {
      // Their heads only: the payloads are read when sent.
      const q = m.getRepository(OutboxEventEntity).createQueryBuilder('e').select(['e.id', 'e.type', 'e.orderNumber']).where('e.dispatchedAt IS NULL').orderBy('e.id', 'ASC').limit(BATCH);
      if (this.postgres) q.setLock('pessimistic_write').setOnLocked('skip_locked');
      const events = await q.getMany();
      if (!events.length) return 0;
      const retryFor = this.config.outbox.retryForSeconds * 1000;
      const rows: OutboxDeliveryEntity[] = [];
      const targets = await Promise.all(this.consumers.all().map(async (c) => ({ name: c.name, lists: await c.targetsFor(m, events) })));
      events.forEach((event, i) => {
        for (const { name, lists } of targets) {
          for (const target of lists[i] ?? []) {
            rows.push({
              // Monotonic: deliveries due at one time are sent in the order of their events.
              id: monotonicEventId(now.getTime()).id,
              eventId: event.id,
              target: `${name}:${target}`,
              status: 'pending',
              attempts: 0,
              nextAttemptAt: now,
              claimId: null,
              lockedUntil: null,
              giveUpAt: new Date(now.getTime() + retryFor),
              createdAt: now,
              updatedAt: now,
            });
          }
        }
      });
      for (let i = 0; i < rows.length; i += 200) await insertRows(m, OutboxDeliveryEntity, rows.slice(i, i + 200));
      await m.getRepository(OutboxEventEntity).update({ id: In(events.map((e) => e.id)), dispatchedAt: IsNull() }, { dispatchedAt: now });
      return events.length;
    });
  }

  /** The lease of a claim: the send's timeout twice over, and 5 seconds more. */
  private leaseMs(): number {
    return this.config.outbox.timeoutMs * 2 + 5000;
  }

  /**
   * Claims the earliest due delivery (pending, due, no live claim): one at a time, so that each
   * send starts well within its lease. One statement, whole by itself: an UPDATE of the delivery
   * its subquery picks (on PostgreSQL locked, skipping one another instance is claiming), which
   * answers the row claimed, and on PostgreSQL its event with it. SQLite asks its reader first, so
   * that an idle shop's rounds never queue for the writer, and reads the event after.
   */
  async claim(now = new Date()): Promise<Claimed[]> {
    if (!this.postgres) {
      const due = await this.db.manager
        .getRepository(OutboxDeliveryEntity)
        .createQueryBuilder('d')
        .where("d.status = 'pending' AND d.nextAttemptAt <= :now AND (d.lockedUntil IS NULL OR d.lockedUntil < :now)", { now })
        .getExists();
      if (!due) return [];
    }
    const claimId = randomUUID();
    const lockedUntil = new Date(now.getTime() + this.leaseMs());
    const rows = await this.db.statement<Record<string, unknown>>((m) => {
      const values: unknown[] = [];
      const bindValue = binder(m, values);
      const bind = (property: keyof OutboxDeliveryEntity & string, value: unknown) => bindValue(stored(m, OutboxDeliveryEntity, property, value));
      const escape = (name: string) => m.dataSource.driver.escape(name);
      const columns = m.dataSource.getMetadata(OutboxDeliveryEntity).columns.map((c) => escape(c.databaseName));
      // Bound in the order they stand in the text (SQLite's parameters are positional).
      const update = `UPDATE outbox_deliveries SET claim_id = ${bind('claimId', claimId)}, locked_until = ${bind('lockedUntil', lockedUntil)}, updated_at = ${bind('updatedAt', now)}
        WHERE id = (SELECT id FROM outbox_deliveries WHERE status = 'pending' AND next_attempt_at <= ${bind('nextAttemptAt', now)} AND (locked_until IS NULL OR locked_until < ${bind('lockedUntil', now)})
          ORDER BY next_attempt_at, id LIMIT 1${this.postgres ? ' FOR UPDATE SKIP LOCKED' : ''})
        RETURNING ${columns.join(', ')}`;
      if (!this.postgres) return { sql: update, values };
      // PostgreSQL: the delivery's event comes with it (its columns named "event.<column>"), in the same round trip.
      const event = m.dataSource.getMetadata(OutboxEventEntity).columns.map((c) => `e.${escape(c.databaseName)} AS ${escape(`event.${c.databaseName}`)}`);
      const sql = `WITH claimed AS (${update}) SELECT ${columns.map((c) => `claimed.${c}`).join(', ')}, ${event.join(', ')} FROM claimed LEFT JOIN outbox_events e ON e.id = claimed.event_id`;
      return { sql, values };
    });
    return Promise.all(
      rows.map(async (raw) => {
        const delivery = this.hydrate(OutboxDeliveryEntity, raw, '');
        if (!this.postgres) return { delivery, event: await this.db.manager.getRepository(OutboxEventEntity).findOneBy({ id: delivery.eventId }) };
        return { delivery, event: raw['event.id'] === null ? null : this.hydrate(OutboxEventEntity, raw, 'event.') };
      }),
    );
  }

  /** A row as the database answered it (its column names after `prefix`, stored values), as its entity. */
  private hydrate<T extends ObjectLiteral>(target: new () => T, raw: Record<string, unknown>, prefix: string): T {
    const meta = this.db.dataSource.getMetadata(target);
    const driver = this.db.dataSource.driver;
    const entity = new target();
    for (const c of meta.columns) c.setEntityValue(entity, driver.prepareHydratedValue(raw[prefix + c.databaseName], c));
    return entity;
  }

  /** Sends one claimed delivery and writes what came of it, if the claim still holds; answers whether it went through. */
  private async send({ delivery: d, event: row }: Claimed): Promise<boolean> {
    const started = Date.now();
    let result: DeliveryResult;
    const handler = this.consumers.of(d.target);
    if (!row || !handler) {
      result = { ok: false, status: null, answer: row ? `no consumer for ${d.target}` : 'the event is gone' };
    } else {
      try {
        result = await handler.consumer.deliver(handler.rest, toOutboxEvent(row), d.attempts + 1);
      } catch (error) {
        result = { ok: false, status: null, answer: (error as Error).message || String(error) };
      }
    }
    await this.record(d, row, result, started);
    return result.ok;
  }

  /**
   * Writes what came of a send. The send cannot be taken back, so a write that fails (a database
   * busy or slow under load) is tried again while the claim's lease lasts: left to the lease, the
   * delivery would be sent a second time once it ran out.
   */
  private async record(d: OutboxDeliveryEntity, row: OutboxEventEntity | null, result: DeliveryResult, started: number): Promise<void> {
    for (let wait = 100; ; wait *= 2) {
      try {
        await this.settle(d, row, result, started, new Date());
        return;
      } catch (error) {
        if (this.stopping || Date.now() + wait >= d.lockedUntil!.getTime()) throw error;
        this.log.warn(`recording delivery ${d.id} failed (${(error as Error).message}); trying again in ${wait} ms`);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /**
   * The delivery's outcome and the try's row, written only while the claim holds (claimed again
   * meanwhile, because the lease ran out or the staff sent it again, that claim writes the
   * outcome). Where the consumer keeps state of its own for the target (an alert marked
   * notified), it commits with the outcome in one transaction; otherwise, on PostgreSQL, both
   * are one statement run alone (the try inserted from what the UPDATE answers), one round trip
   * instead of four.
   */
  private async settle(d: OutboxDeliveryEntity, event: OutboxEventEntity | null, result: DeliveryResult, started: number, now: Date): Promise<void> {
    const attempts = d.attempts + 1;
    const next = new Date(now.getTime() + backoffMs(this.config.outbox.retryBaseMs, attempts));
    const status = result.ok ? 'delivered' : next > d.giveUpAt ? 'failed' : 'pending';
    const outcome = { status, attempts, nextAttemptAt: status === 'pending' ? next : now, claimId: null, lockedUntil: null, updatedAt: now } satisfies Partial<OutboxDeliveryEntity>;
    const tried: OutboxAttemptEntity = {
      id: timeOrderedId(now.getTime()),
      deliveryId: d.id,
      at: new Date(started),
      ok: result.ok,
      status: result.status,
      answer: [...result.answer].slice(0, ANSWER_CHARS).join(''),
      durationMs: now.getTime() - started,
    };
    const handler = status === 'pending' ? null : this.consumers.of(d.target);
    const settled = handler?.consumer.settled && event ? handler.consumer.settled.bind(handler.consumer) : null;
    const moved =
      this.postgres && !settled
        ? (await this.db.statement((m) => settleStatement(m, d, outcome, tried))).length > 0
        : await this.db.transaction(async (m) => {
            if (!(await m.getRepository(OutboxDeliveryEntity).update({ id: d.id, claimId: d.claimId! }, outcome)).affected) return false;
            await insertRows(m, OutboxAttemptEntity, [tried]);
            if (settled) await settled(m, handler!.rest, { id: event!.id, type: event!.type, orderNumber: event!.orderNumber }, status as 'delivered' | 'failed');
            return true;
          });
    if (moved && status === 'failed') this.log.warn(`delivery ${d.id} of event ${d.eventId} to ${d.target} failed for good after ${attempts} tries`);
  }
}

/**
 * PostgreSQL: the delivery's outcome, if `d`'s claim still holds, and the try's row in the same
 * statement (inserted from the UPDATE's answer, so none when the claim was lost).
 */
function settleStatement(m: EntityManager, d: OutboxDeliveryEntity, outcome: Partial<OutboxDeliveryEntity>, tried: OutboxAttemptEntity): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const bind = binder(m, values);
  const meta = m.dataSource.getMetadata(OutboxDeliveryEntity);
  const sets = (Object.keys(outcome) as (keyof OutboxDeliveryEntity & string)[]).map(
    (p) => `${m.dataSource.driver.escape(meta.findColumnWithPropertyName(p)!.databaseName)} = ${bind(stored(m, OutboxDeliveryEntity, p, outcome[p]))}`,
  );
  // Bound in the order they stand in the text: the UPDATE's values, then the try's.
  const update = `UPDATE outbox_deliveries SET ${sets.join(', ')} WHERE id = ${bind(d.id)} AND claim_id = ${bind(d.claimId)} RETURNING id`;
  const sql = `WITH moved AS (${update}) ${insertFrom(m, OutboxAttemptEntity, tried, values, 'moved', { deliveryId: 'moved.id' })} RETURNING id`;
  return { sql, values };
}
