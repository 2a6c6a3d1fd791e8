/**
 * Issue 58: two exchanges approved at once on two instances (one PostgreSQL schema) for the last
 * unit of the size they both want: one gets its replacement order (the unit taken once), the other
 * becomes a refund (a return, approved, becameRefund), and no unit is sold twice. Several rounds.
 */
import { rest } from '../support/api';
import { exchangeable } from '../support/returns';
import { dbQuery, line, plentySizes } from '../support/shop';
import type { RunningServer } from '../support/start-server';
import { deliveredPaidOrder, moveAsConsole, useTwoInstances } from './after-sale-fault-support';

jest.setTimeout(240_000);

const ROUNDS = 4;
const product = exchangeable(299)[0];
const [have, want] = plentySizes(product);

const shop = useTwoInstances('faults_exchanges_race');

/** A delivered, paid order of one unit in `have`, with an exchange for `want` requested. */
async function exchangeRequested(on: RunningServer): Promise<{ orderNumber: string; returnNumber: string }> {
  const orderNumber = await deliveredPaidOrder(on, shop.shopper, shop.admin, [line(product, 1, have)]);
  const asked = await rest(on, 'POST', `/api/orders/${orderNumber}/exchanges`, { lines: [{ productId: product.id, size: have, quantity: 1, wantedSize: want }], reason: 'wrong_size' }, { token: shop.shopper.token });
  expect(asked.status).toBe(201);
  return { orderNumber, returnNumber: asked.body.return.returnNumber };
}
const approve = (on: RunningServer, returnNumber: string) => moveAsConsole(on, shop.admin, returnNumber, 'approved');

const level = async () => Number((await dbQuery(shop.a, 'SELECT available FROM stock_levels WHERE product_id = $1 AND size = $2', [product.id, want]))[0].available);

test(`${ROUNDS} rounds: two exchanges approved at once on two instances for the last unit: one replacement, the other a refund`, async () => {
  const { a, b } = shop;
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
