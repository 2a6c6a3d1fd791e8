import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { OutboxEvent } from '../events/event-types.js';
import { isPrivateAddress } from './safe-address.js';
import { newSecret } from './signing.js';
import { postEvent } from './webhook-sender.js';

/**
 * Sending a webhook: signed as Standard Webhooks describe (checked with the `standardwebhooks`
 * package), and refused at the address connected to when it is private, loopback or link-local:
 * an IP literal, and a name resolving to one (DNS could answer otherwise than at registration).
 */
let server: Server;
let port: number;
const got: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.writeHead(202).end('x'.repeat(5000));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((ok) => server.close(ok)));

const event: OutboxEvent = { id: '0190a000-0000-7000-8000-000000000001', type: 'order.created', occurredAt: new Date('2026-11-29T10:00:00Z'), orderNumber: 'SQU-1', payload: { orderNumber: 'SQU-1', total: 1179.82 } };

test('a private address is refused when sending, by IP and by a name resolving to one; nothing reaches it', async () => {
  got.length = 0;
  const secret = newSecret();
  const byIp = await postEvent(`http://127.0.0.1:${port}/hooks`, [secret], event, { timeoutMs: 2000, allowPrivate: false });
  expect(byIp).toEqual({ ok: false, status: null, answer: '127.0.0.1 is a private, loopback or link-local address' });
  const byName = await postEvent(`http://localhost:${port}/hooks`, [secret], event, { timeoutMs: 2000, allowPrivate: false });
  expect(byName.ok).toBe(false);
  expect(byName.answer).toMatch(/^localhost resolves to .*, a private, loopback or link-local address$/);
  expect(got).toEqual([]);
  expect(['10.0.0.1', '172.31.255.1', '192.168.0.1', '169.254.169.254', '100.64.0.1', '::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '0.0.0.0'].filter((a) => !isPrivateAddress(a))).toEqual([]);
  expect(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '172.32.0.1'].filter(isPrivateAddress)).toEqual([]);
});

test("allowed, it POSTs the event signed with each secret given; the answer's first bytes are kept", async () => {
  got.length = 0;
  const [current, old] = [newSecret(), newSecret()];
  const result = await postEvent(`http://localhost:${port}/hooks`, [current, old], event, { timeoutMs: 2000, allowPrivate: true });
  expect(result.ok).toBe(true);
  expect(result.status).toBe(202);
  expect(result.answer.length).toBeLessThanOrEqual(2048);
  expect(got).toHaveLength(1);
  const headers = got[0].headers as Record<string, string>;
  expect(headers['webhook-id']).toBe(event.id);
  expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
  const body = JSON.parse(got[0].body);
  expect(body).toEqual({ id: event.id, type: 'order.created', timestamp: '2026-11-29T10:00:00.000Z', orderNumber: 'SQU-1', data: event.payload });
  expect(new Webhook(current).verify(got[0].body, headers)).toEqual(body);
  expect(new Webhook(old).verify(got[0].body, headers)).toEqual(body);
  expect(() => new Webhook(newSecret()).verify(got[0].body, headers)).toThrow();
});

test('no answer within the timeout is a failed try', async () => {
  const silent = createServer(() => undefined);
  await new Promise<void>((ok) => silent.listen(0, '127.0.0.1', ok));
  const started = Date.now();
  const result = await postEvent(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, [newSecret()], event, { timeoutMs: 300, allowPrivate: true });
  expect(result).toEqual({ ok: false, status: null, answer: 'no answer within 300 ms' });
  expect(Date.now() - started).toBeLessThan(2000);
  silent.closeAllConnections();
  await new Promise((ok) => silent.close(ok));
});
