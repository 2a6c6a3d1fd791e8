import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
const MAIN = join(ROOT, 'server/dist/bundle/main.mjs');

export interface RunningServer {
  url: string;
  port: number;
  /** DATABASE_URL the server runs on (a temporary SQLite file or a fresh PostgreSQL schema). */
  databaseUrl: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Stops and starts the same server on the same database and port. */
  restart(): Promise<void>;
  process(): ChildProcess;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Keep the database after stop (for restarts across servers). */
  databaseUrl?: string;
}

/** Whether nothing listens on `port` (127.0.0.1) right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const srv = createServer();
    srv.once('error', () => ok(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => ok(true)));
  });
}

/** The ports each jest worker hands out, in turn: its own block, below Linux's ephemeral range (32768-60999). */
const PORT_BLOCK = 200;
const PORTS_FROM = 20_000;
let portTurn = 0;
const CHECKOUT_BLOCK = createHash('sha256').update(ROOT).digest().readUInt8(0) % 50;

/**
 * A free port for a test server, from this jest worker's own block of ports. A port the OS
 * picks (listen on 0, then close) is free for anyone until the server binds it: with two
 * workers starting servers at once, both were once handed the same port; the first server
 * answered both workers' health checks and the second failed to bind, so one spec file's
 * requests went to another file's server (and its database).
 */
export async function freePort(): Promise<number> {
  // Checkouts testing at once on one machine (worktrees) each start from a block of their own: the
  // same worker's block in two of them once let one file's health check reach the other's server.
  const worker = (Number(process.env.JEST_WORKER_ID ?? 1) + CHECKOUT_BLOCK) % 50;
  for (let tries = 0; tries < PORT_BLOCK; tries++) {
    const port = PORTS_FROM + worker * PORT_BLOCK + (portTurn++ % PORT_BLOCK);
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port in jest worker ${worker}'s block from ${PORTS_FROM + worker * PORT_BLOCK}`);
}

/** A database for one test server: a fresh PostgreSQL schema when TEST_DATABASE_URL is set, else a temporary SQLite file. */
export function testDatabase(): { url: string; drop(): Promise<void> } {
  const pg = process.env.TEST_DATABASE_URL;
  if (pg) {
    const schema = `e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const url = `${pg}${pg.includes('?') ? '&' : '?'}schema=${schema}`;
    return {
      url,
      drop: async () => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { Client } = require('pg');
        const client = new Client({ connectionString: pg });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'squ-e2e-'));
  return { url: `sqlite:${join(dir, 'shop.sqlite')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Every server started here and not yet exited, in the set test/support/servers-environment.js
 * keeps: it kills those a test file left running once the file is over (a server started beside
 * one that failed, with `Promise.all`, never reaches the file's afterAll). Their pipes do not
 * hold jest's process open meanwhile.
 */
const running: Set<ChildProcess> = (globalThis as { __squTestServers?: Set<ChildProcess> }).__squTestServers ?? new Set();

/** Starts the built server (`node server/dist/bundle/main.mjs`, as `npm start` runs it) on a free port and waits until it answers. */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  if (!existsSync(MAIN)) throw new Error('The server is not built: run `npm run build` first (npm test does).');
  const db = opts.databaseUrl ? null : testDatabase();
  const databaseUrl = opts.databaseUrl ?? db!.url;
  const dataDir = mkdtempSync(join(tmpdir(), 'squ-data-'));
  const port = await freePort();
  let log = '';
  let child: ChildProcess;

  const launch = async () => {
    child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        // The flag jest's ESM mode needs is the test runner's, not the server's.
        NODE_OPTIONS: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: 'e2e-test-secret-that-is-long-enough-0123456789',
        ARGON2_MEMORY_KIB: process.env.ARGON2_MEMORY_KIB ?? '19456',
        RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
        RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = child;
    running.add(started);
    started.once('exit', () => running.delete(started));
    started.unref();
    (started.stdout as unknown as { unref(): void }).unref();
    (started.stderr as unknown as { unref(): void }).unref();
    child.stdout!.on('data', (d) => (log += d));
    child.stderr!.on('data', (d) => (log += d));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited with ${child.exitCode ?? child.signalCode}:\n${log}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill('SIGKILL');
    throw new Error(`The server did not answer within 30 s:\n${log}`);
  };

  const stopChild = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  await launch();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    databaseUrl,
    output: () => log,
    process: () => child,
    restart: async () => {
      await stopChild();
      await launch();
    },
    stop: async (signal) => {
      await stopChild(signal);
      rmSync(dataDir, { recursive: true, force: true });
      if (db) await db.drop();
    },
  };
}

/**
 * A server reading its catalogue from a copy of the catalogue file, which the test may rewrite
 * (the server follows the file); `stop()` also removes the copy.
 */
export async function startServerOnCatalogueCopy(): Promise<{ server: RunningServer; file: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'squ-catalogue-'));
  const file = join(dir, 'products.json');
  copyFileSync(join(ROOT, 'client/public/products.json'), file);
  const server = await startServer({ env: { CATALOGUE_FILE: file } });
  return {
    server,
    file,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
