// 2. Placing orders: createOrder (GraphQL) and POST /api/orders (REST) with pre-issued
// tokens for many users, SQLite with durable commits (WAL, synchronous=FULL); then the
// database must hold exactly the orders that were acknowledged. Side by side in each round,
// a baseline in a process of its own: node:http and better-sqlite3 making the same durable
// commits with nothing else (the limit of durable orders in Node on this machine,
// bench/baseline-servers.mjs). Medians of RUNS rounds.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fmt, load, median, newShopper, ROOT, saveResults, startBaselineServer, startProductionServer, table } from './lib.mjs';

const USERS = Number(process.env.BENCH_SHOPPERS ?? 400);
const AMOUNT = Number(process.env.BENCH_ORDERS ?? 3000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The payment method of the orders: upi (each opens its checkout at the sandbox provider) or cod (none). */
const METHOD = process.env.BENCH_METHOD === 'cod' ? 'cod' : 'upi';
const WARMUP = 300;
/**
 * Issue 55's targets, as ratios to the baseline measured in the same run: the server's CPU per
 * order at most 7x the baseline's on REST and 9x on GraphQL, throughput at least 0.15x with p99
 * under 25 ms (SQLite); on PostgreSQL at least 300 orders/s with p99 under 80 ms.
 */
const CPU_RATIO = { rest: 7, graphql: 9 };
const SQLITE_TARGET = (surface) => `CPU <= ${CPU_RATIO[surface]}x, >= 0.15x, p99 < 25, 0 errors, exact`;
const PG_TARGET = '>= 300/s, p99 < 80, 0 errors, exact';
const products = JSON.parse(readFileSync(join(ROOT, 'client/public/products.json'), 'utf8'));
/** The sizes the benchmark's shoppers buy: every size of 24 products (90 sizes), so that carts vary as real ones do. */
const sizes = products
  .filter((p) => p.price >= 300)
  .slice(0, 24)
  .flatMap((p) => (p.sizes.length ? p.sizes : ['One Size']).map((size) => ({ productId: p.id, size })));
/**
 * The carts, the same in every run and for the baseline: 1 to 5 different sizes (3 on average),
 * 1 to 3 of each. A fixed cart would send the same SQL text every time and hide a statement
 * cache missed by values written into it.
 */
const carts = Array.from({ length: 1024 }, (_, i) => {
  let seed = i * 2654435761 + 1;
  const next = (n) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), (seed >>> 8) % n);
  const picked = new Set();
  const count = 1 + next(5);
  while (picked.size < count) picked.add(next(sizes.length));
  return [...picked].map((at) => ({ ...sizes[at], quantity: 1 + next(3) }));
});
let nextCart = 0;
const cart = () => carts[nextCart++ % carts.length];

/** The admin the benchmark stocks what it buys with (through the admin API, as the staff would). */
const ADMIN = { email: 'bench-admin@squ.example', password: 'bench-admin-password' };
/**
 * The benchmarked shop: an admin (to stock the sizes), and the sandbox payment provider, on in
 * production only when asked, so that each UPI order opens its checkout as a shop's does.
 */
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PAYMENT_SANDBOX: 'true' };

/** Stocks each size bought with 100000 units (the most setStock takes): more than every run buys. */
export async function stockLines(url) {
  const login = await (await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...ADMIN, website: 'squ-fashion-web' }) })).json();
  for (const l of sizes) {
    const r = await (
      await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
        body: JSON.stringify({ query: 'mutation($input: SetStockInput!) { setStock(input: $input) { available } }', variables: { input: { productId: l.productId, size: l.size, quantity: 100000, note: 'benchmark' } } }),
      })
    ).json();
    if (r.errors) throw new Error(`stocking ${l.productId} ${l.size} failed: ${JSON.stringify(r.errors)}`);
  }
}

export async function users(url, n) {
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

/**
 * CPU seconds (user + system) a process has used, from /proc (Linux; null elsewhere). The
 * server's CPU per order is the figure this host's noise moves least: its speed drifts by a
 * third over seconds, which moves throughput and p99 with it, but not the work an order takes.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ (100 on Linux)
  } catch {
    return null;
  }
}

/** `amount` orders through one surface ('graphql', 'rest' or 'baseline'), 10 connections: throughput, latency, errors, how many were acknowledged and (given the server's pid) its CPU per order. */
export async function placeRun(url, surface, people, amount, pid) {
  let next = 0;
  let acknowledged = 0;
  let refused = 0;
  // The baseline answers its order number; the shop's UPI orders answer their checkout too.
  const placed = surface === 'baseline' || METHOD === 'cod' ? 'orderNumber' : 'providerOrderId';
  // autocannon's run with an amount ends on its next one-second tick: throughput is timed here,
  // from the first request of the run to its last answer.
  let firstSent = 0;
  let lastAnswered = 0;
  const gqlBody = (key, items) =>
    JSON.stringify({
      query: 'mutation Place($input: CreateOrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { orderNumber total payment { providerOrderId } } }',
      variables: { input: { paymentMethod: METHOD.toUpperCase(), items }, key },
    });
  const opts = {
    url: surface === 'graphql' ? `${url}/graphql` : `${url}/api/orders`,
    method: 'POST',
    connections: 10,
    requests: [
      {
        setupRequest: (req) => {
          firstSent ||= performance.now();
          const user = people[next++ % people.length];
          const key = `bench-${randomUUID()}`;
          const items = cart();
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}`, 'idempotency-key': key },
            body: surface === 'graphql' ? gqlBody(key, items) : JSON.stringify({ paymentMethod: METHOD, items }),
          };
        },
        onResponse: (status, body) => {
          lastAnswered = performance.now();
          // A placed UPI order answers its checkout; a GraphQL refusal is a 200 with errors: counted as an error.
          if (status < 300 && String(body).includes(placed)) acknowledged += 1;
          else if (status < 300) refused += 1;
        },
      },
    ],
  };
  // Every answer is read: acknowledged is exactly what the client saw.
  const cpuBefore = pid ? cpuSeconds(pid) : null;
  const r = await load(opts, { warmup: 0, amount });
  const cpuAfter = pid ? cpuSeconds(pid) : null;
  const cpuMsPerOrder = cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / amount;
  return { ...r, errors: r.errors + refused, rps: amount / ((lastAnswered - firstSent) / 1000), acknowledged, cpuMsPerOrder };
}

/** One REST order run, for the footprint benchmark: answers the server's RSS afterwards. */
export async function placeOrders({ rss }) {
  const server = await startProductionServer(ADMIN_ENV);
  await stockLines(server.url);
  const people = await users(server.url, USERS);
  await placeRun(server.url, 'rest', people, WARMUP);
  const r = await placeRun(server.url, 'rest', people, AMOUNT);
  const rssAfterMb = rss(server.pid);
  await server.stop();
  return { ...r, rssAfterMb };
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

/**
 * RUNS rounds of `amount` orders through each surface in turn (with the baseline first when
 * there is one), after a warm-up of WARMUP each. Answers each surface's medians, its runs, and
 * whether the database holds exactly what was acknowledged, warm-ups included.
 */
async function rounds(server, baseline) {
  await stockLines(server.url);
  const people = await users(server.url, USERS);
  const surfaces = [...(baseline ? [['baseline', baseline.url]] : []), ['graphql', server.url], ['rest', server.url]];
  const runs = Object.fromEntries(surfaces.map(([s]) => [s, []]));
  const acked = Object.fromEntries(surfaces.map(([s]) => [s, 0]));
  for (const [surface, url] of surfaces) acked[surface] += (await placeRun(url, surface, people, WARMUP)).acknowledged;
  for (let i = 0; i < RUNS; i++) {
    for (const [surface, url] of surfaces) {
      const r = await placeRun(url, surface, people, AMOUNT, surface === 'baseline' ? baseline.pid : server.pid);
      runs[surface].push(r);
      acked[surface] += r.acknowledged;
    }
  }
  const shopAcked = acked.graphql + acked.rest;
  const shopStored = await storedOrders(server.url, people);
  const baselineStored = baseline ? await (await fetch(`${baseline.url}/stored`)).json() : null;
  const out = {};
  for (const [surface] of surfaces) {
    const rs = runs[surface];
    out[surface] = {
      rps: median(rs.map((r) => r.rps)),
      p99: median(rs.map((r) => r.p99)),
      cpuMsPerOrder: rs.every((r) => r.cpuMsPerOrder !== null) ? median(rs.map((r) => r.cpuMsPerOrder)) : null,
      errors: rs.reduce((n, r) => n + r.errors, 0),
      runs: rs.map(({ rps, p50, p99, errors, cpuMsPerOrder }) => ({ rps, p50, p99, errors, cpuMsPerOrder })),
      ...(surface === 'baseline' ? { acknowledged: acked.baseline, stored: baselineStored } : { acknowledged: shopAcked, stored: shopStored }),
    };
  }
  return out;
}

/** One row of the table: a surface's medians, its runs, its ratio to the baseline, and the check. */
const row = (run, r, base, target, ok) => ({
  run,
  'orders/s': fmt(r.rps, 0),
  ratio: fmt(r.rps / base.rps, 2),
  'p99 ms': fmt(r.p99, 1),
  'server CPU ms/order': r.cpuMsPerOrder == null ? '' : fmt(r.cpuMsPerOrder, 2),
  'CPU x baseline': r.cpuMsPerOrder == null || !base.cpuMsPerOrder ? '' : fmt(r.cpuMsPerOrder / base.cpuMsPerOrder, 1),
  'runs: orders/s; p99': `${r.runs.map((x) => fmt(x.rps, 0)).join(' / ')}; ${r.runs.map((x) => fmt(x.p99, 0)).join(' / ')}`,
  errors: r.errors,
  'acked = stored': `${r.acknowledged} = ${r.stored}`,
  target,
  ok,
});

export async function run({ postgres } = {}) {
  postgres ??= await postgresUrl();
  const rows = [];
  const results = {};

  const [server, baseline] = await Promise.all([startProductionServer(ADMIN_ENV), startBaselineServer('orders')]);
  const sqlite = await rounds(server, baseline).finally(async () => {
    await server.stop();
    await baseline.stop();
  });
  results.sqlite = sqlite;
  const base = sqlite.baseline;
  rows.push(row('SQLite baseline (node:http + better-sqlite3)', base, base, '', ''));
  for (const surface of ['graphql', 'rest']) {
    const r = sqlite[surface];
    const exact = r.acknowledged === r.stored;
    const cpuOk = r.cpuMsPerOrder != null && base.cpuMsPerOrder && r.cpuMsPerOrder / base.cpuMsPerOrder <= CPU_RATIO[surface];
    rows.push(row(`SQLite ${surface}`, r, base, SQLITE_TARGET(surface), cpuOk && r.rps / base.rps >= 0.15 && r.p99 < 25 && r.errors === 0 && exact ? 'yes' : 'NO'));
  }

  if (postgres) {
    const schema = `bench_${Date.now().toString(36)}`;
    const pgServer = await startProductionServer({ ...ADMIN_ENV, DATABASE_URL: `${postgres}${postgres.includes('?') ? '&' : '?'}schema=${schema}` });
    const pgResults = await rounds(pgServer).finally(async () => {
      await pgServer.stop();
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: postgres });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    });
    results.postgres = pgResults;
    for (const surface of ['graphql', 'rest']) {
      const r = pgResults[surface];
      rows.push(row(`PostgreSQL ${surface}`, r, base, PG_TARGET, r.rps >= 300 && r.p99 < 80 && r.errors === 0 && r.acknowledged === r.stored ? 'yes' : 'NO'));
    }
  }
  table(`2. placing orders (${AMOUNT} orders per run, ${RUNS} rounds, medians; ${USERS} users, carts of 1 to 5 lines (3 on average) from 90 sizes, 10 connections; ratio to the SQLite baseline; server CPU per order from /proc (the baseline's own for its row), the figure this host's drift moves least; acked = stored counts both surfaces and warm-ups)`, rows);
  saveResults('orders', results);
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
