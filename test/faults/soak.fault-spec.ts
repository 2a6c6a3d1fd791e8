/**
 * Issue 8, fault 4: a steady mixed soak against one SQLite server run as in production
 * (NODE_ENV=production, a real JWT_SECRET, LOG_REQUESTS=false). About 40 requests a
 * second, open loop (sent on a schedule, not when the previous one returns):
 *   browse the catalogue 60% (GraphQL catalogue, /products.json, GraphQL product),
 *   sign in 5%, place an order 15% (REST and GraphQL, 2-3 lines), read orders 20%.
 * Passes with zero 5xx (and no dropped connection), a p99 per 60-second window that stays
 * put (the last window's level at most 2x the first's, and under 250 ms; a window's level is
 * the median of its 10-second slices' p99s, see latency-windows.ts), and resident memory
 * growing less than 20% from the second minute to the end.
 * Resident memory is sampled every 5 s and compared as medians: of the samples of the second
 * minute (the middle third), and of the last 30 s. One sample is not a level: a CI run failed on
 * "24% growth" from a 60 s sample taken just after a collection (138 MiB, between samples of
 * 205 and 145), to an end that had held at 171-172 MiB for the last 80 s. Nor is the first
 * minute's end: V8 was still sizing its heap there in a later run (samples from 45 to 100 s of
 * 131-182 MiB, median 139 around 60 s) before it held at 163-165 MiB for the last 75 s, which
 * read as 18% growth. A leak still shows as an end above the middle.
 * A window of 60 s holds ~2,400 requests, so its p99 is about its 24th slowest: a stall of a
 * few hundred ms on a shared machine (~12 requests in flight) does not decide it, as it did
 * with 30-second windows (a CI run failed on a last window of 79 ms against 27, its maximum
 * a 362 ms login; the windows before it had stayed within 1.7x). A stall of a second does (a
 * fresh-clone run failed on 159 ms against 37.5 with 1.1 s of machine-wide I/O stall in that
 * minute), hence the median of slices; a slowdown that lasts still moves it.
 *
 * The SQLite writer commits with an fsync on the server's one thread (better-sqlite3 is
 * synchronous), so a disk busy with someone else's writes stalls every request at once. A CI
 * run failed that way right after the PostgreSQL suite: every kind of request had a ~1.2 s
 * maximum in the second minute and a ~0.6 s one in the last (p99 112 ms against 30), while
 * this process's own event loop never lagged over 42 ms. So the soak starts on a settled disk
 * (a PostgreSQL CHECKPOINT for the fault files before it, `sync`, then the machine's I/O
 * pressure, /proc/pressure/io, below 1% over 10 s, waiting at most 60 s), and prints for each
 * window how long the machine had every task stalled on I/O, so a failure says whether the disk
 * or the server was slow, and the three processes that caused the most writes in it
 * (/proc/<pid>/io).
 *
 * SOAK_SECONDS (default 180) sets the duration, SOAK_RATE (default 40) the rate.
 * Loopback only; the request count and the time are both bounded.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { signedUpShopper, WEBSITE } from '../support/api';
import { dbQuery, loadCatalogue, RAISED_SHOPPER_LIMITS } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { plentifulSeedFile } from '../support/stock';
import { expectedTotalPaise, onMachinePostgres, orderJobs, percentile, placeOrder, rssKiB, type Session, sleep, sqliteDatabase, type TestDb } from './fault-support';
import { sliceP99s, steadyP99 } from './latency-windows';

const SOAK_SECONDS = Math.max(20, Number(process.env.SOAK_SECONDS ?? 180));
const RATE = Math.max(1, Number(process.env.SOAK_RATE ?? 40));
const WINDOW_SECONDS = Math.min(60, SOAK_SECONDS / 3);
/** The RSS baseline: a median of the samples of the middle third of the soak (the second minute by default). */
const RSS_BASELINE_SECONDS = SOAK_SECONDS / 3;
const RSS_SPAN_SECONDS = Math.min(15, SOAK_SECONDS / 6);
/** The end level: a median of the samples of the last 2 x RSS_SPAN_SECONDS. */
const medianKib = (xs: { kib: number }[]): number => percentile(xs.map((r) => r.kib), 50);
const USERS = 40;
const MAX_IN_FLIGHT = 200;
const REQUEST_TIMEOUT_MS = 10_000;

jest.setTimeout((SOAK_SECONDS + 120) * 1000);

const CATALOGUE = 'query Catalogue { catalogue { version products { id name category price sizes image isNew isSale discount } } }';
const PRODUCT = 'query Product($id: ID!) { product(id: $id) { id name price sizes } }';
const ORDERS_BY_USER = 'query Orders($u: ID!) { ordersByUser(userId: $u) { orderNumber status total items { productId quantity lineTotal } } }';
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { token } }';

type Kind = 'catalogue' | 'products.json' | 'product' | 'login' | 'order' | 'orders';
/** The mix, in percent. */
const MIX: [Kind, number][] = [
  ['catalogue', 30],
  ['products.json', 20],
  ['product', 10],
  ['login', 5],
  ['order', 15],
  ['orders', 20],
];

interface Sample {
  kind: Kind;
  /** Seconds since the start of the soak at which it was sent. */
  at: number;
  ms: number;
  status: number;
  error?: string;
}

/** CPU seconds a process has used (utime + stime of /proc/<pid>/stat). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** The machine's I/O pressure (Linux PSI), 'full' line: every non-idle task stalled on I/O. Null where the kernel has none. */
function ioPressure(): { avg10: number; totalMs: number } | null {
  if (!existsSync('/proc/pressure/io')) return null;
  const full = readFileSync('/proc/pressure/io', 'utf8').split('\n').find((l) => l.startsWith('full'));
  const avg10 = /avg10=([\d.]+)/.exec(full ?? '');
  const total = /total=(\d+)/.exec(full ?? '');
  return avg10 && total ? { avg10: Number(avg10[1]), totalMs: Number(total[1]) / 1000 } : null;
}

/**
 * Bytes each process on the machine has caused to be written to storage (write_bytes of
 * /proc/<pid>/io, counted when a page is dirtied), by "pid name". Processes this user may not
 * read are left out, and so is one that ended between two samples (a `dd` of 1.5 GB run in a
 * soak's last minute went unseen; its stall showed). To say who wrote during a window the
 * machine stalled on I/O; the server's own writes (SQLite's WAL: ~400 KiB an order) lead.
 */
function writesByProcess(): Map<number, { name: string; bytes: number }> {
  const out = new Map<number, { name: string; bytes: number }>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const bytes = Number(/write_bytes: (\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? 0);
      if (bytes) out.set(Number(pid), { name: readFileSync(`/proc/${pid}/comm`, 'utf8').trim(), bytes });
    } catch {
      /* gone, or not ours to read */
    }
  }
  return out;
}

/** The three processes that wrote most between two writesByProcess() snapshots, as "name pid: MiB". */
function topWriters(before: Map<number, { bytes: number }> | undefined, after: Map<number, { name: string; bytes: number }> | undefined, serverPid: number): string[] {
  if (!before || !after) return [];
  return [...after]
    .map(([pid, { name, bytes }]) => ({ pid, name, wrote: bytes - (before.get(pid)?.bytes ?? 0) }))
    .filter((p) => p.wrote > 0)
    .sort((a, b) => b.wrote - a.wrote)
    .slice(0, 3)
    .map((p) => `${p.name} ${p.pid}${p.pid === serverPid ? ' (the server)' : ''}: ${(p.wrote / 2 ** 20).toFixed(1)} MiB`);
}

/**
 * The machine's PostgreSQL writes out now what the fault files before this one left in its
 * buffers (a CHECKPOINT), not during the soak, where a timed checkpoint would share the disk with
 * the server measured. Null when done; the reason otherwise (no PostgreSQL here, no right to).
 */
async function checkpointPostgres(): Promise<string | null> {
  return onMachinePostgres('CHECKPOINT', { connectTimeoutMs: 2000 }).then(
    () => null,
    (error: Error) => error.message,
  );
}

/** PostgreSQL's buffers and the page cache go to disk now, then wait (at most 60 s) for the machine's I/O to go quiet. */
async function settleDisk(): Promise<string> {
  const t0 = performance.now();
  const checkpoint = await checkpointPostgres();
  execFileSync('sync');
  let p = ioPressure();
  while (p && p.avg10 >= 1 && performance.now() - t0 < 60_000) {
    await sleep(1000);
    p = ioPressure();
  }
  return `disk settled in ${((performance.now() - t0) / 1000).toFixed(1)} s (PostgreSQL ${checkpoint === null ? 'checkpointed' : `not checkpointed: ${checkpoint}`}; I/O pressure, full, avg10 ${p ? `${p.avg10}%` : 'not reported'})`;
}

let db: TestDb;
let server: RunningServer;
let users: Session[];
const products = loadCatalogue();

beforeAll(async () => {
  db = sqliteDatabase();
  server = await startServer({
    databaseUrl: db.url,
    env: {
      NODE_ENV: 'production',
      SELLER_GSTIN: '27AAPFU0939F1ZV',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      LOG_REQUESTS: 'false',
      // The soak signs the same 40 shoppers in ~2 times a second: the per-account limit
      // (10 per 15 minutes) is not what this measures.
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
      // Minutes of orders would sell the seed's sizes out: stock is not what this measures.
      STOCK_SEED_FILE: plentifulSeedFile(),
      // 40 shoppers place minutes of orders, most left unpaid: what one may hold is not what this measures.
      ...RAISED_SHOPPER_LIMITS,
      // Its UPI orders open a checkout at a provider: the sandbox, which production runs only when asked.
      PAYMENT_SANDBOX: 'true',
    },
  });
  users = [];
  for (let i = 0; i < USERS; i += 1) users.push(await signedUpShopper(server));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

function pickKind(i: number): Kind {
  // A fixed, evenly spread sequence: every 100 requests follow the mix exactly.
  const slot = (i * 37) % 100;
  let acc = 0;
  for (const [kind, pct] of MIX) {
    acc += pct;
    if (slot < acc) return kind;
  }
  return 'catalogue';
}

async function call(kind: Kind, i: number): Promise<{ status: number; error?: string }> {
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const u = users[i % users.length];
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(server.url + path, {
      method: 'POST',
      signal,
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-encoding': 'gzip', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = await res.json().catch(() => null);
    if (res.status === 200 && json?.errors) return { status: 599, error: JSON.stringify(json.errors).slice(0, 200) };
    return { status: res.status, error: res.status >= 300 ? JSON.stringify(json).slice(0, 200) : undefined };
  };
  const get = async (path: string, token?: string) => {
    const res = await fetch(server.url + path, { signal, headers: { accept: 'application/json', 'accept-encoding': 'gzip', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    await res.arrayBuffer();
    return { status: res.status };
  };
  switch (kind) {
    case 'catalogue':
      return post('/graphql', { query: CATALOGUE });
    case 'products.json':
      return get('/products.json');
    case 'product':
      return post('/graphql', { query: PRODUCT, variables: { id: products[(i * 7) % products.length].id } });
    case 'login': {
      if (i % 2 === 0) {
        const res = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          signal,
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ email: u.user.email, password: 'secret123', website: WEBSITE }),
        });
        const json = await res.json().catch(() => null);
        if (res.status === 200 && json?.token) u.token = json.token;
        return { status: res.status, error: res.status === 200 ? undefined : JSON.stringify(json).slice(0, 200) };
      }
      return post('/graphql', { query: LOGIN, variables: { input: { email: u.user.email, password: 'secret123', website: WEBSITE } } });
    }
    case 'order': {
      const job = orderJobs([u], 1, i)[0];
      const a = await placeOrder(server, job);
      if (a.acked && a.totalPaise !== expectedTotalPaise(job)) return { status: 598, error: `order ${a.orderNumber}: total ${a.totalPaise}` };
      return { status: a.acked ? 201 : a.status || 597, error: a.error };
    }
    case 'orders':
      if (i % 2 === 0) return get(`/api/orders/${u.user.id}`, u.token);
      return post('/graphql', { query: ORDERS_BY_USER, variables: { u: u.user.id } }, u.token);
  }
}

test(`a ${SOAK_SECONDS}-second mixed soak at ${RATE} req/s: no 5xx, a steady p99, no memory growth`, async () => {
  const pid = server.process().pid!;
  const total = Math.round(SOAK_SECONDS * RATE);
  const samples: Sample[] = [];
  const rss: { at: number; kib: number; ioMs?: number; writes?: ReturnType<typeof writesByProcess> }[] = [];
  const settled = await settleDisk();
  let inFlight = 0;
  let maxInFlight = 0;
  let overloaded = 0;
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  const hardStop = started + (SOAK_SECONDS + 30) * 1000;
  let nextRss = 0;
  // Diagnostics, to read the latencies right: how busy the machine was, how much CPU the
  // server used, and how late this process's own event loop ran.
  const loadBefore = loadAverage();
  const cpuBefore = cpuSeconds(pid);
  const clientLag = monitorEventLoopDelay({ resolution: 10 });
  clientLag.enable();

  for (let i = 0; i < total && performance.now() < hardStop; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const at = (performance.now() - started) / 1000;
    if (server.process().exitCode !== null || server.process().signalCode !== null) {
      throw new Error(`The server died ${at.toFixed(1)} s into the soak (${server.process().exitCode ?? server.process().signalCode}):\n${server.output().slice(-3000)}`);
    }
    if (at >= nextRss) {
      rss.push({ at, kib: rssKiB(pid), ioMs: ioPressure()?.totalMs, writes: writesByProcess() });
      nextRss += 5;
    }
    if (inFlight >= MAX_IN_FLIGHT) {
      overloaded += 1;
      continue;
    }
    const kind = pickKind(i);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const t0 = performance.now();
    const p: Promise<void> = call(kind, i)
      .then(
        (r) => void samples.push({ kind, at, ms: performance.now() - t0, status: r.status, error: r.error }),
        (e) => void samples.push({ kind, at, ms: performance.now() - t0, status: 0, error: String((e as Error).cause ?? e) }),
      )
      .finally(() => {
        inFlight -= 1;
        pending.delete(p);
      });
    pending.add(p);
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  clientLag.disable();
  const serverCpu = (cpuSeconds(pid) - cpuBefore) / elapsed;
  const loadAfter = loadAverage();
  rss.push({ at: elapsed, kib: rssKiB(pid), ioMs: ioPressure()?.totalMs, writes: writesByProcess() });

  // ---- the numbers
  const windows: { from: number; count: number; p50: number; p99: number; steadyP99: number; sliceP99s: number[]; max: number; rps: number; ioStallMs?: number; topWriters: string[] }[] = [];
  /** Milliseconds in [from, to) during which the machine had every task stalled on I/O (from the 5-second samples). */
  const ioStall = (from: number, to: number): number | undefined => {
    const a = rss.find((r) => r.at >= from)?.ioMs;
    const b = rss.find((r) => r.at >= to)?.ioMs ?? rss[rss.length - 1].ioMs;
    return a === undefined || b === undefined ? undefined : Math.round(b - a);
  };
  const windowCount = Math.floor(SOAK_SECONDS / WINDOW_SECONDS);
  for (let w = 0; w < windowCount; w += 1) {
    const from = w * WINDOW_SECONDS;
    const to = w === windowCount - 1 ? Infinity : from + WINDOW_SECONDS;
    const inWindow = samples.filter((s) => s.at >= from && s.at < to).map((s) => s.ms);
    const end = Math.min(to, elapsed + 1);
    windows.push({
      from,
      count: inWindow.length,
      p50: +percentile(inWindow, 50).toFixed(1),
      p99: +percentile(inWindow, 99).toFixed(1),
      steadyP99: +steadyP99(samples, from, end).toFixed(1),
      sliceP99s: sliceP99s(samples, from, end).map((x) => +x.toFixed(0)),
      max: +Math.max(...inWindow).toFixed(1),
      rps: +(inWindow.length / WINDOW_SECONDS).toFixed(1),
      ioStallMs: ioStall(from, from + WINDOW_SECONDS),
      topWriters: topWriters(rss.find((r) => r.at >= from)?.writes, (rss.find((r) => r.at >= from + WINDOW_SECONDS) ?? rss[rss.length - 1]).writes, pid),
    });
  }
  const byKind = Object.fromEntries(
    MIX.map(([kind]) => {
      const ms = samples.filter((s) => s.kind === kind).map((s) => s.ms);
      return [kind, { n: ms.length, p50: +percentile(ms, 50).toFixed(1), p99: +percentile(ms, 99).toFixed(1), max: +Math.max(...ms).toFixed(1) }];
    }),
  );
  const baselineSamples = rss.filter((r) => r.at >= RSS_BASELINE_SECONDS && r.at <= 2 * RSS_BASELINE_SECONDS);
  const endSamples = rss.filter((r) => r.at >= elapsed - 2 * RSS_SPAN_SECONDS);
  const baseline = { at: RSS_BASELINE_SECONDS, kib: medianKib(baselineSamples) };
  const last = { kib: medianKib(endSamples) };
  const growth = (last.kib - baseline.kib) / baseline.kib;
  const failures = samples.filter((s) => s.status === 0 || s.status >= 500);
  const unexpected = samples.filter((s) => s.status !== 0 && s.status < 500 && (s.status < 200 || s.status >= 300));
  const ordersStored = Number((await dbQuery(server, 'SELECT COUNT(*) AS n FROM orders'))[0].n);
  const ordersAcked = samples.filter((s) => s.kind === 'order' && s.status === 201).length;

  // eslint-disable-next-line no-console
  console.log(
    [
      `soak: ${samples.length} requests in ${elapsed.toFixed(1)} s (${(samples.length / elapsed).toFixed(1)} req/s), max in flight ${maxInFlight}, skipped for overload ${overloaded}`,
      settled,
      `machine load average before ${loadBefore}, after ${loadAfter} (${cpus().length} cores); server CPU ${(serverCpu * 100).toFixed(0)}% of a core; this process's event-loop delay p99 ${(clientLag.percentile(99) / 1e6).toFixed(1)} ms, max ${(clientLag.max / 1e6).toFixed(1)} ms`,
      `5xx/dropped: ${failures.length}, other non-2xx: ${unexpected.length}; orders answered ${ordersAcked}, stored ${ordersStored}`,
      `windows (${WINDOW_SECONDS} s): ${JSON.stringify(windows)}`,
      `by kind: ${JSON.stringify(byKind)}`,
      `RSS MiB: ${rss.map((r) => `${Math.round(r.at)}s=${(r.kib / 1024).toFixed(0)}`).join(' ')}`,
      `RSS growth from ${baseline.at.toFixed(0)}-${(2 * baseline.at).toFixed(0)} s (median of ${baselineSamples.length} samples, ${(baseline.kib / 1024).toFixed(1)} MiB) to the end (median of the last ${endSamples.length}, ${(last.kib / 1024).toFixed(1)} MiB): ${(growth * 100).toFixed(1)}%`,
      ...failures.slice(0, 5).map((f) => `failure: ${f.kind} at ${f.at.toFixed(1)} s: ${f.status} ${f.error}`),
      ...unexpected.slice(0, 5).map((f) => `unexpected: ${f.kind} at ${f.at.toFixed(1)} s: ${f.status} ${f.error}`),
    ].join('\n'),
  );

  expect(samples.length + overloaded).toBe(total);
  expect(overloaded).toBe(0);
  expect(failures.map((f) => `${f.kind} ${f.status} ${f.error}`)).toEqual([]);
  expect(unexpected.map((f) => `${f.kind} ${f.status} ${f.error}`)).toEqual([]);
  expect(ordersStored).toBe(ordersAcked);
  // "p99 stable": each minute's level is the median of its 10-second slices' p99s, which one
  // pause of the machine does not move and a lasting slowdown does (latency-windows.ts).
  const first = windows[0].steadyP99;
  const final = windows[windows.length - 1].steadyP99;
  expect({ firstP99: first, lastP99: final, withinTwiceTheFirst: final <= 2 * first }).toEqual({ firstP99: first, lastP99: final, withinTwiceTheFirst: true });
  expect(final).toBeLessThan(250);
  expect(baselineSamples.length).toBeGreaterThan(0);
  expect(growth).toBeLessThan(0.2);
  expect(server.process().exitCode).toBeNull();
});
