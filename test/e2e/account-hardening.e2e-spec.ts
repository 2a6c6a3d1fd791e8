/**
 * Issue #31, accounts hardened as OWASP's Authentication and Credential Stuffing cheat sheets
 * say, on both surfaces: a sign-in takes as long for an unknown email as for a registered one
 * whatever the password's length; failed sign-ins are limited per account and address, per
 * address, and (from addresses the account has not used) per account, so that a stranger's
 * failures never lock the owner out of their own address; answers that carry tokens are never
 * cached; and the cookie-carrying REST refresh and logout refuse cross-site requests.
 *
 * Different client addresses are real: requests leave from 127.0.0.x (support/shop httpFrom).
 */
import { Redis } from 'ioredis';
import { gql, newShopper, rest, WEBSITE } from '../support/api';
import { expectGqlError, expectGqlOk, expectRestError, httpFrom, LOGIN, LOGOUT, REFRESH, REGISTER, refreshCookieOf } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(120_000);

const TOO_MANY = 'Too many requests. Please try again later.';
const INVALID = 'Invalid email or password';
const WINDOW = 600;

const prefixes: string[] = [];
/** A key prefix of each server's own, so that counters shared through REDIS_URL never meet another run's. */
const ownCounters = () => {
  const prefix = `e2e-acct-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}:`;
  prefixes.push(prefix);
  return { REDIS_KEY_PREFIX: prefix };
};

/** With REDIS_URL (passed on to the servers), the counters left in Redis are removed; some would live 30 days. */
async function forgetCounters() {
  if (!process.env.REDIS_URL) return;
  const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    for (const prefix of prefixes) {
      for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) if (keys.length) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}

/** No sign-in limits worth the name: timing, headers and cross-site checks. */
let open: RunningServer;
/** The shipped limits (10 failures per account and address, 100 per address). */
let stock: RunningServer;
/** Small limits: 3 per account and address (by the former variable's name), 8 per address, 6 from new addresses. */
let limited: RunningServer;

beforeAll(async () => {
  [open, stock, limited] = await Promise.all([
    startServer({ env: { RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000', CORS_ORIGINS: 'https://partner.example', ...ownCounters() } }),
    startServer({ env: { RATE_LIMIT_LOGIN_PER_ADDRESS: '100', ...ownCounters() } }),
    startServer({
      env: {
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
        RATE_LIMIT_LOGIN_PER_ADDRESS: '8',
        RATE_LIMIT_LOGIN_PER_ACCOUNT_FROM_NEW_ADDRESSES: '6',
        RATE_LIMIT_REGISTER_PER_ADDRESS: '3',
        RATE_LIMIT_WINDOW_SECONDS: String(WINDOW),
        ...ownCounters(),
      },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([open?.stop(), stock?.stop(), limited?.stop()]);
  await forgetCounters();
});

type Answer = Awaited<ReturnType<typeof httpFrom>>;
type Surface = 'REST' | 'GraphQL';

const loginBody = (email: string, password: string) => ({ email, password, website: WEBSITE });
/** A sign-in from a chosen client address, over either surface. */
const signIn = (server: RunningServer, from: string, email: string, password: string, surface: Surface = 'REST') =>
  surface === 'REST'
    ? httpFrom(server, from, 'POST', '/api/auth/login', loginBody(email, password))
    : httpFrom(server, from, 'POST', '/graphql', { query: LOGIN, variables: { input: loginBody(email, password) } });
/** 'OK', or the error code of either surface's answer. */
const outcome = (r: Answer): string =>
  r.body?.errors ? (r.body.errors[0]?.extensions?.code ?? 'ERROR') : r.status < 300 ? 'OK' : (r.body?.code ?? String(r.status));
/** Registers a new account from `home`, which thereby becomes one of the account's own addresses. */
async function accountFrom(server: RunningServer, home: string) {
  const shopper = newShopper();
  const r = await httpFrom(server, home, 'POST', '/api/auth/register', shopper);
  expect({ status: r.status, body: r.body }).toEqual({ status: 201, body: expect.anything() });
  return shopper;
}

const expect429 = (r: Answer, surface: Surface = 'REST', window = WINDOW) => {
  if (surface === 'GraphQL') return expectGqlError(r, 'TOO_MANY_REQUESTS', TOO_MANY);
  expectRestError(r, 429, TOO_MANY);
  const retry = Number(r.headers.get('retry-after'));
  expect(Number.isInteger(retry)).toBe(true);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(window);
};

// ---------------------------------------------------------------- timing

describe('a sign-in costs the same whether or not the email has an account, whatever the password', () => {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const OVERLONG = 'p'.repeat(200);

  test.each<Surface>(['REST', 'GraphQL'])('%s: registered or unknown email, wrong or over-long (over 128 characters) password: the same answer after the same time (a hash each)', async (surface) => {
    const owner = await accountFrom(open, '127.0.0.1');
    const timed = async (email: string, password: string) => {
      const t0 = performance.now();
      const r = await signIn(open, '127.0.0.1', email, password, surface);
      const ms = performance.now() - t0;
      if (surface === 'REST') expectRestError(r, 401, INVALID);
      else expectGqlError(r, 'UNAUTHENTICATED', INVALID);
      return ms;
    };
    const nobody = (i: number) => `nobody.${i}.${Date.now().toString(36)}@example.in`;
    for (const email of [owner.email, 'warm.up@example.in']) await timed(email, OVERLONG);
    const series = { registeredOverlong: [] as number[], unknownOverlong: [] as number[], registeredWrong: [] as number[], unknownWrong: [] as number[] };
    // Interleaved, so that a busy moment of the machine weighs on every series alike.
    for (let i = 0; i < 15; i += 1) {
      series.registeredOverlong.push(await timed(owner.email, OVERLONG));
      series.unknownOverlong.push(await timed(nobody(i), OVERLONG));
      series.registeredWrong.push(await timed(owner.email, `wrong-${i}`));
      series.unknownWrong.push(await timed(nobody(i), `wrong-${i}`));
    }
    const medians = Object.fromEntries(Object.entries(series).map(([k, xs]) => [k, Number(median(xs).toFixed(1))]));
    console.log(`${surface} login medians (ms) over 15 tries: ${JSON.stringify(medians)}`);
    // No absolute times (the machine may be busy): the slowest median is at most twice the fastest.
    const values = Object.values(medians);
    expect({ spread: Math.max(...values) / Math.min(...values) <= 2, medians }).toEqual({ spread: true, medians });
  });
});

// ---------------------------------------------------------------- limits

describe("a stranger's failures never lock the owner out of their own address (shipped limits)", () => {
  test.each<Surface>(['REST', 'GraphQL'])("%s: after a stranger's 12 failures from another address the owner signs in from home, and from a café", async (surface) => {
    const home = surface === 'REST' ? '127.0.0.41' : '127.0.0.44';
    const stranger = surface === 'REST' ? '127.0.0.42' : '127.0.0.45';
    const owner = await accountFrom(stock, home);
    const seen: string[] = [];
    for (let i = 0; i < 12; i += 1) seen.push(outcome(await signIn(stock, stranger, owner.email, `guess-${i}`, surface)));
    expect(seen).toEqual([...Array(10).fill('UNAUTHENTICATED'), 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    // The stranger stays refused even with the right password: a limit that let it through would tell them it is right.
    expect429(await signIn(stock, stranger, owner.email, owner.password, surface), surface, 900);
    const atHome = await signIn(stock, home, owner.email, owner.password, surface);
    if (surface === 'REST') expect(atHome.status).toBe(200);
    else expect(expectGqlOk(atHome).login.user.email).toBe(owner.email);
    expect(outcome(await signIn(stock, surface === 'REST' ? '127.0.0.43' : '127.0.0.46', owner.email, owner.password, surface))).toBe('OK');
  });
});

describe('sign-in limits: per account and address, per address, and per account from new addresses', () => {
  test('3 failures from one address: that address gets 429 and Retry-After on the account, right password or not (REST and GraphQL); the owner still signs in from home', async () => {
    const home = '127.0.0.51';
    const other = '127.0.0.52';
    const owner = await accountFrom(limited, home);
    for (let i = 0; i < 3; i += 1) expectRestError(await signIn(limited, other, owner.email, `guess-${i}`), 401, INVALID);
    expect429(await signIn(limited, other, owner.email, owner.password));
    expect429(await signIn(limited, other, owner.email, owner.password, 'GraphQL'), 'GraphQL');
    expect((await signIn(limited, home, owner.email, owner.password)).status).toBe(200);
    expect(outcome(await signIn(limited, home, owner.email, owner.password, 'GraphQL'))).toBe('OK');
  });

  test("a correct sign-in clears that address's failures on the account (only one who knows the password can clear them)", async () => {
    const home = '127.0.0.53';
    const owner = await accountFrom(limited, home);
    const seen: string[] = [];
    for (const password of ['typo-1', 'typo-2', owner.password, 'typo-3', 'typo-4', owner.password, 'typo-5', 'typo-6', 'typo-7', owner.password]) {
      seen.push(outcome(await signIn(limited, home, owner.email, password)));
    }
    const F = 'UNAUTHENTICATED';
    expect(seen).toEqual([F, F, 'OK', F, F, 'OK', F, F, F, 'TOO_MANY_REQUESTS']);
  });

  test('failures are limited per address whatever the account: the 9th gets 429 there, even with a right password; successes are not counted', async () => {
    const home = '127.0.0.55';
    const busy = '127.0.0.54';
    const owner = await accountFrom(limited, home);
    for (let i = 0; i < 9; i += 1) expect(outcome(await signIn(limited, busy, owner.email, owner.password))).toBe('OK');
    for (let i = 0; i < 8; i += 1) expectRestError(await signIn(limited, busy, `nobody.${i}.${Date.now().toString(36)}@example.in`, 'whatever'), 401, INVALID);
    expect429(await signIn(limited, busy, `nobody.x.${Date.now().toString(36)}@example.in`, 'whatever'));
    expect429(await signIn(limited, busy, owner.email, owner.password));
    expect429(await signIn(limited, busy, owner.email, owner.password, 'GraphQL'), 'GraphQL');
    expect((await signIn(limited, home, owner.email, owner.password)).status).toBe(200);
  });

  test('guesses spread over many addresses: after 6 failures on the account, new addresses get 429 (a right password too); addresses the owner registered or signed in from do not', async () => {
    const home = '127.0.0.61';
    const office = '127.0.0.62';
    const owner = await accountFrom(limited, home);
    expect((await signIn(limited, office, owner.email, owner.password)).status).toBe(200);
    const seen: string[] = [];
    for (let i = 1; i <= 7; i += 1) seen.push(outcome(await signIn(limited, `127.0.0.${70 + i}`, owner.email, `guess-${i}`)));
    expect(seen).toEqual([...Array(6).fill('UNAUTHENTICATED'), 'TOO_MANY_REQUESTS']);
    // The price of bounding distributed guessing: while it lasts, a new address waits for the window.
    expect429(await signIn(limited, '127.0.0.78', owner.email, owner.password));
    expect((await signIn(limited, home, owner.email, owner.password)).status).toBe(200);
    expect(outcome(await signIn(limited, office, owner.email, owner.password, 'GraphQL'))).toBe('OK');
  });

  test('parallel guesses cannot slip past the limit: of 12 at once from one address, at most 3 are judged, the others get 429', async () => {
    const owner = await accountFrom(limited, '127.0.0.63');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(limited, '127.0.0.64', owner.email, `guess-${i}`)));
    const seen = answers.map(outcome);
    expect(seen.filter((s) => s === 'UNAUTHENTICATED').length).toBeLessThanOrEqual(3);
    expect(seen.filter((s) => s !== 'UNAUTHENTICATED' && s !== 'TOO_MANY_REQUESTS')).toEqual([]);
  });

  test('refused input is not counted and gets its own message before any limit', async () => {
    expectRestError(await signIn(limited, '127.0.0.54', '', ''), 400, 'Please enter your email address');
  });

  test("registrations are limited per address: the 4th from one address gets 429 'Too many requests. Please try again later.' on both surfaces", async () => {
    const from = '127.0.0.11';
    expect((await httpFrom(limited, from, 'POST', '/api/auth/register', newShopper())).status).toBe(201);
    expect((await httpFrom(limited, from, 'POST', '/api/auth/register', newShopper())).status).toBe(201);
    const third = await httpFrom(limited, from, 'POST', '/graphql', { query: REGISTER, variables: { input: newShopper() } });
    expect(third.body.data?.register?.token).toEqual(expect.any(String));
    expect429(await httpFrom(limited, from, 'POST', '/api/auth/register', newShopper()));
    expect429(await httpFrom(limited, from, 'POST', '/graphql', { query: REGISTER, variables: { input: newShopper() } }), 'GraphQL');
    // Another address is counted on its own.
    expect((await httpFrom(limited, '127.0.0.12', 'POST', '/api/auth/register', newShopper())).status).toBe(201);
  });
});

// ---------------------------------------------------------------- caching

describe('answers that carry tokens are never cached', () => {
  const expectNoStore = (r: { headers: Headers }, what: string) => {
    expect([what, r.headers.get('cache-control')]).toEqual([what, expect.stringContaining('no-store')]);
    expect([what, r.headers.get('pragma')]).toEqual([what, 'no-cache']);
  };

  test('REST register, login, refresh and logout answer Cache-Control: no-store and Pragma: no-cache', async () => {
    const shopper = newShopper();
    const reg = await rest(open, 'POST', '/api/auth/register', shopper);
    expect(reg.status).toBe(201);
    expectNoStore(reg, 'register');
    const login = await rest(open, 'POST', '/api/auth/login', loginBody(shopper.email, shopper.password));
    expect(login.status).toBe(200);
    expectNoStore(login, 'login');
    const refreshed = await rest(open, 'POST', '/api/auth/refresh', { refreshToken: login.body.refreshToken });
    expect(refreshed.status).toBe(200);
    expectNoStore(refreshed, 'refresh');
    const out = await rest(open, 'POST', '/api/auth/logout', { refreshToken: refreshed.body.refreshToken });
    expect(out.status).toBe(200);
    expectNoStore(out, 'logout');
  });

  test('GraphQL register, login, refreshToken and logout answer Cache-Control: no-store and Pragma: no-cache', async () => {
    const shopper = newShopper();
    const reg = await gql(open, REGISTER, { input: shopper });
    expectGqlOk(reg);
    expectNoStore(reg, 'register');
    const login = await gql(open, LOGIN, { input: loginBody(shopper.email, shopper.password) });
    const signedIn = expectGqlOk(login).login;
    expectNoStore(login, 'login');
    const refreshed = await gql(open, REFRESH, { rt: signedIn.refreshToken });
    const next = expectGqlOk(refreshed).refreshToken;
    expectNoStore(refreshed, 'refreshToken');
    const out = await gql(open, LOGOUT, { rt: next.refreshToken });
    expect(expectGqlOk(out).logout).toBe(true);
    expectNoStore(out, 'logout');
  });
});

// ---------------------------------------------------------------- cross-site requests

describe('REST refresh and logout refuse cross-site requests; same-origin and server-to-server calls work', () => {
  const ROUTES = ['refresh', 'logout'] as const;
  const session = async () => {
    const r = await rest(open, 'POST', '/api/auth/register', newShopper());
    expect(r.status).toBe(201);
    return r.body.refreshToken as string;
  };
  const cookieOf = (rt: string) => `squ_rt=${encodeURIComponent(rt)}`;
  const post = (route: string, body: unknown, headers: Record<string, string> = {}) => httpFrom(open, '127.0.0.1', 'POST', `/api/auth/${route}`, body, headers);
  const refused = (r: Answer) => expectRestError(r, 403, /cross-site|Content-Type: application\/json/);
  /** The session is intact: its refresh token still works once. */
  const stillValid = async (rt: string) => expect((await post('refresh', { refreshToken: rt })).status).toBe(200);

  test.each(ROUTES)('/api/auth/%s: a text/plain or form POST carrying the cookie (what another site can make a browser send) is a 403, and the session survives', async (route) => {
    const rt = await session();
    refused(await post(route, '{}', { 'content-type': 'text/plain', cookie: cookieOf(rt) }));
    refused(await post(route, 'refreshToken=x', { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieOf(rt) }));
    refused(await post(route, undefined, { cookie: cookieOf(rt) }));
    const same = await post(route, '{}', { 'content-type': 'text/plain;charset=UTF-8', cookie: cookieOf(rt), origin: open.url, 'sec-fetch-site': 'same-origin' });
    expectRestError(same, 403, 'A request that uses the session cookie must be sent with Content-Type: application/json');
    expect(same.body.code).toBe('FORBIDDEN');
    await stillValid(rt);
  });

  test.each(ROUTES)('/api/auth/%s: another origin is refused even with JSON and the token in the body (Origin https://evil.example, Origin null)', async (route) => {
    const rt = await session();
    for (const origin of ['https://evil.example', 'null', `http://localhost:${open.port}`]) {
      const r = await post(route, { refreshToken: rt }, { origin, cookie: cookieOf(rt) });
      expectRestError(r, 403, 'Cross-site requests may not refresh or end a session');
    }
    await stillValid(rt);
  });

  test.each(ROUTES)('/api/auth/%s: Sec-Fetch-Site cross-site or same-site is refused', async (route) => {
    const rt = await session();
    for (const site of ['cross-site', 'same-site']) {
      expectRestError(await post(route, { refreshToken: rt }, { 'sec-fetch-site': site }), 403, 'Cross-site requests may not refresh or end a session');
      expectRestError(await post(route, {}, { 'sec-fetch-site': site, cookie: cookieOf(rt) }), 403, 'Cross-site requests may not refresh or end a session');
    }
    await stillValid(rt);
  });

  test('the web client on its own origin refreshes and signs out with the cookie and JSON (Origin and Sec-Fetch-Site of a browser)', async () => {
    const rt = await session();
    const browser = { origin: open.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json; charset=utf-8' };
    const r = await post('refresh', {}, { ...browser, cookie: cookieOf(rt) });
    expect(r.status).toBe(200);
    const next = refreshCookieOf(r)!;
    expect(next).toBe(r.body.refreshToken);
    const out = await post('logout', {}, { ...browser, cookie: cookieOf(next) });
    expect(out.status).toBe(200);
    expectRestError(await post('refresh', { refreshToken: next }), 401);
  });

  test('a page of an origin in CORS_ORIGINS may refresh and sign out with its token in the body', async () => {
    const rt = await session();
    const partner = { origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' };
    const r = await post('refresh', { refreshToken: rt }, partner);
    expect(r.status).toBe(200);
    expect((await post('logout', { refreshToken: r.body.refreshToken }, partner)).status).toBe(200);
  });

  test('integrators calling server to server (no Origin, no Sec-Fetch-Site, the token in the JSON body) refresh and sign out as before', async () => {
    const rt = await session();
    const r = await post('refresh', { refreshToken: rt });
    expect(r.status).toBe(200);
    const out = await post('logout', { refreshToken: r.body.refreshToken });
    expect(out.body).toEqual({ success: true });
    expectRestError(await post('refresh', { refreshToken: r.body.refreshToken }), 401);
  });

  test('GraphQL refreshToken refuses a text/plain POST with the cookie (Apollo CSRF prevention), and takes JSON', async () => {
    const rt = await session();
    const body = JSON.stringify({ query: REFRESH, variables: {} });
    const plain = await httpFrom(open, '127.0.0.1', 'POST', '/graphql', body, { 'content-type': 'text/plain', cookie: cookieOf(rt) });
    expect(plain.status).toBe(400);
    expect(refreshCookieOf(plain)).toBeNull();
    expect(outcome(await httpFrom(open, '127.0.0.1', 'POST', '/graphql', body, { cookie: cookieOf(rt) }))).toBe('OK');
  });
});
