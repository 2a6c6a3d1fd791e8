/**
 * Issue 58: two exchanges approved at once on two instances (one PostgreSQL schema) for the last
 * unit of the size they both want: one gets its replacement order (the unit taken once), the other
 * becomes a refund (a return, approved, becameRefund), and no unit is sold twice. Several rounds.
 */
import { gql, rest, signedUpShopper, WEBSITE } from '../support/api';
import { ADMIN } from '../support/orders';
import { confirmRest, CREATE_PREPAID, PAYMENT_ENV, sandboxPay } from '../support/payments';
import { exchangeable } from '../support/returns';
import { dbQuery, expectGqlOk, gqlOrderInput, idempotencyKey, line, plentySizes, RAISED_SHOPPER_LIMITS } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { postgresDatabase, type TestDb } from './fault-support';
import { FAST_HASHES } from './stock-fault-support';

jest.setTimeout(240_000);

const ROUNDS = 4;
const product = exchangeable(299)[0];
const [have, want] = plentySizes(product);

let db: TestDb;
let a: RunningServer;
let b: RunningServer;
let shopper: Awaited<ReturnType<typeof signedUpShopper>>;
let admin: string;

beforeAll(async () => {
  db = postgresDatabase('faults_exchanges_race');
  const env = { ...FAST_HASHES, ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV };
  [a, b] = await Promise.all([startServer({ env, databaseUrl: db.url }), startServer({ env, databaseUrl: db.url })]);
  shopper = await signedUpShopper(a);
  admin = (await rest(b, 'POST', '/api/auth/login', { ...ADMIN, website: WEBSITE })).body.token;
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
});

const MOVE = 'mutation M($n: String!, $s: OrderStatus!, $shipment: ShipmentInput) { updateOrderStatus(orderNumber: $n, status: $s, shipment: $shipment) { status } }';

/** The console's move: a 503 (rows held by the other instance) is asked again. */
async function approve(on: RunningServer, returnNumber: string) {
  let answer = await rest(on, 'POST', `/api/returns/${returnNumber}/moves`, { status: 'approved' }, { token: admin });
  for (let retry = 0; retry < 5 && answer.status === 503; retry++) answer = await rest(on, 'POST', `/api/returns/${returnNumber}/moves`, { status: 'approved' }, { token: admin });
  return answer;
}

/** A delivered, paid order of one unit in `have`, with an exchange for `want` requested. */
async function exchangeRequested(on: RunningServer): Promise<{ orderNumber: string; returnNumber: string }> {
  const o = expectGqlOk(await gql(on, CREATE_PREPAID, { input: gqlOrderInput([line(product, 1, have)], 'UPI'), key: idempotencyKey() }, { token: shopper.token })).createOrder;
  expect((await confirmRest(on, shopper, o.orderNumber, await sandboxPay(on, o.payment.payUrl, 'success'))).status).toBe(200);
  for (const [s, extra] of [['CONFIRMED', {}], ['SHIPPED', { shipment: { courier: 'DELHIVERY', trackingNumber: '1234567890123' } }], ['DELIVERED', {}]] as const) {
    expectGqlOk(await gql(on, MOVE, { n: o.orderNumber, s, ...extra }, { token: admin }));
  }
  const asked = await rest(on, 'POST', `/api/orders/${o.orderNumber}/exchanges`, { lines: [{ productId: product.id, size: have, quantity: 1, wantedSize: want }], reason: 'wrong_size' }, { token: shopper.token });
  expect(asked.status).toBe(201);
  return { orderNumber: o.orderNumber, returnNumber: asked.body.return.returnNumber };
}

const level = async () => Number((await dbQuery(a, 'SELECT available FROM stock_levels WHERE product_id = $1 AND size = $2', [product.id, want]))[0].available);

test(`${ROUNDS} rounds: two exchanges approved at once on two instances for the last unit: one replacement, the other a refund`, async () => {
  for (let round = 0; round < ROUNDS; round++) {
    // Units enough to ask (an exchange for a size out of stock is refused), then the last one to approve.
    await dbQuery(a, 'UPDATE stock_levels SET available = 10 WHERE product_id = $1 AND size = $2', [product.id, want], { write: true });
    const [x, y] = [await exchangeRequested(a), await exchangeRequested(b)];
    await dbQuery(a, 'UPDATE stock_levels SET available = 1 WHERE product_id = $1 AND size = $2', [product.id, want], { write: true });
    const answers = await Promise.all([approve(a, x.returnNumber), approve(b, y.returnNumber)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const outcomes = answers.map((r) => [r.body.return.kind, r.body.return.status, r.body.return.becameRefund, r.body.return.replacementOrderNumber !== null]);
    expect(outcomes.map((o) => JSON.stringify(o)).sort()).toEqual([JSON.stringify(['exchange', 'approved', false, true]), JSON.stringify(['return', 'approved', true, false])].sort());
    expect(await level()).toBe(0);
    const replacements = await dbQuery(a, 'SELECT order_number, replacement_for FROM orders WHERE replacement_for IN ($1, $2)', [x.orderNumber, y.orderNumber]);
    expect(replacements).toHaveLength(1);
    const taken = await dbQuery(a, "SELECT delta FROM stock_movements WHERE order_number = $1 AND reason = 'order'", [replacements[0].order_number]);
    expect(taken.map((t) => Number(t.delta))).toEqual([-1]);
    const refused = answers.find((r) => r.body.return.becameRefund)!.body.return;
    expect(refused.history.at(-1).note).toMatch(/is sold out: the exchange becomes a refund of ₹/);
  }
});
