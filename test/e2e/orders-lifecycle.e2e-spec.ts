/**
 * The order lifecycle: a shopper cancels their own pending or confirmed order; an admin moves
 * orders pending -> confirmed -> shipped -> delivered, or cancels them; every other move is refused.
 */
import { gql, rest } from '../support/api';
import {
  alice, admin, bob, CANCEL, dear, listRest, move, MOVE, ORDER_QUERY, placeGql, server, type Session, useOrdersShop,
} from '../support/orders';
import { expectGqlError, expectGqlOk, expectRestError, line, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(60_000);

useOrdersShop(RAISED_SHOPPER_LIMITS);

// ---------------------------------------------------------------- cancelling

describe('cancelOrder (own pending or confirmed orders)', () => {
  // Cash on Delivery, so that the admin may confirm and ship it before any payment.
  const place = async (s: Session) => expectGqlOk(await placeGql(s, [line(dear)], 'cod')).createOrder.orderNumber as string;

  test('a shopper cancels their own pending order; it reads back as cancelled on both surfaces', async () => {
    const n = await place(alice);
    const o = expectGqlOk(await gql(server, CANCEL, { n }, { token: alice.token })).cancelOrder;
    expect(o.status).toBe('CANCELLED');
    expect(o.canCancel).toBe(false);
    const back = (await listRest(alice)).find((x) => x.orderNumber === n);
    expect(back.status).toBe('cancelled');
  });

  test('a cancelled order cannot be cancelled again (CONFLICT)', async () => {
    const n = await place(alice);
    expectGqlOk(await gql(server, CANCEL, { n }, { token: alice.token }));
    expectGqlError(await gql(server, CANCEL, { n }, { token: alice.token }), 'CONFLICT', `Order ${n} is cancelled and can no longer be cancelled`);
  });

  test("someone else's order: FORBIDDEN and unchanged; an unknown one: NOT_FOUND; no token: UNAUTHENTICATED", async () => {
    const n = await place(bob);
    expectGqlError(await gql(server, CANCEL, { n }, { token: alice.token }), 'FORBIDDEN', 'Access denied');
    expect(expectGqlOk(await gql(server, ORDER_QUERY, { n }, { token: bob.token })).order.status).toBe('PENDING');
    expectGqlError(await gql(server, CANCEL, { n: 'SQU-20000101-ZZZZZZZZ' }, { token: alice.token }), 'NOT_FOUND');
    expectGqlError(await gql(server, CANCEL, { n }), 'UNAUTHENTICATED');
  });

  test('a confirmed order may still be cancelled by its owner; a shipped one may not', async () => {
    const confirmed = await place(alice);
    expectGqlOk(await move(confirmed, 'CONFIRMED'));
    expect(expectGqlOk(await gql(server, CANCEL, { n: confirmed }, { token: alice.token })).cancelOrder.status).toBe('CANCELLED');
    const shipped = await place(alice);
    expectGqlOk(await move(shipped, 'CONFIRMED'));
    expectGqlOk(await move(shipped, 'SHIPPED'));
    expectGqlError(await gql(server, CANCEL, { n: shipped }, { token: alice.token }), 'CONFLICT', `Order ${shipped} is shipped and can no longer be cancelled`);
  });

  test('REST POST /api/orders/{orderNumber}/cancel does the same (200 { order }, 403 for others)', async () => {
    const n = await place(alice);
    expectRestError(await rest(server, 'POST', `/api/orders/${n}/cancel`, undefined, { token: bob.token }), 403, 'Access denied');
    const r = await rest(server, 'POST', `/api/orders/${n}/cancel`, undefined, { token: alice.token });
    expect(r.status).toBe(200);
    expect(r.body.order.status).toBe('cancelled');
    expectRestError(await rest(server, 'POST', `/api/orders/${n}/cancel`, undefined, { token: alice.token }), 409);
    expectRestError(await rest(server, 'POST', '/api/orders/SQU-20000101-ZZZZZZZZ/cancel', undefined, { token: alice.token }), 404);
  });
});

// ---------------------------------------------------------------- lifecycle

describe('updateOrderStatus (admin only) enforces pending -> confirmed -> shipped -> delivered, pending|confirmed -> cancelled', () => {
  // Cash on Delivery: an order paid online moves on only once paid (payments-checkout.e2e-spec.ts).
  const place = async (method = 'cod') => expectGqlOk(await placeGql(alice, [line(dear)], method)).createOrder as { orderNumber: string; statusUpdatedAt: string };

  test('a customer may not move orders, not even their own (FORBIDDEN, unchanged)', async () => {
    const { orderNumber: n } = await place();
    expectGqlError(await move(n, 'CONFIRMED', alice.token), 'FORBIDDEN', 'Access denied');
    expect(expectGqlOk(await gql(server, ORDER_QUERY, { n }, { token: alice.token })).order.status).toBe('PENDING');
    expectGqlError(await gql(server, MOVE, { n, s: 'CONFIRMED' }), 'UNAUTHENTICATED');
  });

  test('an admin moves an order pending -> confirmed -> shipped -> delivered; statusUpdatedAt follows; the owner sees it', async () => {
    const placed = await place();
    let last = placed.statusUpdatedAt;
    for (const s of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) {
      await new Promise((r) => setTimeout(r, 5));
      const o = expectGqlOk(await move(placed.orderNumber, s)).updateOrderStatus;
      expect(o.status).toBe(s);
      expect(Date.parse(o.statusUpdatedAt)).toBeGreaterThan(Date.parse(last));
      expect(o.canCancel).toBe(s === 'CONFIRMED');
      last = o.statusUpdatedAt;
    }
    const back = (await listRest(alice)).find((x) => x.orderNumber === placed.orderNumber);
    expect(back.status).toBe('delivered');
  });

  test('a COD order is marked paid when delivered', async () => {
    const { orderNumber: n } = await place('cod');
    for (const s of ['CONFIRMED', 'SHIPPED']) expect(expectGqlOk(await move(n, s)).updateOrderStatus.paymentStatus).toBe('PENDING');
    expect(expectGqlOk(await move(n, 'DELIVERED')).updateOrderStatus.paymentStatus).toBe('PAID');
  });

  test('an admin may cancel a pending or a confirmed order', async () => {
    const a = await place();
    expect(expectGqlOk(await move(a.orderNumber, 'CANCELLED')).updateOrderStatus.status).toBe('CANCELLED');
    const b = await place();
    expectGqlOk(await move(b.orderNumber, 'CONFIRMED'));
    expect(expectGqlOk(await move(b.orderNumber, 'CANCELLED')).updateOrderStatus.status).toBe('CANCELLED');
  });

  const illegal: [string, string[], string][] = [
    ['pending', [], 'SHIPPED'],
    ['pending', [], 'DELIVERED'],
    ['pending', [], 'PENDING'],
    ['confirmed', ['CONFIRMED'], 'PENDING'],
    ['confirmed', ['CONFIRMED'], 'DELIVERED'],
    ['confirmed', ['CONFIRMED'], 'CONFIRMED'],
    ['shipped', ['CONFIRMED', 'SHIPPED'], 'CANCELLED'],
    ['shipped', ['CONFIRMED', 'SHIPPED'], 'CONFIRMED'],
    ['shipped', ['CONFIRMED', 'SHIPPED'], 'PENDING'],
    ['delivered', ['CONFIRMED', 'SHIPPED', 'DELIVERED'], 'CANCELLED'],
    ['delivered', ['CONFIRMED', 'SHIPPED', 'DELIVERED'], 'SHIPPED'],
    ['cancelled', ['CANCELLED'], 'CONFIRMED'],
    ['cancelled', ['CANCELLED'], 'PENDING'],
  ];
  test.each(illegal)('from %s (reached by %j) moving to %s is CONFLICT and changes nothing', async (from, path, to) => {
    const { orderNumber: n } = await place();
    for (const s of path) expectGqlOk(await move(n, s));
    const before = expectGqlOk(await gql(server, ORDER_QUERY, { n }, { token: admin.token })).order;
    expectGqlError(await move(n, to), 'CONFLICT', `An order cannot move from ${from} to ${to.toLowerCase()}`);
    const after = expectGqlOk(await gql(server, ORDER_QUERY, { n }, { token: admin.token })).order;
    expect(after).toEqual(before);
  });

  test('an unknown order is NOT_FOUND; an unknown status is BAD_USER_INPUT', async () => {
    expectGqlError(await move('SQU-20000101-ZZZZZZZZ', 'CONFIRMED'), 'NOT_FOUND');
    const { orderNumber: n } = await place();
    expectGqlError(await move(n, 'LOST'), 'BAD_USER_INPUT');
  });
});
