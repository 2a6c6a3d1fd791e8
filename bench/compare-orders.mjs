// Two builds of the server side by side on the order path, for deciding whether a change
// makes orders cheaper. This host's speed drifts by a third over seconds, so two separate
// `npm run bench` runs cannot tell a 5% change apart; here both servers run at once and take
// the load in turns, in bursts of BURST orders (GraphQL, then REST), so that every drift hits
// both alike. Prints each build's CPU per order (from /proc, Linux), its median p50 and p99.
//
//   cp -r server/dist/bundle server/dist/bundle-before   # the build to compare against
//   (change, npm run build -w server)
//   node bench/compare-orders.mjs server/dist/bundle-before/main.mjs server/dist/bundle/main.mjs
//
// A build finds the repository (schema, migrations, node_modules) from where it lies, so a
// copy must sit beside the bundle, in server/dist/<folder>/.
// A_ARGS / B_ARGS: node flags for one side (say B_ARGS=--max-semi-space-size=16).
// COMPARE_PG_URL: both sides on that PostgreSQL, each in a schema of its own (dropped after),
// instead of each on its own SQLite file. BENCH_METHOD=cod: Cash on Delivery orders (each
// issues its tax invoice, numbered after the commit) instead of UPI ones.
//
//   COMPARE_PG_URL=postgres://postgres@127.0.0.1:5432/test BENCH_METHOD=cod node bench/compare-orders.mjs A B
// BURST (default 500) and ROUNDS (default 12): the turns. SHOPPERS (default 400): how many
// shoppers the orders are spread over (with 40, each held hundreds of open orders, which the
// shopper limits' checks read and no real shopper holds). An A/A run (the same file twice)
// came out 2% (GraphQL) and 4% (REST) apart here: smaller differences are noise.
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fmt, median, ROOT, startProductionServer, table } from './lib.mjs';
import { ADMIN_ENV, placeRun, stockLines, users } from './orders.bench.mjs';

const [a, b] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: node bench/compare-orders.mjs <main.mjs of build A> <main.mjs of build B>');
for (const main of [a, b]) {
  const where = relative(ROOT, resolve(main));
  if (!existsSync(main) || !/^server\/dist\/[^/]+\/main\.mjs$/.test(where)) throw new Error(`${main}: not a server build in server/dist/<folder>/main.mjs`);
}
const BURST = Number(process.env.BURST ?? 500);
const ROUNDS = Number(process.env.ROUNDS ?? 12);
const SHOPPERS = Number(process.env.SHOPPERS ?? 400);

const PG = process.env.COMPARE_PG_URL || null;
const schemas = [];
/** A side's database: a new schema of COMPARE_PG_URL, or (without it) the side's own SQLite file. */
function databaseOf(name) {
  if (!PG) return {};
  const schema = `compare_${name.toLowerCase()}_${Date.now().toString(36)}`;
  schemas.push(schema);
  return { DATABASE_URL: `${PG}${PG.includes('?') ? '&' : '?'}schema=${schema}` };
}

const sides = {};
for (const [name, main] of [['A', a], ['B', b]]) {
  const server = await startProductionServer({ ...ADMIN_ENV, ...databaseOf(name) }, { main: resolve(main), nodeArgs: process.env[`${name}_ARGS`] ?? '' });
  await stockLines(server.url);
  sides[name] = { server, people: await users(server.url, SHOPPERS) };
}
try {
  for (const { server, people } of Object.values(sides)) for (const surface of ['graphql', 'rest']) await placeRun(server.url, surface, people, 1000);
  const runs = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const surface of ['graphql', 'rest']) {
      // Each round changes who goes first.
      for (const name of round % 2 ? ['B', 'A'] : ['A', 'B']) {
        const { server, people } = sides[name];
        (runs[`${name} ${surface}`] ??= []).push(await placeRun(server.url, surface, people, BURST, server.pid));
      }
    }
  }
  const rows = Object.entries(runs)
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([run, rs]) => ({
      run,
      // All the bursts' CPU over all their orders (the bursts are equal): /proc counts in 10 ms
      // ticks, a few per burst, so a median of bursts would be coarse.
      'server CPU ms/order': fmt(rs.reduce((sum, r) => sum + r.cpuMsPerOrder, 0) / rs.length, 3),
      'p50 ms (median)': fmt(median(rs.map((r) => r.p50)), 1),
      'p99 ms (median)': fmt(median(rs.map((r) => r.p99)), 1),
      errors: rs.reduce((n, r) => n + r.errors, 0),
    }));
  const where = `${PG ? 'PostgreSQL' : 'SQLite'}, ${process.env.BENCH_METHOD === 'cod' ? 'COD' : 'UPI'} orders`;
  table(`A = ${a}${process.env.A_ARGS ? ` ${process.env.A_ARGS}` : ''}; B = ${b}${process.env.B_ARGS ? ` ${process.env.B_ARGS}` : ''}; ${where}; ${ROUNDS} rounds of ${BURST} orders per surface, in turns`, rows);
} finally {
  for (const { server } of Object.values(sides)) await server.stop();
  if (schemas.length) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: PG });
    await client.connect();
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
}
