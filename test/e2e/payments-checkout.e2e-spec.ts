/**
 * Issue 34, the flow: a prepaid order opens a checkout at the provider (the embedded sandbox
 * here), the browser's confirmation is checked by its signature and by asking the provider,
 * a failed payment is retried as a new attempt of the same order, and COD is unchanged. On
 * both surfaces (and on PostgreSQL with TEST_DATABASE_URL).
 */
import { gql, rest } from '../support/api';
import { admin, alice, bob, CANCEL, dear, move, placeRest, server, useOrdersShop } from '../support/orders';
import {
  confirmGql, confirmRest, CREATE_PREPAID, KEY_SECRET, PAYMENT_ENV, paymentRows, REFRESH, RETRY, sandboxApprove, sandboxPay, signed,
} from '../support/payments';
import { dbQuery, expectGqlError, expectGqlOk, expectRestError, gqlOrderInput, idempotencyKey, line, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(60_000);

useOrdersShop({ ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV });

const placeGqlPrepaid = async (method = 'upi', key = idempotencyKey()) =>
  expectGqlOk(await gql(server, CREATE_PREPAID, { input: gqlOrderInput([line(dear)], method), key }, { token: alice.token })).createOrder;

const placeRestPrepaid = async (method = 'upi') => {
  const r = await placeRest(alice, [line(dear)], method);
  expect(r.status).toBe(201);
  return r.body as { orderId: string; order: any; payment: any };
};

describe('a card, UPI or net banking order opens a checkout', () => {
  test('REST: the answer carries the sandbox checkout; its page is a marked test page; the order waits, payment pending', async () => {
    const placed = await placeRestPrepaid('upi');
    expect(placed.payment).toEqual({
      provider: 'sandbox',
      keyId: 'rzp_test_squsandbox',
      providerOrderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: placed.order.total,
      currency: 'INR',
      orderNumber: placed.orderId,
      method: 'upi',
      payUrl: `/sandbox/pay/${placed.payment.providerOrderId}?method=upi`,
    });
    expect(placed.order.status).toBe('pending');
    // This suite runs no reconciler (PAYMENT_ENV), so no deadline is promised (orders-placing and payments-unpaid show one).
    expect(placed.order.paymentDetails).toEqual({ status: 'pending', paymentMethod: 'upi', transactionId: null, payBy: null, state: 'pending', canRetry: true, latestAttempt: { status: 'pending', failureReason: null, createdAt: expect.any(String), underWayUntil: null } });
    const page = await fetch(server.url + placed.payment.payUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('TEST PAYMENT PAGE');
    expect(html).toContain(placed.orderId);
    // The page starts on the method the shopper chose, as Razorpay's checkout does with prefill.method.
    expect(html.match(/<input type="radio" name="method" value="(\w+)" checked>/)?.[1]).toBe('upi');
    const { attempts } = await paymentRows(server, placed.orderId);
    expect(attempts).toEqual([expect.objectContaining({ attempt_no: 1, provider: 'sandbox', status: 'pending', amount_paise: Math.round(placed.order.total * 100), currency: 'INR' })]);
  });

  test('GraphQL: createOrder answers `payment`; a retry with the same key answers the same checkout, one attempt', async () => {
    const key = idempotencyKey();
    const first = await placeGqlPrepaid('NET_BANKING', key);
    const again = await placeGqlPrepaid('NET_BANKING', key);
    expect(again.orderNumber).toBe(first.orderNumber);
    expect(first.payment).toEqual(expect.objectContaining({ provider: 'SANDBOX', amount: first.total, currency: 'INR', orderNumber: first.orderNumber, method: 'NET_BANKING' }));
    expect(first.payment.payUrl).toBe(`/sandbox/pay/${first.payment.providerOrderId}?method=netbanking`);
    const page = await (await fetch(server.url + first.payment.payUrl)).text();
    expect(page.match(/<input type="radio" name="method" value="(\w+)" checked>/)?.[1]).toBe('netbanking');
    expect(again.payment.providerOrderId).toBe(first.payment.providerOrderId);
    expect((await paymentRows(server, first.orderNumber)).attempts).toHaveLength(1);
  });

  test('COD opens no checkout on either surface', async () => {
    const r = await placeRest(alice, [line(dear)], 'cod');
    expect(r.status).toBe(201);
    expect(r.body.payment).toBeNull();
    const g = expectGqlOk(await gql(server, CREATE_PREPAID, { input: gqlOrderInput([line(dear)], 'cod'), key: idempotencyKey() }, { token: alice.token })).createOrder;
    expect(g.payment).toBeNull();
    expect((await paymentRows(server, g.orderNumber)).attempts).toEqual([]);
  });
});

describe('an order paid online moves on only once paid', () => {
  const NEXT = `query Next($n: String!) { order(orderNumber: $n) { status nextStatuses awaitingPayment } }`;
  const next = async (n: string) => expectGqlOk(await gql(server, NEXT, { n }, { token: admin.token })).order;

  test('unpaid, confirming or shipping it is refused (CONFLICT) and changes nothing; paid, it moves on; COD never waits', async () => {
    const o = await placeGqlPrepaid('UPI');
    expect(await next(o.orderNumber)).toEqual({ status: 'PENDING', nextStatuses: ['CANCELLED'], awaitingPayment: true });
    const refused = await move(o.orderNumber, 'CONFIRMED');
    expectGqlError(refused, 'CONFLICT', `Order ${o.orderNumber} is not paid yet (payment pending): it can be confirmed once it is paid, or cancelled`);
    expect(await next(o.orderNumber)).toEqual({ status: 'PENDING', nextStatuses: ['CANCELLED'], awaitingPayment: true });

    // A failed payment still waits.
    await sandboxPay(server, o.payment.payUrl, 'failure');
    expect(expectGqlOk(await gql(server, REFRESH, { n: o.orderNumber }, { token: alice.token })).refreshPayment.paymentStatus).toBe('FAILED');
    expectGqlError(await move(o.orderNumber, 'CONFIRMED'), 'CONFLICT', `Order ${o.orderNumber} is not paid yet (payment failed): it can be confirmed once it is paid, or cancelled`);
    expect(await next(o.orderNumber)).toEqual({ status: 'PENDING', nextStatuses: ['CANCELLED'], awaitingPayment: true });
    // The staff see why, as the shopper does.
    const attempts = async () => expectGqlOk(await gql(server, 'query A($s: String) { adminPayments(search: $s) { items { attemptNo status failureReason } } }', { s: o.orderNumber }, { token: admin.token })).adminPayments.items;
    expect(await attempts()).toEqual([{ attemptNo: 1, status: 'FAILED', failureReason: 'Payment declined by the bank (sandbox)' }]);

    const retried = expectGqlOk(await gql(server, RETRY, { n: o.orderNumber }, { token: alice.token })).retryPayment;
    const paid = await sandboxPay(server, retried.payment.payUrl, 'success');
    expect(expectGqlOk(await confirmGql(server, alice, o.orderNumber, paid)).confirmPayment.paymentStatus).toBe('PAID');
    expect(await next(o.orderNumber)).toEqual({ status: 'PENDING', nextStatuses: ['CONFIRMED', 'CANCELLED'], awaitingPayment: false });
    expect(await attempts()).toEqual([
      { attemptNo: 2, status: 'PAID', failureReason: null },
      { attemptNo: 1, status: 'FAILED', failureReason: 'Payment declined by the bank (sandbox)' },
    ]);
    for (const s of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) expect(expectGqlOk(await move(o.orderNumber, s)).updateOrderStatus.status).toBe(s);

    const cod = await placeGqlPrepaid('COD');
    expect(await next(cod.orderNumber)).toEqual({ status: 'PENDING', nextStatuses: ['CONFIRMED', 'CANCELLED'], awaitingPayment: false });
  });

  test('unpaid, it may still be cancelled, by the admin or by its owner', async () => {
    const a = await placeGqlPrepaid('CARD');
    expect(expectGqlOk(await move(a.orderNumber, 'CANCELLED')).updateOrderStatus).toMatchObject({ status: 'CANCELLED', paymentStatus: 'CANCELLED' });
    const b = await placeRestPrepaid('netbanking');
    expect((await rest(server, 'POST', `/api/orders/${b.orderId}/cancel`, undefined, { token: alice.token })).status).toBe(200);
  });
});

describe("the browser's confirmation", () => {
  test('REST: paid in the sandbox, verified by signature: payment paid, the provider payment id kept, one change by the browser', async () => {
    const placed = await placeRestPrepaid('upi');
    const back = await sandboxPay(server, placed.payment.payUrl, 'success');
    expect(back.status).toBe(303);
    expect(back.location).toMatch(/^\/checkout\/payment\?/);
    expect(back.signature).toMatch(/^[0-9a-f]{64}$/);
    const r = await confirmRest(server, alice, placed.orderId, back);
    expect(r.status).toBe(200);
    expect(r.body.order.paymentDetails).toEqual({ status: 'paid', paymentMethod: 'upi', transactionId: back.paymentId, payBy: null, state: 'paid', canRetry: false, latestAttempt: expect.objectContaining({ status: 'paid' }) });
    // Confirmed again (a reload of the return page): still one change.
    expect((await confirmRest(server, alice, placed.orderId, back)).status).toBe(200);
    const rows = await paymentRows(server, placed.orderId);
    expect(rows.changes).toEqual([expect.objectContaining({ from_status: 'pending', to_status: 'paid', source: 'browser' })]);
    expect(rows.attempts[0]).toEqual(expect.objectContaining({ status: 'paid', settled_by: 'browser', provider_payment_id: back.paymentId }));
  });

  test('GraphQL: confirmPayment answers the order PAID', async () => {
    const o = await placeGqlPrepaid('CARD');
    const back = await sandboxPay(server, o.payment.payUrl, 'success', { method: 'card' });
    const paid = expectGqlOk(await confirmGql(server, alice, o.orderNumber, back)).confirmPayment;
    expect(paid).toEqual(expect.objectContaining({ paymentStatus: 'PAID', transactionId: back.paymentId, status: 'PENDING' }));
  });

  test("paid with another method in the provider's checkout than the one chosen at the shop: the order says the one paid with", async () => {
    const placed = await placeRestPrepaid('upi');
    const back = await sandboxPay(server, placed.payment.payUrl, 'success', { method: 'card' });
    const r = await confirmRest(server, alice, placed.orderId, back);
    expect(r.body.order.paymentDetails).toEqual({ status: 'paid', paymentMethod: 'card', transactionId: back.paymentId, payBy: null, state: 'paid', canRetry: false, latestAttempt: expect.objectContaining({ status: 'paid' }) });
    const o = await placeGqlPrepaid('CARD');
    const gback = await sandboxPay(server, o.payment.payUrl, 'success', { method: 'netbanking' });
    expect(expectGqlOk(await confirmGql(server, alice, o.orderNumber, gback)).confirmPayment).toEqual(expect.objectContaining({ paymentStatus: 'PAID', paymentMethod: 'NET_BANKING' }));
  });

  test('a signature that does not match is refused on both surfaces and changes nothing', async () => {
    const o = await placeGqlPrepaid();
    const back = await sandboxPay(server, o.payment.payUrl, 'success');
    const forged = { ...back, signature: back.signature!.replace(/^./, (c) => (c === '0' ? '1' : '0')) };
    // Each surface names the field as its caller sent it.
    const restRefusal = await confirmRest(server, alice, o.orderNumber, forged);
    expectRestError(restRefusal, 400, 'The payment signature does not match: the payment was not confirmed');
    expect(restRefusal.body.errors).toEqual([{ field: 'razorpay_signature', message: 'The payment signature does not match' }]);
    const gqlRefusal = await confirmGql(server, alice, o.orderNumber, forged);
    expectGqlError(gqlRefusal, 'BAD_USER_INPUT', 'The payment signature does not match: the payment was not confirmed');
    expect(gqlRefusal.body.errors[0].extensions.errors).toEqual([{ field: 'signature', message: 'The payment signature does not match' }]);
    // Signed with the right key for a payment id the provider never made.
    const made = { ...back, paymentId: 'pay_NotMadeAtAll01', signature: signed(`${back.providerOrderId}|pay_NotMadeAtAll01`, KEY_SECRET) };
    expectRestError(await confirmRest(server, alice, o.orderNumber, made), 400, 'The provider knows no payment pay_NotMadeAtAll01 for this order');
    expectRestError(await confirmRest(server, alice, o.orderNumber, { ...back, signature: '' }), 400, 'razorpay_signature must not be empty');
    const rows = await paymentRows(server, o.orderNumber);
    expect(rows.order.payment_status).toBe('pending');
    expect(rows.changes).toEqual([]);
  });

  test("another order's payment, another user's order, an unknown order: NOT_FOUND, FORBIDDEN, NOT_FOUND", async () => {
    const a = await placeGqlPrepaid();
    const b = await placeGqlPrepaid();
    const backA = await sandboxPay(server, a.payment.payUrl, 'success');
    expectRestError(await confirmRest(server, alice, b.orderNumber, backA), 404, `Order ${b.orderNumber} has no payment ${backA.providerOrderId}`);
    expectRestError(await confirmRest(server, bob, a.orderNumber, backA), 403, 'Access denied');
    expectGqlError(await confirmGql(server, alice, 'SQU-20000101-ZZZZZZZZ', backA), 'NOT_FOUND');
    expect((await paymentRows(server, a.orderNumber)).order.payment_status).toBe('pending');
  });
});

describe('failure, Retry payment, UPI pending', () => {
  test('REST: a failed card payment; refresh shows it failed; Retry payment opens a new attempt of the same order, which pays it', async () => {
    const placed = await placeRestPrepaid('card');
    const orders = async () => Number((await dbQuery(server, 'SELECT COUNT(*) AS n FROM orders WHERE user_id = $1', [alice.user.id]))[0].n);
    const before = await orders();
    const failed = await sandboxPay(server, placed.payment.payUrl, 'failure', { method: 'card' });
    expect(failed.error).toMatch(/declined/);
    expect(failed.signature).toBeNull();
    const refreshed = await rest(server, 'POST', `/api/orders/${placed.orderId}/payments/refresh`, undefined, { token: alice.token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.order.paymentDetails.status).toBe('failed');

    const retry = await rest(server, 'POST', `/api/orders/${placed.orderId}/payments`, undefined, { token: alice.token });
    expect(retry.status).toBe(201);
    expect(retry.body.payment.providerOrderId).not.toBe(placed.payment.providerOrderId);
    expect(retry.body.payment.amount).toBe(placed.order.total);
    const paid = await sandboxPay(server, retry.body.payment.payUrl, 'success', { method: 'card' });
    expect((await confirmRest(server, alice, placed.orderId, paid)).body.order.paymentDetails.status).toBe('paid');
    expect(await orders()).toBe(before);
    const rows = await paymentRows(server, placed.orderId);
    expect(rows.attempts.map((a) => [a.attempt_no, a.status])).toEqual([
      [1, 'failed'],
      [2, 'paid'],
    ]);
    expect(rows.changes.map((c) => `${c.from_status}->${c.to_status}`)).toEqual(['pending->failed', 'failed->paid']);
  });

  test('GraphQL: retryPayment and refreshPayment', async () => {
    const o = await placeGqlPrepaid('CARD');
    await sandboxPay(server, o.payment.payUrl, 'failure', { method: 'card' });
    expect(expectGqlOk(await gql(server, REFRESH, { n: o.orderNumber }, { token: alice.token })).refreshPayment.paymentStatus).toBe('FAILED');
    const again = expectGqlOk(await gql(server, RETRY, { n: o.orderNumber }, { token: alice.token })).retryPayment;
    expect(again.payment.providerOrderId).not.toBe(o.payment.providerOrderId);
    expect(again.payment.method).toBe('CARD');
    expect(again.paymentStatus).toBe('FAILED');
    const back = await sandboxPay(server, again.payment.payUrl, 'success', { method: 'card' });
    expect(expectGqlOk(await confirmGql(server, alice, o.orderNumber, back)).confirmPayment.paymentStatus).toBe('PAID');
  });

  test('Retry payment is refused for a paid order, a COD order, a cancelled one, and for another user', async () => {
    const paid = await placeGqlPrepaid();
    expectGqlOk(await confirmGql(server, alice, paid.orderNumber, await sandboxPay(server, paid.payment.payUrl, 'success')));
    expectGqlError(await gql(server, RETRY, { n: paid.orderNumber }, { token: alice.token }), 'CONFLICT', `Order ${paid.orderNumber} is paid already`);
    const cod = (await placeRest(alice, [line(dear)], 'cod')).body.orderId;
    expectRestError(await rest(server, 'POST', `/api/orders/${cod}/payments`, undefined, { token: alice.token }), 400, 'Cash on Delivery orders are paid on delivery');
    const cancelled = await placeGqlPrepaid();
    expect(expectGqlOk(await gql(server, CANCEL, { n: cancelled.orderNumber }, { token: alice.token })).cancelOrder.paymentStatus).toBe('CANCELLED');
    expectGqlError(await gql(server, RETRY, { n: cancelled.orderNumber }, { token: alice.token }), 'CONFLICT', `Order ${cancelled.orderNumber} is cancelled`);
    const mine = await placeGqlPrepaid();
    expectRestError(await rest(server, 'POST', `/api/orders/${mine.orderNumber}/payments`, undefined, { token: bob.token }), 403, 'Access denied');
    expectRestError(await rest(server, 'POST', '/api/orders/SQU-20000101-ZZZZZZZZ/payments', undefined, { token: alice.token }), 404);
  });

  test('UPI left pending: the order waits (refresh changes nothing); approved in the app, it is paid', async () => {
    const o = await placeGqlPrepaid('UPI');
    const waiting = await sandboxPay(server, o.payment.payUrl, 'upi_pending');
    expect(waiting.location).toBe(`/sandbox/pay/${o.payment.providerOrderId}`);
    const page = await (await fetch(server.url + o.payment.payUrl)).text();
    expect(page).toContain('Waiting for approval in your UPI app');
    expect(expectGqlOk(await gql(server, REFRESH, { n: o.orderNumber }, { token: alice.token })).refreshPayment.paymentStatus).toBe('PENDING');
    const [pending] = await dbQuery(server, "SELECT id FROM sandbox_payments WHERE order_id = $1 AND status = 'created'", [o.payment.providerOrderId]);
    const approved = await sandboxApprove(server, o.payment.providerOrderId, pending.id);
    expect(approved.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(expectGqlOk(await confirmGql(server, alice, o.orderNumber, approved)).confirmPayment.paymentStatus).toBe('PAID');
  });
});

describe('Cash on Delivery and cancelled orders', () => {
  test('COD is paid when delivered; an unpaid order cancelled shows payment CANCELLED, each change recorded', async () => {
    const cod = (await placeRest(alice, [line(dear)], 'cod')).body.orderId as string;
    for (const s of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) expectGqlOk(await move(cod, s));
    const delivered = await paymentRows(server, cod);
    expect(delivered.order.payment_status).toBe('paid');
    expect(delivered.changes).toEqual([expect.objectContaining({ from_status: 'pending', to_status: 'paid' })]);
    const unpaid = (await placeRest(alice, [line(dear)], 'cod')).body.orderId as string;
    expect((await rest(server, 'POST', `/api/orders/${unpaid}/cancel`, undefined, { token: alice.token })).body.order.paymentDetails.status).toBe('cancelled');
    expect((await paymentRows(server, unpaid)).changes).toEqual([expect.objectContaining({ from_status: 'pending', to_status: 'cancelled', source: 'shopper' })]);
  });
});
