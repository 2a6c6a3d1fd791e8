/**
 * Forgot password (issue 59) on both surfaces, with a real SMTP server in the test's process
 * (smtp-server) that the built server sends to: the same answer for any email, the link mailed
 * (single use, stored hashed, expiring), the password rules of registration, every refresh token
 * revoked, the rate limits per client address and per email, and a slow SMTP server that does
 * not hold the answer.
 */
import { createHash } from 'node:crypto';
import { gql, newShopper, rest, WEBSITE } from '../support/api';
import { dbQuery, expectGqlError, expectGqlOk, expectRestError, httpFrom, REFRESH } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { smtpCapture } from '../../server/src/testing/smtp-capture';

jest.setTimeout(90_000);

const REQUEST = 'mutation Ask($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }';
const RESET = 'mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) }';
const ANSWER = 'If an account uses this email, we have sent it a link to reset the password. The link works once, for 30 minutes.';
const INVALID = 'This password reset link is invalid, used already or expired. Please ask for a new one.';

type Smtp = Awaited<ReturnType<typeof smtpCapture>>;
let smtp: Smtp;
let server: RunningServer;

beforeAll(async () => {
  smtp = await smtpCapture();
  server = await startServer({ env: { SMTP_URL: smtp.url, SHOP_URL: 'https://shop.squ.example', RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000' } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** The token of the latest message to `email`, waiting for it to arrive. */
async function linkFor(capture: Smtp, email: string, count = 1) {
  const until = Date.now() + 10_000;
  for (;;) {
    const mine = capture.received.filter((r) => r.envelopeTo.includes(email));
    if (mine.length >= count) {
      const m = mine[count - 1].mail;
      const token = /https:\/\/shop\.squ\.example\/reset-password#token=(pr_[\w-]+)/.exec(m.text ?? '')?.[1];
      if (!token) throw new Error(`no link in: ${m.text}`);
      return { token, mail: m };
    }
    if (Date.now() > until) throw new Error(`${mine.length} of ${count} messages to ${email} arrived`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

async function registered() {
  const body = newShopper();
  const r = await rest(server, 'POST', '/api/auth/register', body);
  expect(r.status).toBe(201);
  return { email: body.email, refreshToken: r.body.refreshToken as string, userId: r.body.user.id as string };
}

const login = (s: RunningServer, email: string, password: string) => rest(s, 'POST', '/api/auth/login', { email, password, website: WEBSITE });

describe('REST: POST /api/auth/password-reset and /confirm', () => {
  test('the link is mailed, stored hashed, sets the new password once, and ends every sign-in', async () => {
    const shopper = await registered();
    const second = (await login(server, shopper.email, 'secret123')).body.refreshToken;
    const asked = await rest(server, 'POST', '/api/auth/password-reset', { email: `  ${shopper.email.toUpperCase()} `, website: WEBSITE });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: ANSWER });

    const { token, mail } = await linkFor(smtp, shopper.email);
    expect(mail.subject).toBe('Reset your SQU password');
    expect(mail.text).toContain('Hello Asha,');
    expect(mail.text).toContain('The link works once, for 30 minutes.');
    expect(String(mail.html)).toContain(`href="https://shop.squ.example/reset-password#token=${token}"`);
    const rows = await dbQuery(server, 'SELECT token_hash, expires_at, used_at FROM password_resets WHERE user_id = $1', [shopper.userId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = new Date(rows[0].expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(28 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 5000);

    // The password rules of registration; a refused password does not use the link up.
    expectRestError(await rest(server, 'POST', '/api/auth/password-reset/confirm', { token, password: 'short' }), 400, 'Password must be at least 6 characters long');
    expectRestError(await rest(server, 'POST', '/api/auth/password-reset/confirm', { token, password: 'p'.repeat(129) }), 400, 'Password must be at most 128 characters long');

    const done = await rest(server, 'POST', '/api/auth/password-reset/confirm', { token, password: 'new-secret-456' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true });

    expectRestError(await login(server, shopper.email, 'secret123'), 401, 'Invalid email or password');
    expect((await login(server, shopper.email, 'new-secret-456')).status).toBe(200);
    // Both sign-ins made before the reset are over.
    for (const rt of [shopper.refreshToken, second]) expect((await rest(server, 'POST', '/api/auth/refresh', { refreshToken: rt })).status).toBe(401);
    // Once only.
    expectRestError(await rest(server, 'POST', '/api/auth/password-reset/confirm', { token, password: 'third-secret-789' }), 400, INVALID);
    expect((await login(server, shopper.email, 'new-secret-456')).status).toBe(200);
  });

  test('an unknown email gets the same answer, and nothing is sent', async () => {
    const before = smtp.received.length;
    const email = newShopper().email;
    const asked = await rest(server, 'POST', '/api/auth/password-reset', { email });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: ANSWER });
    await new Promise((ok) => setTimeout(ok, 1500));
    expect(smtp.received.slice(before).filter((r) => r.envelopeTo.includes(email))).toEqual([]);
  });

  test('bad input is refused with field errors; a made-up token is refused', async () => {
    expectRestError(await rest(server, 'POST', '/api/auth/password-reset', { email: '' }), 400, 'Please enter your email address');
    expectRestError(await rest(server, 'POST', '/api/auth/password-reset', { email: 'not-an-email' }), 400, 'Please enter a valid email address');
    expectRestError(await rest(server, 'POST', '/api/auth/password-reset', { email: 'a@b.in', website: 'elsewhere' }), 400, 'Unknown website identifier');
    expectRestError(await rest(server, 'POST', '/api/auth/password-reset/confirm', { password: 'new-secret-456' }), 400, 'This password reset link is incomplete. Please open the link from the e-mail again.');
    const madeUp = await rest(server, 'POST', '/api/auth/password-reset/confirm', { token: 'pr_madeup', password: 'new-secret-456' });
    expectRestError(madeUp, 400, INVALID);
    expect(madeUp.body.errors).toEqual([{ field: 'token', message: INVALID }]);
  });
});

describe('GraphQL: requestPasswordReset and resetPassword', () => {
  test('the same flow; a new password uses up every other link of the account', async () => {
    const shopper = await registered();
    const known = expectGqlOk(await gql(server, REQUEST, { input: { email: shopper.email, website: WEBSITE } }));
    const unknown = expectGqlOk(await gql(server, REQUEST, { input: { email: newShopper().email } }));
    expect(known).toEqual({ requestPasswordReset: { message: ANSWER } });
    expect(unknown).toEqual(known);
    const first = await linkFor(smtp, shopper.email, 1);
    expectGqlOk(await gql(server, REQUEST, { input: { email: shopper.email } }));
    const second = await linkFor(smtp, shopper.email, 2);
    expect(second.token).not.toBe(first.token);

    expectGqlError(await gql(server, RESET, { input: { token: second.token, password: '12345' } }), 'BAD_USER_INPUT', 'Password must be at least 6 characters long');
    expect(expectGqlOk(await gql(server, RESET, { input: { token: second.token, password: 'gql-secret-123' } }))).toEqual({ resetPassword: true });
    expectGqlError(await gql(server, RESET, { input: { token: second.token, password: 'gql-secret-456' } }), 'BAD_USER_INPUT', INVALID);
    expectGqlError(await gql(server, RESET, { input: { token: first.token, password: 'gql-secret-456' } }), 'BAD_USER_INPUT', INVALID);
    expectGqlError(await gql(server, REFRESH, { rt: shopper.refreshToken }), 'UNAUTHENTICATED');
    expect((await login(server, shopper.email, 'gql-secret-123')).status).toBe(200);
  });
});

describe('limits, expiry and a slow SMTP server', () => {
  let slowSmtp: Smtp;
  let limited: RunningServer;
  beforeAll(async () => {
    slowSmtp = await smtpCapture({ slowMs: 4000 });
    limited = await startServer({
      env: {
        SMTP_URL: slowSmtp.url,
        SHOP_URL: 'https://shop.squ.example',
        PASSWORD_RESET_TTL_SECONDS: '2',
        RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: '2',
        RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS: '4',
      },
    });
  });
  afterAll(async () => {
    await limited?.stop();
    await slowSmtp?.close();
  });

  const ask = (from: string, email: string) => httpFrom(limited, from, 'POST', '/api/auth/password-reset', { email });

  test('the answer does not wait for the SMTP server, and a link past PASSWORD_RESET_TTL_SECONDS is refused', async () => {
    const body = newShopper();
    expect((await rest(limited, 'POST', '/api/auth/register', body)).status).toBe(201);
    const started = Date.now();
    const asked = await ask('127.0.0.11', body.email);
    expect(asked.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(slowSmtp.received).toHaveLength(0);
    const { token } = await linkFor(slowSmtp, body.email);
    // The message took 4 s to be taken: the 2-second link has expired.
    expectRestError(await rest(limited, 'POST', '/api/auth/password-reset/confirm', { token, password: 'new-secret-456' }), 400, INVALID);
    expect((await login(limited, body.email, 'secret123')).status).toBe(200);
  });

  test('per email (known or not) and per client address, 429 with Retry-After; GraphQL TOO_MANY_REQUESTS', async () => {
    const email = newShopper().email;
    expect((await ask('127.0.0.12', email)).status).toBe(202);
    expect((await ask('127.0.0.13', email)).status).toBe(202);
    const third = await ask('127.0.0.14', email);
    expectRestError(third, 429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expectGqlError(await gql(limited, REQUEST, { input: { email } }), 'TOO_MANY_REQUESTS');

    // 127.0.0.15 asks for four emails, then is refused a fifth.
    for (let i = 0; i < 4; i++) expect((await ask('127.0.0.15', newShopper().email)).status).toBe(202);
    expectRestError(await ask('127.0.0.15', newShopper().email), 429);
    expect((await ask('127.0.0.16', newShopper().email)).status).toBe(202);
  });
});
