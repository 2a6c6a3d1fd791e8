/**
 * Durability and concurrency: a burst of 50 parallel order creations (GraphQL and REST,
 * several users) with no error and nothing lost; 8 parallel retries with one idempotency
 * key make exactly one order; a restart (and a crash) keeps accounts, sessions and orders.
 */
import { gql, rest, signedUpShopper, WEBSITE } from '../support/api';
import {
  CREATE_ORDER,
  dbQuery,
  expectedMoney,
  expectGqlOk,
  gqlOrderInput,
  idempotencyKey,
  line,
  type Line,
  LOGIN,
  ME,
  ORDER_FIELDS,
  priceBands,
  RAISED_SHOPPER_LIMITS,
  restOrderPayload,
} from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(90_000);

type Session = { user: { id: string; email: string }; token: string; refreshToken: string };
let server: RunningServer;
let users: Session[];
const bands = priceBands();

beforeAll(async () => {
  // Four shoppers place 50 orders at once, most of them unpaid: what this checks is not the shopper limits.
  server = await startServer({ env: { RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000', ...RAISED_SHOPPER_LIMITS } });
  users = await Promise.all([0, 1, 2, 3].map(() => signedUpShopper(server)));
});
afterAll(async () => server?.stop());

const listRest = async (s: Session) => {
  const r = await rest(server, 'GET', `/api/orders/${s.user.id}`, undefined, { token: s.token });
  expect(r.status).toBe(200);
  return r.body.orders as any[];
};
const count = async (table: string, where = '', params: unknown[] = []) => Number((await dbQuery(server, `SELECT COUNT(*) AS n FROM ${table} ${where}`, params))[0].n);

/** The i-th cart of the burst: 1 to 3 distinct products, varied quantities and payment methods. */
function cartFor(i: number): { lines: Line[]; method: string } {
  const n = (i % 3) + 1;
  const lines = Array.from({ length: n }, (_, k) => {
    const p = bands.all[(i * 7 + k * 13) % bands.all.length];
    return line(p, ((i + k) % 4) + 1);
  }).filter((l, k, all) => all.findIndex((x) => x.product.id === l.product.id) === k);
  const subtotal = expectedMoney(lines, false).subtotal;
  const methods = ['upi', 'card', 'netbanking', 'cod'];
  let method = methods[i % 4];
  if (method === 'cod' && subtotal < 199) method = 'upi';
  return { lines, method };
}

describe('a burst of 50 parallel order creations', () => {
  test('all 50 succeed (REST and GraphQL, 4 users) and exactly those orders are stored, with all their lines', async () => {
    const before = { orders: await count('orders'), items: await count('order_items') };
    const jobs = Array.from({ length: 50 }, (_, i) => ({ i, user: users[i % users.length], surface: i % 2 === 0 ? 'rest' : 'graphql', ...cartFor(i) }));
    const answers = await Promise.all(
      jobs.map(async (job) => {
        if (job.surface === 'rest') {
          const r = await rest(server, 'POST', '/api/orders', restOrderPayload(job.user.user.id, job.lines, job.method), { token: job.user.token });
          return { job, status: r.status, orderNumber: r.body?.orderId as string, body: r.body };
        }
        const r = await gql(server, CREATE_ORDER, { input: gqlOrderInput(job.lines, job.method), key: idempotencyKey() }, { token: job.user.token });
        return { job, status: r.body?.errors ? 500 : r.status, orderNumber: (r.body?.data as any)?.createOrder?.orderNumber as string, body: r.body };
      }),
    );
    const failures = answers.filter((a) => !(a.status === 201 || a.status === 200) || !a.orderNumber);
    expect(failures.map((f) => `${f.job.surface} #${f.job.i}: ${f.status} ${JSON.stringify(f.body).slice(0, 200)}`)).toEqual([]);
    expect(new Set(answers.map((a) => a.orderNumber)).size).toBe(50);

    // Exactly those orders, no more, no fewer, each with all its lines and the right money.
    const totalLines = jobs.reduce((n, j) => n + j.lines.length, 0);
    expect(await count('orders')).toBe(before.orders + 50);
    expect(await count('order_items')).toBe(before.items + totalLines);
    for (const u of users) {
      const stored = await listRest(u);
      const mine = answers.filter((a) => a.job.user === u);
      expect(stored.map((o) => o.orderNumber).sort()).toEqual(mine.map((a) => a.orderNumber).sort());
      for (const a of mine) {
        const o = stored.find((x) => x.orderNumber === a.orderNumber);
        const money = expectedMoney(a.job.lines, a.job.method === 'cod');
        expect(o.items.map((it: any) => [it.productId, it.sku, it.quantity])).toEqual(a.job.lines.map((l) => [l.product.id, l.size, l.quantity]));
        expect([o.subtotal, o.tax, o.codCharges, o.total]).toEqual([money.subtotal, money.tax, money.codCharges, money.total]);
        expect(o.paymentMethod).toBe(a.job.method);
      }
    }
  });
});

describe('parallel retries with one idempotency key', () => {
  test('8 parallel REST retries with one Idempotency-Key answer the same order, and exactly one is stored', async () => {
    const u = users[0];
    const key = idempotencyKey();
    const lines = [line(bands.dear[0], 2), line(bands.cheap[0], 1)];
    const before = await count('orders', 'WHERE user_id = $1', [u.user.id]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => rest(server, 'POST', '/api/orders', restOrderPayload(u.user.id, lines, 'upi'), { token: u.token, headers: { 'Idempotency-Key': key } })),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 201 && s !== 200)).toEqual([]);
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    expect(await count('orders', 'WHERE user_id = $1', [u.user.id])).toBe(before + 1);
    expect(await count('idempotency_keys', 'WHERE user_id = $1 AND "key" = $2', [u.user.id, key])).toBe(1);
    expect(await count('order_items', 'WHERE order_id = $1', [answers[0].body.order.id])).toBe(2);
  });

  test('8 parallel GraphQL retries with one idempotencyKey answer the same order, and exactly one is stored', async () => {
    const u = users[1];
    const key = idempotencyKey();
    const lines = [line(bands.mid[0])];
    const before = await count('orders', 'WHERE user_id = $1', [u.user.id]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => gql(server, CREATE_ORDER, { input: gqlOrderInput(lines, 'cod'), key }, { token: u.token })));
    expect(answers.map((a) => a.body.errors)).toEqual(Array(8).fill(undefined));
    expect(new Set(answers.map((a) => (a.body.data as any).createOrder.orderNumber)).size).toBe(1);
    expect(await count('orders', 'WHERE user_id = $1', [u.user.id])).toBe(before + 1);
  });

  test('8 parallel retries, half of them with a different body: one order, the others refused with 409, none a 500', async () => {
    const u = users[2];
    const key = idempotencyKey();
    const before = await count('orders', 'WHERE user_id = $1', [u.user.id]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        rest(server, 'POST', '/api/orders', restOrderPayload(u.user.id, [line(bands.dear[0], i % 2 === 0 ? 1 : 2)], 'upi'), { token: u.token, headers: { 'Idempotency-Key': key } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 201 || s === 200 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(new Set(answers.filter((a) => a.status !== 409).map((a) => a.body.orderId)).size).toBe(1);
    expect(await count('orders', 'WHERE user_id = $1', [u.user.id])).toBe(before + 1);
  });
});

describe('a restart keeps data', () => {
  test('after a restart: accounts sign in, sessions and refresh tokens still work, orders and profiles are unchanged, keys still answer their order', async () => {
    const u = users[3];
    const key = idempotencyKey();
    const payload = restOrderPayload(u.user.id, [line(bands.dear[1] ?? bands.dear[0])], 'card');
    const placed = await rest(server, 'POST', '/api/orders', payload, { token: u.token, headers: { 'Idempotency-Key': key } });
    expect(placed.status).toBe(201);
    const ordersBefore = await Promise.all(users.map(listRest));
    const profileBefore = (await rest(server, 'GET', '/api/user/profile', undefined, { token: u.token })).body;
    const gqlOrdersBefore = expectGqlOk(await gql(server, `query($u: ID!) { ordersByUser(userId: $u) { ${ORDER_FIELDS} } }`, { u: u.user.id }, { token: u.token }));

    await server.restart();

    // Sign-in with the stored password hash.
    for (const s of users) {
      const r = await rest(server, 'POST', '/api/auth/login', { email: s.user.email, password: 'secret123', website: WEBSITE });
      expect(r.status).toBe(200);
      expect(r.body.user.id).toBe(s.user.id);
    }
    expectGqlOk(await gql(server, LOGIN, { input: { email: u.user.email, password: 'secret123', website: WEBSITE } }));
    // The access token issued before the restart still works, and the refresh token rotates.
    expect(expectGqlOk(await gql(server, ME, {}, { token: u.token })).me).toEqual(profileBefore);
    const refreshed = await rest(server, 'POST', '/api/auth/refresh', { refreshToken: u.refreshToken });
    expect(refreshed.status).toBe(200);
    // Orders are exactly as before (REST and GraphQL views), estimated delivery included.
    expect(await Promise.all(users.map(listRest))).toEqual(ordersBefore);
    expect(expectGqlOk(await gql(server, `query($u: ID!) { ordersByUser(userId: $u) { ${ORDER_FIELDS} } }`, { u: u.user.id }, { token: u.token }))).toEqual(gqlOrdersBefore);
    // The idempotency key still answers its order.
    const retry = await rest(server, 'POST', '/api/orders', payload, { token: u.token, headers: { 'Idempotency-Key': key } });
    expect(retry.body.orderId).toBe(placed.body.orderId);
    // Email stays unique across the restart.
    expect((await rest(server, 'POST', '/api/auth/register', { email: u.user.email, password: 'secret123', firstName: 'A', lastName: 'B', website: WEBSITE })).status).toBe(409);
    // And the shop still takes orders.
    expect((await rest(server, 'POST', '/api/orders', restOrderPayload(u.user.id, [line(bands.dear[0])]), { token: u.token })).status).toBe(201);
  });

  test('an order that was answered survives a crash (SIGKILL) right after', async () => {
    const u = users[0];
    const placed = await rest(server, 'POST', '/api/orders', restOrderPayload(u.user.id, [line(bands.mid[0]), line(bands.dear[0])], 'cod'), { token: u.token });
    expect(placed.status).toBe(201);
    const child = server.process();
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    await server.restart();
    const stored = (await listRest(u)).find((o) => o.orderNumber === placed.body.orderId);
    expect(stored).toEqual(placed.body.order);
    expect(stored.items).toHaveLength(2);
  });
});
