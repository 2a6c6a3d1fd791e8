/**
 * Issue 34, webhooks: only a correctly signed raw body is taken; an event id is acted on once;
 * webhooks that come late, twice or out of order, and the browser's confirmation racing a
 * webhook, move the payment exactly once; a payment of another amount is flagged, not paid;
 * paid never moves back (DECISIONS 12). On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { gql } from '../support/api';
import { admin, alice, CANCEL, dear, server, useOrdersShop } from '../support/orders';
import {
  confirmRest, CREATE_PREPAID, eventBody, eventually, newEventId, PAYMENT_ENV, paymentEntity, paymentRows, sandboxPay, sendWebhook, signed,
} from '../support/payments';
import { dbQuery, expectGqlError, expectGqlOk, gqlOrderInput, idempotencyKey, line, onPostgres, whileRowsHeld, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(60_000);

useOrdersShop({ ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV });

const place = async (method = 'UPI') => {
  const o = expectGqlOk(await gql(server, CREATE_PREPAID, { input: gqlOrderInput([line(dear)], method), key: idempotencyKey() }, { token: alice.token })).createOrder;
  return { orderNumber: o.orderNumber as string, providerOrderId: o.payment.providerOrderId as string, payUrl: o.payment.payUrl as string, amountPaise: Math.round(o.total * 100) };
};
const paymentStatus = async (n: string) => (await paymentRows(server, n)).order.payment_status as string;
const captured = (o: { providerOrderId: string; amountPaise: number }, paymentId: string, amountPaise = o.amountPaise, currency = 'INR') =>
  eventBody('payment.captured', { payment: paymentEntity(o.providerOrderId, paymentId, amountPaise, 'captured', currency) });

describe('the webhook endpoint takes only signed bodies', () => {
  test('a wrong, missing or other body signature, a body that is not an event, a missing event id: 400, nothing recorded', async () => {
    const o = await place();
    const body = captured(o, 'pay_Forged00000001');
    const raw = JSON.stringify(body);
    const events = async () => Number((await dbQuery(server, 'SELECT COUNT(*) AS n FROM payment_events'))[0].n);
    const before = await events();
    const bad = [
      await sendWebhook(server, raw, { signature: signed(raw, 'not-the-secret') }),
      await sendWebhook(server, raw, { signature: null }),
      await sendWebhook(server, raw, { signature: signed(`${raw} `) }),
      await sendWebhook(server, raw, { signature: 'zz' }),
    ];
    for (const r of bad) expect({ status: r.status, message: r.body.message }).toEqual({ status: 400, message: 'The webhook signature does not match' });
    // Signed, but not an event; signed, without an event id.
    expect((await sendWebhook(server, '[1,2]')).body.message).toBe('The webhook body is not an event');
    expect((await sendWebhook(server, raw, { eventId: null })).body.message).toBe('x-razorpay-event-id is missing');
    expect(await events()).toBe(before);
    expect(await paymentStatus(o.orderNumber)).toBe('pending');
  });

  test('events the shop does not act on, and unknown provider orders, are answered 200 and recorded', async () => {
    const other = await sendWebhook(server, eventBody('payment.dispute.created', { dispute: { id: 'disp_1' } }));
    expect(other.status).toBe(200);
    const stray = await sendWebhook(server, eventBody('payment.captured', { payment: paymentEntity('order_NoSuchOrder001', 'pay_Stray000000001', 100) }));
    expect(stray.body).toEqual({ received: true, duplicate: false });
    const [row] = await dbQuery(server, "SELECT outcome FROM payment_events WHERE provider_order_id = 'order_NoSuchOrder001'");
    expect(row.outcome).toBe('no change: no attempt has provider order order_NoSuchOrder001');
  });
});

describe('once per event, once per payment', () => {
  test('webhooks alone pay an order: payment.captured marks it paid, order.paid after it changes nothing', async () => {
    const o = await place();
    await sandboxPay(server, o.payUrl, 'success', { webhooks: 'normal' });
    await eventually(async () => (await paymentRows(server, o.orderNumber)).events.length === 2, 10_000, 'both webhooks');
    const rows = await paymentRows(server, o.orderNumber);
    expect(rows.events.map((e) => [e.type, e.outcome])).toEqual([
      ['payment.captured', 'marked paid'],
      ['order.paid', 'no change: already paid'],
    ]);
    expect(rows.changes).toEqual([expect.objectContaining({ from_status: 'pending', to_status: 'paid', source: 'webhook' })]);
  });

  test('the same event id five times at once and again later: acted on once, every call answered 2xx', async () => {
    const o = await place();
    const eventId = newEventId();
    const body = captured(o, 'pay_Duplicate00001');
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendWebhook(server, body, { eventId })));
    answers.push(await sendWebhook(server, body, { eventId }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => !a.body.duplicate)).toHaveLength(1);
    const rows = await paymentRows(server, o.orderNumber);
    expect(rows.events).toHaveLength(1);
    expect(rows.changes).toHaveLength(1);
    expect(rows.order.payment_status).toBe('paid');
  });

  test('the sandbox sending each webhook twice, late, or out of order: one change each time', async () => {
    for (const webhooks of ['twice', 'late', 'out_of_order'] as const) {
      const o = await place();
      await sandboxPay(server, o.payUrl, 'success', { webhooks });
      await eventually(async () => (await paymentRows(server, o.orderNumber)).events.length === 2, 10_000, `${webhooks} webhooks`);
      const rows = await paymentRows(server, o.orderNumber);
      expect({ webhooks, changes: rows.changes.length, status: rows.order.payment_status }).toEqual({ webhooks, changes: 1, status: 'paid' });
      const first = webhooks === 'out_of_order' ? 'order.paid' : 'payment.captured';
      expect(rows.events[0]).toEqual(expect.objectContaining({ type: first, outcome: 'marked paid' }));
    }
  });

  test("the browser's confirmation racing the webhook: exactly one transition and one change, twenty times", async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => place()));
    const backs = await Promise.all(orders.map((o) => sandboxPay(server, o.payUrl, 'success')));
    await Promise.all(
      orders.map((o, i) => Promise.all([confirmRest(server, alice, o.orderNumber, backs[i]), sendWebhook(server, captured(o, backs[i].paymentId)), sendWebhook(server, captured(o, backs[i].paymentId))])),
    );
    for (const o of orders) {
      const rows = await paymentRows(server, o.orderNumber);
      expect({ n: o.orderNumber, changes: rows.changes.map((c) => c.to_status), status: rows.order.payment_status }).toEqual({ n: o.orderNumber, changes: ['paid'], status: 'paid' });
      expect(['browser', 'webhook']).toContain(rows.attempts[0].settled_by);
    }
  });
});

describe('amounts, and paid never moving back', () => {
  test('a capture of another amount or currency is flagged, and the order is not marked paid', async () => {
    const o = await place();
    const more = await sendWebhook(server, captured(o, 'pay_MoreMoney000001', o.amountPaise + 100));
    expect(more.status).toBe(200);
    const rows = await paymentRows(server, o.orderNumber);
    expect(rows.order.payment_status).toBe('pending');
    expect(rows.attempts[0].flag).toBe('amount_mismatch');
    expect(rows.events[0].outcome).toBe(`flagged: ${o.amountPaise + 100} INR paid for ${o.amountPaise} INR; not marked paid`);
    const other = await place();
    await sendWebhook(server, captured(other, 'pay_Dollars0000001', other.amountPaise, 'USD'));
    expect(await paymentStatus(other.orderNumber)).toBe('pending');
    // The staff see the flag.
    const page = expectGqlOk(await gql(server, 'query($s: String){ adminPayments(search: $s) { total items { orderNumber flag status events { type outcome } } } }', { s: o.orderNumber }, { token: admin.token })).adminPayments;
    expect(page.items).toEqual([expect.objectContaining({ orderNumber: o.orderNumber, flag: 'amount_mismatch', status: 'PENDING' })]);
    const flagged = expectGqlOk(await gql(server, '{ adminPayments(flagged: true, pageSize: 100) { total items { orderNumber flag } } }', {}, { token: admin.token })).adminPayments;
    expect(flagged.items.map((a: { orderNumber: string }) => a.orderNumber)).toEqual(expect.arrayContaining([o.orderNumber, other.orderNumber]));
    for (const a of flagged.items) expect(a.flag).not.toBeNull();
  });

  test('paid never moves back: a failure reported after the capture, or a second capture, changes nothing; cancelled it is refunded, never re-paid', async () => {
    const o = await place();
    const back = await sandboxPay(server, o.payUrl, 'success');
    expect((await confirmRest(server, alice, o.orderNumber, back)).body.order.paymentDetails.status).toBe('paid');
    const failed = await sendWebhook(server, eventBody('payment.failed', { payment: paymentEntity(o.providerOrderId, back.paymentId, o.amountPaise, 'failed') }));
    expect(failed.status).toBe(200);
    expect(await paymentStatus(o.orderNumber)).toBe('paid');
    await sendWebhook(server, captured(o, back.paymentId));
    expect((await paymentRows(server, o.orderNumber)).changes).toHaveLength(1);
    expect(expectGqlOk(await gql(server, CANCEL, { n: o.orderNumber }, { token: alice.token })).cancelOrder.paymentStatus).toBe('REFUNDED');
    await sendWebhook(server, captured(o, back.paymentId));
    const rows = await paymentRows(server, o.orderNumber);
    expect(rows.order.payment_status).toBe('refunded');
    expect(rows.changes.map((c) => c.to_status)).toEqual(['paid', 'refunded']);
    expect(rows.refunds).toHaveLength(1);
  });
});

// PostgreSQL: a webhook waits for the order's row while another transaction holds it (a
// cancellation moving the order, say) instead of being answered 503 after the pool's 1.5 s
// query timeout (DatabaseService.transactionInLine).
(onPostgres() ? describe : describe.skip)('a webhook for an order another transaction holds (PostgreSQL)', () => {
  test("the order's row held for 2.5 s: the capture waits its turn and marks it paid, once", async () => {
    const o = await place();
    const { answer: r, waited } = await whileRowsHeld(server, { table: 'orders', where: 'order_number = $1', params: [o.orderNumber] }, () => sendWebhook(server, captured(o, 'pay_HeldRow0000001')));
    expect({ status: r.status, body: r.body }).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(waited).toBeGreaterThan(1500);
    const rows = await paymentRows(server, o.orderNumber);
    expect(rows.order.payment_status).toBe('paid');
    expect(rows.changes).toEqual([expect.objectContaining({ from_status: 'pending', to_status: 'paid', source: 'webhook' })]);
  });
});

describe('adminPayments', () => {
  test('admins only; its arguments are checked', async () => {
    expectGqlError(await gql(server, '{ adminPayments { total } }', {}, { token: alice.token }), 'FORBIDDEN');
    expectGqlError(await gql(server, '{ adminPayments(pageSize: 500) { total } }', {}, { token: admin.token }), 'BAD_USER_INPUT', 'Page size must be from 1 to 100');
    const page = expectGqlOk(await gql(server, '{ adminPayments(status: PAID, pageSize: 5) { total page pageSize items { status provider settledBy } } }', {}, { token: admin.token })).adminPayments;
    expect(page.items.length).toBeGreaterThan(0);
    for (const a of page.items) expect(a).toEqual(expect.objectContaining({ status: 'PAID', provider: 'SANDBOX' }));
  });
});
