/**
 * Accounts and sessions on both surfaces: registration and login validation in the spec's
 * order and words (point 5), unique email per website, identical login failures, argon2id,
 * short-lived access tokens, rotating hashed refresh tokens with reuse detection, the
 * HttpOnly refresh cookie, and forged/expired/alg:none tokens. Sign-in and registration limits,
 * login timing, caching and cross-site refusals: account-hardening.e2e-spec.ts.
 */
import { createHash } from 'node:crypto';
import { gql, newShopper, rest, WEBSITE } from '../support/api';
import {
  decodeJwt,
  dbQuery,
  expectGqlError,
  expectGqlOk,
  expectRestError,
  LOGIN,
  LOGOUT,
  ME,
  REFRESH,
  REGISTER,
  refreshCookieOf,
  setCookies,
  signJwt,
  withoutRequestIds,
} from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(60_000);

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

let server: RunningServer;
/** A server whose access tokens live 10 s (the minimum), for the real expiry check at the end. */
let shortTtl: RunningServer;
let shortTtlSession: { token: string; refreshToken: string; issuedAt: number };

beforeAll(async () => {
  [server, shortTtl] = await Promise.all([
    startServer({ env: { RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000' } }),
    startServer({ env: { ACCESS_TOKEN_TTL_SECONDS: '10', RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000' } }),
  ]);
  const issuedAt = Date.now();
  const reg = await rest(shortTtl, 'POST', '/api/auth/register', newShopper());
  expect(reg.status).toBe(201);
  shortTtlSession = { token: reg.body.token, refreshToken: reg.body.refreshToken, issuedAt };
  // Fresh, it works (checked now: the expiry test at the end may run more than 10 s later).
  // The server now remembers it as verified (auth/verified-tokens.ts): the expiry test also
  // checks that a remembered token is refused once it has expired.
  expect((await rest(shortTtl, 'GET', '/api/user/profile', undefined, { token: reg.body.token })).status).toBe(200);
  expect(reg.body.expiresIn).toBe(10);
});

afterAll(async () => {
  await Promise.all([server?.stop(), shortTtl?.stop()]);
});

const registerRest = (body: unknown) => rest(server, 'POST', '/api/auth/register', body);
const registerGql = (input: Record<string, unknown>) => gql(server, REGISTER, { input });
const loginRest = (body: unknown) => rest(server, 'POST', '/api/auth/login', body);
const loginGql = (input: Record<string, unknown>) => gql(server, LOGIN, { input });

const valid = { email: 'priya.sharma@example.in', password: 'secret123', firstName: 'Priya', lastName: 'Sharma', website: WEBSITE };

// ---------------------------------------------------------------- registration validation (spec point 5)

describe('registration validation, in the spec order and words, on both surfaces', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["registration checks the email first: 'Please enter your email address'", { website: WEBSITE }, 'Please enter your email address'],
    ['a missing email is reported even when everything else is given', { ...valid, email: undefined }, 'Please enter your email address'],
    ['a blank email counts as missing', { ...valid, email: '   ' }, 'Please enter your email address'],
    ["then the password: 'Please enter your password'", { website: WEBSITE, email: 'priya@example.in' }, 'Please enter your password'],
    ['the password is required before the email pattern is checked', { website: WEBSITE, email: 'not-an-email' }, 'Please enter your password'],
    ["then the first name: 'Please enter your first name'", { ...valid, firstName: undefined, lastName: undefined }, 'Please enter your first name'],
    ['a blank first name counts as missing', { ...valid, firstName: '  ' }, 'Please enter your first name'],
    ["then the last name: 'Please enter your last name'", { ...valid, lastName: undefined }, 'Please enter your last name'],
    ["then the email pattern: 'Please enter a valid email address'", { ...valid, email: 'priya.example.in' }, 'Please enter a valid email address'],
    ['the email pattern is checked before the password length', { ...valid, email: 'priya@example', password: '123' }, 'Please enter a valid email address'],
    ["last the password length: 'Password must be at least 6 characters long'", { ...valid, email: 'p@example.in', password: '12345' }, 'Password must be at least 6 characters long'],
  ];

  test.each(cases)('REST: %s', async (_name, body, message) => {
    expectRestError(await registerRest(body), 400, message);
  });

  test.each(cases)('GraphQL: %s', async (_name, input, message) => {
    expectGqlError(await registerGql(input), 'BAD_USER_INPUT', message);
  });

  test('the errors list marks every failing field with its first message (REST and GraphQL)', async () => {
    const expected = [
      { field: 'email', message: 'Please enter your email address' },
      { field: 'password', message: 'Please enter your password' },
      { field: 'firstName', message: 'Please enter your first name' },
      { field: 'lastName', message: 'Please enter your last name' },
    ];
    const r = await registerRest({ website: WEBSITE });
    expect(r.body.errors).toEqual(expected);
    const g = await registerGql({ website: WEBSITE });
    expect(g.body.errors?.[0]?.extensions?.errors).toEqual(expected);
  });

  test('a password of exactly 6 characters is accepted', async () => {
    const r = await registerRest(newShopper({ password: '123456' }));
    expect(r.status).toBe(201);
  });

  test('an unknown or missing website identifier is refused with a clear 400 (REST and GraphQL)', async () => {
    expectRestError(await registerRest(newShopper({ website: 'another-shop' })), 400, 'Unknown website identifier');
    expectRestError(await registerRest(newShopper({ website: undefined })), 400, 'Unknown website identifier');
    expectGqlError(await registerGql(newShopper({ website: 'another-shop' })), 'BAD_USER_INPUT', 'Unknown website identifier');
  });

  test('wrongly typed fields are a 400, never a 500 (REST) and BAD_USER_INPUT (GraphQL)', async () => {
    expectRestError(await registerRest({ ...newShopper(), email: 12345 }), 400, 'email must be text');
    expectRestError(await registerRest({ ...newShopper(), password: ['secret123'] }), 400, 'password must be text');
    expectRestError(await registerRest({ ...newShopper(), firstName: { a: 1 } }), 400);
    expectRestError(await registerRest(['not', 'an', 'object']), 400);
    expectRestError(await registerRest('"just a string"'), 400);
    expectGqlError(await registerGql({ ...newShopper(), email: 12345 }), 'BAD_USER_INPUT');
  });

  test('overlong names and passwords are refused with a message', async () => {
    expectRestError(await registerRest(newShopper({ firstName: 'A'.repeat(51) })), 400, 'First name must be at most 50 characters');
    expectRestError(await registerRest(newShopper({ lastName: 'V'.repeat(51) })), 400, 'Last name must be at most 50 characters');
    expectRestError(await registerRest(newShopper({ password: 'x'.repeat(129) })), 400, 'Password must be at most 128 characters long');
    expectRestError(await registerRest(newShopper({ email: `${'a'.repeat(250)}@example.in` })), 400, 'Please enter a valid email address');
  });
});

// ---------------------------------------------------------------- registration success and uniqueness

describe('registration', () => {
  test('REST answers 201 { user, token, refreshToken } and sets the HttpOnly, SameSite=Strict refresh cookie', async () => {
    const body = newShopper({ email: '  Meera.Iyer.REST@Example.IN ' });
    const r = await registerRest(body);
    expect(r.status).toBe(201);
    expect(r.body).toEqual(
      expect.objectContaining({
        user: expect.objectContaining({ id: expect.any(String), email: 'meera.iyer.rest@example.in', firstName: 'Asha', lastName: 'Verma', role: 'CUSTOMER' }),
        token: expect.any(String),
        refreshToken: expect.any(String),
      }),
    );
    expect(r.body.user.address.country).toBe('India');
    expect(JSON.stringify(r.body)).not.toMatch(/argon2|passwordHash|password_hash|"password"/);
    const cookie = setCookies(r).find((c) => c.startsWith('squ_rt='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Strict/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(refreshCookieOf(r)).toBe(r.body.refreshToken);
  });

  test('GraphQL register answers the AuthPayload with the refresh token for integrators and sets the cookie', async () => {
    const g = await registerGql(newShopper());
    const data = expectGqlOk(g);
    expect(data.register).toEqual(
      expect.objectContaining({ token: expect.any(String), refreshToken: expect.any(String), expiresIn: 900, user: expect.objectContaining({ role: 'CUSTOMER' }) }),
    );
    expect(refreshCookieOf(g)).toBe(data.register.refreshToken);
    expect(setCookies(g).find((c) => c.startsWith('squ_rt='))).toMatch(/HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/i);
  });

  test('email is unique per website: a second account with the same email (any case, any spaces) is a 409 on REST and CONFLICT on GraphQL', async () => {
    const first = newShopper();
    expect((await registerRest(first)).status).toBe(201);
    const again = { ...first, email: `  ${first.email.toUpperCase()}  `, firstName: 'Other' };
    expectRestError(await registerRest(again), 409, 'An account with this email already exists');
    expectGqlError(await registerGql(again), 'CONFLICT', 'An account with this email already exists');
    const rows = await dbQuery(server, 'SELECT id FROM users WHERE email = $1', [first.email.toLowerCase()]);
    expect(rows).toHaveLength(1);
  });

  test('parallel registrations with one email make exactly one account; the others get 409, never a 500', async () => {
    // The race is between the uniqueness check and the insert: several emails, each raced four ways at once.
    const bodies = Array.from({ length: 5 }, () => newShopper());
    const answers = await Promise.all(bodies.flatMap((body) => Array.from({ length: 4 }, () => registerRest(body).then((r) => ({ email: body.email, r })))));
    const byEmail = bodies.map((b) => [b.email, answers.filter((a) => a.email === b.email).map((a) => a.r.status).sort()]);
    expect(byEmail).toEqual(bodies.map((b) => [b.email, [201, 409, 409, 409]]));
    for (const { r } of answers.filter((x) => x.r.status !== 201)) expectRestError(r, 409, 'An account with this email already exists');
    for (const b of bodies) expect(await dbQuery(server, 'SELECT id FROM users WHERE email = $1', [b.email])).toHaveLength(1);
  });

  test('uniqueness is per website: the same email may have an account on another website (same database), each signs in separately', async () => {
    const other = await startServer({ databaseUrl: server.databaseUrl, env: { SHOP_WEBSITE_ID: 'squ-partner-web', RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000' } });
    try {
      const body = newShopper();
      const here = await registerRest(body);
      expect(here.status).toBe(201);
      const there = await rest(other, 'POST', '/api/auth/register', { ...body, password: 'another-secret', website: 'squ-partner-web' });
      expect(there.status).toBe(201);
      expect(there.body.user.id).not.toBe(here.body.user.id);
      // Each website refuses the other's identifier, and each account has its own password.
      expectRestError(await rest(other, 'POST', '/api/auth/register', body), 400, 'Unknown website identifier');
      expect((await rest(other, 'POST', '/api/auth/login', { email: body.email, password: 'another-secret', website: 'squ-partner-web' })).body.user.id).toBe(there.body.user.id);
      expectRestError(await rest(other, 'POST', '/api/auth/login', { email: body.email, password: body.password, website: 'squ-partner-web' }), 401, 'Invalid email or password');
      expect((await loginRest({ email: body.email, password: body.password, website: WEBSITE })).body.user.id).toBe(here.body.user.id);
    } finally {
      await other.stop();
    }
  });

  test('registration cannot make an admin: a role field is ignored', async () => {
    const r = await registerRest({ ...newShopper(), role: 'admin' });
    expect(r.status).toBe(201);
    expect(r.body.user.role).toBe('CUSTOMER');
    expect(decodeJwt(r.body.token).role).toBe('customer');
  });

  test('passwords are stored as argon2id hashes (no weaker than 19 MiB, t=2), never as text', async () => {
    const body = newShopper();
    const r = await registerRest(body);
    const [row] = await dbQuery(server, 'SELECT password_hash FROM users WHERE id = $1', [r.body.user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$[a-z]=\d+(,[a-z]=\d+)*\$/);
    const params = Object.fromEntries(row.password_hash.split('$')[3].split(',').map((kv: string) => kv.split('=')));
    expect(Number(params.m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(params.t)).toBeGreaterThanOrEqual(2);
    expect(Number(params.p)).toBeGreaterThanOrEqual(1);
    expect(row.password_hash).not.toContain(body.password);
  });
});

// ---------------------------------------------------------------- login

describe('login', () => {
  let account: ReturnType<typeof newShopper>;
  beforeAll(async () => {
    account = newShopper();
    expect((await registerRest(account)).status).toBe(201);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ["login checks the email first: 'Please enter your email address'", { website: WEBSITE }, 'Please enter your email address'],
    ["then the password: 'Please enter your password'", { website: WEBSITE, email: 'someone@example.in' }, 'Please enter your password'],
    ['the password is required before the email pattern is checked', { website: WEBSITE, email: 'not-an-email' }, 'Please enter your password'],
    ["then the email pattern: 'Please enter a valid email address'", { website: WEBSITE, email: 'not-an-email', password: 'x' }, 'Please enter a valid email address'],
  ];
  test.each(cases)('REST: %s', async (_n, body, message) => expectRestError(await loginRest(body), 400, message));
  test.each(cases)('GraphQL: %s', async (_n, input, message) => expectGqlError(await loginGql(input), 'BAD_USER_INPUT', message));

  test('REST login answers { user, token, refreshToken } and the cookie; email matching ignores case and spaces', async () => {
    const r = await loginRest({ email: ` ${account.email.toUpperCase()} `, password: account.password, website: WEBSITE });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(expect.objectContaining({ user: expect.objectContaining({ email: account.email }), token: expect.any(String), refreshToken: expect.any(String) }));
    expect(JSON.stringify(r.body)).not.toMatch(/argon2|passwordHash|password_hash/);
    expect(refreshCookieOf(r)).toBe(r.body.refreshToken);
  });

  test('GraphQL login answers the AuthPayload', async () => {
    const data = expectGqlOk(await loginGql({ email: account.email, password: account.password, website: WEBSITE }));
    expect(data.login.user.email).toBe(account.email);
    expect(typeof data.login.token).toBe('string');
    expect(typeof data.login.refreshToken).toBe('string');
  });

  test('login errors are identical for an unknown email and a wrong password (REST)', async () => {
    const unknown = await loginRest({ email: 'nobody.here@example.in', password: account.password, website: WEBSITE });
    const wrong = await loginRest({ email: account.email, password: 'wrong-password', website: WEBSITE });
    expectRestError(unknown, 401, 'Invalid email or password');
    expect(wrong.status).toBe(unknown.status);
    expect(withoutRequestIds(wrong.body)).toEqual(withoutRequestIds(unknown.body));
  });

  test('login errors are identical for an unknown email and a wrong password (GraphQL)', async () => {
    const unknown = await loginGql({ email: 'nobody.here@example.in', password: account.password, website: WEBSITE });
    const wrong = await loginGql({ email: account.email, password: 'wrong-password', website: WEBSITE });
    expectGqlError(unknown, 'UNAUTHENTICATED', 'Invalid email or password');
    expect(wrong.status).toBe(unknown.status);
    expect(withoutRequestIds(wrong.body)).toEqual(withoutRequestIds(unknown.body));
  });

  test('a login on another website identifier is refused with a clear 400', async () => {
    expectRestError(await loginRest({ email: account.email, password: account.password, website: 'other-site' }), 400, 'Unknown website identifier');
  });

  test('a stale or garbage bearer token does not stop anyone from signing in', async () => {
    const r = await rest(server, 'POST', '/api/auth/login', { email: account.email, password: account.password, website: WEBSITE }, { token: 'garbage.token.value' });
    expect(r.status).toBe(200);
  });

  test('wrongly typed login fields are a 400 (REST) and BAD_USER_INPUT (GraphQL)', async () => {
    expectRestError(await loginRest({ email: ['a@b.in'], password: 'x', website: WEBSITE }), 400, 'email must be text');
    expectRestError(await loginRest({ email: account.email, password: 123456, website: WEBSITE }), 400, 'password must be text');
    expectGqlError(await loginGql({ email: account.email, password: 123456, website: WEBSITE }), 'BAD_USER_INPUT');
  });
});

// ---------------------------------------------------------------- tokens

describe('access tokens', () => {
  let session: { user: { id: string; email: string }; token: string; refreshToken: string };
  beforeAll(async () => {
    const r = await registerRest(newShopper());
    session = r.body;
  });

  test('access tokens are short-lived HS256 JWTs of type access (15 minutes by default)', async () => {
    const [head] = session.token.split('.');
    expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toEqual(expect.objectContaining({ alg: 'HS256' }));
    const claims = decodeJwt(session.token);
    expect(claims).toEqual(expect.objectContaining({ sub: session.user.id, typ: 'access', role: 'customer' }));
    expect(claims.exp - claims.iat).toBe(900);
  });

  test('a valid access token opens me (GraphQL) and GET /api/user/profile (REST)', async () => {
    const data = expectGqlOk(await gql(server, ME, {}, { token: session.token }));
    expect(data.me.id).toBe(session.user.id);
    const r = await rest(server, 'GET', '/api/user/profile', undefined, { token: session.token });
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(session.user.id);
  });

  test('no token: 401 on REST, UNAUTHENTICATED on GraphQL', async () => {
    expectRestError(await rest(server, 'GET', '/api/user/profile'), 401);
    expectGqlError(await gql(server, ME), 'UNAUTHENTICATED');
    expectRestError(await rest(server, 'GET', '/api/user/profile', undefined, { headers: { authorization: 'Basic dXNlcjpwYXNz' } }), 401);
    expectRestError(await rest(server, 'GET', '/api/user/profile', undefined, { headers: { authorization: 'Bearer' } }), 401);
  });

  test('the signer used by these tests makes tokens the server accepts (so the refusals below are meaningful)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ sub: session.user.id, role: 'customer', typ: 'access', iat: now, exp: now + 300 });
    expect((await rest(server, 'GET', '/api/user/profile', undefined, { token })).status).toBe(200);
  });

  const now = () => Math.floor(Date.now() / 1000);
  const forged: [string, () => string][] = [
    ['signed with another secret', () => signJwt({ sub: session.user.id, role: 'customer', typ: 'access', iat: now(), exp: now() + 300 }, 'some-other-secret-that-is-long-enough-000000')],
    ['alg:none', () => signJwt({ sub: session.user.id, role: 'admin', typ: 'access', iat: now(), exp: now() + 300 }, '', { alg: 'none', typ: 'JWT' })],
    ['expired (right secret, exp in the past)', () => signJwt({ sub: session.user.id, role: 'customer', typ: 'access', iat: now() - 1000, exp: now() - 60 })],
    ['HS512 with the right secret', () => {
      const head = `${Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ sub: session.user.id, role: 'customer', typ: 'access', exp: now() + 300 })).toString('base64url')}`;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      return `${head}.${require('node:crypto').createHmac('sha512', 'e2e-test-secret-that-is-long-enough-0123456789').update(head).digest('base64url')}`;
    }],
    ['not of type access (right secret)', () => signJwt({ sub: session.user.id, role: 'customer', typ: 'refresh', iat: now(), exp: now() + 300 })],
    ['with an unknown role (right secret)', () => signJwt({ sub: session.user.id, role: 'root', typ: 'access', iat: now(), exp: now() + 300 })],
    ['tampered: role raised to admin, old signature kept', () => {
      const [h, , s] = session.token.split('.');
      const claims = { ...decodeJwt(session.token), role: 'admin' };
      return `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
    }],
    ['garbage', () => 'this-is-not-a-jwt'],
  ];

  test.each(forged)('a token %s is refused: 401 on REST', async (_n, make) => {
    expectRestError(await rest(server, 'GET', '/api/user/profile', undefined, { token: make() }), 401, SESSION_EXPIRED);
  });

  test.each(forged)('a token %s is refused: UNAUTHENTICATED on GraphQL', async (_n, make) => {
    expectGqlError(await gql(server, ME, {}, { token: make() }), 'UNAUTHENTICATED', SESSION_EXPIRED);
  });
});

describe('refresh tokens', () => {
  const fresh = async () => (await registerRest(newShopper())).body as { user: { id: string }; token: string; refreshToken: string };

  test('refresh tokens are stored only as their SHA-256, never as text', async () => {
    const s = await fresh();
    const rows = await dbQuery(server, 'SELECT token_hash FROM refresh_tokens WHERE user_id = $1', [s.user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(s.refreshToken).digest('hex'));
    const all = await dbQuery(server, 'SELECT * FROM refresh_tokens');
    expect(JSON.stringify(all)).not.toContain(s.refreshToken);
  });

  test('REST POST /api/auth/refresh rotates: new access and refresh tokens, the new refresh token works once more', async () => {
    const s = await fresh();
    const r1 = await rest(server, 'POST', '/api/auth/refresh', { refreshToken: s.refreshToken });
    expect(r1.status).toBe(200);
    expect(r1.body).toEqual(expect.objectContaining({ user: expect.objectContaining({ id: s.user.id }), token: expect.any(String), refreshToken: expect.any(String) }));
    expect(r1.body.refreshToken).not.toBe(s.refreshToken);
    expect(r1.body.token).not.toBe(s.token);
    expect(refreshCookieOf(r1)).toBe(r1.body.refreshToken);
    expect((await rest(server, 'GET', '/api/user/profile', undefined, { token: r1.body.token })).status).toBe(200);
    const r2 = await rest(server, 'POST', '/api/auth/refresh', { refreshToken: r1.body.refreshToken });
    expect(r2.status).toBe(200);
  });

  test('REST: reusing a rotated refresh token is refused and revokes the whole family', async () => {
    const s = await fresh();
    const r1 = await rest(server, 'POST', '/api/auth/refresh', { refreshToken: s.refreshToken });
    expect(r1.status).toBe(200);
    expectRestError(await rest(server, 'POST', '/api/auth/refresh', { refreshToken: s.refreshToken }), 401);
    // The family is revoked: the newest token, never used, no longer works either.
    expectRestError(await rest(server, 'POST', '/api/auth/refresh', { refreshToken: r1.body.refreshToken }), 401);
  });

  test('GraphQL refreshToken rotates, and reuse of a rotated token revokes the family', async () => {
    const s = await fresh();
    const d1 = expectGqlOk(await gql(server, REFRESH, { rt: s.refreshToken }));
    expect(d1.refreshToken.refreshToken).not.toBe(s.refreshToken);
    expect(d1.refreshToken.user.id).toBe(s.user.id);
    expectGqlError(await gql(server, REFRESH, { rt: s.refreshToken }), 'UNAUTHENTICATED');
    expectGqlError(await gql(server, REFRESH, { rt: d1.refreshToken.refreshToken }), 'UNAUTHENTICATED');
  });

  test('the web client refreshes with the HttpOnly cookie alone (REST and GraphQL)', async () => {
    const s = await fresh();
    const r = await rest(server, 'POST', '/api/auth/refresh', {}, { cookie: `squ_rt=${encodeURIComponent(s.refreshToken)}` });
    expect(r.status).toBe(200);
    const next = refreshCookieOf(r)!;
    expect(next).toBe(r.body.refreshToken);
    const g = await gql(server, REFRESH, {}, { cookie: `squ_rt=${encodeURIComponent(next)}` });
    const data = expectGqlOk(g);
    expect(refreshCookieOf(g)).toBe(data.refreshToken.refreshToken);
  });

  test('no refresh token at all: 401 (REST) and UNAUTHENTICATED (GraphQL)', async () => {
    expectRestError(await rest(server, 'POST', '/api/auth/refresh', {}), 401);
    expectRestError(await rest(server, 'POST', '/api/auth/refresh', { refreshToken: 'rt_made_up' }), 401);
    expectGqlError(await gql(server, REFRESH, {}), 'UNAUTHENTICATED');
  });

  test('access and refresh tokens are not interchangeable, on both surfaces', async () => {
    const s = await fresh();
    expectRestError(await rest(server, 'GET', '/api/user/profile', undefined, { token: s.refreshToken }), 401);
    expectGqlError(await gql(server, ME, {}, { token: s.refreshToken }), 'UNAUTHENTICATED');
    expectRestError(await rest(server, 'POST', '/api/auth/refresh', { refreshToken: s.token }), 401);
    expectGqlError(await gql(server, REFRESH, { rt: s.token }), 'UNAUTHENTICATED');
    // Neither attempt spent the real refresh token.
    expect((await rest(server, 'POST', '/api/auth/refresh', { refreshToken: s.refreshToken })).status).toBe(200);
  });

  test('REST logout revokes the refresh token and clears the cookie', async () => {
    const s = await fresh();
    const out = await rest(server, 'POST', '/api/auth/logout', { refreshToken: s.refreshToken });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    const cleared = setCookies(out).find((c) => c.startsWith('squ_rt='));
    expect(cleared).toMatch(/^squ_rt=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expectRestError(await rest(server, 'POST', '/api/auth/refresh', { refreshToken: s.refreshToken }), 401);
  });

  test('REST logout by cookie revokes the whole sign-in (every rotated token of the family)', async () => {
    const s = await fresh();
    const r1 = await rest(server, 'POST', '/api/auth/refresh', { refreshToken: s.refreshToken });
    const out = await rest(server, 'POST', '/api/auth/logout', {}, { cookie: `squ_rt=${encodeURIComponent(r1.body.refreshToken)}` });
    expect(out.status).toBe(200);
    expectRestError(await rest(server, 'POST', '/api/auth/refresh', { refreshToken: r1.body.refreshToken }), 401);
  });

  test('GraphQL logout answers true, revokes the token and clears the cookie', async () => {
    const s = await fresh();
    const g = await gql(server, LOGOUT, { rt: s.refreshToken });
    expect(expectGqlOk(g).logout).toBe(true);
    expect(setCookies(g).find((c) => c.startsWith('squ_rt='))).toMatch(/^squ_rt=;/);
    expectGqlError(await gql(server, REFRESH, { rt: s.refreshToken }), 'UNAUTHENTICATED');
  });

  test('logout without any token still answers success (nothing to revoke)', async () => {
    expect((await rest(server, 'POST', '/api/auth/logout', {})).status).toBe(200);
    expect(expectGqlOk(await gql(server, LOGOUT, {})).logout).toBe(true);
  });

  test('a sign-in on another device is a separate family: revoking one leaves the other', async () => {
    const account = newShopper();
    await registerRest(account);
    const a = await loginRest({ email: account.email, password: account.password, website: WEBSITE });
    const b = await loginRest({ email: account.email, password: account.password, website: WEBSITE });
    await rest(server, 'POST', '/api/auth/logout', { refreshToken: a.body.refreshToken });
    expect((await rest(server, 'POST', '/api/auth/refresh', { refreshToken: b.body.refreshToken })).status).toBe(200);
  });
});

// ---------------------------------------------------------------- real expiry (kept last: it waits for the 10 s TTL)

describe('access token expiry', () => {
  test('an access token that worked when issued stops working when it expires (TTL 10 s); the refresh token then gets a new one', async () => {
    const wait = shortTtlSession.issuedAt + 11_500 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    expectRestError(await rest(shortTtl, 'GET', '/api/user/profile', undefined, { token: shortTtlSession.token }), 401, SESSION_EXPIRED);
    expectGqlError(await gql(shortTtl, ME, {}, { token: shortTtlSession.token }), 'UNAUTHENTICATED', SESSION_EXPIRED);
    const r = await rest(shortTtl, 'POST', '/api/auth/refresh', { refreshToken: shortTtlSession.refreshToken });
    expect(r.status).toBe(200);
    expect(r.body.expiresIn).toBe(10);
    expect((await rest(shortTtl, 'GET', '/api/user/profile', undefined, { token: r.body.token })).status).toBe(200);
  });
});
