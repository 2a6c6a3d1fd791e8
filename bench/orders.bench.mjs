// 2. Placing orders: createOrder (GraphQL) and POST /api/orders (REST) with pre-issued
// tokens for many users, SQLite with durable commits (WAL, synchronous=FULL); then the
// database must hold exactly the orders that were acknowledged.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fmt, load, ROOT, saveResults, startProductionServer, table } from './lib.mjs';

const USERS = 40;
const AMOUNT = Number(process.env.BENCH_ORDERS ?? 3000);
const products = JSON.parse(readFileSync(join(ROOT, 'client/public/products.json'), 'utf8'));
const lines = products
  .filter((p) => p.price >= 300)
  .slice(0, 3)
  .map((p) => ({ productId: p.id, size: p.sizes[0] ?? 'One Size', quantity: 1 }));

const PROFILE = {
  phone: '+91 98765 43210',
  address: { addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India' },
};

async function users(url, n) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const reg = await (
      await fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `bench${i}.${randomUUID().slice(0, 8)}@example.in`, password: 'secret123', firstName: 'Bench', lastName: 'User', website: 'squ-fashion-web' }),
      })
    ).json();
    await fetch(`${url}/api/user/profile`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${reg.token}` }, body: JSON.stringify(PROFILE) });
    out.push({ id: reg.user.id, token: reg.token });
  }
  return out;
}

async function storedOrders(url, people) {
  let n = 0;
  for (const u of people) {
    const r = await (await fetch(`${url}/api/orders/${u.id}`, { headers: { authorization: `Bearer ${u.token}` } })).json();
    n += r.orders.length;
  }
  return n;
}

async function measure(surface, env = {}, rss) {
  const server = await startProductionServer(env);
  const people = await users(server.url, USERS);
  let next = 0;
  let acknowledged = 0;
  const gqlBody = (key) =>
    JSON.stringify({
      query: 'mutation Place($input: CreateOrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { orderNumber total } }',
      variables: { input: { paymentMethod: 'UPI', items: lines }, key },
    });
  const opts = {
    url: surface === 'graphql' ? `${server.url}/graphql` : `${server.url}/api/orders`,
    method: 'POST',
    connections: 10,
    requests: [
      {
        setupRequest: (req) => {
          const user = people[next++ % people.length];
          const key = `bench-${randomUUID()}`;
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}`, 'idempotency-key': key },
            body: surface === 'graphql' ? gqlBody(key) : JSON.stringify({ paymentMethod: 'upi', items: lines }),
          };
        },
        onResponse: (status, body) => {
          if (status < 300 && (surface === 'rest' || String(body).includes('orderNumber'))) acknowledged += 1;
        },
      },
    ],
  };
  // A fixed number of orders, every answer read: acknowledged is exactly what the client saw.
  const r = await load(opts, { warmup: 0, amount: AMOUNT });
  const stored = await storedOrders(server.url, people);
  const rssAfterMb = rss ? rss(server.pid) : undefined;
  await server.stop();
  return { ...r, rps: (AMOUNT / r.seconds) || r.rps, acknowledged, stored, rssAfterMb };
}

/** One REST order run, for the footprint benchmark: answers the server's RSS afterwards. */
export async function placeOrders({ rss }) {
  return measure('rest', {}, rss);
}

/** The machine's PostgreSQL when it answers (BENCH_PG_URL overrides), else none. */
async function postgresUrl() {
  if (process.env.BENCH_PG_URL !== undefined) return process.env.BENCH_PG_URL || null;
  const { createConnection } = await import('node:net');
  const open = await new Promise((ok) => {
    const s = createConnection(5432, '127.0.0.1', () => (s.destroy(), ok(true)));
    s.on('error', () => ok(false));
  });
  return open ? 'postgres://postgres@127.0.0.1:5432/test' : null;
}

export async function run({ postgres } = {}) {
  postgres ??= await postgresUrl();
  const rows = [];
  const results = {};
  for (const surface of ['graphql', 'rest']) {
    const r = await measure(surface);
    results[`sqlite-${surface}`] = r;
    const exact = r.acknowledged === r.stored;
    rows.push({ run: `SQLite ${surface}`, 'orders/s': fmt(r.rps, 0), 'p99 ms': fmt(r.p99, 1), errors: r.errors, 'acked = stored': `${r.acknowledged} = ${r.stored}`, target: '>= 600/s, p99 < 25, 0 errors, exact', ok: r.rps >= 600 && r.p99 < 25 && r.errors === 0 && exact ? 'yes' : 'NO' });
  }
  if (postgres) {
    for (const surface of ['graphql', 'rest']) {
      const schema = `bench_${Date.now().toString(36)}_${surface}`;
      const r = await measure(surface, { DATABASE_URL: `${postgres}${postgres.includes('?') ? '&' : '?'}schema=${schema}` });
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: postgres });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
      results[`postgres-${surface}`] = r;
      rows.push({ run: `PostgreSQL ${surface}`, 'orders/s': fmt(r.rps, 0), 'p99 ms': fmt(r.p99, 1), errors: r.errors, 'acked = stored': `${r.acknowledged} = ${r.stored}`, target: 'report', ok: r.acknowledged === r.stored ? 'exact' : 'NO' });
    }
  }
  table(`2. placing orders (${AMOUNT} orders per run, ${USERS} users, 3 lines each, 10 connections)`, rows);
  saveResults('orders', results);
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
