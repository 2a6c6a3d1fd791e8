// Shared pieces of the benchmarks: start the production server, drive it with autocannon,
// take medians, print a table, write results JSON.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname;

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

/** The built production server on a free port and a fresh database; `env` adds to it. */
export async function startProductionServer(env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'squ-bench-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'shop.sqlite')}`,
      DATA_DIR: dir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_REQUESTS: 'false',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000000',
      RATE_LIMIT_REGISTER_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    pid: child.pid,
    readyMs,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** autocannon for `duration` seconds (or `amount` requests, all answered) after a `warmup`; answers req/s, latency percentiles and errors. */
export async function load(opts, { warmup = 2, duration = 10, amount } = {}) {
  if (warmup) await autocannon({ ...opts, duration: warmup });
  const r = await autocannon(amount ? { ...opts, amount } : { ...opts, duration });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + (r.non2xx ?? 0),
    requests: r.requests.total,
    seconds: r.duration,
  };
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
