/**
 * Helpers of the fault suite (issue 8): databases that are always of one kind, carts of
 * 2-3 lines with the money the server must charge, order placement on either surface, a
 * TCP proxy that can cut or black-hole the database, latency percentiles and RSS.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gql, rest } from '../support/api';
import { CREATE_ORDER, expectedMoney, gqlOrderInput, idempotencyKey, line, type Line, paise, priceBands, restOrderPayload } from '../support/shop';
import type { RunningServer } from '../support/start-server';

export const PG_BASE = process.env.FAULTS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDb {
  kind: 'sqlite' | 'postgres';
  url: string;
  drop(): Promise<void>;
}

/** A fresh PostgreSQL schema on the local server, whatever TEST_DATABASE_URL says. */
export function postgresDatabase(prefix = 'faults'): TestDb {
  const schema = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  return {
    kind: 'postgres',
    url: `${PG_BASE}?schema=${schema}`,
    drop: () => onMachinePostgres(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
  };
}

/** Runs one statement on the machine's PostgreSQL (PG_BASE), outside any shop's schema, on a connection of its own. */
export async function onMachinePostgres(sql: string, { connectTimeoutMs = 0 } = {}): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require('pg');
  const client = new Client({ connectionString: PG_BASE, connectionTimeoutMillis: connectTimeoutMs });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh SQLite file in a temporary directory. */
export function sqliteDatabase(): TestDb {
  const dir = mkdtempSync(join(tmpdir(), 'squ-faults-'));
  return { kind: 'sqlite', url: `sqlite:${join(dir, 'shop.sqlite')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

// ------------------------------------------------------------------ carts and orders

const bands = priceBands();
const METHODS = ['upi', 'card', 'netbanking', 'cod'];

/** The i-th cart: 2 or 3 distinct products, quantities 1-3, a payment method COD allows. */
export function cartFor(i: number, salt = 0): { lines: Line[]; method: string } {
  const n = 2 + ((i + salt) % 2);
  const picked: Line[] = [];
  for (let k = 0; picked.length < n; k += 1) {
    const p = bands.all[(i * 11 + salt * 5 + k * 17) % bands.all.length];
    if (!picked.some((l) => l.product.id === p.id)) picked.push(line(p, ((i + k) % 3) + 1));
  }
  let method = METHODS[(i + salt) % 4];
  if (method === 'cod' && expectedMoney(picked, false).subtotal < 199) method = 'upi';
  return { lines: picked, method };
}

export interface Session {
  user: { id: string; email: string };
  token: string;
  refreshToken: string;
}

export interface OrderJob {
  i: number;
  user: Session;
  surface: 'rest' | 'graphql';
  key: string;
  lines: Line[];
  method: string;
}

export interface OrderAnswer {
  job: OrderJob;
  /** The client received a 2xx with an order number. */
  acked: boolean;
  status: number;
  orderNumber?: string;
  lineCount?: number;
  totalPaise?: number;
  error?: string;
}

/** What the answer says about the order: its number, how many lines, the total. */
export async function placeOrder(server: RunningServer, job: OrderJob): Promise<OrderAnswer> {
  try {
    if (job.surface === 'rest') {
      const r = await rest(server, 'POST', '/api/orders', restOrderPayload(job.user.user.id, job.lines, job.method), {
        token: job.user.token,
        headers: { 'Idempotency-Key': job.key },
      });
      const ok = (r.status === 201 || r.status === 200) && typeof r.body?.orderId === 'string';
      return ok
        ? { job, acked: true, status: r.status, orderNumber: r.body.orderId, lineCount: r.body.order.items.length, totalPaise: paise(r.body.order.total) }
        : { job, acked: false, status: r.status, error: JSON.stringify(r.body).slice(0, 200) };
    }
    const r = await gql(server, CREATE_ORDER, { input: gqlOrderInput(job.lines, job.method), key: job.key }, { token: job.user.token });
    const o = (r.body?.data as any)?.createOrder;
    const ok = r.status === 200 && !r.body?.errors && typeof o?.orderNumber === 'string';
    return ok
      ? { job, acked: true, status: r.status, orderNumber: o.orderNumber, lineCount: o.items.length, totalPaise: paise(o.total) }
      : { job, acked: false, status: r.status, error: JSON.stringify(r.body).slice(0, 200) };
  } catch (error) {
    return { job, acked: false, status: 0, error: String((error as Error).cause ?? (error as Error).message) };
  }
}

export function orderJobs(users: Session[], count: number, salt = 0): OrderJob[] {
  return Array.from({ length: count }, (_, i) => ({
    i,
    user: users[i % users.length],
    surface: (i + salt) % 2 === 0 ? 'rest' : 'graphql',
    key: `${idempotencyKey()}-${salt}-${i}`,
    ...cartFor(i, salt),
  }));
}

/** The money the server must charge for a job, in paise. */
export const expectedTotalPaise = (job: OrderJob) => paise(expectedMoney(job.lines, job.method === 'cod').total);

// ------------------------------------------------------------------ a TCP proxy in front of PostgreSQL

/**
 * Forwards 127.0.0.1:<port> to the real PostgreSQL. `cut()` destroys every piped socket
 * and stops listening (connections are refused); `blackHole()` keeps every socket open
 * but forwards nothing, in either direction, old or new (a partition, a hung primary);
 * `restore()` forwards new connections again, on the same port. Sockets that were
 * black-holed stay black-holed after `restore()` (the server must give up on them
 * itself) unless `resetBlackHoled` is asked. The real PostgreSQL is never touched.
 */
export class TcpProxy {
  private server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly holed = new Set<Socket>();
  private mode: 'up' | 'cut' | 'blackhole' = 'up';
  port = 0;
  connections = 0;

  constructor(
    private readonly targetPort = 5432,
    private readonly targetHost = '127.0.0.1',
  ) {
    this.server = this.newServer();
  }

  private track(s: Socket) {
    this.sockets.add(s);
    s.on('close', () => {
      this.sockets.delete(s);
      this.holed.delete(s);
    });
    s.on('error', () => s.destroy());
  }

  private hole(s: Socket) {
    s.unpipe();
    s.removeAllListeners('data');
    s.on('data', () => undefined);
    s.resume();
    this.holed.add(s);
  }

  private newServer(): Server {
    return createServer((client) => {
      this.connections += 1;
      this.track(client);
      if (this.mode === 'blackhole') return this.hole(client);
      if (this.mode === 'cut') return void client.destroy();
      const upstream = createConnection(this.targetPort, this.targetHost);
      this.track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  async start(): Promise<number> {
    await new Promise<void>((ok, fail) => {
      this.server.once('error', fail);
      this.server.listen(this.port, '127.0.0.1', () => ok());
    });
    this.port = (this.server.address() as { port: number }).port;
    return this.port;
  }

  /** Connections refused, every open one destroyed. */
  async cut(): Promise<void> {
    this.mode = 'cut';
    const closed = new Promise<void>((ok) => this.server.close(() => ok()));
    for (const s of this.sockets) s.destroy();
    await closed;
  }

  /** Nothing is forwarded any more, on open or new connections; nothing is closed either. */
  blackHole(): void {
    this.mode = 'blackhole';
    for (const s of this.sockets) this.hole(s);
  }

  /** Forward new connections again, on the same port. */
  async restore(opts: { resetBlackHoled?: boolean } = {}): Promise<void> {
    if (opts.resetBlackHoled) for (const s of this.holed) s.destroy();
    if (this.mode === 'cut') {
      this.server = this.newServer();
      this.mode = 'up';
      await this.start();
    } else {
      this.mode = 'up';
    }
  }

  /** Sockets still open but forwarding nothing. */
  get blackHoled(): number {
    return this.holed.size;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    if (this.server.listening) await new Promise<void>((ok) => this.server.close(() => ok()));
  }
}

// ------------------------------------------------------------------ measurements

export { percentile } from './latency-windows';

/** Resident set size of a process in KiB (VmRSS of /proc/<pid>/status). */
export function rssKiB(pid: number): number {
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no VmRSS for ${pid}`);
  return Number(m[1]);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it answers true or `ms` pass; answers how long it took, or null. */
export async function waitFor(check: () => Promise<boolean>, ms: number, every = 200): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    try {
      if (await check()) return Date.now() - started;
    } catch {
      /* not yet */
    }
    await sleep(every);
  }
  return null;
}

/** Waits for a child process to exit; answers its code and signal, or null after `ms`. */
export function exitOf(child: import('node:child_process').ChildProcess, ms: number): Promise<{ code: number | null; signal: string | null } | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((ok) => {
    const timer = setTimeout(() => ok(null), ms);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      ok({ code, signal });
    });
  });
}

/** kill -9 of the server, once: when `kill()` is called or after 20 s; `exited()` kills it if not yet and answers how it ended. */
export function killSwitch(server: RunningServer) {
  const child = server.process();
  const exited = exitOf(child, 30_000);
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    child.kill('SIGKILL');
  };
  const fallback = setTimeout(kill, 20_000);
  return {
    kill,
    exited: () => {
      clearTimeout(fallback);
      kill();
      return exited;
    },
  };
}
