/**
 * DECISIONS 7 and 19, issue 55's audit hole (1): admin rights are what the database says now,
 * not what an access token said when it was issued. An admin demoted (by `npm run admin -- users
 * demote`, or in the database) is refused at once on every admin call and on other shoppers'
 * orders and invoices, with the token given before the demotion; promoted again, the same token
 * works again. The operator CLI's `users promote|demote` and its messages.
 */
import { gql, rest, signedUpShopper, WEBSITE } from '../support/api';
import { admin, alice, CANCEL, dear, move, ORDER_QUERY, placeGql, server, type Session, useOrdersShop } from '../support/orders';
import { dbQuery, decodeJwt, expectGqlError, expectGqlOk, expectRestError, line } from '../support/shop';
import { ADJUST_STOCK, adminCli, levelOf, SET_STOCK, STOCK_LEVELS, STOCK_MOVEMENTS } from '../support/stock';

jest.setTimeout(120_000);
useOrdersShop();

const ADMIN_ORDERS = 'query { adminOrders(pageSize: 5) { total items { orderNumber history { actor } } } }';
const ADMIN_PAYMENTS = 'query { adminPayments(pageSize: 5) { total items { orderNumber } } }';
const INVOICE = 'query Invoice($n: String!) { orderInvoice(orderNumber: $n) { number } }';
const HISTORY = 'query History($n: String!) { order(orderNumber: $n) { orderNumber history { to actor } } }';

/** Every admin call of the API, and the reads of another shopper's order; `n` is an order of alice's. */
const ADMIN_CALLS: [string, string, (n: string) => Record<string, unknown>][] = [
  ['adminOrders', ADMIN_ORDERS, () => ({})],
  ['adminPayments', ADMIN_PAYMENTS, () => ({})],
  ['updateOrderStatus', 'mutation($n: String!) { updateOrderStatus(orderNumber: $n, status: CONFIRMED) { status } }', (n) => ({ n })],
  ['stockLevels', STOCK_LEVELS, () => ({ pageSize: 1 })],
  ['stockMovements', STOCK_MOVEMENTS, () => ({ productId: '103' })],
  ['setStock', SET_STOCK, () => ({ input: { productId: '103', size: 'L', quantity: 3 } })],
  ['adjustStock', ADJUST_STOCK, () => ({ input: { productId: '103', size: 'L', delta: 1, reason: 'ADJUSTMENT' } })],
  ["order of another shopper, with its history", HISTORY, (n) => ({ n })],
  ["orderInvoice of another shopper", INVOICE, (n) => ({ n })],
];

const place = async (s: Session, method = 'cod') => expectGqlOk(await placeGql(s, [line(dear)], method)).createOrder.orderNumber as string;

/** A shopper made admin, signed in again: a token that says ADMIN. */
async function staffMember(promote: (email: string) => Promise<void>) {
  const shopper = await signedUpShopper(server);
  const own = await place(shopper);
  await promote(shopper.user.email);
  const login = await rest(server, 'POST', '/api/auth/login', { email: shopper.user.email, password: 'secret123', website: WEBSITE });
  expect(login.status).toBe(200);
  expect(login.body.user.role).toBe('ADMIN');
  expect(decodeJwt(login.body.token).role).toBe('admin');
  return { user: shopper.user, token: login.body.token as string, refreshToken: login.body.refreshToken as string, own };
}

const setRoleInDb = async (email: string, role: string) => {
  await dbQuery(server, 'UPDATE users SET role = $1 WHERE email = $2', [role, email], { write: true });
};
const byCli = (sub: 'promote' | 'demote') => async (email: string) => {
  const out = await adminCli(server, 'users', sub, email);
  expect(out).toMatchObject({ code: 0, stdout: `${email} is now ${sub === 'promote' ? 'an admin' : 'a customer'}.\n` });
};

describe.each([
  ['by the operator CLI', byCli('promote'), byCli('demote')],
  ['in the database', (email: string) => setRoleInDb(email, 'admin'), (email: string) => setRoleInDb(email, 'customer')],
])('an admin demoted %s', (_, promote, demote) => {
  let staff: Awaited<ReturnType<typeof staffMember>>;
  let aliceOrder: string;

  beforeAll(async () => {
    aliceOrder = await place(alice);
    await place(alice, 'upi'); // an attempt for adminPayments
    staff = await staffMember(promote);
  });

  test('before the demotion the token reads every admin list and another shopper\'s order and invoice', async () => {
    expect(expectGqlOk(await gql(server, ADMIN_ORDERS, {}, { token: staff.token })).adminOrders.total).toBeGreaterThan(0);
    expect(expectGqlOk(await gql(server, ADMIN_PAYMENTS, {}, { token: staff.token })).adminPayments.total).toBeGreaterThan(0);
    expect(expectGqlOk(await gql(server, STOCK_LEVELS, { pageSize: 1 }, { token: staff.token })).stockLevels.total).toBeGreaterThan(0);
    expect(expectGqlOk(await gql(server, HISTORY, { n: aliceOrder }, { token: staff.token })).order.history).toEqual([{ to: 'PENDING', actor: 'shopper' }]);
    expect(expectGqlOk(await gql(server, INVOICE, { n: aliceOrder }, { token: staff.token })).orderInvoice.number).toMatch(/^SQU\/\d{2}-\d{2}\/\d{6}$/);
  });

  describe('after it, the token issued before', () => {
    beforeAll(async () => demote(staff.user.email));

    test.each(ADMIN_CALLS)("%s: FORBIDDEN 'Access denied'", async (_name, doc, variables) => {
      expectGqlError(await gql(server, doc, variables(aliceOrder), { token: staff.token }), 'FORBIDDEN', 'Access denied');
    });

    test('changes nothing: the order stays pending, the stock figure stays, no movement names the demoted admin', async () => {
      const before = await levelOf(server, '103', 'L');
      for (const [, doc, variables] of ADMIN_CALLS) await gql(server, doc, variables(aliceOrder), { token: staff.token });
      expect(expectGqlOk(await gql(server, ORDER_QUERY, { n: aliceOrder }, { token: alice.token })).order.status).toBe('PENDING');
      expect(await levelOf(server, '103', 'L')).toBe(before);
      expect(await dbQuery(server, 'SELECT id FROM stock_movements WHERE actor = $1', [staff.user.email])).toEqual([]);
    });

    test('REST: another shopper\'s orders and payments are 403 \'Access denied\' in the error body; the profile says CUSTOMER', async () => {
      expectRestError(await rest(server, 'GET', `/api/orders/${alice.user.id}`, undefined, { token: staff.token }), 403, 'Access denied');
      expectRestError(await rest(server, 'POST', `/api/orders/${aliceOrder}/payments`, {}, { token: staff.token }), 403, 'Access denied');
      const profile = await rest(server, 'GET', '/api/user/profile', undefined, { token: staff.token });
      expect(profile.status).toBe(200);
      expect(profile.body.role).toBe('CUSTOMER');
    });

    test('their own order, its history and its invoice are still theirs to read and cancel', async () => {
      expect(expectGqlOk(await gql(server, HISTORY, { n: staff.own }, { token: staff.token })).order.history).toEqual([{ to: 'PENDING', actor: 'shopper' }]);
      expect(expectGqlOk(await gql(server, INVOICE, { n: staff.own }, { token: staff.token })).orderInvoice.number).toMatch(/^SQU\/\d{2}-\d{2}\/\d{6}$/);
      expectGqlOk(await gql(server, CANCEL, { n: staff.own }, { token: staff.token }));
    });

    test('a refresh gives a token that says customer', async () => {
      const refreshed = await rest(server, 'POST', '/api/auth/refresh', { refreshToken: staff.refreshToken });
      expect(refreshed.status).toBe(200);
      expect(decodeJwt(refreshed.body.token).role).toBe('customer');
      staff.refreshToken = refreshed.body.refreshToken;
    });

    test('an admin who was not demoted keeps every right', async () => {
      expect(expectGqlOk(await gql(server, ADMIN_ORDERS, {}, { token: admin.token })).adminOrders.items[0].history.length).toBeGreaterThan(0);
      expectGqlOk(await gql(server, ADMIN_PAYMENTS, {}, { token: admin.token }));
      expectGqlOk(await gql(server, INVOICE, { n: aliceOrder }, { token: admin.token }));
      expectGqlOk(await gql(server, STOCK_MOVEMENTS, { productId: '103' }, { token: admin.token }));
    });

    test('promoted again, the same old token works again at once', async () => {
      await promote(staff.user.email);
      expectGqlOk(await gql(server, ADMIN_ORDERS, {}, { token: staff.token }));
      expectGqlOk(await move(aliceOrder, 'CONFIRMED', staff.token));
      await demote(staff.user.email);
      expectGqlError(await move(aliceOrder, 'SHIPPED', staff.token), 'FORBIDDEN', 'Access denied');
    });
  });
});

describe('npm run admin -- users promote|demote', () => {
  test('an unknown email: exit 1 and a clear message', async () => {
    for (const sub of ['promote', 'demote']) {
      expect(await adminCli(server, 'users', sub, 'nobody@squ.example')).toMatchObject({ code: 1, stderr: 'No account has the email nobody@squ.example\n' });
    }
  });

  test('demoting a customer or promoting an admin says so and changes nothing (exit 1)', async () => {
    expect(await adminCli(server, 'users', 'demote', alice.user.email)).toMatchObject({ code: 1, stderr: `${alice.user.email} is not an admin\n` });
    expect(await adminCli(server, 'users', 'promote', 'ADMIN@squ.example ')).toMatchObject({ code: 1, stderr: 'admin@squ.example is already an admin\n' });
    expect((await dbQuery(server, 'SELECT role FROM users WHERE email = $1', [alice.user.email]))[0].role).toBe('customer');
  });

  test('without an email, or with another verb: usage (exit 2)', async () => {
    expect(await adminCli(server, 'users', 'demote')).toMatchObject({ code: 2, stderr: expect.stringContaining('users needs promote <email> or demote <email>') });
    expect(await adminCli(server, 'users', 'delete', alice.user.email)).toMatchObject({ code: 2 });
    expect((await adminCli(server, 'help')).stdout).toContain('users demote <email>');
  });
});
