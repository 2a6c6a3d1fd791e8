/**
 * Issue 58: a return's receipt puts its units back on sale once, and its refund is made once,
 * with two instances on one PostgreSQL schema. For each of several delivered, paid orders with a
 * return picked up, RECEIVED is asked at once on both instances (twice each): one move is made,
 * the others refused (409), and the size's stock goes up by the return's units exactly (one
 * RETURN movement). Then REFUNDED likewise: one move, one payment refund (keyed by the return),
 * sent to the sandbox provider once.
 */
import { gql, rest, signedUpShopper, WEBSITE } from '../support/api';
import { ADMIN } from '../support/orders';
import { confirmRest, CREATE_PREPAID, eventually, PAYMENT_ENV, paymentRows, sandboxPay } from '../support/payments';
import { returnable } from '../support/returns';
import { dbQuery, expectGqlOk, gqlOrderInput, idempotencyKey, line, RAISED_SHOPPER_LIMITS } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { postgresDatabase, type TestDb } from './fault-support';
import { FAST_HASHES } from './stock-fault-support';

jest.setTimeout(240_000);

const ORDERS = 6;
const product = returnable(299)[0];
const ordered = line(product, 2);

let db: TestDb;
let a: RunningServer;
let b: RunningServer;
let shopper: Awaited<ReturnType<typeof signedUpShopper>>;
let admin: string;

beforeAll(async () => {
  db = postgresDatabase('faults_returns_race');
  const env = { ...FAST_HASHES, ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV, PAYMENT_RECONCILE_EVERY_SECONDS: '1' };
  [a, b] = await Promise.all([startServer({ env, databaseUrl: db.url }), startServer({ env, databaseUrl: db.url })]);
  shopper = await signedUpShopper(a);
  admin = (await rest(b, 'POST', '/api/auth/login', { ...ADMIN, website: WEBSITE })).body.token;
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
});

const MOVE = 'mutation M($n: String!, $s: OrderStatus!, $shipment: ShipmentInput) { updateOrderStatus(orderNumber: $n, status: $s, shipment: $shipment) { status } }';

/** A move asked as the console asks it: a 503 (the shop busy, rows held by the other instance) is asked again. */
async function moveReturn(on: RunningServer, returnNumber: string, status: string) {
  let answer = await rest(on, 'POST', `/api/returns/${returnNumber}/moves`, { status }, { token: admin });
  for (let retry = 0; retry < 5 && answer.status === 503; retry++) answer = await rest(on, 'POST', `/api/returns/${returnNumber}/moves`, { status }, { token: admin });
  return answer;
}

/** Delivered, paid orders of 2 units, each with a return of 1 unit picked up. */
async function picked(): Promise<{ orderNumber: string; returnNumber: string }[]> {
  const out: { orderNumber: string; returnNumber: string }[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const on = i % 2 ? a : b;
    const o = expectGqlOk(await gql(on, CREATE_PREPAID, { input: gqlOrderInput([ordered], 'UPI'), key: idempotencyKey() }, { token: shopper.token })).createOrder;
    expect((await confirmRest(on, shopper, o.orderNumber, await sandboxPay(on, o.payment.payUrl, 'success'))).status).toBe(200);
    for (const [s, extra] of [['CONFIRMED', {}], ['SHIPPED', { shipment: { courier: 'DELHIVERY', trackingNumber: '1234567890123' } }], ['DELIVERED', {}]] as const) {
      expectGqlOk(await gql(on, MOVE, { n: o.orderNumber, s, ...extra }, { token: admin }));
    }
    const asked = await rest(on, 'POST', `/api/orders/${o.orderNumber}/returns`, { lines: [{ productId: product.id, size: ordered.size, quantity: 1 }], reason: 'wrong_size' }, { token: shopper.token });
    expect(asked.status).toBe(201);
    for (const s of ['approved', 'picked_up']) expect((await moveReturn(on, asked.body.return.returnNumber, s)).status).toBe(200);
    out.push({ orderNumber: o.orderNumber, returnNumber: asked.body.return.returnNumber });
  }
  return out;
}

const level = async () => Number((await dbQuery(a, 'SELECT available FROM stock_levels WHERE product_id = $1 AND size = $2', [product.id, ordered.size]))[0].available);

test(`${ORDERS} returns received and refunded at once on two instances: each restocked once and refunded once`, async () => {
  const returns = await picked();
  const before = await level();

  const received = await Promise.all(returns.map((r) => Promise.all([a, b, a, b].map((on) => moveReturn(on, r.returnNumber, 'received')))));
  for (const answers of received) expect(answers.map((x) => x.status).sort()).toEqual([200, 409, 409, 409]);
  expect(await level()).toBe(before + ORDERS);
  for (const r of returns) {
    const movements = await dbQuery(a, "SELECT delta FROM stock_movements WHERE order_number = $1 AND reason = 'return'", [r.orderNumber]);
    expect(movements.map((m) => Number(m.delta))).toEqual([1]);
  }

  const refunded = await Promise.all(returns.map((r) => Promise.all([a, b, a, b].map((on) => moveReturn(on, r.returnNumber, 'refunded')))));
  for (const answers of refunded) expect(answers.map((x) => x.status).sort()).toEqual([200, 409, 409, 409]);
  for (const r of returns) {
    const stored = (await dbQuery(a, 'SELECT status, refund_paise, refund_reference FROM return_requests WHERE return_number = $1', [r.returnNumber]))[0];
    expect(stored.status).toBe('refunded');
    await eventually(async () => (await paymentRows(a, r.orderNumber)).refunds.every((x) => x.status === 'processed'), 30_000, `the refund of ${r.returnNumber}`);
    const rows = await paymentRows(a, r.orderNumber);
    expect(rows.refunds.map((x) => [x.id, Number(x.amount_paise), x.request_key])).toEqual([[stored.refund_reference, Number(stored.refund_paise), `staff:return:${r.returnNumber}`]]);
    expect(rows.sandboxRefunds.map((x) => Number(x.amount_paise))).toEqual([Number(stored.refund_paise)]);
    expect(rows.order.payment_status).toBe('partly_refunded');
  }
});
