// 8. Server footprint: from `npm start` to answering on an existing database, and the
// resident memory after a burst of order placements.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, freePort, median, RAISED_SHOPPER_LIMITS, ROOT, saveResults, table } from './lib.mjs';
import { placeOrders } from './orders.bench.mjs';

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

async function npmStart(env) {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${env.PORT}/healthz`)).ok) break;
    } catch {
      /* not yet */
    }
    if (performance.now() - started > 30_000) throw new Error('npm start did not answer within 30 s');
    await new Promise((r) => setTimeout(r, 10));
  }
  return { ms: performance.now() - started, stop: () => stopGroup(child.pid) };
}

// npm can exit before the server it started has finished shutting down (the server keeps
// taking connections for a moment after SIGTERM), so wait until the whole process group has
// gone: otherwise the next start would find the old server still answering.
async function stopGroup(pid) {
  process.kill(-pid, 'SIGTERM');
  for (const started = performance.now(); ; ) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    if (performance.now() - started > 10_000) throw new Error('the server did not stop within 10 s of SIGTERM');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'squ-footprint-'));
  const env = {
    NODE_ENV: 'production',
    SELLER_GSTIN: '27AAPFU0939F1ZV',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${join(dir, 'shop.sqlite')}`,
    DATA_DIR: dir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_REQUESTS: 'false',
    ...RAISED_SHOPPER_LIMITS,
  };
  const first = await npmStart(env); // creates and migrates the database
  await first.stop();
  const times = [];
  for (let i = 0; i < 3; i++) {
    const s = await npmStart(env);
    times.push(s.ms);
    await s.stop();
  }
  rmSync(dir, { recursive: true, force: true });
  const { rssAfterMb } = await placeOrders({ rss: rssMb });
  const result = { startMs: median(times), firstStartMs: first.ms, rssAfterOrdersMb: rssAfterMb };
  table('8. server footprint', [
    { measure: 'npm start to answering, existing database (median of 3)', value: `${fmt(result.startMs, 0)} ms`, target: '< 1000 ms', ok: result.startMs < 1000 ? 'yes' : 'NO' },
    { measure: 'first start (creates and migrates the database)', value: `${fmt(result.firstStartMs, 0)} ms`, target: 'report', ok: '' },
    { measure: 'RSS after the order benchmark', value: `${fmt(result.rssAfterOrdersMb, 0)} MB`, target: '< 200 MB', ok: result.rssAfterOrdersMb < 200 ? 'yes' : 'NO' },
  ]);
  saveResults('footprint', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
