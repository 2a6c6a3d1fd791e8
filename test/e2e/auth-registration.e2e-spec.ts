/**
 * Registration on both surfaces: validation in the spec's order and words (point 5), the answer
 * and the HttpOnly refresh cookie, unique email per website, no admin by registration, and
 * passwords stored as argon2id hashes.
 */
import { newShopper, rest, WEBSITE } from '../support/api';
import { loginRest, registerGql, registerRest, server, useAuthServer } from '../support/auth';
import { decodeJwt, dbQuery, expectGqlError, expectGqlOk, expectRestError, refreshCookieOf, setCookies } from '../support/shop';
import { startServer } from '../support/start-server';

jest.setTimeout(60_000);

useAuthServer();

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
