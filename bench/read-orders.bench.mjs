// 3. Reading orders: ordersByUser for a user with 50 orders of 3 items. Also counts the
// SQL statements one request runs, for 5 and for 50 orders: it must not grow.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fmt, load, median, ROOT, saveResults, startProductionServer, table } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const products = JSON.parse(readFileSync(join(ROOT, 'client/public/products.json'), 'utf8'));
const lines = products.filter((p) => p.price >= 300).slice(3, 6).map((p) => ({ productId: p.id, size: p.sizes[0] ?? 'One Size', quantity: 2 }));
const QUERY = `query MyOrders($userId: ID!) { ordersByUser(userId: $userId) { orderNumber status paymentStatus paymentMethod total subtotal tax codCharge itemCount createdAt estimatedDelivery
  items { productId productName productImage size quantity unitPrice lineTotal } shippingAddress { addressLine1 city state postalCode country } } }`;

async function shopperWithOrders(url, count) {
  const post = (path, body, token) =>
    fetch(url + path, { method: path.includes('profile') ? 'PUT' : 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }).then((r) => r.json());
  const reg = await post('/api/auth/register', { email: `reader.${randomUUID().slice(0, 8)}@example.in`, password: 'secret123', firstName: 'Read', lastName: 'Er', website: 'squ-fashion-web' });
  await post('/api/user/profile', { phone: '+91 98765 43210', address: { addressLine1: '1 Park St', city: 'Kolkata', state: 'West Bengal', postalCode: '700016', country: 'India' } }, reg.token);
  for (let i = 0; i < count; i++) await post('/api/orders', { paymentMethod: 'card', items: lines }, reg.token);
  return { id: reg.user.id, token: reg.token };
}

export async function run() {
  const server = await startProductionServer({ SQL_STATEMENT_COUNTER: 'true' });
  const few = await shopperWithOrders(server.url, 5);
  const many = await shopperWithOrders(server.url, 50);
  const statements = async (u) => {
    const before = Number((await fetch(`${server.url}/healthz`).then((r) => r.json())).statements ?? NaN);
    await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` }, body: JSON.stringify({ query: QUERY, variables: { userId: u.id } }) });
    const after = Number((await fetch(`${server.url}/healthz`).then((r) => r.json())).statements ?? NaN);
    return after - before;
  };
  const sql5 = await statements(few);
  const sql50 = await statements(many);
  const opts = {
    url: `${server.url}/graphql`,
    method: 'POST',
    connections: 10,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${many.token}` },
    body: JSON.stringify({ query: QUERY, variables: { userId: many.id } }),
  };
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load(opts, { duration: DURATION }));
  await server.stop();
  const result = { rps: median(runs.map((r) => r.rps)), p99: median(runs.map((r) => r.p99)), errors: runs.reduce((n, r) => n + r.errors, 0), sql5, sql50 };
  table(`3. ordersByUser, 50 orders x 3 items (10 connections, ${RUNS} x ${DURATION} s, medians)`, [
    { measure: 'req/s', value: fmt(result.rps, 0), target: '>= 1500', ok: result.rps >= 1500 ? 'yes' : 'NO' },
    { measure: 'p99 ms', value: fmt(result.p99, 1), target: '< 15', ok: result.p99 < 15 ? 'yes' : 'NO' },
    { measure: 'errors', value: result.errors, target: '0', ok: result.errors ? 'NO' : 'yes' },
    { measure: 'SQL statements (5 orders / 50 orders)', value: `${sql5} / ${sql50}`, target: 'equal', ok: sql5 === sql50 ? 'yes' : 'NO' },
  ]);
  saveResults('read-orders', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
