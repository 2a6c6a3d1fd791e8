/**
 * Issue 58: a return's receipt puts its units back on sale once, and its refund is made once,
 * with two instances on one PostgreSQL schema. For each of several delivered, paid orders with a
 * return picked up, RECEIVED is asked at once on both instances (twice each): one move is made,
 * the others refused (409), and the size's stock goes up by the return's units exactly (one
 * RETURN movement). Then REFUNDED likewise: one move, one payment refund (keyed by the return),
 * sent to the sandbox provider once.
 */
import { rest } from '../support/api';
import { eventually, paymentRows } from '../support/payments';
import { returnable } from '../support/returns';
import { dbQuery, line } from '../support/shop';
import type { RunningServer } from '../support/start-server';
import { deliveredPaidOrder, moveAsConsole, useTwoInstances } from './after-sale-fault-support';

jest.setTimeout(240_000);

const ORDERS = 6;
const product = returnable(299)[0];
const ordered = line(product, 2);

const shop = useTwoInstances('faults_returns_race', { PAYMENT_RECONCILE_EVERY_SECONDS: '1' });
const moveReturn = (on: RunningServer, returnNumber: string, status: string) => moveAsConsole(on, shop.admin, returnNumber, status);

/** Delivered, paid orders of 2 units, each with a return of 1 unit picked up. */
async function picked(): Promise<{ orderNumber: string; returnNumber: string }[]> {
  const out: { orderNumber: string; returnNumber: string }[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const on = i % 2 ? shop.a : shop.b;
    const orderNumber = await deliveredPaidOrder(on, shop.shopper, shop.admin, [ordered]);
    const asked = await rest(on, 'POST', `/api/orders/${orderNumber}/returns`, { lines: [{ productId: product.id, size: ordered.size, quantity: 1 }], reason: 'wrong_size' }, { token: shop.shopper.token });
    expect(asked.status).toBe(201);
    for (const s of ['approved', 'picked_up']) expect((await moveReturn(on, asked.body.return.returnNumber, s)).status).toBe(200);
    out.push({ orderNumber, returnNumber: asked.body.return.returnNumber });
  }
  return out;
}

const level = async () => Number((await dbQuery(shop.a, 'SELECT available FROM stock_levels WHERE product_id = $1 AND size = $2', [product.id, ordered.size]))[0].available);

test(`${ORDERS} returns received and refunded at once on two instances: each restocked once and refunded once`, async () => {
  const { a, b } = shop;
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
