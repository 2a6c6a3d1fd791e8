// 3. Reading orders: ordersByUser for a user with 50 orders of 3 items, every request through
// Nest's guard, pipes and resolver (nothing is kept between requests); the first read after a
// change is measured too. Also counts the SQL statements one request runs, for 5 and for 50
// orders, twice each: it must not grow with the number of orders.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fmt, load, median, newShopper, ROOT, saveResults, startProductionServer, table } from './lib.mjs';
import { ADMIN_ENV, stockLines } from './orders.bench.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const products = JSON.parse(readFileSync(join(ROOT, 'client/public/products.json'), 'utf8'));
const lines = products.filter((p) => p.price >= 300).slice(3, 6).map((p) => ({ productId: p.id, size: p.sizes[0] ?? 'One Size', quantity: 2 }));
const QUERY = `query MyOrders($userId: ID!) { ordersByUser(userId: $userId) { orderNumber status paymentStatus paymentMethod total subtotal tax codCharge itemCount createdAt estimatedDelivery
  items { productId productName productImage size quantity unitPrice lineTotal } shippingAddress { addressLine1 city state postalCode country } } }`;

async function shopperWithOrders(url, count) {
  const shopper = await newShopper(url);
  for (let i = 0; i < count; i++) await placeOrder(url, shopper.token);
  return shopper;
}

/** One card order (the sandbox provider's), refused loudly: a bench that reads an empty list measures nothing. */
async function placeOrder(url, token) {
  const r = await fetch(`${url}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ paymentMethod: 'card', items: lines }) });
  if (r.status !== 201) throw new Error(`placing a bench order answered ${r.status}: ${await r.text()}`);
  return r.json();
}

/** One read of the load's request (`opts`, autocannon's), outside the load. */
const read = (opts) => fetch(opts.url, { method: opts.method, headers: opts.headers, body: opts.body });

/** The shopper's list as the load reads it, checked: `count` orders of 3 lines, no errors. */
async function checkedRead(opts, count) {
  const answer = await read(opts).then((r) => r.json());
  const orders = answer.data?.ordersByUser;
  if (answer.errors || orders?.length !== count || orders.some((o) => o.items.length !== lines.length)) {
    throw new Error(`ordersByUser should answer ${count} orders of ${lines.length} lines, answered ${JSON.stringify(answer).slice(0, 300)}`);
  }
}

export async function run() {
  // As the order bench's shop: card orders need an online provider (the sandbox), and the sizes
  // bought are stocked by its admin (the catalogue's seed holds a few units of each).
  const server = await startProductionServer({ SQL_STATEMENT_COUNTER: 'true', ...ADMIN_ENV });
  await stockLines(server.url);
  const few = await shopperWithOrders(server.url, 5);
  const many = await shopperWithOrders(server.url, 50);
  const statements = async (u) => {
    const before = Number((await fetch(`${server.url}/healthz`).then((r) => r.json())).statements ?? NaN);
    await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` }, body: JSON.stringify({ query: QUERY, variables: { userId: u.id } }) });
    const after = Number((await fetch(`${server.url}/healthz`).then((r) => r.json())).statements ?? NaN);
    return after - before;
  };
  // Two reads each: the count is the same whether or not anything changed in between.
  const sql5 = [await statements(few), await statements(few)];
  const sql50 = [await statements(many), await statements(many)];
  const opts = {
    url: `${server.url}/graphql`,
    method: 'POST',
    connections: 10,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${many.token}` },
    body: JSON.stringify({ query: QUERY, variables: { userId: many.id } }),
  };
  await checkedRead(opts, 50);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load(opts, { duration: DURATION }));
  // The first read after each change: one more order, then one read, 20 times (50 -> 70 orders).
  const firstReads = [];
  for (let i = 0; i < 20; i++) {
    await placeOrder(server.url, many.token);
    const t = performance.now();
    await (await read(opts)).arrayBuffer();
    firstReads.push(performance.now() - t);
  }
  await checkedRead(opts, 70);
  await server.stop();
  const result = {
    rps: median(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    firstReadMedianMs: median(firstReads),
    firstReadMaxMs: Math.max(...firstReads),
    sql5,
    sql50,
  };
  table(`3. ordersByUser, 50 orders x 3 items (10 connections, ${RUNS} x ${DURATION} s, medians)`, [
    { measure: 'req/s', value: fmt(result.rps, 0), target: '>= 1500', ok: result.rps >= 1500 ? 'yes' : 'NO' },
    { measure: 'p99 ms', value: fmt(result.p99, 1), target: '< 15', ok: result.p99 < 15 ? 'yes' : 'NO' },
    { measure: 'errors', value: result.errors, target: '0', ok: result.errors ? 'NO' : 'yes' },
    { measure: 'first read after a change, median / max ms', value: `${fmt(result.firstReadMedianMs, 1)} / ${fmt(result.firstReadMaxMs, 1)}`, target: 'report', ok: '-' },
    { measure: 'SQL statements, first read (5 / 50 orders)', value: `${sql5[0]} / ${sql50[0]}`, target: 'equal', ok: sql5[0] === sql50[0] ? 'yes' : 'NO' },
    { measure: 'SQL statements, repeat (5 / 50 orders)', value: `${sql5[1]} / ${sql50[1]}`, target: 'equal', ok: sql5[1] === sql50[1] ? 'yes' : 'NO' },
  ]);
  saveResults('read-orders', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
