/**
 * Issue 34, refunds and the reconciler: cancelling a paid order refunds it once through the
 * provider, even when the refund is asked for again; money captured for an order that no longer
 * awaits it goes back; attempts nobody confirmed are settled by the reconciler; the webhook
 * endpoint is rate limited. A server whose reconciler runs every second for attempts a second old.
 */
import { gql, rest } from '../support/api';
import { admin, alice, CANCEL, dear, move, server, useOrdersShop } from '../support/orders';
import { confirmGql, CREATE_PREPAID, eventBody, eventually, PAYMENT_ENV, paymentRows, sandboxApprove, sandboxPay, sendWebhook } from '../support/payments';
import { dbQuery, expectGqlOk, gqlOrderInput, idempotencyKey, line, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(60_000);

useOrdersShop({ ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV, PAYMENT_RECONCILE_EVERY_SECONDS: '1', PAYMENT_RECONCILE_AFTER_SECONDS: '1', RATE_LIMIT_WEBHOOKS_PER_ADDRESS: '400' });

const place = async (method = 'UPI') =>
  expectGqlOk(await gql(server, CREATE_PREPAID, { input: gqlOrderInput([line(dear)], method), key: idempotencyKey() }, { token: alice.token })).createOrder as {
    orderNumber: string;
    total: number;
    payment: { providerOrderId: string; payUrl: string };
  };
const paidOrder = async () => {
  const o = await place();
  expectGqlOk(await confirmGql(server, alice, o.orderNumber, await sandboxPay(server, o.payment.payUrl, 'success')));
  return o;
};
const ADMIN_PAYMENTS = 'query P($search: String, $status: PaymentAttemptStatus) { adminPayments(search: $search, status: $status) { items { status } } }';
const refundDone = (n: string) => async () => (await paymentRows(server, n)).refunds.every((r) => r.status === 'processed');

describe('refunds', () => {
  test('a paid order cancelled by its shopper is refunded in full, once; a refund asked for again pays nothing more', async () => {
    const o = await paidOrder();
    expect(expectGqlOk(await gql(server, CANCEL, { n: o.orderNumber }, { token: alice.token })).cancelOrder.paymentStatus).toBe('REFUNDED');
    await eventually(refundDone(o.orderNumber), 10_000, 'the refund');
    let rows = await paymentRows(server, o.orderNumber);
    expect(rows.refunds).toEqual([expect.objectContaining({ amount_paise: Math.round(o.total * 100), status: 'processed', reason: 'order cancelled', provider_refund_id: expect.stringMatching(/^rfnd_/) })]);
    expect(rows.sandboxRefunds).toHaveLength(1);
    await eventually(async () => (await dbQuery(server, "SELECT 1 FROM payment_events WHERE type = 'refund.processed' AND provider_payment_id = $1", [rows.attempts[0].provider_payment_id])).length === 1);

    // As if the instance that asked had died before it wrote the answer down: the reconciler asks again.
    await dbQuery(server, "UPDATE payment_refunds SET status = 'pending', provider_refund_id = NULL WHERE order_id = $1", [rows.order.id], { write: true });
    await eventually(refundDone(o.orderNumber), 10_000, 'the refund asked again');
    rows = await paymentRows(server, o.orderNumber);
    expect(rows.sandboxRefunds).toHaveLength(1);
    expect(rows.refunds[0].provider_refund_id).toBe(rows.sandboxRefunds[0].id);
  });

  test('an admin cancelling a paid order refunds it too', async () => {
    const o = await paidOrder();
    expectGqlOk(await move(o.orderNumber, 'CONFIRMED'));
    expect(expectGqlOk(await move(o.orderNumber, 'CANCELLED', admin.token)).updateOrderStatus.paymentStatus).toBe('REFUNDED');
    await eventually(refundDone(o.orderNumber));
    expect((await paymentRows(server, o.orderNumber)).changes.map((c) => [c.to_status, c.source])).toEqual([
      ['paid', 'browser'],
      ['refunded', expect.stringMatching(/@/)],
    ]);
    // The console reads its attempt as refunded, not paid, and filters by it.
    const attempts = async (status?: string) =>
      expectGqlOk(await gql(server, ADMIN_PAYMENTS, { search: o.orderNumber, status }, { token: admin.token })).adminPayments.items.map((a: { status: string }) => a.status);
    expect(await attempts()).toEqual(['REFUNDED']);
    expect(await attempts('REFUNDED')).toEqual(['REFUNDED']);
    expect(await attempts('PAID')).toEqual([]);
  });

  test('a UPI payment approved after its order was cancelled is refunded; the order stays cancelled, payment CANCELLED', async () => {
    const o = await place();
    await sandboxPay(server, o.payment.payUrl, 'upi_pending');
    expect(expectGqlOk(await gql(server, CANCEL, { n: o.orderNumber }, { token: alice.token })).cancelOrder.paymentStatus).toBe('CANCELLED');
    const [waiting] = await dbQuery(server, "SELECT id FROM sandbox_payments WHERE order_id = $1 AND status = 'created'", [o.payment.providerOrderId]);
    await sandboxApprove(server, o.payment.providerOrderId, waiting.id, 'normal');
    await eventually(async () => (await paymentRows(server, o.orderNumber)).sandboxRefunds.length === 1, 10_000, 'the refund of the late capture');
    const rows = await paymentRows(server, o.orderNumber);
    expect(rows.order.payment_status).toBe('cancelled');
    expect(rows.attempts[0]).toEqual(expect.objectContaining({ status: 'paid', flag: 'captured_after_close' }));
    expect(rows.refunds).toEqual([expect.objectContaining({ reason: 'captured after the order closed' })]);
  });
});

describe('the reconciler', () => {
  test('a payment captured at the provider that nobody confirmed (no browser, no webhook) is marked paid by the reconciler', async () => {
    const o = await place();
    await sandboxPay(server, o.payment.payUrl, 'success', { webhooks: 'none' });
    await eventually(async () => (await paymentRows(server, o.orderNumber)).order.payment_status === 'paid', 15_000, 'the reconciler');
    const rows = await paymentRows(server, o.orderNumber);
    expect(rows.attempts[0].settled_by).toBe('reconciler');
    expect(rows.changes).toEqual([expect.objectContaining({ to_status: 'paid', source: 'reconciler' })]);
  });

  test('a failed payment nobody reported is marked failed by the reconciler', async () => {
    const o = await place('CARD');
    await sandboxPay(server, o.payment.payUrl, 'failure', { webhooks: 'none', method: 'card' });
    await eventually(async () => (await paymentRows(server, o.orderNumber)).order.payment_status === 'failed', 15_000, 'the reconciler');
  });
});

describe('the webhook endpoint is rate limited', () => {
  test('past RATE_LIMIT_WEBHOOKS_PER_ADDRESS calls from one address in a window: 429', async () => {
    const body = eventBody('payment.dispute.created', { dispute: { id: 'disp_limit' } });
    let limited = null;
    for (let i = 0; i < 450 && !limited; i++) {
      const r = await sendWebhook(server, body);
      if (r.status === 429) limited = r;
    }
    expect(limited?.body).toEqual(expect.objectContaining({ statusCode: 429, code: 'TOO_MANY_REQUESTS' }));
    // Shoppers' calls are not counted with the provider's.
    expect((await rest(server, 'GET', `/api/orders/${alice.user.id}`, undefined, { token: alice.token })).status).toBe(200);
  });
});
