// 11. The delivery promise (issue 57): GET /api/delivery/{pincode} at a steady 200 req/s over
// pincodes of every kind (p99 under 5 ms), and what the pincode directory adds to the server's
// RSS (under 40 MB): the same build started with the directory and with a one-pincode file.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { fmt, median, ROOT, saveResults, startProductionServer, steadyLoad, table } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = 200;
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const DIRECTORY = join(ROOT, 'server/seed/delivery/pincodes.tsv.gz');
/** Lookups are counted per address: the benchmark's one address may make them all. */
const ENV = { RATE_LIMIT_PINCODE_LOOKUPS_PER_ADDRESS: '1000000' };

/** The RSS of a freshly started server, once it has settled (three readings a second apart, the median). */
async function settledRss(env) {
  const server = await startProductionServer(env);
  try {
    await fetch(`${server.url}/api/delivery/560034`);
    const readings = [];
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      readings.push(rssMb(server.pid));
    }
    return median(readings);
  } finally {
    await server.stop();
  }
}

export async function run() {
  const lines = gunzipSync(readFileSync(DIRECTORY)).toString('utf8').split('\n');
  const pins = lines.filter((l) => /^\d{6}\t/.test(l)).map((l) => l.slice(0, 6));
  // Nine in ten asked are real pincodes (any tier), one in ten is not in the directory.
  let seed = 7;
  const next = (n) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0), (seed >>> 8) % n);
  const ask = () => (next(10) ? pins[next(pins.length)] : String(100000 + next(900000)));

  const server = await startProductionServer(ENV);
  const request = () => ({ path: `/api/delivery/${ask()}` });
  await steadyLoad(server.url, RATE, 2, request);
  const load = await steadyLoad(server.url, RATE, DURATION, request);
  await server.stop();

  const dir = mkdtempSync(join(tmpdir(), 'squ-bench-pins-'));
  const one = join(dir, 'one.tsv.gz');
  writeFileSync(one, gzipSync(`${lines[0]}\n560034\tKarnataka\tBangalore\tKoramangala\n`));
  const withDirectory = await settledRss(ENV);
  const withOne = await settledRss({ ...ENV, DELIVERY_PINCODES_FILE: one });
  rmSync(dir, { recursive: true, force: true });
  const added = withDirectory - withOne;

  const result = { lookups: load, rssWithDirectoryMb: withDirectory, rssWithOnePincodeMb: withOne, addedMb: added, pincodes: pins.length };
  table(`11. delivery promise lookups at ${RATE} req/s (${DURATION} s), and the directory's memory (${pins.length} pincodes)`, [
    { measure: 'lookups/s achieved', value: fmt(load.rps, 1), target: String(RATE), ok: load.rps >= RATE * 0.95 ? 'yes' : 'NO' },
    { measure: 'lookup p99 ms', value: `${fmt(load.p99, 2)} (p50 ${fmt(load.p50, 2)})`, target: '< 5', ok: load.p99 < 5 ? 'yes' : 'NO' },
    { measure: 'errors', value: load.errors, target: '0', ok: load.errors ? 'NO' : 'yes' },
    { measure: 'RSS with the directory / with one pincode', value: `${fmt(withDirectory, 0)} / ${fmt(withOne, 0)} MB`, target: '', ok: '' },
    { measure: 'RSS the directory adds', value: `${fmt(added, 1)} MB`, target: '< 40 MB', ok: added < 40 ? 'yes' : 'NO' },
  ]);
  saveResults('delivery', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
