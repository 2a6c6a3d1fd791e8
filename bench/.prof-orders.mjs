// (scratch, not committed) CPU profile of the server under REST/GraphQL orders.
import { placeRun, stockLines, users, ADMIN_ENV } from './orders.bench.mjs';
import { startProductionServer } from './lib.mjs';
const surface = process.argv[2] ?? 'rest';
const dir = process.argv[3] ?? '/tmp/prof';
const server = await startProductionServer(ADMIN_ENV, { nodeArgs: `--cpu-prof --cpu-prof-dir=${dir}` });
await stockLines(server.url);
const people = await users(server.url, 40);
await placeRun(server.url, surface, people, 300);
const r = await placeRun(server.url, surface, people, Number(process.env.N ?? 2000), server.pid);
console.log(JSON.stringify({ surface, rps: r.rps, p99: r.p99, cpuMsPerOrder: r.cpuMsPerOrder, errors: r.errors }));
await server.stop();
