// 4. Login: argon2id at OWASP's minimum (19 MiB, t=2, p=1), 40 logins/s: p99 under 120 ms,
// while the catalogue query's p99 (at a steady 200 req/s) stays within 2x of its idle p99.
import { randomUUID } from 'node:crypto';
import { clientCatalogueQuery } from './catalogue.bench.mjs';
import { fmt, load, saveResults, startProductionServer, table } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 40;

export async function run() {
  const server = await startProductionServer();
  const people = [];
  for (let i = 0; i < USERS; i++) {
    const email = `login${i}.${randomUUID().slice(0, 8)}@example.in`;
    await fetch(`${server.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'secret123', firstName: 'Log', lastName: 'In', website: 'squ-fashion-web' }) });
    people.push(email);
  }
  const catalogue = {
    url: `${server.url}/graphql`,
    method: 'POST',
    connections: 4,
    overallRate: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: clientCatalogueQuery(), operationName: 'Catalogue' }),
  };
  let next = 0;
  const logins = {
    url: `${server.url}/api/auth/login`,
    method: 'POST',
    connections: 10,
    overallRate: 40,
    requests: [{ setupRequest: (req) => ({ ...req, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: people[next++ % USERS], password: 'secret123', website: 'squ-fashion-web' }) }) }],
  };
  const idle = await load(catalogue, { duration: DURATION });
  const [busyCatalogue, login] = await Promise.all([load(catalogue, { warmup: 0, duration: DURATION }), load(logins, { warmup: 0, duration: DURATION })]);
  await server.stop();
  const ratio = busyCatalogue.p99 / Math.max(idle.p99, 1);
  const result = { login, idleCatalogueP99: idle.p99, busyCatalogueP99: busyCatalogue.p99, ratio };
  table(`4. login at 40/s with argon2id 19 MiB t=2 p=1 (${DURATION} s), catalogue at 200 req/s alongside`, [
    { measure: 'logins/s achieved', value: fmt(login.rps, 1), target: '40', ok: login.rps >= 38 ? 'yes' : 'NO' },
    { measure: 'login p99 ms', value: fmt(login.p99, 0), target: '< 120', ok: login.p99 < 120 ? 'yes' : 'NO' },
    { measure: 'login errors', value: login.errors, target: '0', ok: login.errors ? 'NO' : 'yes' },
    { measure: 'catalogue p99 idle / under login load (ms)', value: `${fmt(idle.p99, 1)} / ${fmt(busyCatalogue.p99, 1)}`, target: '<= 2x idle', ok: ratio <= 2 ? 'yes' : 'NO' },
  ]);
  saveResults('login', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
