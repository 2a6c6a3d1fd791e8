/**
 * An online order not paid in time is cancelled by the shop and its units go back on sale: the
 * real reconciler on its timer, with a deadline of 3 s (PAYMENT_UNPAID_CANCEL_AFTER_SECONDS; an
 * hour by default). Both surfaces show the deadline (GraphQL `payBy`, REST
 * `paymentDetails.payBy`). A payment captured at the last moment that nobody told the shop of is
 * kept. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { gql, rest } from '../support/api';
import { alice, dear, placeRest, server, useOrdersShop } from '../support/orders';
import { CREATE_PREPAID, eventually, PAYMENT_ENV, paymentRows, RETRY, sandboxPay } from '../support/payments';
import { dbQuery, expectGqlError, expectGqlOk, gqlOrderInput, idempotencyKey, line, sizeOf, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(60_000);

const WINDOW_S = 3;
// The reconciler every second; its first step (attempts pending for PAYMENT_RECONCILE_AFTER_SECONDS)
// kept out of the way, so that what settles a late payment here is the cancelling pass's own question.
useOrdersShop({ ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV, PAYMENT_UNPAID_CANCEL_AFTER_SECONDS: String(WINDOW_S), PAYMENT_RECONCILE_EVERY_SECONDS: '1', PAYMENT_RECONCILE_AFTER_SECONDS: '3600' });

const READ = `query One($n: String!) { order(orderNumber: $n) { orderNumber status paymentStatus awaitingPayment payBy createdAt cancelReason history { from to actor reason } } }`;
const read = async (n: string) => expectGqlOk(await gql(server, READ, { n }, { token: alice.token })).order;
const available = async (productId: string, size: string) =>
  Number((await dbQuery(server, 'SELECT available FROM stock_levels WHERE product_id = $1 AND size = $2', [productId, size]))[0].available);

test('an unpaid UPI order shows its deadline, then the shop cancels it: payment cancelled, its units back on sale, history says shop, the shopper is told why', async () => {
  const size = sizeOf(dear);
  const before = await available(dear.id, size);
  const placed = expectGqlOk(await gql(server, CREATE_PREPAID, { input: gqlOrderInput([line(dear, 2)], 'UPI'), key: idempotencyKey() }, { token: alice.token })).createOrder;
  const n = placed.orderNumber as string;
  expect(await available(dear.id, size)).toBe(before - 2);
  const open = await read(n);
  expect(open).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING', awaitingPayment: true, payBy: new Date(Date.parse(open.createdAt) + WINDOW_S * 1000).toISOString() });
  const listed = (await rest(server, 'GET', `/api/orders/${alice.user.id}`, undefined, { token: alice.token })).body.orders.find((o: { orderNumber: string }) => o.orderNumber === n);
  expect(listed.paymentDetails).toEqual({ status: 'pending', paymentMethod: 'upi', transactionId: null, payBy: open.payBy, state: 'pending', canRetry: true, latestAttempt: { status: 'pending', failureReason: null, createdAt: expect.any(String), underWayUntil: null } });

  await eventually(async () => (await read(n)).status === 'CANCELLED', 15_000, 'the shop to cancel the unpaid order');
  expect(await read(n)).toMatchObject({
    paymentStatus: 'CANCELLED',
    awaitingPayment: false,
    payBy: null,
    // The shopper is told why (issue 56, point 8).
    cancelReason: 'The payment was not made in time',
    history: [
      { from: null, to: 'PENDING', actor: 'shopper', reason: null },
      { from: 'PENDING', to: 'CANCELLED', actor: 'shop', reason: 'The payment was not made in time' },
    ],
  });
  expect(await available(dear.id, size)).toBe(before);
  const moves = await dbQuery(server, 'SELECT reason, delta, actor FROM stock_movements WHERE order_number = $1 ORDER BY created_at', [n]);
  expect(moves.map((m) => `${m.reason} ${m.delta} ${m.actor}`)).toEqual(['order -2 shop', 'cancel 2 shop']);
  // Too late to pay: Retry payment is refused on both surfaces.
  expectGqlError(await gql(server, RETRY, { n }, { token: alice.token }), 'CONFLICT', `Order ${n} is cancelled`);
  const restRetry = await rest(server, 'POST', `/api/orders/${n}/payments`, undefined, { token: alice.token });
  expect([restRetry.status, restRetry.body.message]).toEqual([409, `Order ${n} is cancelled`]);
});

test('a payment captured at the last moment that nobody told the shop of is kept; Cash on Delivery has no deadline', async () => {
  const placed = (await placeRest(alice, [line(dear)], 'card')).body;
  const cod = (await placeRest(alice, [line(dear)], 'cod')).body;
  expect(cod.order.paymentDetails.payBy).toBeNull();
  // Paid at the provider; the browser never came back and no webhook is sent.
  await sandboxPay(server, placed.payment.payUrl, 'success', { method: 'card', webhooks: 'none' });
  const deadline = Date.parse(placed.order.paymentDetails.payBy);
  await new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now()) + 2500));
  const rows = await paymentRows(server, placed.orderId);
  expect({ status: rows.order.status, payment: rows.order.payment_status, settledBy: rows.attempts[0].settled_by }).toEqual({ status: 'pending', payment: 'paid', settledBy: 'reconciler' });
  const codNow = (await dbQuery(server, 'SELECT status, payment_status FROM orders WHERE order_number = $1', [cod.orderId]))[0];
  expect(codNow).toEqual({ status: 'pending', payment_status: 'pending' });
});
