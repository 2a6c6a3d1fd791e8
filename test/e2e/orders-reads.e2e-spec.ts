/**
 * Reading orders: owner-only ('Access denied' for anyone else, any order for an admin), and
 * repeated ordersByUser reads that are never stale and never shared, across instances too.
 */
import { gql, rest, signedUpShopper } from '../support/api';
import {
  alice, admin, bob, BY_USER, CANCEL, cheap, dear, listRest, move, MOVE, ORDER_QUERY, placeGql, placeRest, server, type Session,
  useOrdersShop,
} from '../support/orders';
import { expectGqlError, expectGqlOk, expectRestError, line, restOrderPayload, RAISED_SHOPPER_LIMITS } from '../support/shop';
import { startServer } from '../support/start-server';

jest.setTimeout(60_000);

useOrdersShop(RAISED_SHOPPER_LIMITS);

// ---------------------------------------------------------------- owner-only reads

describe("owner-only reads ('Access denied' for anyone else)", () => {
  let bobsOrder: string;
  beforeAll(async () => {
    bobsOrder = (await placeRest(bob, [line(dear)])).body.orderId;
  });

  test("REST GET /api/orders/{someone else's id} is 403 'Access denied'", async () => {
    expectRestError(await rest(server, 'GET', `/api/orders/${bob.user.id}`, undefined, { token: alice.token }), 403, 'Access denied');
    expectRestError(await rest(server, 'GET', '/api/orders/not-a-user-id', undefined, { token: alice.token }), 403, 'Access denied');
  });

  test("GraphQL ordersByUser(someone else's id) is FORBIDDEN 'Access denied'", async () => {
    expectGqlError(await gql(server, BY_USER, { u: bob.user.id }, { token: alice.token }), 'FORBIDDEN', 'Access denied');
  });

  test("GraphQL order(someone else's order) is FORBIDDEN; an unknown number is NOT_FOUND", async () => {
    expectGqlError(await gql(server, ORDER_QUERY, { n: bobsOrder }, { token: alice.token }), 'FORBIDDEN', 'Access denied');
    expectGqlError(await gql(server, ORDER_QUERY, { n: 'SQU-20000101-ZZZZZZZZ' }, { token: alice.token }), 'NOT_FOUND');
  });

  test("REST GET /api/orders/{id} without a token is 401", async () => {
    expectRestError(await rest(server, 'GET', `/api/orders/${alice.user.id}`), 401);
  });

  test('an admin may read any order by its number', async () => {
    const o = expectGqlOk(await gql(server, ORDER_QUERY, { n: bobsOrder }, { token: admin.token })).order;
    expect(o.userId).toBe(bob.user.id);
  });

  test('no answer about orders leaks another user\'s data', async () => {
    const mine = await listRest(alice);
    expect(JSON.stringify(mine)).not.toContain(bob.user.id);
    expect(JSON.stringify(mine)).not.toContain(bob.user.email);
  });
});

// The tax invoice: test/e2e/gst-invoices.e2e-spec.ts.

// ---------------------------------------------------------------- repeated ordersByUser reads

describe('repeated ordersByUser reads (never stale, never shared)', () => {
  const mine = async (s: Session, token = s.token) => expectGqlOk(await gql(server, BY_USER, { u: s.user.id }, { token })).ordersByUser as any[];

  test('a repeated read answers the same bytes and headers; every change shows at once', async () => {
    const s = await signedUpShopper(server);
    const first = await gql(server, BY_USER, { u: s.user.id }, { token: s.token });
    const again = await gql(server, BY_USER, { u: s.user.id }, { token: s.token });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    for (const h of ['content-security-policy', 'x-content-type-options', 'x-request-id']) expect(again.headers.get(h)).toBeTruthy();
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));

    const a = expectGqlOk(await placeGql(s, [line(dear)], 'cod')).createOrder;
    expect((await mine(s)).map((o) => o.orderNumber)).toEqual([a.orderNumber]);
    const b = (await placeRest(s, [line(cheap, 2)])).body.order;
    expect((await mine(s)).map((o) => o.orderNumber)).toEqual([b.orderNumber, a.orderNumber]);
    expectGqlOk(await move(a.orderNumber, 'CONFIRMED'));
    expect((await mine(s)).find((o) => o.orderNumber === a.orderNumber).status).toBe('CONFIRMED');
    expectGqlOk(await gql(server, CANCEL, { n: b.orderNumber }, { token: s.token }));
    const after = await mine(s);
    expect(after.map((o) => [o.orderNumber, o.status, o.canCancel])).toEqual([
      [b.orderNumber, 'CANCELLED', false],
      [a.orderNumber, 'CONFIRMED', true],
    ]);
  });

  test("nobody is sent another caller's kept answer; a bad token is refused as before", async () => {
    const s = await signedUpShopper(server);
    expectGqlOk(await placeGql(s, [line(dear)]));
    expect(await mine(s)).toHaveLength(1);
    expect(await mine(s)).toHaveLength(1);
    expectGqlError(await gql(server, BY_USER, { u: s.user.id }, { token: bob.token }), 'FORBIDDEN', 'Access denied');
    expectGqlError(await gql(server, BY_USER, { u: s.user.id }, { token: `${s.token}x` }), 'UNAUTHENTICATED');
    expectGqlError(await gql(server, BY_USER, { u: s.user.id }), 'UNAUTHENTICATED');
  });

  test('a change made by another instance on the same database shows at once', async () => {
    const s = await signedUpShopper(server);
    const placed = expectGqlOk(await placeGql(s, [line(dear)], 'cod')).createOrder;
    expect((await mine(s))[0].status).toBe('PENDING');
    const other = await startServer({ databaseUrl: server.databaseUrl });
    try {
      const moved = await gql(other, MOVE, { n: placed.orderNumber, s: 'CONFIRMED' }, { token: admin.token });
      expect(expectGqlOk(moved).updateOrderStatus.status).toBe('CONFIRMED');
      expect((await mine(s))[0].status).toBe('CONFIRMED');
      const second = (await rest(other, 'POST', '/api/orders', restOrderPayload(s.user.id, [line(cheap, 2)]), { token: s.token })).body.order;
      const now = await mine(s);
      expect(now.map((o) => [o.orderNumber, o.status])).toEqual([
        [second.orderNumber, 'PENDING'],
        [placed.orderNumber, 'CONFIRMED'],
      ]);
    } finally {
      await other.stop();
    }
  });
});
