// Shared pieces of the benchmarks: start the production server, drive it with autocannon,
// take medians, print a table, write results JSON.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname;

/** The node flags of the `start` script in package.json, so that benchmarks run the server as `npm start` does. */
const PRODUCTION_NODE_FLAGS = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start.match(/(?<=\s)--[\w-]+(=\S+)?/g) ?? [];

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function freePort() {
  return new Promise((ok) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

/**
 * The limits on what one shopper may hold and try (issue 55: 20 units of a size, 3 unpaid online
 * orders, 5 payment attempts per order and 20 per shopper an hour), raised: the benches' few
 * shoppers place thousands of orders, mostly unpaid, and their figures measure the order path,
 * not those refusals (which cost the same counting either way).
 */
export const RAISED_SHOPPER_LIMITS = {
  ORDER_LIMIT_UNITS_PER_SIZE: '1000000',
  ORDER_LIMIT_UNPAID_ONLINE_ORDERS: '1000000',
  RATE_LIMIT_PAYMENT_ATTEMPTS_PER_ORDER: '1000000',
  RATE_LIMIT_PAYMENT_ATTEMPTS_PER_SHOPPER: '1000000',
};

/**
 * The built production server on a free port and a fresh database; `env` adds to it. `main`:
 * another build of the server (BENCH_MAIN, say server/dist/main.js, tsc's output unbundled),
 * relative to the repository. `nodeArgs`: node flags beside the V8 flags `npm start` runs with
 * (package.json), BENCH_NODE_ARGS by default, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
 */
export async function startProductionServer(env = {}, { main = process.env.BENCH_MAIN ?? 'server/dist/bundle/main.mjs', nodeArgs = process.env.BENCH_NODE_ARGS ?? '' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'squ-bench-'));
  const port = await freePort();
  const started = performance.now();
  const flags = [...PRODUCTION_NODE_FLAGS, ...nodeArgs.split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...flags, resolve(ROOT, main)], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'shop.sqlite')}`,
      DATA_DIR: dir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      // Production needs the seller's GSTIN (tax invoices): the GSTN's own sample one.
      SELLER_GSTIN: '27AAPFU0939F1ZV',
      LOG_REQUESTS: 'false',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000000',
      RATE_LIMIT_REGISTER_PER_ADDRESS: '1000000',
      ...RAISED_SHOPPER_LIMITS,
      ...env,
    },
    // BENCH_SERVER_STDOUT=1 shows what the server prints (with BENCH_NODE_ARGS=--trace-gc, its collections).
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await answering(url, child).catch((error) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  const readyMs = performance.now() - started;
  return {
    url,
    pid: child.pid,
    readyMs,
    stop: async () => {
      await stopped(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** How long a server may take to answer after its start: BENCH_START_TIMEOUT_MS (6 s by default; raise it on a busy host). */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS ?? 6000);

/** Resolves once `url`/healthz answers (within START_TIMEOUT_MS); otherwise kills the child and throws. */
async function answering(url, child) {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let i = 0; i < START_TIMEOUT_MS / 20 && !exited; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  child.kill('SIGKILL');
  throw new Error(`${child.spawnargs.slice(-3).join(' ')} ${exited ? `exited (${child.exitCode ?? child.signalCode})` : `did not answer in ${START_TIMEOUT_MS / 1000} s`} before answering on ${url}`);
}

/** SIGTERM, then resolves once the child has exited. */
async function stopped(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exit;
}

/**
 * A baseline of bench/baseline-servers.mjs ('catalogue' with the file of its answer, or
 * 'orders') in a process of its own, with the node flags `npm start` gives the shop's server.
 */
export async function startBaselineServer(kind, file) {
  const port = await freePort();
  const args = [...PRODUCTION_NODE_FLAGS, join(ROOT, 'bench/baseline-servers.mjs'), kind, String(port), ...(file ? [file] : [])];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await answering(url, child);
  return { url, pid: child.pid, stop: () => stopped(child) };
}

/**
 * autocannon for `duration` seconds (or `amount` requests, all answered) after a `warmup`; answers
 * req/s, latency percentiles and errors: failures, timeouts and answers of another status than
 * `expect` (2xx, or '3xx' for a load of conditional requests answered 304).
 */
export async function load(opts, { warmup = 2, duration = 10, amount, expect = '2xx' } = {}) {
  if (warmup) await autocannon({ ...opts, duration: warmup });
  const r = await autocannon(amount ? { ...opts, amount } : { ...opts, duration });
  const unexpected = ['1xx', '2xx', '3xx', '4xx', '5xx'].filter((k) => k !== expect).reduce((n, k) => n + (r[k] ?? 0), 0);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + unexpected,
    requests: r.requests.total,
    seconds: r.duration,
  };
}

/**
 * A steady load: `rate` requests per second, evenly spaced, for `duration` seconds, sent on
 * schedule whether or not earlier ones were answered (open loop). Each latency runs from the
 * request's scheduled time, so a stalled server cannot hide its queue. (autocannon's
 * `overallRate` sends each connection's share in a burst at the start of every second and
 * corrects for omission with a 1 ms interval, which is neither a steady rate nor its latency.)
 * `request()` answers one request's options: { method, path, headers, body }.
 */
export async function steadyLoad(url, rate, duration, request) {
  const { Agent, request: send } = await import('node:http');
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const target = new URL(url);
  const latencies = [];
  let errors = 0;
  const one = (scheduled) =>
    new Promise((done) => {
      const { method = 'GET', path, headers = {}, body } = request();
      const req = send({ host: target.hostname, port: target.port, method, path, headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode >= 300) errors += 1;
          latencies.push(performance.now() - scheduled);
          done();
        });
      });
      req.on('error', () => {
        errors += 1;
        done();
      });
      req.end(body);
    });
  const started = performance.now();
  const total = Math.round(rate * duration);
  const pending = [];
  for (let i = 0; i < total; i++) {
    const scheduled = started + (i * 1000) / rate;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(one(scheduled));
  }
  await Promise.all(pending);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { rps: total / ((performance.now() - started) / 1000), p50: at(0.5), p99: at(0.99), max: sorted.at(-1), errors, requests: total };
}

/** The password every benchmark shopper signs up with. */
export const SHOPPER_PASSWORD = 'secret123';

/**
 * A newly registered shopper, with the profile (phone and address) that orders take their
 * shipping details from unless `profile` is false: { id, email, token }.
 */
export async function newShopper(url, { profile = true } = {}) {
  const email = `bench.${randomUUID()}@example.in`;
  const send = (method, path, body, token) =>
    fetch(url + path, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }).then((r) => r.json());
  const reg = await send('POST', '/api/auth/register', { email, password: SHOPPER_PASSWORD, firstName: 'Bench', lastName: 'Shopper', website: 'squ-fashion-web' });
  if (profile) {
    await send('PUT', '/api/user/profile', { phone: '+91 98765 43210', address: { addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India' } }, reg.token);
  }
  return { id: reg.user.id, email, token: reg.token };
}

export function table(title, rows) {
  console.log(`\n${title}`);
  const cols = Object.keys(rows[0]);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(width[i])).join('  ');
  console.log(line(cols));
  console.log(line(width.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(cols.map((c) => r[c])));
}

export function saveResults(name, data) {
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify({ at: new Date().toISOString(), ...data }, null, 2));
}

export const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : String(n));

/**
 * What this host charges for memory a process touches for the first time, in microseconds per
 * 4 KB page (the median of 3 passes over 128 MB). A browser's renderer allocates much of what it
 * uses as it loads a page, so a host where this is dear (seen: 11 us, against well under 1 us on
 * bare metal) lengthens the page's tasks, and Lighthouse's simulated TBT with them, though its
 * benchmarkIndex (a loop over memory already touched) looks no slower. Printed with the browser
 * figures so that runs on different hosts can be told apart.
 */
export function firstTouchMicrosPerPage() {
  const passes = [];
  for (let i = 0; i < 3; i++) {
    const bytes = Buffer.allocUnsafeSlow(128 << 20);
    const started = performance.now();
    for (let at = 0; at < bytes.length; at += 4096) bytes[at] = 1;
    passes.push(((performance.now() - started) * 1000) / (bytes.length / 4096));
  }
  return median(passes);
}

/** The system Chromium and the flags it needs here: no sandbox or GPU, no traffic of its own. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  // Every host name fails to resolve at once, so nothing is fetched from another host and nothing waits on a network.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** bench/data/catalogue-<size>.json, made by `npm run bench:data` when missing. */
export function syntheticCatalogueFile(size) {
  const file = join(ROOT, `bench/data/catalogue-${size}.json`);
  if (!existsSync(file)) execFileSync(process.execPath, [join(ROOT, 'scripts/catalogue/generate-synthetic.mjs')], { stdio: 'ignore' });
  return file;
}
