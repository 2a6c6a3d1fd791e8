import { jest } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import { DatabaseService } from '../database/database.service.js';
import { serviceContext, type ServiceContext } from '../testing/service-context.js';
import type { OutboxEvent } from './event-types.js';
import { EventsModule } from './events.module.js';
import { EventsService } from './events.service.js';
import { OutboxAttemptEntity } from './outbox-attempt.entity.js';
import { type DeliveryResult, type EventHead, OutboxConsumers } from './outbox-consumer.js';
import { OutboxDeliveryEntity } from './outbox-delivery.entity.js';
import { OutboxEventEntity } from './outbox-event.entity.js';
import { backoffMs, type Claimed, OutboxWorker } from './outbox-worker.js';

/**
 * The outbox on its own: events join the caller's transaction (a rollback leaves none), the worker
 * hands each to the consumers once, tries a failing delivery again with doubling waits, and marks it
 * failed once its retry window has closed.
 */
let ctx: ServiceContext;
let db: DatabaseService;
const answers: DeliveryResult[] = [];
const sent: { target: string; event: OutboxEvent; attempt: number }[] = [];

beforeAll(async () => {
  // The timer off: the spec runs the worker's rounds itself. Retries after 50 ms, a window of 1 s.
  ctx = await serviceContext([EventsModule], [], { OUTBOX_POLL_MS: '0', WEBHOOKS_RETRY_BASE_MS: '50', WEBHOOKS_RETRY_FOR_SECONDS: '1' });
  db = ctx.get(DatabaseService);
  ctx.get(OutboxConsumers).register({
    name: 'spec',
    targetsFor: async (_m: EntityManager, events: EventHead[]) => events.map((e) => (e.type === 'stock.low' ? [] : ['a', 'b'])),
    deliver: async (target, event, attempt) => {
      sent.push({ target, event, attempt });
      return answers.shift() ?? { ok: true, status: 200, answer: 'ok' };
    },
  });
});
afterAll(() => ctx.close());

const record = (orderNumber: string, type: 'order.created' | 'stock.low' = 'order.created') => (m: EntityManager) => ctx.get(EventsService).record(m, [{ type, orderNumber, payload: { orderNumber } }]);

test('an event written in a transaction that rolls back is not kept', async () => {
  await expect(
    db.transaction(async (m) => {
      await record('SQU-ROLLED-BACK')(m);
      throw new Error('the change fails after its event was written');
    }),
  ).rejects.toThrow('the change fails');
  expect(await db.manager.getRepository(OutboxEventEntity).countBy({ orderNumber: 'SQU-ROLLED-BACK' })).toBe(0);
  await db.transaction(record('SQU-KEPT'));
  expect(await db.manager.getRepository(OutboxEventEntity).countBy({ orderNumber: 'SQU-KEPT' })).toBe(1);
});

test('events are kept in the order written, handed to each target once, and sent in that order', async () => {
  sent.length = 0;
  await db.transaction(async (m) => {
    for (const n of ['SQU-1', 'SQU-2', 'SQU-3']) await record(n)(m);
    await record('SQU-3', 'stock.low')(m);
  });
  const worker = ctx.get(OutboxWorker);
  await worker.runOnce();
  await worker.runOnce();
  const mine = sent.filter((s) => /^SQU-\d$/.test(s.event.orderNumber ?? ''));
  expect(mine.map((s) => `${s.event.orderNumber}:${s.target}`)).toEqual(['SQU-1:a', 'SQU-1:b', 'SQU-2:a', 'SQU-2:b', 'SQU-3:a', 'SQU-3:b']);
  // stock.low had no target: handed over, with no delivery.
  const low = await db.manager.getRepository(OutboxEventEntity).findOneByOrFail({ orderNumber: 'SQU-3', type: 'stock.low' });
  expect(low.dispatchedAt).not.toBeNull();
  expect(await db.manager.getRepository(OutboxDeliveryEntity).countBy({ eventId: low.id })).toBe(0);
});

test('a failing delivery is tried again with doubling waits, every try logged, then failed once its window closes', async () => {
  expect([1, 2, 3, 4].map((n) => backoffMs(50, n))).toEqual([50, 100, 200, 400]);
  expect(backoffMs(5000, 40)).toBe(6 * 3_600_000);
  sent.length = 0;
  answers.push(...Array.from({ length: 100 }, (_, i) => ({ ok: false, status: 503, answer: `busy ${i}` })));
  await db.transaction(record('SQU-FLAKY'));
  const worker = ctx.get(OutboxWorker);
  const deadline = Date.now() + 5000;
  const repo = db.manager.getRepository(OutboxDeliveryEntity);
  const event = await db.manager.getRepository(OutboxEventEntity).findOneByOrFail({ orderNumber: 'SQU-FLAKY' });
  while (Date.now() < deadline) {
    await worker.runOnce();
    const rows = await repo.findBy({ eventId: event.id });
    if (rows.length === 2 && rows.every((r) => r.status === 'failed')) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const rows = await repo.findBy({ eventId: event.id });
  expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
  const tries = await db.manager.getRepository(OutboxAttemptEntity).find({ where: { deliveryId: rows[0].id }, order: { at: 'ASC' } });
  // 1 s of retries from 50 ms doubling: 50, 100, 200, 400 ms waits, so 5 tries.
  expect(tries.length).toBe(rows[0].attempts);
  expect(tries.length).toBeGreaterThanOrEqual(4);
  expect(tries.length).toBeLessThanOrEqual(6);
  expect(tries.every((t) => !t.ok && t.status === 503 && t.answer.startsWith('busy'))).toBe(true);
  for (let i = 1; i < tries.length; i++) expect(tries[i].at.getTime() - tries[i - 1].at.getTime()).toBeGreaterThanOrEqual(50 * 2 ** (i - 1) - 5);
  answers.length = 0;

  // The staff's re-send: due at once, a new window; it goes through now.
  await ctx.get(EventsService).resend(rows[0].id);
  await worker.runOnce();
  expect((await repo.findOneByOrFail({ id: rows[0].id })).status).toBe('delivered');
  expect(sent.filter((s) => s.event.id === event.id && s.target === rows[0].target.slice(5)).length).toBe(tries.length + 1);
});

test('a send whose outcome cannot be written at first is recorded once the database answers, and not sent again', async () => {
  sent.length = 0;
  await db.transaction(record('SQU-BUSY'));
  const worker = ctx.get(OutboxWorker);
  const real = db.transaction.bind(db);
  let refusals = 2;
  // Once the first mail of SQU-BUSY has gone, the next two writes fail (the database busy).
  const spy = jest.spyOn(db, 'transaction').mockImplementation(((work: (m: EntityManager) => Promise<unknown>) =>
    sent.length && refusals-- > 0 ? Promise.reject(new Error('the database is busy')) : real(work)) as typeof db.transaction);
  try {
    await worker.runOnce();
  } finally {
    spy.mockRestore();
  }
  expect(refusals).toBeLessThan(0);
  await worker.runOnce();
  const event = await db.manager.getRepository(OutboxEventEntity).findOneByOrFail({ orderNumber: 'SQU-BUSY' });
  const rows = await db.manager.getRepository(OutboxDeliveryEntity).findBy({ eventId: event.id });
  expect(rows.map((r) => [r.status, r.attempts, r.claimId])).toEqual([['delivered', 1, null], ['delivered', 1, null]]);
  expect(sent.map((s) => s.target).sort()).toEqual(['a', 'b']);
});

test('a send whose claim was taken meanwhile writes neither its outcome nor its try (the claim that holds it will)', async () => {
  sent.length = 0;
  await db.transaction(record('SQU-LEASE'));
  const worker = ctx.get(OutboxWorker);
  await worker.dispatch();
  const event = await db.manager.getRepository(OutboxEventEntity).findOneByOrFail({ orderNumber: 'SQU-LEASE' });
  const repo = db.manager.getRepository(OutboxDeliveryEntity);
  const [first] = await repo.find({ where: { eventId: event.id }, order: { id: 'ASC' } });
  const claimed = await worker.claim();
  expect(claimed.map((c) => [c.delivery.id, c.event?.orderNumber])).toEqual([[first.id, 'SQU-LEASE']]);
  // While its send is under way, its lease is taken by another claim (run out, or the staff's re-send).
  await db.transaction((m) => m.getRepository(OutboxDeliveryEntity).update({ id: first.id }, { claimId: 'another-claim' }));
  await (worker as unknown as { send(c: Claimed): Promise<boolean> }).send(claimed[0]);
  expect(sent.map((s) => s.event.orderNumber)).toEqual(['SQU-LEASE']);
  const after = await repo.findOneByOrFail({ id: first.id });
  expect([after.status, after.attempts, after.claimId]).toEqual(['pending', 0, 'another-claim']);
  expect(await db.manager.getRepository(OutboxAttemptEntity).countBy({ deliveryId: first.id })).toBe(0);
});
