/**
 * Issue 56 point 9: the staff refund a paid order in full or in part, with a reason, on both
 * surfaces (GraphQL refundPayment and adminRefunds; REST POST and GET
 * /api/orders/{orderNumber}/refunds), through the payments module's one refund path: idempotent
 * by key, never past what was paid, a later cancellation refunding only the rest, each refund
 * sent to the sandbox provider once. Every REST answer is checked against the OpenAPI document
 * (support/api.ts). On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { gql, rest } from '../support/api';
import { admin, alice, CANCEL, dear, server, useOrdersShop } from '../support/orders';
import { confirmGql, CREATE_PREPAID, eventually, PAYMENT_ENV, paymentRows, refundRest as staffRefundRest, sandboxPay } from '../support/payments';
import { expectGqlError, expectGqlOk, expectRestError, gqlOrderInput, idempotencyKey, line, paise, RAISED_SHOPPER_LIMITS, rupees } from '../support/shop';

jest.setTimeout(60_000);

useOrdersShop({ ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV });

const REFUND_FIELDS = 'id status amount providerRefundId reason actor createdAt updatedAt';
const REFUNDS_FIELDS = `orderNumber paid refunded refundable refusal refunds { ${REFUND_FIELDS} }`;
const REFUND = `mutation R($input: RefundPaymentInput!) { refundPayment(input: $input) { refund { ${REFUND_FIELDS} } refunds { ${REFUNDS_FIELDS} } order { orderNumber paymentStatus } } }`;
const REFUNDS = `query R($n: String!) { adminRefunds(orderNumber: $n) { ${REFUNDS_FIELDS} } }`;
const ATTEMPTS = 'query P($search: String, $status: PaymentAttemptStatus) { adminPayments(search: $search, status: $status) { items { status refunded refunds { amount reason actor } } } }';

const refundGql = (n: string, amount: number, reason = 'Damaged in transit', key = idempotencyKey(), token = admin.token) =>
  gql(server, REFUND, { input: { orderNumber: n, amount, reason, idempotencyKey: key } }, { token });
const refundRest = (n: string, body: object, key: string | null = idempotencyKey(), token = admin.token) => staffRefundRest(server, token, n, body, key);

async function paidOrder(method = 'UPI'): Promise<{ orderNumber: string; total: number }> {
  const o = expectGqlOk(await gql(server, CREATE_PREPAID, { input: gqlOrderInput([line(dear)], method), key: idempotencyKey() }, { token: alice.token })).createOrder;
  expectGqlOk(await confirmGql(server, alice, o.orderNumber, await sandboxPay(server, o.payment.payUrl, 'success')));
  return { orderNumber: o.orderNumber, total: o.total };
}

/** Every refund of the order sent and processed; answers what the sandbox refunded of it, in paise. */
async function refundedAtProvider(n: string): Promise<number[]> {
  await eventually(async () => (await paymentRows(server, n)).refunds.every((r) => r.status === 'processed'), 10_000, `the refunds of ${n}`);
  return (await paymentRows(server, n)).sandboxRefunds.map((r) => Number(r.amount_paise)).sort((a, b) => a - b);
}

describe('GraphQL: refundPayment and adminRefunds', () => {
  test('part of a paid order, then the rest: PARTLY_REFUNDED, then REFUNDED; each refund kept with its reason and the admin, and made at the provider once', async () => {
    const o = await paidOrder();
    const part = expectGqlOk(await refundGql(o.orderNumber, 100.5, '  One sleeve was torn  ')).refundPayment;
    expect(part.refund).toEqual(expect.objectContaining({ status: 'PENDING', amount: 100.5, reason: 'One sleeve was torn', actor: admin.user.email }));
    expect(part.order.paymentStatus).toBe('PARTLY_REFUNDED');
    expect(part.refunds).toEqual(expect.objectContaining({ paid: o.total, refunded: 100.5, refundable: rupees(paise(o.total) - 10050), refusal: null }));

    const read = expectGqlOk(await gql(server, REFUNDS, { n: o.orderNumber }, { token: admin.token })).adminRefunds;
    expect(read.refunds.map((r: { id: string }) => r.id)).toEqual([part.refund.id]);
    const attempts = async (status?: string) => expectGqlOk(await gql(server, ATTEMPTS, { search: o.orderNumber, status }, { token: admin.token })).adminPayments.items;
    expect(await attempts()).toEqual([{ status: 'PARTLY_REFUNDED', refunded: 100.5, refunds: [{ amount: 100.5, reason: 'One sleeve was torn', actor: admin.user.email }] }]);
    expect(await attempts('PARTLY_REFUNDED')).toHaveLength(1);
    expect(await attempts('PAID')).toHaveLength(0);
    expect(await attempts('REFUNDED')).toHaveLength(0);
    // The staff's orders list filters by it too.
    const listed = async (paymentStatus: string) =>
      expectGqlOk(await gql(server, 'query L($f: AdminOrderFilter) { adminOrders(filter: $f) { items { orderNumber } } }', { f: { search: o.orderNumber, paymentStatus } }, { token: admin.token })).adminOrders.items;
    expect(await listed('PARTLY_REFUNDED')).toEqual([{ orderNumber: o.orderNumber }]);
    expect(await listed('PAID')).toEqual([]);

    const remainder = expectGqlOk(await refundGql(o.orderNumber, read.refundable, 'Returned the rest')).refundPayment;
    expect(remainder.order.paymentStatus).toBe('REFUNDED');
    expect(remainder.refunds).toEqual(expect.objectContaining({ refunded: o.total, refundable: 0, refusal: `Nothing is left to refund of order ${o.orderNumber}: all ₹${o.total.toLocaleString('en-IN', { minimumFractionDigits: 2 })} paid is refunded` }));
    expect(await attempts('REFUNDED')).toHaveLength(1);
    expect(await refundedAtProvider(o.orderNumber)).toEqual([10050, paise(o.total) - 10050].sort((a, b) => a - b));
    expect((await paymentRows(server, o.orderNumber)).changes.map((c) => [c.from_status, c.to_status, c.source])).toEqual([
      ['pending', 'paid', 'browser'],
      ['paid', 'partly_refunded', admin.user.email],
      ['partly_refunded', 'refunded', admin.user.email],
    ]);
    // The shopper's own read shows it too.
    const mine = await rest_(`/api/orders/${alice.user.id}`);
    expect(mine.body.orders.find((x: { orderNumber: string }) => x.orderNumber === o.orderNumber).paymentDetails.status).toBe('refunded');
  });

  test('a key sent again with the same refund answers it; with another refund it is refused; never more than what is left', async () => {
    const o = await paidOrder();
    const key = idempotencyKey();
    const once = expectGqlOk(await refundGql(o.orderNumber, 200, 'Late delivery', key)).refundPayment.refund;
    const again = expectGqlOk(await refundGql(o.orderNumber, 200, 'Late delivery', key)).refundPayment.refund;
    expect(again.id).toBe(once.id);
    expectGqlError(await refundGql(o.orderNumber, 201, 'Late delivery', key), 'CONFLICT', 'This idempotency key was already used for a different refund');
    const left = rupees(paise(o.total) - 20000);
    expectGqlError(await refundGql(o.orderNumber, left + 0.01), 'CONFLICT', new RegExp(`^Only ₹[\\d,.]+ is left to refund of order ${o.orderNumber}: ₹[\\d,.]+ was paid and ₹200.00 refunded$`));
    expect((await paymentRows(server, o.orderNumber)).refunds).toHaveLength(1);
    expect(await refundedAtProvider(o.orderNumber)).toEqual([20000]);
  });

  test('a later cancellation refunds only what is left', async () => {
    const o = await paidOrder('CARD');
    expectGqlOk(await refundGql(o.orderNumber, 150, 'Price matched'));
    expect(expectGqlOk(await gql(server, CANCEL, { n: o.orderNumber }, { token: alice.token })).cancelOrder.paymentStatus).toBe('REFUNDED');
    const rows = await paymentRows(server, o.orderNumber);
    expect(rows.refunds.map((r) => [Number(r.amount_paise), r.reason, r.actor]).sort()).toEqual(
      [
        [15000, 'Price matched', admin.user.email],
        [paise(o.total) - 15000, 'order cancelled', 'shopper'],
      ].sort(),
    );
    expect((await refundedAtProvider(o.orderNumber)).reduce((a, b) => a + b, 0)).toBe(paise(o.total));
    expectGqlError(await refundGql(o.orderNumber, 1), 'CONFLICT', /^Nothing is left to refund of order /);
  });

  test('refused: bad amounts and reasons (400, nothing written), Cash on Delivery (400), an unpaid order (409), a shopper (403), an unknown order (404)', async () => {
    const o = await paidOrder();
    for (const [amount, message] of [
      [0, 'A refund must be at least ₹1, the least the payment provider refunds'],
      [0.5, 'A refund must be at least ₹1, the least the payment provider refunds'],
      [-5, 'A refund must be at least ₹1, the least the payment provider refunds'],
      [10.005, 'Amount must be an amount in rupees with at most 2 decimals'],
    ] as const) {
      expectGqlError(await refundGql(o.orderNumber, amount), 'BAD_USER_INPUT', message);
    }
    expectGqlError(await refundGql(o.orderNumber, 10, '   '), 'BAD_USER_INPUT', 'Please give a reason for the refund');
    expectGqlError(await refundGql(o.orderNumber, 10, 'x'.repeat(201)), 'BAD_USER_INPUT', 'Reason must be at most 200 characters');
    expectGqlError(await refundGql(o.orderNumber, 10, 'Torn\u202eevil'), 'BAD_USER_INPUT', /invisible formatting characters/);
    expectGqlError(await refundGql(o.orderNumber, 10, 'Torn', 'bad key!'), 'BAD_USER_INPUT', 'Idempotency-Key must be 8 to 128 letters, digits or _ . : -');
    expectGqlError(await refundGql(o.orderNumber, 10, 'Torn', idempotencyKey(), alice.token), 'FORBIDDEN');
    expectGqlError(await gql(server, REFUNDS, { n: o.orderNumber }, { token: alice.token }), 'FORBIDDEN');
    expectGqlError(await refundGql('SQU-20000101-ZZZZZZZZ', 10), 'NOT_FOUND');
    expect((await paymentRows(server, o.orderNumber)).refunds).toHaveLength(0);

    const cod = expectGqlOk(await gql(server, CREATE_PREPAID, { input: gqlOrderInput([line(dear)], 'COD'), key: idempotencyKey() }, { token: alice.token })).createOrder;
    // Before the courier collects its cash there is nothing to refund; after, it goes back outside the provider.
    expectGqlError(await refundGql(cod.orderNumber, 10), 'BAD_USER_INPUT', `Order ${cod.orderNumber} is paid in cash on delivery and no cash has been collected for it: there is nothing to refund`);
    expect(expectGqlOk(await gql(server, REFUNDS, { n: cod.orderNumber }, { token: admin.token })).adminRefunds).toEqual(
      expect.objectContaining({ paid: 0, refundable: 0, refunds: [], refusal: expect.stringMatching(/no cash has been collected/) }),
    );
    const MOVE = 'mutation M($n: String!, $s: OrderStatus!, $shipment: ShipmentInput, $cash: Float) { updateOrderStatus(orderNumber: $n, status: $s, shipment: $shipment, cashCollected: $cash) { paymentStatus } }';
    for (const [s, extra] of [['CONFIRMED', {}], ['SHIPPED', { shipment: { courier: 'DELHIVERY', trackingNumber: '1234567890123' } }], ['DELIVERED', { cash: cod.total }]] as const) {
      expectGqlOk(await gql(server, MOVE, { n: cod.orderNumber, s, ...extra }, { token: admin.token }));
    }
    expectGqlError(await refundGql(cod.orderNumber, 10), 'BAD_USER_INPUT', /is paid in cash on delivery: its money goes back outside the payment provider/);
    const unpaid = expectGqlOk(await gql(server, CREATE_PREPAID, { input: gqlOrderInput([line(dear)], 'UPI'), key: idempotencyKey() }, { token: alice.token })).createOrder;
    expectGqlError(await refundGql(unpaid.orderNumber, 10), 'CONFLICT', `Order ${unpaid.orderNumber} has no payment to refund: its payment is pending`);
  });
});

const rest_ = (path: string, token = alice.token) => rest(server, 'GET', path, undefined, { token });

describe('REST: /api/orders/{orderNumber}/refunds', () => {
  test('POST refunds part with the Idempotency-Key header (201; sent again, the same refund); GET reads them; the order reads partly_refunded', async () => {
    const o = await paidOrder();
    const key = idempotencyKey();
    const made = await refundRest(o.orderNumber, { amount: 99.99, reason: 'Wrong colour' }, key);
    expect(made.status).toBe(201);
    expect(made.body.refund).toEqual(expect.objectContaining({ status: 'pending', amount: 99.99, reason: 'Wrong colour', actor: admin.user.email }));
    expect(made.body.order.paymentDetails.status).toBe('partly_refunded');
    expect(made.body.refunds).toEqual(expect.objectContaining({ paid: o.total, refunded: 99.99, refundable: rupees(paise(o.total) - 9999), refusal: null }));
    const again = await refundRest(o.orderNumber, { amount: 99.99, reason: 'Wrong colour' }, key);
    expect(again.body.refund.id).toBe(made.body.refund.id);
    expectRestError(await refundRest(o.orderNumber, { amount: 50, reason: 'Wrong colour' }, key), 409, 'This idempotency key was already used for a different refund');

    const read = await rest_(`/api/orders/${o.orderNumber}/refunds`, admin.token);
    expect(read.status).toBe(200);
    expect(read.body.refunds).toEqual([expect.objectContaining({ id: made.body.refund.id })]);
    const mine = await rest_(`/api/orders/${alice.user.id}`);
    expect(mine.body.orders.find((x: { orderNumber: string }) => x.orderNumber === o.orderNumber).paymentDetails.status).toBe('partly_refunded');
    expect(await refundedAtProvider(o.orderNumber)).toEqual([9999]);
  });

  test('refused: no Idempotency-Key, an unknown field, a bad amount (400); more than is left (409); a shopper (403); an unknown order (404)', async () => {
    const o = await paidOrder();
    expectRestError(await refundRest(o.orderNumber, { amount: 10, reason: 'Torn' }, null), 400, 'Idempotency-Key must be 8 to 128 letters, digits or _ . : -');
    expectRestError(await refundRest(o.orderNumber, { amount: 10, reason: 'Torn', currency: 'INR' }), 400);
    expectRestError(await refundRest(o.orderNumber, { amount: '10', reason: 'Torn' }), 400, 'Amount must be an amount in rupees with at most 2 decimals');
    expectRestError(await refundRest(o.orderNumber, { reason: 'Torn' }), 400, 'Amount must be an amount in rupees with at most 2 decimals');
    expectRestError(await refundRest(o.orderNumber, { amount: 10 }), 400, 'Please give a reason for the refund');
    expectRestError(await refundRest(o.orderNumber, { amount: o.total + 1, reason: 'Torn' }), 409, /^Only ₹[\d,.]+ is left to refund of order /);
    expectRestError(await refundRest(o.orderNumber, { amount: 10, reason: 'Torn' }, idempotencyKey(), alice.token), 403);
    expectRestError(await rest_(`/api/orders/${o.orderNumber}/refunds`), 403);
    expectRestError(await refundRest('SQU-20000101-ZZZZZZZZ', { amount: 10, reason: 'Torn' }), 404);
    expect((await paymentRows(server, o.orderNumber)).refunds).toHaveLength(0);
  });
});
