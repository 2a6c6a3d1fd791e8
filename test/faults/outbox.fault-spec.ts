/**
 * Issue 59: the outbox's deliveries under faults.
 * - Two instances on one PostgreSQL schema send the deliveries of 40 orders to one slow receiver:
 *   each event reaches it once, and never by both at the same moment (FOR UPDATE SKIP LOCKED and
 *   the claim's lease).
 * - kill -9 while deliveries are in flight (the receiver answers slowly): after the restart every
 *   event written is delivered at least once, none lost; the claims of the dead instance run out
 *   and are taken again. On SQLite and on PostgreSQL.
 * Counts read the webhooks' deliveries: the mail consumer writes its own (target 'mail:shopper') for the same events.
 */
import { gql, rest, signedUpShopper, WEBSITE } from '../support/api';
import { ADMIN } from '../support/orders';
import { eventually } from '../support/payments';
import { dbQuery, expectGqlOk, gqlOrderInput, idempotencyKey, line, priceBands, RAISED_SHOPPER_LIMITS, CREATE_ORDER } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { registerEndpoint, startReceiver, type Receiver } from '../support/webhooks';
import { exitOf, postgresDatabase, sqliteDatabase, type TestDb } from './fault-support';
import { FAST_HASHES } from './stock-fault-support';

jest.setTimeout(240_000);

const dear = priceBands().dear;
/** The worker every 50 ms; a send may take 3 s, so a claim's lease is 11 s. */
const ENV = { ...FAST_HASHES, ...RAISED_SHOPPER_LIMITS, OUTBOX_POLL_MS: '50', WEBHOOKS_RETRY_BASE_MS: '200', WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_TIMEOUT_MS: '3000' };

const adminToken = async (server: RunningServer) => (await rest(server, 'POST', '/api/auth/login', { ...ADMIN, website: WEBSITE })).body.token as string;
const place = async (server: RunningServer, token: string, i: number) =>
  expectGqlOk(await gql(server, CREATE_ORDER, { input: gqlOrderInput([line(dear[i % dear.length])], 'cod'), key: idempotencyKey() }, { token })).createOrder.orderNumber as string;
const count = async (server: RunningServer, sql: string) => Number((await dbQuery(server, sql))[0].n);
const eventIds = async (server: RunningServer) => (await dbQuery(server, "SELECT id FROM outbox_events WHERE type = 'order.created' ORDER BY id")).map((r) => r.id as string);
/** The ids the receiver answered 200, each once. */
const received = (r: Receiver) => [...new Set(r.calls.filter((c) => c.status === 200).map((c) => c.id))].sort();

describe('two instances on one PostgreSQL schema', () => {
  let db: TestDb;
  let a: RunningServer;
  let b: RunningServer;
  let hooks: Receiver;

  beforeAll(async () => {
    db = postgresDatabase('faults_outbox_race');
    a = await startServer({ env: ENV, databaseUrl: db.url });
    b = await startServer({ env: ENV, databaseUrl: db.url });
    hooks = await startReceiver({ delayMs: 100 });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), hooks?.close()]);
    await db?.drop();
  });

  test('40 orders placed on both: each event reaches the receiver once, never by both instances at the same moment', async () => {
    await registerEndpoint(a, await adminToken(a), hooks.url, ['order.created']);
    // Eight shoppers, five orders each (one shopper's orders wait in line for their row).
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => signedUpShopper(a)));
    await Promise.all(Array.from({ length: 40 }, (_, i) => place(i % 2 ? a : b, shoppers[i % 8].token, i)));
    const ids = await eventIds(a);
    expect(ids.length).toBeGreaterThanOrEqual(40);
    await eventually(async () => (await count(a, "SELECT COUNT(*) AS n FROM outbox_deliveries WHERE status = 'delivered' AND target LIKE 'webhook:%'")) === ids.length, 60_000, 'every delivery');
    expect(received(hooks)).toEqual([...ids].sort());
    // Once each: no event was sent twice (no lease ran out, nobody took a claimed one).
    expect(hooks.calls).toHaveLength(ids.length);
    expect(hooks.mostAtOnce()).toBe(1);
    expect(await count(a, "SELECT COUNT(*) AS n FROM outbox_attempts t JOIN outbox_deliveries d ON d.id = t.delivery_id WHERE d.target LIKE 'webhook:%'")).toBe(ids.length);
  });
});

function crashSuite(kind: 'sqlite' | 'postgres') {
  describe(`kill -9 while deliveries are in flight, on ${kind}`, () => {
    let db: TestDb;
    let server: RunningServer;
    let hooks: Receiver;

    beforeAll(async () => {
      db = kind === 'postgres' ? postgresDatabase('faults_outbox_crash') : sqliteDatabase();
      server = await startServer({ env: ENV, databaseUrl: db.url });
      // Slow: each send is under way for 1.5 s, so the kill lands in the middle of one.
      hooks = await startReceiver({ delayMs: 1500 });
    });
    afterAll(async () => {
      await Promise.all([server?.stop(), hooks?.close()]);
      await db?.drop();
    });

    test('after the restart every event is delivered at least once, and none is lost', async () => {
      await registerEndpoint(server, await adminToken(server), hooks.url, ['order.created']);
      const shopper = await signedUpShopper(server);
      for (let i = 0; i < 8; i++) await place(server, shopper.token, i);
      // A send has reached the receiver, which has not answered it yet: the shop is waiting for it.
      await eventually(async () => hooks.calls.length >= 1 && hooks.answering() === 1, 20_000, 'a send under way');
      const child = server.process();
      const exited = exitOf(child, 30_000);
      child.kill('SIGKILL');
      expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
      const ids = await eventIds(server);
      expect(ids).toHaveLength(8);
      // The fault: events not yet delivered, one of them claimed by the instance that died.
      expect(await count(server, "SELECT COUNT(*) AS n FROM outbox_deliveries WHERE status = 'delivered' AND target LIKE 'webhook:%'")).toBeLessThan(8);
      expect(await count(server, "SELECT COUNT(*) AS n FROM outbox_deliveries WHERE claim_id IS NOT NULL AND target LIKE 'webhook:%'")).toBe(1);

      await server.restart();
      await eventually(async () => (await count(server, "SELECT COUNT(*) AS n FROM outbox_deliveries WHERE status = 'delivered' AND target LIKE 'webhook:%'")) === 8, 60_000, 'every delivery after the restart');
      expect(received(hooks)).toEqual([...ids].sort());
      // At least once: the send cut short by the kill was made again, with the same webhook-id.
      expect(hooks.calls.length).toBeGreaterThanOrEqual(8);
      expect(hooks.mostAtOnce()).toBe(1);
    });
  });
}

crashSuite('sqlite');
crashSuite('postgres');
