// 2. Placing orders: createOrder (GraphQL) and POST /api/orders (REST) with pre-issued
// tokens for many users, SQLite with durable commits (WAL, synchronous=FULL); then the
// database must hold exactly the orders that were acknowledged.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fmt, load, newShopper, ROOT, saveResults, startProductionServer, table } from './lib.mjs';

const USERS = 40;
const AMOUNT = Number(process.env.BENCH_ORDERS ?? 3000);
const WARMUP = 300;
const products = JSON.parse(readFileSync(join(ROOT, 'client/public/products.json'), 'utf8'));
const lines = products
  .filter((p) => p.price >= 300)
  .slice(0, 3)
  .map((p) => ({ productId: p.id, size: p.sizes[0] ?? 'One Size', quantity: 1 }));

async function users(url, n) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await newShopper(url));
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
  // autocannon's run with an amount ends on its next one-second tick: throughput is timed here,
  // from the first request of the measured run to its last answer.
  let firstSent = 0;
  let lastAnswered = 0;
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
          firstSent ||= performance.now();
          const user = people[next++ % people.length];
          const key = `bench-${randomUUID()}`;
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}`, 'idempotency-key': key },
            body: surface === 'graphql' ? gqlBody(key) : JSON.stringify({ paymentMethod: 'upi', items: lines }),
          };
        },
        onResponse: (status, body) => {
          lastAnswered = performance.now();
          if (status < 300 && (surface === 'rest' || String(body).includes('orderNumber'))) acknowledged += 1;
        },
      },
    ],
  };
  // A warm-up of WARMUP orders (not timed), then a fixed number, every answer read:
  // acknowledged is exactly what the client saw, and the database must hold all of them.
  await load(opts, { warmup: 0, amount: WARMUP });
  firstSent = 0;
  const r = await load(opts, { warmup: 0, amount: AMOUNT });
  const rps = AMOUNT / ((lastAnswered - firstSent) / 1000);
  const stored = await storedOrders(server.url, people);
  const rssAfterMb = rss ? rss(server.pid) : undefined;
  await server.stop();
  return { ...r, rps, acknowledged, stored, rssAfterMb };
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
