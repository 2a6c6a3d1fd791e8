/**
 * Issue 56 point 3, the server's side: an order's read-back says what the shopper should be
 * shown, decided once here. The payment as the shopper reads it (pay on delivery, pending again
 * while a retry pays, failed with the provider's stored reason), whether Retry may be offered
 * (never while a payment is under way on the latest attempt, which retryPayment refuses too),
 * when a delivered order was delivered, and its refunds with amount and dates. Both surfaces
 * (and PostgreSQL with TEST_DATABASE_URL).
 */
import { gql, rest } from '../support/api';
import { admin, alice, CANCEL, dear, listRest, move, placeRest, server, useOrdersShop } from '../support/orders';
import { confirmGql, CREATE_PREPAID, eventually, PAYMENT_ENV, paymentRows, REFRESH, RETRY, sandboxApprove, sandboxPay } from '../support/payments';
import { dbQuery, expectGqlError, expectGqlOk, expectRestError, gqlOrderInput, idempotencyKey, line, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(60_000);

useOrdersShop({ ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV });

const STATE_FIELDS = `orderNumber status paymentStatus paymentState canRetryPayment total
  latestPayment { status failureReason createdAt underWayUntil }
  refunds { amount status createdAt processedAt }
  deliveredAt statusUpdatedAt history { to at }`;
const STATE = `query State($n: String!) { order(orderNumber: $n) { ${STATE_FIELDS} } }`;
const RETRY_STATE = `mutation Retry($n: String!) { retryPayment(orderNumber: $n) { ${STATE_FIELDS} payment { payUrl providerOrderId } } }`;

const stateGql = async (n: string) => expectGqlOk(await gql(server, STATE, { n }, { token: alice.token })).order;
const stateRest = async (n: string) => (await listRest(alice)).find((o) => o.orderNumber === n);

const placePrepaid = async (method = 'UPI') =>
  expectGqlOk(await gql(server, CREATE_PREPAID, { input: gqlOrderInput([line(dear)], method), key: idempotencyKey() }, { token: alice.token })).createOrder as {
    orderNumber: string;
    total: number;
    payment: { providerOrderId: string; payUrl: string };
  };

/** A prepaid order whose first payment failed at the sandbox, and the shopper came back (refreshPayment). */
async function failedOrder() {
  const o = await placePrepaid();
  expect((await sandboxPay(server, o.payment.payUrl, 'failure')).error).toBe('Payment declined by the bank (sandbox)');
  expectGqlOk(await gql(server, REFRESH, { n: o.orderNumber }, { token: alice.token }));
  return o;
}

const SANDBOX_REASON = 'Payment declined by the bank (sandbox)';

describe("the payment as the shopper reads it, and the last failure's reason", () => {
  test('COD: pay on delivery, no attempt, no Retry; delivered, it is paid and says when it was delivered (the history\'s move)', async () => {
    const placed = await placeRest(alice, [line(dear)], 'cod');
    expect(placed.status).toBe(201);
    expect(placed.body.order.paymentDetails).toMatchObject({ status: 'pending', state: 'pay_on_delivery', canRetry: false, latestAttempt: null });
    expect(placed.body.order).toMatchObject({ deliveredAt: null, refunds: [] });
    const n = placed.body.orderId;
    expect(await stateGql(n)).toMatchObject({ paymentStatus: 'PENDING', paymentState: 'PAY_ON_DELIVERY', canRetryPayment: false, latestPayment: null, refunds: [], deliveredAt: null });

    for (const s of ['CONFIRMED', 'SHIPPED']) expectGqlOk(await move(n, s));
    expect((await stateGql(n)).deliveredAt).toBeNull();
    expectGqlOk(await move(n, 'DELIVERED'));
    const delivered = await stateGql(n);
    const move_ = delivered.history.find((h: { to: string }) => h.to === 'DELIVERED');
    expect(delivered).toMatchObject({ status: 'DELIVERED', paymentState: 'PAID', deliveredAt: move_.at });
    expect((await stateRest(n)).deliveredAt).toBe(move_.at);
    expect((await stateRest(n)).paymentDetails.state).toBe('paid');
  });

  test('a failed payment keeps the provider\'s reason on its attempt and shows it on the order, on both surfaces; Retry is offered', async () => {
    const o = await failedOrder();
    const { attempts } = await paymentRows(server, o.orderNumber);
    expect(attempts).toEqual([expect.objectContaining({ status: 'failed', failure_reason: SANDBOX_REASON, payment_started_at: null })]);
    expect(await stateGql(o.orderNumber)).toMatchObject({
      paymentStatus: 'FAILED',
      paymentState: 'FAILED',
      canRetryPayment: true,
      latestPayment: { status: 'FAILED', failureReason: SANDBOX_REASON, createdAt: expect.any(String), underWayUntil: null },
    });
    expect((await stateRest(o.orderNumber)).paymentDetails).toMatchObject({
      status: 'failed',
      state: 'failed',
      canRetry: true,
      latestAttempt: { status: 'failed', failureReason: SANDBOX_REASON, createdAt: expect.any(String), underWayUntil: null },
    });
  });

  test('a pending order placed online reads pending with its attempt open; paid, it reads paid and offers no Retry', async () => {
    const o = await placePrepaid('CARD');
    expect(await stateGql(o.orderNumber)).toMatchObject({ paymentState: 'PENDING', canRetryPayment: true, latestPayment: { status: 'PENDING', failureReason: null, underWayUntil: null } });
    expectGqlOk(await confirmGql(server, alice, o.orderNumber, await sandboxPay(server, o.payment.payUrl, 'success')));
    expect(await stateGql(o.orderNumber)).toMatchObject({ status: 'PENDING', paymentState: 'PAID', canRetryPayment: false, latestPayment: { status: 'PAID', failureReason: null } });
  });
});

describe('a retry while a payment is under way', () => {
  test('retried, the failed order reads pending again; a UPI request waiting on the retry holds Retry back and retryPayment refuses, on both surfaces, until it settles', async () => {
    const o = await failedOrder();
    const retried = expectGqlOk(await gql(server, RETRY_STATE, { n: o.orderNumber }, { token: alice.token })).retryPayment;
    // The order's payment status stays FAILED (it never moves back), but the shopper reads a payment being made.
    expect(retried).toMatchObject({ paymentStatus: 'FAILED', paymentState: 'PENDING', canRetryPayment: true, latestPayment: { status: 'PENDING', failureReason: null, underWayUntil: null } });

    // The shopper starts a UPI payment on the retry and comes back before approving it.
    expect((await sandboxPay(server, retried.payment.payUrl, 'upi_pending')).status).toBe(303);
    const before = Date.now();
    expectGqlOk(await gql(server, REFRESH, { n: o.orderNumber }, { token: alice.token }));
    const waiting = await stateGql(o.orderNumber);
    expect(waiting).toMatchObject({ paymentState: 'PENDING', canRetryPayment: false, latestPayment: { status: 'PENDING', underWayUntil: expect.any(String) } });
    const until = Date.parse(waiting.latestPayment.underWayUntil);
    expect(until).toBeGreaterThanOrEqual(before + 14 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect((await stateRest(o.orderNumber)).paymentDetails).toMatchObject({ state: 'pending', canRetry: false, latestAttempt: { status: 'pending', underWayUntil: waiting.latestPayment.underWayUntil } });

    const message = new RegExp(`^A payment for order ${o.orderNumber} is under way \\(a UPI request waiting for your approval, or your bank's page\\): the order shows it paid once it goes through\\. If it does not, you can retry the payment in 1[45] minutes\\.$`);
    expectGqlError(await gql(server, RETRY_STATE, { n: o.orderNumber }, { token: alice.token }), 'CONFLICT', message);
    expectRestError(await rest(server, 'POST', `/api/orders/${o.orderNumber}/payments`, undefined, { token: alice.token }), 409, message);
    expect((await paymentRows(server, o.orderNumber)).attempts.map((a) => a.status)).toEqual(['failed', 'pending']);

    // Approved in the UPI app: the retry's payment pays the order, once.
    const [created] = await dbQuery(server, "SELECT id FROM sandbox_payments WHERE order_id = $1 AND status = 'created'", [retried.payment.providerOrderId]);
    const approved = await sandboxApprove(server, retried.payment.providerOrderId, created.id);
    expectGqlOk(await confirmGql(server, alice, o.orderNumber, approved));
    expect(await stateGql(o.orderNumber)).toMatchObject({ paymentStatus: 'PAID', paymentState: 'PAID', canRetryPayment: false, latestPayment: { status: 'PAID', underWayUntil: null } });
  });

  test('a retry asks the provider about the pending attempt first: a payment under way that the shop was not told of refuses it, and no attempt is opened', async () => {
    const o = await placePrepaid();
    await sandboxPay(server, o.payment.payUrl, 'upi_pending');
    // Nobody came back to the shop: it learns of the waiting payment from the retry's own question.
    expect((await stateGql(o.orderNumber)).canRetryPayment).toBe(true);
    expectRestError(await rest(server, 'POST', `/api/orders/${o.orderNumber}/payments`, undefined, { token: alice.token }), 409);
    const { attempts } = await paymentRows(server, o.orderNumber);
    expect(attempts).toEqual([expect.objectContaining({ status: 'pending', payment_started_at: expect.anything() })]);
    expect((await stateGql(o.orderNumber)).canRetryPayment).toBe(false);
  });

  test('a payment under way holds Retry back for 15 minutes at most: past them, Retry is offered and opens an attempt', async () => {
    const o = await placePrepaid();
    await sandboxPay(server, o.payment.payUrl, 'upi_pending');
    expectGqlOk(await gql(server, REFRESH, { n: o.orderNumber }, { token: alice.token }));
    expect((await stateGql(o.orderNumber)).canRetryPayment).toBe(false);
    const { attempts } = await paymentRows(server, o.orderNumber);
    // As TypeORM writes a time on each database (SQLite: UTC text without the T and Z).
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000).toISOString();
    const stored = server.databaseUrl.startsWith('sqlite:') ? sixteenMinutesAgo.replace('T', ' ').replace('Z', '') : sixteenMinutesAgo;
    await dbQuery(server, 'UPDATE payment_attempts SET payment_started_at = $1 WHERE id = $2', [stored, attempts[0].id], { write: true });
    expect(await stateGql(o.orderNumber)).toMatchObject({ canRetryPayment: true, latestPayment: { underWayUntil: null } });
    const retried = await rest(server, 'POST', `/api/orders/${o.orderNumber}/payments`, undefined, { token: alice.token });
    expect(retried.status).toBe(201);
    expect(retried.body.order.paymentDetails).toMatchObject({ state: 'pending', canRetry: true, latestAttempt: { status: 'pending', underWayUntil: null } });
    expect((await paymentRows(server, o.orderNumber)).attempts).toHaveLength(2);
  });
});

describe('refunds', () => {
  test('a paid order cancelled shows its refund: the amount, when it was decided and when it was processed; on both surfaces', async () => {
    const o = await placePrepaid();
    expectGqlOk(await confirmGql(server, alice, o.orderNumber, await sandboxPay(server, o.payment.payUrl, 'success')));
    expect((await stateGql(o.orderNumber)).refunds).toEqual([]);
    const cancelled = expectGqlOk(await gql(server, CANCEL, { n: o.orderNumber }, { token: alice.token })).cancelOrder;
    expect(cancelled.paymentStatus).toBe('REFUNDED');
    await eventually(async () => (await paymentRows(server, o.orderNumber)).refunds.every((r) => r.status === 'processed'), 10_000, 'the refund');
    const order = await stateGql(o.orderNumber);
    expect(order).toMatchObject({ status: 'CANCELLED', paymentState: 'REFUNDED', canRetryPayment: false, deliveredAt: null });
    expect(order.refunds).toEqual([{ amount: o.total, status: 'PROCESSED', createdAt: expect.any(String), processedAt: expect.any(String) }]);
    const [refund] = order.refunds;
    expect(Date.parse(refund.processedAt)).toBeGreaterThanOrEqual(Date.parse(refund.createdAt));
    expect((await stateRest(o.orderNumber)).refunds).toEqual([{ amount: o.total, status: 'processed', createdAt: refund.createdAt, processedAt: refund.processedAt }]);
  });

  test('a part refunded by the staff reads PARTLY_REFUNDED with that refund; cancelled, the rest follows as a second refund; on both surfaces', async () => {
    const o = await placePrepaid();
    expectGqlOk(await confirmGql(server, alice, o.orderNumber, await sandboxPay(server, o.payment.payUrl, 'success')));
    const REFUND = 'mutation R($i: RefundPaymentInput!) { refundPayment(input: $i) { order { orderNumber } } }';
    expectGqlOk(await gql(server, REFUND, { i: { orderNumber: o.orderNumber, amount: 100, reason: 'One item arrived damaged', idempotencyKey: idempotencyKey() } }, { token: admin.token }));
    const part = await stateGql(o.orderNumber);
    expect(part).toMatchObject({ paymentStatus: 'PARTLY_REFUNDED', paymentState: 'PARTLY_REFUNDED', canRetryPayment: false });
    expect(part.refunds).toEqual([expect.objectContaining({ amount: 100, status: expect.stringMatching(/^(PENDING|REQUESTING|PROCESSED)$/), createdAt: expect.any(String) })]);
    // Processed once the provider says so, and only then dated so.
    expect(part.refunds[0].processedAt === null).toBe(part.refunds[0].status !== 'PROCESSED');
    expect((await stateRest(o.orderNumber)).paymentDetails.state).toBe('partly_refunded');

    expectGqlOk(await gql(server, CANCEL, { n: o.orderNumber }, { token: alice.token }));
    const rest_ = Math.round((o.total - 100) * 100) / 100;
    const cancelled = await stateGql(o.orderNumber);
    expect(cancelled).toMatchObject({ paymentState: 'REFUNDED' });
    expect(cancelled.refunds.map((r: { amount: number }) => r.amount)).toEqual([100, rest_]);
    expect((await stateRest(o.orderNumber)).refunds.map((r: { amount: number }) => r.amount)).toEqual([100, rest_]);
  });

  test('an unpaid order cancelled was not charged: no refund', async () => {
    const o = await placePrepaid();
    expectGqlOk(await move(o.orderNumber, 'CANCELLED', admin.token));
    expect(await stateGql(o.orderNumber)).toMatchObject({ paymentState: 'CANCELLED', canRetryPayment: false, refunds: [] });
  });
});
