/**
 * DECISIONS 19: the admin console's orders. adminOrders lists every shopper's orders, newest
 * first, searched and filtered and paged, for admins only; each order carries its status history
 * (placement and every move, with who) and the moves it may make next.
 */
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { gql } from '../support/api';
import { ADMIN, admin, alice, bob, CANCEL, dear, move, placeGql, server, type Session, useOrdersShop } from '../support/orders';
import { expectGqlError, expectGqlOk, line, TEST_JWT_SECRET } from '../support/shop';
import { ROOT } from '../support/start-server';

jest.setTimeout(90_000);

useOrdersShop({ SQL_STATEMENT_COUNTER: 'true' });

const LIST = `query List($filter: AdminOrderFilter, $page: Int, $pageSize: Int) {
  adminOrders(filter: $filter, page: $page, pageSize: $pageSize) {
    total page pageSize
    items { orderNumber status paymentStatus createdAt contact { email } nextStatuses history { from to actor at } }
  }
}`;
const list = (variables: Record<string, unknown> = {}, token: string | null = admin.token) => gql(server, LIST, variables, { token: token ?? undefined });
const listOk = async (variables: Record<string, unknown> = {}) => expectGqlOk(await list(variables)).adminOrders;
// Cash on Delivery: an order paid online moves on only once paid (payments-checkout.e2e-spec.ts).
const place = async (s: Session) => expectGqlOk(await placeGql(s, [line(dear)], 'cod')).createOrder.orderNumber as string;

describe('adminOrders', () => {
  let aliceOrders: string[];
  let bobOrders: string[];

  beforeAll(async () => {
    aliceOrders = [await place(alice), await place(alice), await place(alice)];
    bobOrders = [await place(bob), await place(bob)];
  });

  test('lists every shopper\'s orders, newest first, with the total', async () => {
    const page = await listOk();
    expect(page.total).toBe(5);
    expect(page.items.map((o: any) => o.orderNumber)).toEqual([...bobOrders].reverse().concat([...aliceOrders].reverse()));
    expect(page).toMatchObject({ page: 1, pageSize: 25 });
  });

  test('pages: page 2 of size 2 holds the third and fourth newest; a page past the end is empty', async () => {
    const all = (await listOk()).items.map((o: any) => o.orderNumber);
    const second = await listOk({ page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((o: any) => o.orderNumber)).toEqual(all.slice(2, 4));
    expect((await listOk({ page: 9, pageSize: 2 })).items).toEqual([]);
  });

  test('search finds text in the contact email or the order number, in any case', async () => {
    const byEmail = await listOk({ filter: { search: bob.user.email.toUpperCase() } });
    expect(byEmail.items.map((o: any) => o.orderNumber).sort()).toEqual([...bobOrders].sort());
    const byNumber = await listOk({ filter: { search: aliceOrders[1].slice(-8).toLowerCase() } });
    expect(byNumber.items.map((o: any) => o.orderNumber)).toEqual([aliceOrders[1]]);
    expect((await listOk({ filter: { search: '%' } })).total).toBe(0);
    expect((await listOk({ filter: { search: '  ' } })).total).toBe(5);
  });

  test('filters by status, by payment status and by placement dates', async () => {
    expectGqlOk(await move(aliceOrders[0], 'CONFIRMED'));
    const confirmed = await listOk({ filter: { status: 'CONFIRMED' } });
    expect(confirmed.items.map((o: any) => o.orderNumber)).toEqual([aliceOrders[0]]);
    expect((await listOk({ filter: { paymentStatus: 'PENDING' } })).total).toBe(5);
    expect((await listOk({ filter: { paymentStatus: 'PAID' } })).total).toBe(0);
    const now = Date.now();
    expect((await listOk({ filter: { from: new Date(now - 3_600_000).toISOString(), to: new Date(now + 60_000).toISOString() } })).total).toBe(5);
    expect((await listOk({ filter: { from: new Date(now + 60_000).toISOString() } })).total).toBe(0);
    expect((await listOk({ filter: { to: new Date(now - 3_600_000).toISOString() } })).total).toBe(0);
    expect((await listOk({ filter: { status: 'CONFIRMED', search: bob.user.email } })).total).toBe(0);
  });

  test('history: placement by the shopper, each move by its admin, the owner\'s cancel, the operator\'s command; nextStatuses follows the lifecycle', async () => {
    const n = await place(alice);
    expectGqlOk(await move(n, 'CONFIRMED'));
    expectGqlOk(await gql(server, CANCEL, { n }, { token: alice.token }));
    const shipped = await place(bob);
    expectGqlOk(await move(shipped, 'CONFIRMED'));
    await promisify(execFile)(process.execPath, [join(ROOT, 'server/dist/cli/admin.js'), 'set-status', shipped, 'shipped', '--courier', 'OWN_DELIVERY'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: server.databaseUrl, JWT_SECRET: TEST_JWT_SECRET },
    });

    const [cancelled] = (await listOk({ filter: { search: n } })).items;
    expect(cancelled.history.map((h: any) => [h.from, h.to, h.actor])).toEqual([
      [null, 'PENDING', 'shopper'],
      ['PENDING', 'CONFIRMED', ADMIN.email],
      ['CONFIRMED', 'CANCELLED', 'shopper'],
    ]);
    expect(cancelled.nextStatuses).toEqual([]);
    const times = cancelled.history.map((h: any) => Date.parse(h.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const [moved] = (await listOk({ filter: { search: shipped } })).items;
    expect(moved.history.map((h: any) => h.actor)).toEqual(['shopper', ADMIN.email, 'cli']);
    expect(moved.status).toBe('SHIPPED');
    expect(moved.nextStatuses).toEqual(['DELIVERED']);
    const fresh = await place(bob);
    expect((await listOk({ filter: { search: fresh } })).items[0].nextStatuses).toEqual(['CONFIRMED', 'CANCELLED']);
  });

  test('a refused move writes no history', async () => {
    const n = await place(alice);
    expectGqlError(await move(n, 'DELIVERED'), 'CONFLICT', 'An order cannot move from pending to delivered');
    const [o] = (await listOk({ filter: { search: n } })).items;
    expect(o.history).toHaveLength(1);
  });

  test('the owner reads their own order\'s history through order and ordersByUser', async () => {
    const n = await place(bob);
    const mine = expectGqlOk(await gql(server, 'query($n: String!) { order(orderNumber: $n) { history { to actor } nextStatuses } }', { n }, { token: bob.token })).order;
    expect(mine).toEqual({ history: [{ to: 'PENDING', actor: 'shopper' }], nextStatuses: ['CONFIRMED', 'CANCELLED'] });
  });

  test('a page\'s histories cost the same statements for 2 orders as for 10 (no query per order)', async () => {
    // The count is the process's: a background round (the outbox's, invoice numbering's) that
    // lands inside a measured read adds its statement to it, never takes one away, so the
    // fewest of three reads is the read's own cost.
    const statements = async (pageSize: number) => {
      const count = async () => Number((await fetch(`${server.url}/healthz`).then((r) => r.json())).statements);
      const costs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = await count();
        expect((await listOk({ pageSize })).items.length).toBe(pageSize);
        costs.push((await count()) - before);
      }
      return Math.min(...costs);
    };
    expect(await statements(10)).toBe(await statements(2));
  });

  test('customers are refused (FORBIDDEN), signed-out callers too (UNAUTHENTICATED)', async () => {
    expectGqlError(await list({}, alice.token), 'FORBIDDEN', 'Access denied');
    expectGqlError(await list({}, null), 'UNAUTHENTICATED');
  });

  test('page and pageSize out of range, and a date range that ends before it starts, are BAD_USER_INPUT', async () => {
    expectGqlError(await list({ page: 0 }), 'BAD_USER_INPUT', /page/);
    expectGqlError(await list({ pageSize: 0 }), 'BAD_USER_INPUT', /pageSize/);
    expectGqlError(await list({ pageSize: 101 }), 'BAD_USER_INPUT', /pageSize/);
    const now = Date.now();
    expectGqlError(await list({ filter: { from: new Date(now).toISOString(), to: new Date(now - 1000).toISOString() } }), 'BAD_USER_INPUT', 'The date range ends before it starts');
    expectGqlError(await list({ filter: { search: 'x'.repeat(101) } }), 'BAD_USER_INPUT');
  });
});
