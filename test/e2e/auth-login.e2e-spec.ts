/**
 * Signing in on both surfaces: validation in the spec's order and words, the answer and the
 * refresh cookie, and identical failures for an unknown email and a wrong password. Sign-in limits,
 * login timing, caching and cross-site refusals: account-hardening.e2e-spec.ts.
 */
import { newShopper, rest, WEBSITE } from '../support/api';
import { loginGql, loginRest, registerRest, server, useAuthServer } from '../support/auth';
import { expectGqlError, expectGqlOk, expectRestError, refreshCookieOf, withoutRequestIds } from '../support/shop';

jest.setTimeout(60_000);

useAuthServer();

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
