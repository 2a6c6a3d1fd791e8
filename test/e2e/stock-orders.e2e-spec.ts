/**
 * Orders take their units (DECISIONS 11): in the order's transaction, never more than is left,
 * once per idempotency key; a line over stock refuses the whole order naming the line and
 * stores nothing; cancelling gives the units back.
 */
import { rest } from '../support/api';
import { admin, alice, bob, CANCEL, move, placeGql, placeRest, server, useOrdersShop } from '../support/orders';
import { expectGqlError, expectGqlOk, expectRestError, idempotencyKey, line, loadCatalogue, onPostgres, restOrderPayload, whileRowsHeld, RAISED_SHOPPER_LIMITS } from '../support/shop';
import { gql } from '../support/api';
import { ADJUST_STOCK, levelOf, movementsOf, SET_STOCK, setStock, storedWithStock } from '../support/stock';

jest.setTimeout(60_000);
useOrdersShop(RAISED_SHOPPER_LIMITS);

// Distinct products with sizes, each given its own figures by the tests that use them.
const products = loadCatalogue().filter((p) => p.sizes.length >= 2 && p.price >= 299);
const pick = (() => {
  let next = 0;
  return () => products[next++];
})();

describe('an order takes its units', () => {
  test('on both surfaces each line takes its quantity, with an ORDER movement naming the order', async () => {
    const p = pick();
    const size = p.sizes[0];
    await setStock(server, admin.token, p.id, size, 10);
    const r = await placeRest(alice, [line(p, 3, size)]);
    expect(r.status).toBe(201);
    const g = expectGqlOk(await placeGql(bob, [line(p, 2, size)])).createOrder;
    expect(await levelOf(server, p.id, size)).toBe(5);
    const moves = await movementsOf(server, p.id, size);
    expect(moves.slice(-2)).toEqual([
      { delta: -3, reason: 'order', actor: 'shop', note: null, orderNumber: r.body.orderId },
      { delta: -2, reason: 'order', actor: 'shop', note: null, orderNumber: g.orderNumber },
    ]);
  });

  test('exactly what is left may be ordered, and the size is then sold out', async () => {
    const p = pick();
    await setStock(server, admin.token, p.id, p.sizes[0], 2);
    expect((await placeRest(alice, [line(p, 2, p.sizes[0])])).status).toBe(201);
    expect(await levelOf(server, p.id, p.sizes[0])).toBe(0);
  });
});

describe('a line over stock refuses the whole order and stores nothing', () => {
  test("REST: 409 'Only 2 left of <name> in size <size>' naming the line (items[i].quantity)", async () => {
    const [a, b] = [pick(), pick()];
    await setStock(server, admin.token, a.id, a.sizes[0], 50);
    await setStock(server, admin.token, b.id, b.sizes[1], 2);
    const before = await storedWithStock(server);
    const r = await placeRest(alice, [line(a, 1, a.sizes[0]), line(b, 3, b.sizes[1])]);
    const message = `Only 2 left of ${b.name} in size ${b.sizes[1]}`;
    expectRestError(r, 409, message);
    expect(r.body.errors).toEqual([{ field: 'items[1].quantity', message }]);
    expect(await storedWithStock(server)).toEqual(before);
  });

  test('GraphQL: CONFLICT with the same message and field; a sold-out size says it is sold out', async () => {
    const p = pick();
    await setStock(server, admin.token, p.id, p.sizes[0], 2);
    await setStock(server, admin.token, p.id, p.sizes[1], 0);
    const before = await storedWithStock(server);
    const r = await placeGql(alice, [line(p, 5, p.sizes[0])]);
    expectGqlError(r, 'CONFLICT', `Only 2 left of ${p.name} in size ${p.sizes[0]}`);
    expect(r.body.errors![0].extensions!.errors).toEqual([{ field: 'items[0].quantity', message: `Only 2 left of ${p.name} in size ${p.sizes[0]}` }]);
    expectGqlError(await placeGql(alice, [line(p, 1, p.sizes[1])]), 'CONFLICT', `${p.name} in size ${p.sizes[1]} is sold out`);
    expect(await storedWithStock(server)).toEqual(before);
  });
});

describe('an idempotent retry takes nothing twice', () => {
  test('REST and GraphQL retries with the same key answer the same order; the units are taken once', async () => {
    const p = pick();
    await setStock(server, admin.token, p.id, p.sizes[0], 10);
    const key = idempotencyKey();
    const first = await rest(server, 'POST', '/api/orders', restOrderPayload(alice.user.id, [line(p, 4, p.sizes[0])]), { token: alice.token, headers: { 'Idempotency-Key': key } });
    const again = await rest(server, 'POST', '/api/orders', restOrderPayload(alice.user.id, [line(p, 4, p.sizes[0])]), { token: alice.token, headers: { 'Idempotency-Key': key } });
    expect(again.body.orderId).toBe(first.body.orderId);
    const gkey = idempotencyKey();
    const g1 = expectGqlOk(await placeGql(bob, [line(p, 3, p.sizes[0])], 'upi', {}, gkey)).createOrder;
    const [g2, g3] = await Promise.all([placeGql(bob, [line(p, 3, p.sizes[0])], 'upi', {}, gkey), placeGql(bob, [line(p, 3, p.sizes[0])], 'upi', {}, gkey)]);
    expect([expectGqlOk(g2).createOrder.orderNumber, expectGqlOk(g3).createOrder.orderNumber]).toEqual([g1.orderNumber, g1.orderNumber]);
    expect(await levelOf(server, p.id, p.sizes[0])).toBe(3);
    expect((await movementsOf(server, p.id, p.sizes[0])).filter((m) => m.reason === 'order').map((m) => m.delta)).toEqual([-4, -3]);
  });
});

describe('cancelling gives the units back', () => {
  test('the shopper (GraphQL cancelOrder and REST cancel) and the admin (updateOrderStatus) each restock, with CANCEL movements', async () => {
    const p = pick();
    const size = p.sizes[0];
    await setStock(server, admin.token, p.id, size, 10);
    const a = (await placeRest(alice, [line(p, 2, size)])).body.orderId as string;
    const b = expectGqlOk(await placeGql(alice, [line(p, 3, size)])).createOrder.orderNumber as string;
    // Cash on Delivery, which the admin may confirm before any payment.
    const c = (await placeRest(bob, [line(p, 4, size)], 'cod')).body.orderId as string;
    expect(await levelOf(server, p.id, size)).toBe(1);

    expect((await rest(server, 'POST', `/api/orders/${a}/cancel`, undefined, { token: alice.token })).status).toBe(200);
    expect(await levelOf(server, p.id, size)).toBe(3);
    expectGqlOk(await gql(server, CANCEL, { n: b }, { token: alice.token }));
    expect(await levelOf(server, p.id, size)).toBe(6);
    expectGqlOk(await move(c, 'CONFIRMED'));
    expectGqlOk(await move(c, 'CANCELLED'));
    expect(await levelOf(server, p.id, size)).toBe(10);

    const back = (await movementsOf(server, p.id, size)).filter((m) => m.reason === 'cancel');
    expect(back).toEqual([
      { delta: 2, reason: 'cancel', actor: 'shop', note: null, orderNumber: a },
      { delta: 3, reason: 'cancel', actor: 'shop', note: null, orderNumber: b },
      { delta: 4, reason: 'cancel', actor: 'shop', note: null, orderNumber: c },
    ]);
  });

  test('a refused cancellation (already cancelled, or shipped) gives nothing back', async () => {
    const p = pick();
    const size = p.sizes[0];
    await setStock(server, admin.token, p.id, size, 5);
    const n = (await placeRest(alice, [line(p, 2, size)])).body.orderId as string;
    expectGqlOk(await gql(server, CANCEL, { n }, { token: alice.token }));
    expectGqlError(await gql(server, CANCEL, { n }, { token: alice.token }), 'CONFLICT');
    // Two units by Cash on Delivery (at least its ₹199), which the admin may ship before any payment.
    const shipped = (await placeRest(alice, [line(p, 2, size)], 'cod')).body.orderId as string;
    expectGqlOk(await move(shipped, 'CONFIRMED'));
    expectGqlOk(await move(shipped, 'SHIPPED'));
    expectGqlError(await gql(server, CANCEL, { n: shipped }, { token: alice.token }), 'CONFLICT');
    expect(await levelOf(server, p.id, size)).toBe(3);
  });
});

// PostgreSQL: whatever changes a size's stock waits for its row while another transaction holds
// it. Each wait is a lock_timeout, then the transaction is tried again
// (DatabaseService.transactionInLine), so a hold longer than the pool's 1.5 s query timeout
// (which would be a 503: the database taken for unreachable) still ends in the change.
(onPostgres() ? describe : describe.skip)('changes that wait for a size another transaction holds (PostgreSQL)', () => {
  /** Holds the size's row for `seconds`, runs `change` meanwhile, and answers it with how long it waited. */
  const whileHeld = <T>(productId: string, size: string, change: () => Promise<T>, seconds?: number) =>
    whileRowsHeld(server, { table: 'stock_levels', where: 'product_id = $1 AND size = $2', params: [productId, size] }, change, seconds);

  test('a row held for 2.5 s: the order waits its turn and is placed (not a 503), taking its unit once', async () => {
    const p = pick();
    const size = p.sizes[0];
    await setStock(server, admin.token, p.id, size, 3);
    const { answer: r, waited } = await whileHeld(p.id, size, () => placeRest(alice, [line(p, 1, size)]));
    expect(r.status).toBe(201);
    expect(waited).toBeGreaterThan(1500);
    expect(await levelOf(server, p.id, size)).toBe(2);
    expect((await movementsOf(server, p.id, size)).filter((m) => m.orderNumber === r.body.orderId)).toHaveLength(1);
  });

  test('a cancellation waits its turn and gives its units back once', async () => {
    const p = pick();
    const size = p.sizes[0];
    await setStock(server, admin.token, p.id, size, 4);
    const n = (await placeRest(alice, [line(p, 3, size)])).body.orderId as string;
    const { answer, waited } = await whileHeld(p.id, size, () => gql(server, CANCEL, { n }, { token: alice.token }));
    expectGqlOk(answer);
    expect(waited).toBeGreaterThan(1500);
    expect(await levelOf(server, p.id, size)).toBe(4);
    expect((await movementsOf(server, p.id, size)).filter((m) => m.orderNumber === n).map((m) => [m.reason, m.delta])).toEqual([['order', -3], ['cancel', 3]]);
  });

  test("staff's change and set figure wait their turn and are each recorded once", async () => {
    const p = pick();
    const size = p.sizes[0];
    await setStock(server, admin.token, p.id, size, 5);
    const adjusted = await whileHeld(p.id, size, () => gql(server, ADJUST_STOCK, { input: { productId: p.id, size, delta: 2, reason: 'ADJUSTMENT' } }, { token: admin.token }));
    expect(expectGqlOk(adjusted.answer).adjustStock.available).toBe(7);
    expect(adjusted.waited).toBeGreaterThan(1500);
    const set = await whileHeld(p.id, size, () => gql(server, SET_STOCK, { input: { productId: p.id, size, quantity: 1, note: 'stock take' } }, { token: admin.token }));
    expect(expectGqlOk(set.answer).setStock.available).toBe(1);
    expect((await movementsOf(server, p.id, size)).slice(-2).map((m) => [m.reason, m.delta])).toEqual([['adjustment', 2], ['adjustment', -6]]);
  });

  test('a row held longer than ten waits (5 s): 503, try again in 2 s (Retry-After), and nothing of the order is stored', async () => {
    const p = pick();
    const size = p.sizes[0];
    await setStock(server, admin.token, p.id, size, 3);
    const before = await storedWithStock(server);
    // Held well beyond ten waits of 500 ms, so that a slow machine's tries (each with its own work) still end first.
    const { answer: r, waited } = await whileHeld(p.id, size, () => placeRest(alice, [line(p, 1, size)]), 12);
    expect({ status: r.status, code: r.body.code, retryAfter: r.headers.get('retry-after') }).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: '2' });
    expect(r.body.message).toMatch(/try again/i);
    expect(waited).toBeGreaterThan(5000);
    expect(waited).toBeLessThan(12000);
    expect(await storedWithStock(server)).toEqual(before);
  });
});
