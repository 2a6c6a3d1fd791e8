// 4. Login: argon2id at OWASP's minimum (19 MiB, t=2, p=1), 40 logins/s: p99 under 120 ms,
// while the catalogue query's p99 (at a steady 200 req/s) stays within 2x of its idle p99.
// Both loads are evenly spaced and open loop (lib.mjs steadyLoad); latency from the schedule.
import { clientCatalogueQuery } from './catalogue.bench.mjs';
import { fmt, newShopper, saveResults, SHOPPER_PASSWORD, startProductionServer, steadyLoad, table } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 40;

export async function run() {
  const server = await startProductionServer();
  const people = [];
  for (let i = 0; i < USERS; i++) people.push((await newShopper(server.url, { profile: false })).email);
  const catalogueBody = JSON.stringify({ query: clientCatalogueQuery(), operationName: 'Catalogue' });
  const catalogue = () => ({ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: catalogueBody });
  let next = 0;
  const loginRequest = () => ({
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: people[next++ % USERS], password: SHOPPER_PASSWORD, website: 'squ-fashion-web' }),
  });
  // Both loads are steady (evenly spaced, open loop): 200 catalogue queries/s alone, then the
  // same alongside 40 logins/s.
  await steadyLoad(server.url, 200, 2, catalogue);
  const idle = await steadyLoad(server.url, 200, DURATION, catalogue);
  const [busyCatalogue, login] = await Promise.all([steadyLoad(server.url, 200, DURATION, catalogue), steadyLoad(server.url, 40, DURATION, loginRequest)]);
  await server.stop();
  const ratio = busyCatalogue.p99 / Math.max(idle.p99, 1);
  const result = { login, idleCatalogueP99: idle.p99, busyCatalogueP99: busyCatalogue.p99, ratio };
  table(`4. login at 40/s with argon2id 19 MiB t=2 p=1 (${DURATION} s), catalogue at 200 req/s alongside`, [
    { measure: 'logins/s achieved', value: fmt(login.rps, 1), target: '40', ok: login.rps >= 38 ? 'yes' : 'NO' },
    { measure: 'login p99 ms', value: `${fmt(login.p99, 0)} (p50 ${fmt(login.p50, 0)})`, target: '< 120', ok: login.p99 < 120 ? 'yes' : 'NO' },
    { measure: 'login errors', value: login.errors, target: '0', ok: login.errors ? 'NO' : 'yes' },
    { measure: 'catalogue p99 idle / under login load (ms)', value: `${fmt(idle.p99, 1)} / ${fmt(busyCatalogue.p99, 1)}`, target: '<= 2x idle', ok: ratio <= 2 ? 'yes' : 'NO' },
  ]);
  saveResults('login', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
