// `npm run bench`: every benchmark on the production build, each printing its table and
// writing bench/results/<name>.json. Builds first when the build is missing or stale.
import { execFileSync } from 'node:child_process';
import { ROOT } from './lib.mjs';

const only = process.argv.slice(2);
const benches = [
  ['catalogue', () => import('./catalogue.bench.mjs')],
  ['orders', () => import('./orders.bench.mjs')],
  ['read-orders', () => import('./read-orders.bench.mjs')],
  ['graphql-limits', () => import('./graphql-limits.bench.mjs')],
  ['login', () => import('./login.bench.mjs')],
  ['delivery', () => import('./delivery.bench.mjs')],
  ['bundle', () => import('./bundle.bench.mjs')],
  ['filter', () => import('./filter.bench.mjs')],
  ['footprint', () => import('./footprint.bench.mjs')],
  ['lighthouse', () => import('./lighthouse.bench.mjs')],
  ['filter-browser', () => import('./filter-browser.bench.mjs')],
];

execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
const started = Date.now();
for (const [name, load] of benches) {
  if (only.length && !only.includes(name)) continue;
  await (await load()).run();
}
console.log(`\nbenchmarks done in ${((Date.now() - started) / 1000).toFixed(0)} s; figures in bench/results/`);
