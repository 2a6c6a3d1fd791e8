/**
 * Sessions on both surfaces: short-lived access tokens, forged, expired and alg:none tokens
 * refused, rotating hashed refresh tokens with reuse detection, the HttpOnly refresh cookie,
 * logout, and the real expiry of an access token.
 */
import { createHash } from 'node:crypto';
import { gql, newShopper, rest, WEBSITE } from '../support/api';
import { loginRest, registerRest, server, useAuthServer } from '../support/auth';
import {
  decodeJwt, dbQuery, expectGqlError, expectGqlOk, expectRestError, LOGOUT, ME, REFRESH, refreshCookieOf, setCookies, signJwt,
} from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(60_000);

useAuthServer();

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** A server whose access tokens live 10 s (the minimum), for the real expiry check at the end. */
let shortTtl: RunningServer;
let shortTtlSession: { token: string; refreshToken: string; issuedAt: number };

beforeAll(async () => {
  shortTtl = await startServer({ env: { ACCESS_TOKEN_TTL_SECONDS: '10', RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000' } });
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
afterAll(async () => shortTtl?.stop());

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
