/**
 * Issue 59: order events leave the shop through the outbox. An order placed, paid through the
 * sandbox, moved and cancelled writes its events in order, each in the transaction of its move;
 * a change refused (rolled back) writes none. The worker sends each to the endpoints registered
 * for it, signed as Standard Webhooks describe (checked with the `standardwebhooks` package): a
 * receiver that fails twice gets the same webhook-id three times, with backoff, every try logged;
 * the staff re-send a delivery; a rotated secret signs beside the new one. On SQLite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { Webhook } from 'standardwebhooks';
import { gql, rest } from '../support/api';
import { admin, alice, dear, move, placeGql, server, storedCounts, useOrdersShop } from '../support/orders';
import { confirmGql, CREATE_PREPAID, eventually, PAYMENT_ENV, sandboxPay } from '../support/payments';
import { dbQuery, expectGqlError, expectGqlOk, gqlOrderInput, idempotencyKey, line, RAISED_SHOPPER_LIMITS } from '../support/shop';
import { ALL_EVENTS, OUTBOX_ENV, type Receiver, registerEndpoint, startReceiver } from '../support/webhooks';

jest.setTimeout(60_000);

useOrdersShop({ ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV, ...OUTBOX_ENV });

const receivers: Receiver[] = [];
afterAll(async () => Promise.all(receivers.map((r) => r.close())));
const receiver = async (behaviour = {}) => {
  const r = await startReceiver(behaviour);
  receivers.push(r);
  return r;
};

const eventsOf = async (orderNumber: string) =>
  (await dbQuery(server, 'SELECT id, type, order_number, payload FROM outbox_events WHERE order_number = $1 ORDER BY id', [orderNumber])).map((e) => ({ ...e, payload: JSON.parse(e.payload) }));
/** The calls a receiver got about an order, each event once (the first try that reached it), in the order they came. */
const callsAbout = (r: Receiver, orderNumber: string) => r.calls.filter((c) => c.json?.orderNumber === orderNumber && c.status === 200);

test('an order placed, paid, moved and cancelled writes its events in order, and each reaches the endpoint once, signed', async () => {
  const hooks = await receiver();
  const endpoint = await registerEndpoint(server, admin.token, hooks.url, ALL_EVENTS);
  // Paid through the sandbox's page, confirmed by the browser.
  const placed = expectGqlOk(await gql(server, CREATE_PREPAID, { input: gqlOrderInput([line(dear)], 'UPI'), key: idempotencyKey() }, { token: alice.token })).createOrder;
  expectGqlOk(await confirmGql(server, alice, placed.orderNumber, await sandboxPay(server, placed.payment.payUrl, 'success')));
  expectGqlOk(await move(placed.orderNumber, 'CONFIRMED'));
  expectGqlOk(await move(placed.orderNumber, 'CANCELLED'));

  const expected = ['order.created', 'payment.succeeded', 'order.status_changed', 'order.status_changed', 'order.cancelled', 'refund.processed'];
  await eventually(async () => (await eventsOf(placed.orderNumber)).length === expected.length, 15_000, 'the refund.processed event');
  const stored = await eventsOf(placed.orderNumber);
  expect(stored.map((e) => e.type)).toEqual(expected);
  // Each payload is the order's read-back as it stood after its move.
  expect(stored.map((e) => [e.payload.status, e.payload.paymentDetails.status])).toEqual([
    ['pending', 'pending'],
    ['pending', 'paid'],
    ['confirmed', 'paid'],
    ['cancelled', 'refunded'],
    ['cancelled', 'refunded'],
    ['cancelled', 'refunded'],
  ]);
  expect(stored[5].payload.refunds).toEqual([expect.objectContaining({ status: 'processed' })]);
  const read = await rest(server, 'GET', `/api/orders/${alice.user.id}`, undefined, { token: alice.token });
  expect(stored[5].payload).toEqual(read.body.orders.find((x: { orderNumber: string }) => x.orderNumber === placed.orderNumber));

  await eventually(async () => callsAbout(hooks, placed.orderNumber).length === expected.length, 15_000, 'the deliveries');
  const calls = callsAbout(hooks, placed.orderNumber);
  expect(calls.map((c) => c.json.type)).toEqual(expected);
  expect(calls.map((c) => c.id)).toEqual(stored.map((e) => e.id));
  const wh = new Webhook(endpoint.secret);
  for (const c of calls) {
    expect(wh.verify(c.body, c.headers)).toEqual(JSON.parse(c.body));
    expect(c.json).toEqual({ id: c.id, type: c.json.type, timestamp: expect.any(String), orderNumber: placed.orderNumber, data: expect.objectContaining({ orderNumber: placed.orderNumber }) });
  }
  // A body changed on the way, or another secret, does not verify.
  expect(() => wh.verify(calls[0].body.replace('pending', 'shipped'), calls[0].headers)).toThrow();
  expect(() => new Webhook(Buffer.from('another secret of 32 bytes......').toString('base64')).verify(calls[0].body, calls[0].headers)).toThrow();
});

test('a change refused writes no event: an order over stock, a move the lifecycle refuses', async () => {
  const before = (await storedCounts()).events;
  const tooMany = await placeGql(alice, [line(dear, 1000)], 'cod');
  expect(tooMany.body.errors?.[0]?.extensions?.code).toBeDefined();
  const o = expectGqlOk(await placeGql(alice, [line(dear)], 'cod')).createOrder;
  expect((await storedCounts()).events).toBe(before + 1);
  expectGqlError(await move(o.orderNumber, 'DELIVERED'), 'CONFLICT');
  expect((await eventsOf(o.orderNumber)).map((e) => e.type)).toEqual(['order.created']);
});

test('a receiver that fails twice gets the same webhook-id three times, with backoff; every try is logged; the staff re-send it', async () => {
  const flaky = await receiver({ failFirst: 2 });
  const endpoint = await registerEndpoint(server, admin.token, flaky.url, ['order.created']);
  const o = expectGqlOk(await placeGql(alice, [line(dear)], 'cod')).createOrder;
  await eventually(async () => callsAbout(flaky, o.orderNumber).length === 1, 15_000, 'the third try');
  const tries = flaky.calls.filter((c) => c.json?.orderNumber === o.orderNumber);
  expect(tries.map((c) => c.status)).toEqual([500, 500, 200]);
  expect(new Set(tries.map((c) => c.headers['webhook-id'])).size).toBe(1);
  // WEBHOOKS_RETRY_BASE_MS=200: the second try waits 200 ms, the third 400 ms.
  expect(tries[1].at - tries[0].answeredAt).toBeGreaterThanOrEqual(190);
  expect(tries[2].at - tries[1].answeredAt).toBeGreaterThanOrEqual(390);
  const wh = new Webhook(endpoint.secret);
  for (const t of tries) expect(() => wh.verify(t.body, t.headers)).not.toThrow();

  const listed = await rest(server, 'GET', `/api/admin/webhooks/${endpoint.id}/deliveries`, undefined, { token: admin.token });
  expect(listed.status).toBe(200);
  const [delivery] = listed.body.deliveries.filter((d: { orderNumber: string }) => d.orderNumber === o.orderNumber);
  expect(delivery).toEqual(expect.objectContaining({ eventId: tries[0].id, eventType: 'order.created', status: 'delivered', attempts: 3, nextAttemptAt: null }));
  expect(delivery.tries.map((t: { status: number; ok: boolean; answer: string }) => [t.status, t.ok, t.answer])).toEqual([
    [200, true, 'thanks'],
    [500, false, 'try 2: not now'],
    [500, false, 'try 1: not now'],
  ]);

  const resent = await rest(server, 'POST', `/api/admin/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`, undefined, { token: admin.token });
  expect(resent.status).toBe(200);
  await eventually(async () => callsAbout(flaky, o.orderNumber).length === 2, 10_000, 'the re-sent delivery');
  expect(callsAbout(flaky, o.orderNumber).map((c) => c.id)).toEqual([tries[0].id, tries[0].id]);
  // Only admins.
  expect((await rest(server, 'GET', `/api/admin/webhooks/${endpoint.id}/deliveries`, undefined, { token: alice.token })).status).toBe(403);
});

test('a rotated secret: the new one and, for 24 hours, the old one both sign', async () => {
  const hooks = await receiver();
  const endpoint = await registerEndpoint(server, admin.token, hooks.url, ['order.created']);
  const rotated = await rest(server, 'POST', `/api/admin/webhooks/${endpoint.id}/rotate-secret`, undefined, { token: admin.token });
  expect(rotated.status).toBe(201);
  expect(rotated.body.secret).toMatch(/^whsec_/);
  expect(rotated.body.secret).not.toBe(endpoint.secret);
  expect(Date.parse(rotated.body.endpoint.previousSecretUntil) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
  const o = expectGqlOk(await placeGql(alice, [line(dear)], 'cod')).createOrder;
  await eventually(async () => callsAbout(hooks, o.orderNumber).length === 1, 10_000, 'the delivery');
  const [call] = callsAbout(hooks, o.orderNumber);
  expect(call.headers['webhook-signature'].split(' ')).toHaveLength(2);
  expect(() => new Webhook(rotated.body.secret).verify(call.body, call.headers)).not.toThrow();
  expect(() => new Webhook(endpoint.secret).verify(call.body, call.headers)).not.toThrow();
  // The list never shows a secret again.
  const list = await rest(server, 'GET', '/api/admin/webhooks', undefined, { token: admin.token });
  expect(JSON.stringify(list.body)).not.toContain(rotated.body.secret.slice(6));
});

test('the staff register endpoints only with known events and a URL that is http(s) without a password', async () => {
  const bad = async (body: object, field: string) => {
    const r = await rest(server, 'POST', '/api/admin/webhooks', body, { token: admin.token });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe(field);
  };
  await bad({ url: 'ftp://example.com/x', events: ['order.created'] }, 'url');
  await bad({ url: 'http://user:pw@example.com/x', events: ['order.created'] }, 'url');
  await bad({ url: 'not a url', events: ['order.created'] }, 'url');
  await bad({ url: 'https://example.com/x', events: [] }, 'events');
  await bad({ url: 'https://example.com/x', events: ['order.shipped'] }, 'events');
  await bad({ url: 'https://example.com/x', events: ['order.created', 'order.created'] }, 'events');
  expect((await rest(server, 'POST', '/api/admin/webhooks', { url: 'https://example.com/x', events: ['order.created'] }, { token: alice.token })).status).toBe(403);
});
