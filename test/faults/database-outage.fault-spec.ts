/**
 * Issue 8, fault 3: PostgreSQL becomes unreachable. The server talks to it through a TCP
 * proxy of the test (node:net); the real PostgreSQL is never touched.
 *
 * - cut (every piped socket destroyed, connections refused): what needs the database
 *   (login, order, ordersByUser, /readyz) answers 503 / SERVICE_UNAVAILABLE with a clear
 *   message within 2 s; what does not (the catalogue query, /products.json, /healthz)
 *   keeps working; the process stays up. Restored, the service resumes by itself within
 *   a few seconds and takes orders again.
 * - black hole (sockets stay open, nothing comes back: a partition, a hung primary): the
 *   same 2 s bar, which only client-side connect and query timeouts can meet.
 */
import { gql, rest, signedUpShopper, WEBSITE } from '../support/api';
import { CREATE_ORDER, gqlOrderInput, idempotencyKey, line, priceBands, RAISED_SHOPPER_LIMITS, restOrderPayload } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { postgresDatabase, type Session, TcpProxy, type TestDb, waitFor } from './fault-support';

jest.setTimeout(120_000);

const BAR_MS = 2000;
const bands = priceBands();
const CATALOGUE = 'query Catalogue { catalogue { version products { id name price sizes } } }';
const ORDERS_BY_USER = 'query Orders($u: ID!) { ordersByUser(userId: $u) { orderNumber total items { productId quantity } } }';

let db: TestDb;
let proxy: TcpProxy;
let server: RunningServer;
let shopper: Session;

beforeAll(async () => {
  db = postgresDatabase('faults_outage');
  proxy = new TcpProxy();
  const port = await proxy.start();
  const u = new URL(db.url);
  u.host = `127.0.0.1:${port}`;
  // Sign-ins are repeated on purpose here; the per-account limit is not what is tested.
  // One shopper orders by card in every phase and never pays: what this checks is not the shopper limits.
  server = await startServer({ databaseUrl: u.toString(), env: { RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000', ...RAISED_SHOPPER_LIMITS } });
  shopper = await signedUpShopper(server);
});
afterAll(async () => {
  await proxy?.restore({ resetBlackHoled: true }).catch(() => undefined);
  await server?.stop();
  await proxy?.close();
  await db?.drop();
});

/** A request with a hard client-side limit, so that a hung server fails the test instead of hanging it. */
async function timed<T>(what: string, call: (signal: AbortSignal) => Promise<T>): Promise<{ what: string; ms: number; result?: T; error?: string }> {
  const started = Date.now();
  try {
    const result = await call(AbortSignal.timeout(BAR_MS * 4));
    return { what, ms: Date.now() - started, result };
  } catch (error) {
    return { what, ms: Date.now() - started, error: (error as Error).name === 'TimeoutError' ? `no answer within ${BAR_MS * 4} ms` : String(error) };
  }
}

const http = async (method: string, path: string, body: unknown, signal: AbortSignal, token?: string, headers: Record<string, string> = {}) => {
  const res = await fetch(server.url + path, {
    method,
    signal,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, retryAfter: res.headers.get('retry-after') };
};

/** The four calls that need the database, as a shopper makes them. */
function needingTheDatabase(only?: number) {
  const calls = [
    () => timed('REST login', (s) => http('POST', '/api/auth/login', { email: shopper.user.email, password: 'secret123', website: WEBSITE }, s)),
    () => timed('REST order', (s) => http('POST', '/api/orders', restOrderPayload(shopper.user.id, [line(bands.dear[0]), line(bands.mid[0])], 'upi'), s, shopper.token)),
    () => timed('GraphQL createOrder', (s) =>
      http('POST', '/graphql', { query: CREATE_ORDER, variables: { input: gqlOrderInput([line(bands.dear[0]), line(bands.cheap[0])], 'card'), key: idempotencyKey() } }, s, shopper.token),
    ),
    () => timed('GraphQL ordersByUser', (s) => http('POST', '/graphql', { query: ORDERS_BY_USER, variables: { u: shopper.user.id } }, s, shopper.token)),
    () => timed('/readyz', (s) => http('GET', '/readyz', undefined, s)),
  ];
  return only === undefined ? calls.map((c) => c()) : [calls[only % calls.length]()];
}

/** The calls that must not care: the catalogue (GraphQL and file) and liveness. */
function notNeedingTheDatabase() {
  return [
    timed('GraphQL catalogue', (s) => http('POST', '/graphql', { query: CATALOGUE }, s)),
    timed('/products.json', (s) => http('GET', '/products.json', undefined, s)),
    timed('/healthz', (s) => http('GET', '/healthz', undefined, s)),
  ];
}

/** 503 with the REST error shape, or a GraphQL error SERVICE_UNAVAILABLE; a human message either way. */
function unavailable(r: Awaited<ReturnType<typeof timed<{ status: number; body: any; retryAfter: string | null }>>>): string | null {
  if (r.error) return `${r.what}: ${r.error} after ${r.ms} ms`;
  if (r.ms > BAR_MS) return `${r.what}: answered only after ${r.ms} ms`;
  const { status, body } = r.result!;
  if (r.what.startsWith('GraphQL')) {
    const e = body?.errors?.[0];
    if (e?.extensions?.code !== 'SERVICE_UNAVAILABLE' || !/unavailable|try again/i.test(e?.message ?? '')) return `${r.what}: ${status} ${JSON.stringify(body).slice(0, 300)}`;
    if (status !== 200 && status !== 503) return `${r.what}: HTTP ${status}`;
    // When to try again: 2 s (AppError's retryAfter).
    if (e.extensions.retryAfter !== 2) return `${r.what}: retryAfter ${e.extensions.retryAfter}`;
    return null;
  }
  if (status !== 503 || body?.code !== 'SERVICE_UNAVAILABLE' || !/unavailable|not ready|try again/i.test(body?.message ?? '')) return `${r.what}: ${status} ${JSON.stringify(body).slice(0, 300)}`;
  // An API call is told when to try again; /readyz (a probe) is not.
  if (r.what !== '/readyz' && r.result!.retryAfter !== '2') return `${r.what}: Retry-After ${r.result!.retryAfter}`;
  return null;
}

/** The request id a 503 answer names (REST body or GraphQL extensions) must name the server's log line about it. */
function unloggedRequest(r: Awaited<ReturnType<typeof timed<{ status: number; body: any; retryAfter: string | null }>>>): string | null {
  const body = r.result?.body;
  const id = r.what.startsWith('GraphQL') ? body?.errors?.[0]?.extensions?.requestId : body?.requestId;
  if (typeof id !== 'string') return `${r.what}: the answer names no request (${JSON.stringify(body).slice(0, 200)})`;
  const lines = server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { requestId?: string; level?: string; msg?: string });
  if (!lines.some((l) => l.requestId === id && l.level === 'error' && /database unavailable/.test(l.msg ?? ''))) return `${r.what}: no log line names request ${id}`;
  return null;
}

function fine(r: Awaited<ReturnType<typeof timed<{ status: number; body: any; retryAfter: string | null }>>>): string | null {
  if (r.error) return `${r.what}: ${r.error} after ${r.ms} ms`;
  if (r.ms > BAR_MS) return `${r.what}: answered only after ${r.ms} ms`;
  const { status, body } = r.result!;
  if (status !== 200) return `${r.what}: ${status}`;
  if (r.what === 'GraphQL catalogue' && !(body?.data?.catalogue?.products?.length > 0)) return `${r.what}: ${JSON.stringify(body).slice(0, 200)}`;
  if (r.what === '/products.json' && !(Array.isArray(body) && body.length > 0)) return `${r.what}: not the catalogue`;
  return null;
}

async function expectServiceResumes() {
  const readyAfter = await waitFor(async () => (await rest(server, 'GET', '/readyz')).status === 200, 10_000);
  expect(readyAfter).not.toBeNull();
  const login = await rest(server, 'POST', '/api/auth/login', { email: shopper.user.email, password: 'secret123', website: WEBSITE });
  expect(login.status).toBe(200);
  const order = await rest(server, 'POST', '/api/orders', restOrderPayload(shopper.user.id, [line(bands.dear[0]), line(bands.mid[0], 2)], 'card'), { token: login.body.token });
  expect(order.status).toBe(201);
  const viaGql = await gql(server, CREATE_ORDER, { input: gqlOrderInput([line(bands.mid[0])], 'cod'), key: idempotencyKey() }, { token: login.body.token });
  expect(viaGql.body.errors).toBeUndefined();
  const listed = await gql(server, ORDERS_BY_USER, { u: shopper.user.id }, { token: login.body.token });
  expect(listed.body.data.ordersByUser.map((o: any) => o.orderNumber)).toEqual(expect.arrayContaining([order.body.orderId, viaGql.body.data.createOrder.orderNumber]));
  return readyAfter;
}

test('before the outage everything works through the proxy (the pool holds connections)', async () => {
  const before = await Promise.all([...needingTheDatabase(), ...notNeedingTheDatabase()]);
  for (const r of before) expect({ what: r.what, status: r.result?.status, error: r.error }).toEqual({ what: r.what, status: r.what.includes('order') && r.what.startsWith('REST') ? 201 : 200, error: undefined });
  expect(proxy.connections).toBeGreaterThan(0);
});

test('database cut: what needs it answers 503 within 2 s, the rest keeps working, the process stays up; restored, it resumes by itself', async () => {
  await proxy.cut();
  // Twice: the first requests find the pool's dead connections, the second ones a refused connect.
  for (let pass = 0; pass < 2; pass += 1) {
    const needing = await Promise.all(needingTheDatabase());
    const notNeeding = await Promise.all(notNeedingTheDatabase());
    expect(needing.map(unavailable).filter(Boolean)).toEqual([]);
    expect(notNeeding.map(fine).filter(Boolean)).toEqual([]);
    expect(needing.filter((r) => r.what !== '/readyz').map(unloggedRequest).filter(Boolean)).toEqual([]);
  }
  // Under load too: 30 parallel requests that need the database, none hangs, none is a 500.
  const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => needingTheDatabase(i)[0]));
  expect(burst.map(unavailable).filter(Boolean)).toEqual([]);
  expect(server.process().exitCode).toBeNull();
  expect(server.process().signalCode).toBeNull();
  expect(server.output()).not.toMatch(/Unhandled|uncaught|FATAL/i);

  await proxy.restore();
  const readyAfter = await expectServiceResumes();
  // eslint-disable-next-line no-console
  console.log(`database cut: ready again ${readyAfter} ms after the proxy came back`);
});

test('database black-holed (sockets open, no answers): what needs it answers 503 within 2 s, the rest keeps working; restored, it resumes without help', async () => {
  proxy.blackHole();
  const needing = await Promise.all(needingTheDatabase());
  const notNeeding = await Promise.all(notNeedingTheDatabase());
  // eslint-disable-next-line no-console
  console.log(`database black-holed: ${needing.map((r) => `${r.what} ${r.result?.status ?? r.error} in ${r.ms} ms`).join('; ')}`);
  try {
    expect(notNeeding.map(fine).filter(Boolean)).toEqual([]);
    expect(needing.map(unavailable).filter(Boolean)).toEqual([]);
    expect(server.process().exitCode).toBeNull();
  } finally {
    // New connections are forwarded again; the ones that went dead stay dead (like after
    // a failover): the server has to stop using them by itself.
    await proxy.restore();
  }
  await expectServiceResumes();
});

test('SIGTERM while requests wait on a black-holed database: they are answered and the process exits within 5 s', async () => {
  proxy.blackHole();
  const pending = needingTheDatabase();
  await new Promise((r) => setTimeout(r, 200));
  const child = server.process();
  const exited = new Promise<{ code: number | null; ms: number }>((ok) => {
    const started = Date.now();
    child.once('exit', (code) => ok({ code, ms: Date.now() - started }));
  });
  child.kill('SIGTERM');
  const outcome = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 5000))]);
  const answers = await Promise.all(pending);
  await proxy.restore({ resetBlackHoled: true });
  // eslint-disable-next-line no-console
  console.log(`SIGTERM with the database black-holed: ${outcome ? `exit ${outcome.code} after ${outcome.ms} ms` : 'still running after 5 s'}; ${answers.map((r) => `${r.what} ${r.result?.status ?? r.error}`).join('; ')}`);
  expect(outcome).not.toBeNull();
  expect(outcome!.code).toBe(0);
  expect(answers.map(unavailable).filter(Boolean)).toEqual([]);
});
