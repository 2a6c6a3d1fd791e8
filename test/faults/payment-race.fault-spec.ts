/**
 * Issue 34: a payment moves once with two instances on one PostgreSQL schema. For each order
 * the browser's confirmation (on both instances), the provider's two webhooks (one on each)
 * and a refresh all arrive at once: one change, one 'marked paid'. Then cancellations racing
 * late captures, and both instances' reconcilers sending the same refunds: every captured
 * rupee goes back exactly once.
 */
import { gql, rest, signedUpShopper } from '../support/api';
import {
  confirmRest, CREATE_PREPAID, eventBody, eventually, PAYMENT_ENV, paymentEntity, paymentRows, REFRESH, sandboxApprove, sandboxPay, sendWebhook,
} from '../support/payments';
import { dbQuery, expectGqlOk, gqlOrderInput, idempotencyKey, line, priceBands, RAISED_SHOPPER_LIMITS } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { postgresDatabase, type TestDb } from './fault-support';

jest.setTimeout(180_000);

const ORDERS = 30;
const dear = priceBands().dear[0];

let db: TestDb;
let a: RunningServer;
let b: RunningServer;
let shopper: { user: { id: string }; token: string };

beforeAll(async () => {
  db = postgresDatabase('faults_pay_race');
  // Reconcilers on both, every second, for attempts a second old: they race the other paths too.
  const env = { ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV, PAYMENT_RECONCILE_EVERY_SECONDS: '1', PAYMENT_RECONCILE_AFTER_SECONDS: '1' };
  [a, b] = await Promise.all([startServer({ env, databaseUrl: db.url }), startServer({ env, databaseUrl: db.url })]);
  shopper = await signedUpShopper(a);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
});

const place = async (on: RunningServer) =>
  expectGqlOk(await gql(on, CREATE_PREPAID, { input: gqlOrderInput([line(dear)], 'UPI'), key: idempotencyKey() }, { token: shopper.token })).createOrder as {
    orderNumber: string;
    total: number;
    payment: { providerOrderId: string; payUrl: string };
  };

test(`${ORDERS} payments, each confirmed by both instances, two webhooks and a refresh at once: one change each`, async () => {
  const orders = await Promise.all(Array.from({ length: ORDERS }, (_, i) => place(i % 2 ? a : b)));
  const backs = await Promise.all(orders.map((o) => sandboxPay(a, o.payment.payUrl, 'success', { webhooks: 'none' })));
  await Promise.all(
    orders.map((o, i) => {
      const amount = Math.round(o.total * 100);
      const captured = paymentEntity(o.payment.providerOrderId, backs[i].paymentId, amount);
      return Promise.all([
        confirmRest(a, shopper, o.orderNumber, backs[i]),
        confirmRest(b, shopper, o.orderNumber, backs[i]),
        sendWebhook(a, eventBody('payment.captured', { payment: captured })),
        sendWebhook(b, eventBody('order.paid', { payment: captured, order: { id: o.payment.providerOrderId, entity: 'order', amount, status: 'paid' } })),
        gql(b, REFRESH, { n: o.orderNumber }, { token: shopper.token }),
      ]);
    }),
  );
  for (const o of orders) {
    const rows = await paymentRows(a, o.orderNumber);
    expect({ n: o.orderNumber, status: rows.order.payment_status, changes: rows.changes.map((c) => `${c.from_status}->${c.to_status}`) }).toEqual({
      n: o.orderNumber,
      status: 'paid',
      changes: ['pending->paid'],
    });
    expect(rows.events.filter((e) => e.outcome === 'marked paid').length).toBeLessThanOrEqual(1);
  }
});

test('cancellations racing late UPI approvals, and two reconcilers sending refunds: each capture refunded exactly once', async () => {
  const orders = await Promise.all(Array.from({ length: ORDERS }, (_, i) => place(i % 2 ? a : b)));
  await Promise.all(orders.map((o) => sandboxPay(a, o.payment.payUrl, 'upi_pending')));
  const waiting = await Promise.all(orders.map(async (o) => (await dbQuery(a, "SELECT id FROM sandbox_payments WHERE order_id = $1 AND status = 'created'", [o.payment.providerOrderId]))[0].id as string));
  await Promise.all(
    orders.map(async (o, i) => {
      const [approved, cancelled] = await Promise.all([
        sandboxApprove(a, o.payment.providerOrderId, waiting[i], 'normal'),
        rest(i % 2 ? b : a, 'POST', `/api/orders/${o.orderNumber}/cancel`, undefined, { token: shopper.token }),
      ]);
      // The approval may be confirmed by the browser too, before or after the cancellation.
      if (approved.signature) await confirmRest(b, shopper, o.orderNumber, approved);
      // A capture landing between the cancellation's read and its write refuses it (409, 'was
      // changed meanwhile; please try again'), and a wait on the locks of 60 transactions for one
      // size past the 1.5 s query timeout answers 503 ('try again in a moment'): the shopper
      // tries again, as told, up to three times.
      let final = cancelled;
      for (let retry = 0; retry < 3 && (final.status === 409 || final.status === 503); retry++) {
        final = await rest(retry % 2 ? b : a, 'POST', `/api/orders/${o.orderNumber}/cancel`, undefined, { token: shopper.token });
      }
      expect({ n: o.orderNumber, status: final.status }).toEqual({ n: o.orderNumber, status: 200 });
      return final;
    }),
  );
  for (const o of orders) {
    await eventually(async () => {
      const rows = await paymentRows(a, o.orderNumber);
      return rows.sandboxRefunds.length >= 1 && rows.refunds.every((r) => r.status === 'processed');
    }, 30_000, `the refund of ${o.orderNumber}`);
  }
  // Both reconcilers have had time to send anything twice.
  await new Promise((r) => setTimeout(r, 2500));
  for (const o of orders) {
    const rows = await paymentRows(a, o.orderNumber);
    expect({ n: o.orderNumber, order: rows.order.status, refunds: rows.refunds.length, atProvider: rows.sandboxRefunds.length }).toEqual({ n: o.orderNumber, order: 'cancelled', refunds: 1, atProvider: 1 });
    expect(['refunded', 'cancelled']).toContain(rows.order.payment_status);
    // Paid, then refunded; or cancelled before the capture (which was then given back).
    const path = rows.changes.map((c) => `${c.from_status}->${c.to_status}`).join(',');
    expect(['pending->paid,paid->refunded', 'pending->cancelled']).toContain(path);
  }
});
