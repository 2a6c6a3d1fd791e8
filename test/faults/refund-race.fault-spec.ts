/**
 * Issue 56 point 9: the staff's refunds never give back more than was paid, with two instances on
 * one PostgreSQL schema. For each paid order, six refunds of 30% are asked at once on both
 * instances (and each again with its key on the other): three are made, the others refused
 * (409), a key sent twice answers one refund. Then refunds racing the shopper's cancellation: the
 * order ends refunded exactly, what the staff refunded and the rest. Both instances' reconcilers
 * send the refunds meanwhile: the sandbox provider makes each once.
 */
import { gql, rest, signedUpShopper, WEBSITE } from '../support/api';
import { ADMIN } from '../support/orders';
import { confirmRest, CREATE_PREPAID, eventually, PAYMENT_ENV, paymentRows, refundRest, sandboxPay } from '../support/payments';
import { expectGqlOk, gqlOrderInput, idempotencyKey, line, paise, priceBands, RAISED_SHOPPER_LIMITS, rupees } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { postgresDatabase, type TestDb } from './fault-support';
import { FAST_HASHES } from './stock-fault-support';

jest.setTimeout(240_000);

const ORDERS = 12;
const dear = priceBands().dear[0];

let db: TestDb;
let a: RunningServer;
let b: RunningServer;
let shopper: { user: { id: string }; token: string };
let admin: string;

beforeAll(async () => {
  db = postgresDatabase('faults_refund_race');
  const env = { ...FAST_HASHES, ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV, PAYMENT_RECONCILE_EVERY_SECONDS: '1' };
  [a, b] = await Promise.all([startServer({ env, databaseUrl: db.url }), startServer({ env, databaseUrl: db.url })]);
  shopper = await signedUpShopper(a);
  admin = (await rest(b, 'POST', '/api/auth/login', { ...ADMIN, website: WEBSITE })).body.token;
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
});

/** Paid orders of the one shopper, placed one after the other (what races here is their refunds). */
async function paidOrders(): Promise<{ orderNumber: string; paidPaise: number }[]> {
  const orders: { orderNumber: string; paidPaise: number }[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const on = i % 2 ? a : b;
    const o = expectGqlOk(await gql(on, CREATE_PREPAID, { input: gqlOrderInput([line(dear)], 'UPI'), key: idempotencyKey() }, { token: shopper.token })).createOrder;
    const back = await sandboxPay(on, o.payment.payUrl, 'success');
    expect((await confirmRest(on, shopper, o.orderNumber, back)).status).toBe(200);
    orders.push({ orderNumber: o.orderNumber, paidPaise: paise(o.total) });
  }
  return orders;
}

/**
 * A refund asked as the console asks it: a 503 (the shop busy: a dozen refunds of one order wait
 * on its row, on two instances sharing a small machine) is asked again with the same key, as the
 * answer's Retry-After says; the key makes a retry of one that was made answer it.
 */
async function refund(on: RunningServer, orderNumber: string, body: object, key: string) {
  let answer = await refundRest(on, admin, orderNumber, body, key);
  for (let retry = 0; retry < 5 && answer.status === 503; retry++) answer = await refundRest(on, admin, orderNumber, body, key);
  return answer;
}

/** Every refund of the order sent and processed; answers its rows and the sandbox's. */
async function settled(n: string) {
  await eventually(async () => (await paymentRows(a, n)).refunds.every((r) => r.status === 'processed'), 30_000, `the refunds of ${n}`);
  return paymentRows(a, n);
}
const sum = (rows: Record<string, any>[]) => rows.reduce((t, r) => t + Number(r.amount_paise), 0);

test(`${ORDERS} paid orders, six refunds of 30% each at once on two instances (each sent twice): three made per order, never more than was paid`, async () => {
  const orders = await paidOrders();
  const answers = await Promise.all(
    orders.map(async (o) => {
      const part = rupees(Math.floor(o.paidPaise * 0.3));
      const asked = Array.from({ length: 6 }, (_, i) => ({ key: idempotencyKey(), body: { amount: part, reason: `Refund ${i + 1} of ${o.orderNumber}` } }));
      // Each request on one instance, and the same request (its key) on the other, all at once.
      const sent = await Promise.all(asked.flatMap((r, i) => [refund(i % 2 ? a : b, o.orderNumber, r.body, r.key), refund(i % 2 ? b : a, o.orderNumber, r.body, r.key)]));
      return { o, asked, sent };
    }),
  );
  for (const { o, asked, sent } of answers) {
    const rows = await settled(o.orderNumber);
    // Made, or refused as more than is left; nothing else (no 500, no 503 left after the retries).
    expect(sent.filter((r) => !(r.status === 201 || (r.status === 409 && / is left to refund of order /.test(r.body.message)))).map((r) => [r.status, r.body])).toEqual([]);
    expect({ n: o.orderNumber, refunds: rows.refunds.length, atProvider: rows.sandboxRefunds.length }).toEqual({ n: o.orderNumber, refunds: 3, atProvider: 3 });
    expect(sum(rows.refunds)).toBe(3 * Math.floor(o.paidPaise * 0.3));
    expect(sum(rows.sandboxRefunds)).toBe(sum(rows.refunds));
    expect(sum(rows.refunds)).toBeLessThanOrEqual(o.paidPaise);
    // A key answered twice answered one refund.
    asked.forEach((r, i) => {
      const [x, y] = [sent[2 * i], sent[2 * i + 1]];
      if (x.status === 201 && y.status === 201) expect(x.body.refund.id).toBe(y.body.refund.id);
    });
    expect(rows.order.payment_status).toBe('partly_refunded');
    expect(rows.changes.map((c) => `${c.from_status}->${c.to_status}`)).toEqual(['pending->paid', 'paid->partly_refunded']);
  }
});

test('refunds racing the shopper\'s cancellation: the order ends refunded exactly what was paid, each refund made once at the provider', async () => {
  const orders = await paidOrders();
  await Promise.all(
    orders.map(async (o, i) => {
      const part = rupees(Math.floor(o.paidPaise * 0.4));
      const [, , cancelled] = await Promise.all([
        refund(a, o.orderNumber, { amount: part, reason: 'Damaged' }, idempotencyKey()),
        refund(b, o.orderNumber, { amount: part, reason: 'Late' }, idempotencyKey()),
        rest(i % 2 ? a : b, 'POST', `/api/orders/${o.orderNumber}/cancel`, undefined, { token: shopper.token }),
      ]);
      // A refund landing between the cancellation's read and its write refuses it (409, 'was changed
      // meanwhile; please try again'): the shopper tries again, as told.
      let final = cancelled;
      for (let retry = 0; retry < 3 && (final.status === 409 || final.status === 503); retry++) {
        final = await rest(retry % 2 ? b : a, 'POST', `/api/orders/${o.orderNumber}/cancel`, undefined, { token: shopper.token });
      }
      expect({ n: o.orderNumber, status: final.status }).toEqual({ n: o.orderNumber, status: 200 });
    }),
  );
  for (const o of orders) {
    const rows = await settled(o.orderNumber);
    expect({ n: o.orderNumber, order: rows.order.status, payment: rows.order.payment_status, refunded: sum(rows.refunds), atProvider: sum(rows.sandboxRefunds) }).toEqual({
      n: o.orderNumber,
      order: 'cancelled',
      payment: 'refunded',
      refunded: o.paidPaise,
      atProvider: o.paidPaise,
    });
    expect(rows.sandboxRefunds.length).toBe(rows.refunds.length);
    expect(rows.refunds.filter((r) => r.reason === 'order cancelled')).toHaveLength(1);
    const path = rows.changes.map((c) => `${c.from_status}->${c.to_status}`).join(',');
    expect(['pending->paid,paid->refunded', 'pending->paid,paid->partly_refunded,partly_refunded->refunded']).toContain(path);
  }
});
