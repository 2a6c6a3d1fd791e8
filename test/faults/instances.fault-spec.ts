/**
 * Issue 8, fault 2: two instances behind one load balancer, on one PostgreSQL schema and
 * one Redis (REDIS_URL), started at the same moment (the migrations take turns on the
 * advisory lock). What one instance did, the other must honour: sessions, idempotency
 * keys, refresh-token rotation and the login rate limit.
 *
 * Nothing global is flushed in Redis: every rate-limit identity here is a fresh email,
 * so counters of earlier runs (kept for RATE_LIMIT_WINDOW_SECONDS) cannot interfere.
 */
import { Redis } from 'ioredis';
import { gql, newShopper, rest, signedUpShopper, WEBSITE } from '../support/api';
import { CREATE_ORDER, dbQuery, gqlOrderInput, idempotencyKey, line, LOGIN, ME, priceBands, REFRESH, restOrderPayload } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { postgresDatabase, type TestDb } from './fault-support';

jest.setTimeout(120_000);

const REDIS_URL = process.env.FAULTS_REDIS_URL ?? 'redis://127.0.0.1:6379';
const bands = priceBands();

let db: TestDb;
let a: RunningServer;
let b: RunningServer;
/** The instance of the i-th request of an alternating series. */
const either = (i: number) => (i % 2 === 0 ? a : b);
const count = async (sql: string, params: unknown[]) => Number((await dbQuery(a, sql, params))[0].n);

beforeAll(async () => {
  db = postgresDatabase('faults_inst');
  const env = { REDIS_URL, RATE_LIMIT_LOGIN_PER_ACCOUNT: '5' };
  // Both at once, on one fresh schema: one migrates, the other waits on the lock.
  [a, b] = await Promise.all([startServer({ env, databaseUrl: db.url }), startServer({ env, databaseUrl: db.url })]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
});

test('both instances came up on the same schema and migrated it once', async () => {
  expect(a.port).not.toBe(b.port);
  for (const s of [a, b]) expect((await rest(s, 'GET', '/readyz')).status).toBe(200);
  const migrations = await dbQuery(a, 'SELECT name FROM migrations');
  expect(new Set(migrations.map((m) => m.name)).size).toBe(migrations.length);
});

test('signed in on one instance, the shopper orders on the other (and reads the order back on the first)', async () => {
  const shopper = await signedUpShopper(a);
  const login = await rest(a, 'POST', '/api/auth/login', { email: shopper.user.email, password: 'secret123', website: WEBSITE });
  expect(login.status).toBe(200);
  const me = await gql(b, ME, {}, { token: login.body.token });
  expect(me.body.data?.me?.id).toBe(shopper.user.id);
  const placed = await rest(b, 'POST', '/api/orders', restOrderPayload(shopper.user.id, [line(bands.dear[0]), line(bands.mid[0], 2)], 'card'), { token: login.body.token });
  expect(placed.status).toBe(201);
  const listed = await rest(a, 'GET', `/api/orders/${shopper.user.id}`, undefined, { token: login.body.token });
  expect(listed.status).toBe(200);
  expect(listed.body.orders.map((o: any) => o.orderNumber)).toEqual([placed.body.orderId]);
  expect(listed.body.orders[0].items).toHaveLength(2);
});

describe('8 parallel retries with one idempotency key, spread over both instances', () => {
  test('REST: all 8 answer the same order number, and the database holds one order with its key', async () => {
    const shopper = await signedUpShopper(a);
    const key = idempotencyKey();
    const payload = restOrderPayload(shopper.user.id, [line(bands.dear[0], 2), line(bands.cheap[0])], 'upi');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => rest(either(i), 'POST', '/api/orders', payload, { token: shopper.token, headers: { 'Idempotency-Key': key } })),
    );
    expect(answers.filter((r) => r.status !== 201 && r.status !== 200).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    expect(new Set(answers.map((r) => r.body.orderId)).size).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE user_id = $1', [shopper.user.id])).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM idempotency_keys WHERE user_id = $1', [shopper.user.id])).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.user_id = $1', [shopper.user.id])).toBe(2);
  });

  test('GraphQL: all 8 answer the same order number, and the database holds one order', async () => {
    const shopper = await signedUpShopper(a);
    const key = idempotencyKey();
    const input = gqlOrderInput([line(bands.mid[0]), line(bands.dear[1] ?? bands.dear[0])], 'cod');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => gql(either(i), CREATE_ORDER, { input, key }, { token: shopper.token })));
    expect(answers.map((r) => r.body.errors)).toEqual(Array(8).fill(undefined));
    expect(new Set(answers.map((r) => (r.body.data as any).createOrder.orderNumber)).size).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE user_id = $1', [shopper.user.id])).toBe(1);
  });
});

describe('refresh-token rotation across instances', () => {
  test('a rotated refresh token reused on the other instance is refused, and the whole family is revoked', async () => {
    const shopper = await signedUpShopper(a);
    const first = await rest(a, 'POST', '/api/auth/login', { email: shopper.user.email, password: 'secret123', website: WEBSITE });
    expect(first.status).toBe(200);
    const rt0 = first.body.refreshToken as string;

    const rotated = await rest(a, 'POST', '/api/auth/refresh', { refreshToken: rt0 });
    expect(rotated.status).toBe(200);
    const rt1 = rotated.body.refreshToken as string;
    expect(rt1).not.toBe(rt0);

    // The old one, replayed on B: refused.
    const replay = await rest(b, 'POST', '/api/auth/refresh', { refreshToken: rt0 });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('UNAUTHENTICATED');
    // And the newest one stops working too, on either instance (GraphQL on A, REST on B).
    const newest = await gql(a, REFRESH, { rt: rt1 });
    expect(newest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await rest(b, 'POST', '/api/auth/refresh', { refreshToken: rt1 })).status).toBe(401);
    const live = await count('SELECT COUNT(*) AS n FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL', [shopper.user.id]);
    // The registration's own family is untouched; the login's family is wholly revoked.
    expect(live).toBe(1);

    // A new sign-in starts a new family that works.
    const again = await gql(b, LOGIN, { input: { email: shopper.user.email, password: 'secret123', website: WEBSITE } });
    const rt2 = again.body.data?.login?.refreshToken as string;
    expect((await rest(a, 'POST', '/api/auth/refresh', { refreshToken: rt2 })).status).toBe(200);
  });

  test('the same refresh token presented on both instances at once is rotated at most once', async () => {
    const shopper = await signedUpShopper(a);
    const results = await Promise.all([a, b].map((s) => rest(s, 'POST', '/api/auth/refresh', { refreshToken: shopper.refreshToken })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.every((s) => s === 200 || s === 401)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    // At most one successor row was written for the presented token.
    expect(await count('SELECT COUNT(*) AS n FROM refresh_tokens WHERE user_id = $1', [shopper.user.id])).toBeLessThanOrEqual(2);
  });
});

describe('the login rate limit is shared through Redis', () => {
  test('with RATE_LIMIT_LOGIN_PER_ACCOUNT=5, attempts alternating between instances get 429 after 5 in total', async () => {
    const shopper = newShopper();
    expect((await rest(a, 'POST', '/api/auth/register', shopper)).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await rest(either(i), 'POST', '/api/auth/login', { email: shopper.email, password: 'wrong-password', website: WEBSITE })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Each instance alone saw only 2 or 3 attempts; together they saw 5.
    const sixth = await rest(b, 'POST', '/api/auth/login', { email: shopper.email, password: 'wrong-password', website: WEBSITE });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password, on the other instance, is now turned away (GraphQL too).
    expect((await rest(a, 'POST', '/api/auth/login', { email: shopper.email, password: 'secret123', website: WEBSITE })).status).toBe(429);
    const viaGql = await gql(b, LOGIN, { input: { email: shopper.email, password: 'secret123', website: WEBSITE } });
    expect(viaGql.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Another account is not affected.
    const other = await signedUpShopper(b);
    expect((await rest(a, 'POST', '/api/auth/login', { email: other.user.email, password: 'secret123', website: WEBSITE })).status).toBe(200);
  });

  test('the shared counter lives in Redis under the account key, with the window as its expiry', async () => {
    const shopper = newShopper();
    await rest(b, 'POST', '/api/auth/login', { email: shopper.email, password: 'wrong-password', website: WEBSITE });
    await rest(a, 'POST', '/api/auth/login', { email: shopper.email, password: 'wrong-password', website: WEBSITE });
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    try {
      const key = `squ:rl:login:acct:${WEBSITE}:${shopper.email.toLowerCase()}`; // REDIS_KEY_PREFIX defaults to squ:
      expect(await redis.get(key)).toBe('2');
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(900);
    } finally {
      redis.disconnect();
    }
  });
});
