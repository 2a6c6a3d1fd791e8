/**
 * Issue 59: a webhook URL whose host is (or resolves to) a private, loopback or link-local
 * address is refused when the shop runs without WEBHOOKS_ALLOW_PRIVATE (as in production).
 * Sending checks the address connected to again (server/src/webhooks/webhook-sender.spec.ts).
 */
import { rest, WEBSITE } from '../support/api';
import { ADMIN } from '../support/orders';
import { type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(60_000);

let server: RunningServer;
let token: string;
beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  token = (await rest(server, 'POST', '/api/auth/login', { ...ADMIN, website: WEBSITE })).body.token;
});
afterAll(async () => server?.stop());

test.each([
  ['http://127.0.0.1:8080/hooks', 'resolves to 127.0.0.1'],
  ['http://localhost/hooks', 'resolves to'],
  ['https://10.1.2.3/hooks', 'resolves to 10.1.2.3'],
  ['https://192.168.1.20/hooks', 'resolves to 192.168.1.20'],
  ['http://169.254.169.254/latest/meta-data', 'resolves to 169.254.169.254'],
  ['http://[::1]/hooks', 'resolves to ::1'],
  ['http://[fe80::1]/hooks', 'resolves to fe80::1'],
  ['http://[::ffff:127.0.0.1]/hooks', 'resolves to ::ffff:7f00:1'],
  ['http://0.0.0.0/hooks', 'resolves to 0.0.0.0'],
  ['https://nothing-here.invalid/hooks', 'could not be resolved'],
])('%s is refused', async (url, words) => {
  const r = await rest(server, 'POST', '/api/admin/webhooks', { url, events: ['order.created'] }, { token });
  expect(r.status).toBe(400);
  expect(r.body.code).toBe('BAD_USER_INPUT');
  expect(r.body.errors[0].field).toBe('url');
  expect(r.body.message).toContain(words);
  expect((await rest(server, 'GET', '/api/admin/webhooks', undefined, { token })).body.endpoints).toEqual([]);
});
