/**
 * Orders on both surfaces: the spec point 3 payload and read-back shape on REST, the
 * GraphQL operations, server-computed money (paise inside, rupees out, 18% tax, shipping
 * 0), the COD rules, refusal of unknown products/sizes/quantities with nothing stored,
 * owner-only reads, the caller as owner, estimated delivery stored at placement,
 * idempotency keys, cancelling, and the admin-only lifecycle.
 */
import { gql, rest, signedUpShopper, WEBSITE } from '../support/api';
import {
  cartWithSubtotal,
  CREATE_ORDER,
  dbQuery,
  expectedMoney,
  expectGqlError,
  expectGqlOk,
  expectRestError,
  gqlOrderInput,
  idempotencyKey,
  line,
  type Line,
  ORDER_FIELDS,
  priceBands,
  restOrderPayload,
  SHIPPING_ADDRESS,
} from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(60_000);

const COD_MINIMUM = 'Minimum order amount for COD is ₹199. Please add more items to your cart or choose a different payment method.';
const DAY = 86_400_000;
const ORDER_NUMBER = /^SQU-\d{8}-[2-9A-HJ-NP-Z]{8}$/;
const ADMIN = { email: 'admin@squ.example', password: 'admin-password-123' };

type Session = { user: { id: string; email: string }; token: string };
let server: RunningServer;
let alice: Session;
let bob: Session;
let noProfile: Session;
let admin: Session;
const bands = priceBands();
const cheap = bands.cheap[0]; // under 199
const at199 = bands.all.find((p) => p.price === 199);
const mid = bands.mid[bands.mid.length - 1]; // 199 <= price < 299
const dear = bands.dear[0]; // 299 and more
const sized = bands.sized[0];
const oneSize = bands.oneSize[0];

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000' } });
  [alice, bob, noProfile] = await Promise.all([signedUpShopper(server), signedUpShopper(server), signedUpShopper(server, false)]);
  const a = await rest(server, 'POST', '/api/auth/login', { ...ADMIN, website: WEBSITE });
  expect(a.status).toBe(200);
  expect(a.body.user.role).toBe('ADMIN');
  admin = a.body;
});
afterAll(async () => server?.stop());

// ---------------------------------------------------------------- helpers

const placeRest = (s: Session, lines: Line[], method = 'upi', overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  rest(server, 'POST', '/api/orders', restOrderPayload(s.user.id, lines, method, overrides), { token: s.token, headers });
const placeGql = (s: Session, lines: Line[], method = 'upi', extra: Record<string, unknown> = {}, key = idempotencyKey()) =>
  gql(server, CREATE_ORDER, { input: gqlOrderInput(lines, method, extra), key }, { token: s.token });
const listRest = async (s: Session) => {
  const r = await rest(server, 'GET', `/api/orders/${s.user.id}`, undefined, { token: s.token });
  expect(r.status).toBe(200);
  return r.body.orders as any[];
};
const ORDER_QUERY = `query One($n: String!) { order(orderNumber: $n) { ${ORDER_FIELDS} } }`;
const BY_USER = `query Mine($u: ID!) { ordersByUser(userId: $u) { ${ORDER_FIELDS} } }`;
const CANCEL = `mutation Cancel($n: String!) { cancelOrder(orderNumber: $n) { ${ORDER_FIELDS} } }`;
const MOVE = `mutation Move($n: String!, $s: OrderStatus!) { updateOrderStatus(orderNumber: $n, status: $s) { ${ORDER_FIELDS} } }`;
const move = (n: string, status: string, token = admin.token) => gql(server, MOVE, { n, s: status }, { token });

/** Everything stored that an order writes: a refused order must change none of it. */
async function storedCounts() {
  const n = async (table: string) => Number((await dbQuery(server, `SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  return { orders: await n('orders'), items: await n('order_items'), keys: await n('idempotency_keys') };
}
async function expectNothingStored(work: () => Promise<void>) {
  const before = await storedCounts();
  await work();
  expect(await storedCounts()).toEqual(before);
}

const isMoney = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

// ---------------------------------------------------------------- REST placement and read-back

describe('REST POST /api/orders (spec point 3 payload)', () => {
  test('answers 201 { orderId, order } where orderId is the order number, in the read-back shape of point 3', async () => {
    const lines = [line(dear, 2), line(cheap, 1)];
    const r = await placeRest(alice, lines, 'upi');
    expect(r.status).toBe(201);
    const money = expectedMoney(lines, false);
    const o = r.body.order;
    expect(r.body.orderId).toBe(o.orderNumber);
    expect(o.orderNumber).toMatch(ORDER_NUMBER);
    expect(o).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        userId: alice.user.id,
        status: 'pending',
        subtotal: money.subtotal,
        shipping: 0,
        tax: money.tax,
        total: money.total,
        shippingAddress: { street: SHIPPING_ADDRESS.addressLine1, city: SHIPPING_ADDRESS.city, state: SHIPPING_ADDRESS.state, zipCode: SHIPPING_ADDRESS.postalCode, country: 'India' },
        paymentDetails: { status: 'pending', paymentMethod: 'upi', transactionId: null },
        paymentMethod: 'upi',
        statusUpdatedAt: expect.any(String),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      }),
    );
    expect(o.items).toEqual(
      lines.map((l) =>
        expect.objectContaining({
          productId: l.product.id,
          productName: l.product.name,
          sku: l.size,
          quantity: l.quantity,
          price: l.product.price,
          totalPrice: Math.round(l.product.price * 100 * l.quantity) / 100,
        }),
      ),
    );
    for (const v of [o.subtotal, o.tax, o.total, o.shipping, ...o.items.flatMap((i: any) => [i.price, i.totalPrice])]) expect(isMoney(v)).toBe(true);
    expect(JSON.stringify(r.body)).not.toMatch(/argon2|passwordHash|password_hash|refreshToken/);
  });

  test('GET /api/orders/{userId} answers { orders } in the same read-back shape (status lower-case, sku = size)', async () => {
    const r = await placeRest(alice, [line(sized, 1, sized.sizes[sized.sizes.length - 1])], 'card');
    const orders = await listRest(alice);
    const found = orders.find((o) => o.orderNumber === r.body.orderId);
    expect(found).toEqual(r.body.order);
    expect(found.status).toBe('pending');
    expect(found.items[0].sku).toBe(sized.sizes[sized.sizes.length - 1]);
    expect(found.paymentDetails).toEqual({ status: 'pending', paymentMethod: 'card', transactionId: null });
  });

  test('lists are newest first and hold only the caller\'s orders', async () => {
    const first = await placeRest(bob, [line(dear)]);
    await new Promise((r) => setTimeout(r, 15));
    const second = await placeRest(bob, [line(mid)]);
    const orders = await listRest(bob);
    expect(orders.map((o) => o.orderNumber).slice(0, 2)).toEqual([second.body.orderId, first.body.orderId]);
    expect(orders.every((o) => o.userId === bob.user.id)).toBe(true);
  });

  test('the contact and address sent in customerInfo are the ones the order ships to', async () => {
    const address = { addressLine1: '7 Marine Drive', city: 'Mumbai', state: 'Maharashtra', postalCode: '400020', country: 'India' };
    const r = await placeRest(alice, [line(dear)], 'upi', { customerInfo: { email: 'gift@example.in', firstName: 'Ravi', lastName: 'Kumar', phone: '9988776655', address } });
    expect(r.status).toBe(201);
    expect(r.body.order.shippingAddress).toEqual({ street: '7 Marine Drive', city: 'Mumbai', state: 'Maharashtra', zipCode: '400020', country: 'India' });
    expect(r.body.order.customerInfo).toEqual({ email: 'gift@example.in', firstName: 'Ravi', lastName: 'Kumar', phone: '9988776655' });
  });

  test("without customerInfo the profile's contact and address are used", async () => {
    const r = await placeRest(alice, [line(dear)], 'upi', { customerInfo: undefined });
    expect(r.status).toBe(201);
    expect(r.body.order.shippingAddress).toEqual({ street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' });
    expect(r.body.order.customerInfo.email).toBe(alice.user.email);
  });

  test('a shopper with no phone or address anywhere is told what to add, and nothing is stored', async () => {
    await expectNothingStored(async () => {
      const r = await placeRest(noProfile, [line(dear)], 'upi', { customerInfo: undefined });
      expectRestError(r, 400, 'Please add your phone number to your profile');
      expect(r.body.errors.map((e: any) => e.field)).toEqual(expect.arrayContaining(['phone', 'addressLine1', 'city', 'state', 'postalCode']));
    });
  });

  test('orders ship only within India', async () => {
    await expectNothingStored(async () => {
      const r = await placeRest(alice, [line(dear)], 'upi', { customerInfo: { address: { ...SHIPPING_ADDRESS, country: 'USA' } } });
      expectRestError(r, 400, 'We currently ship only within India');
    });
  });

  test('checkout fields are validated: invalid email, phone and PIN code are refused', async () => {
    await expectNothingStored(async () => {
      expectRestError(await placeRest(alice, [line(dear)], 'upi', { customerInfo: { email: 'not-an-email' } }), 400, 'Please enter a valid email address');
      expectRestError(await placeRest(alice, [line(dear)], 'upi', { customerInfo: { phone: '123' } }), 400, 'Please enter a valid phone number (10 to 15 digits)');
      expectRestError(await placeRest(alice, [line(dear)], 'upi', { customerInfo: { address: { ...SHIPPING_ADDRESS, postalCode: '1234' } } }), 400, 'Please enter a valid 6-digit PIN code');
      expectRestError(await placeRest(alice, [line(dear)], 'upi', { customerInfo: { firstName: 42 } }), 400, 'firstName must be text');
      expectRestError(await placeRest(alice, [line(dear)], 'upi', { customerInfo: { address: 'Bengaluru' } }), 400);
    });
  });

  test('statuses a client sends are never trusted: orderStatus delivered and paymentStatus paid are ignored', async () => {
    const r = await placeRest(alice, [line(dear)], 'upi', { orderStatus: 'delivered', paymentStatus: 'paid' });
    expect(r.status).toBe(201);
    expect(r.body.order.status).toBe('pending');
    expect(r.body.order.paymentDetails.status).toBe('pending');
  });

  test("the caller is always the owner: a userId in the body that is not the token's is 403 'Access denied', nothing stored", async () => {
    await expectNothingStored(async () => {
      const r = await rest(server, 'POST', '/api/orders', restOrderPayload(bob.user.id, [line(dear)]), { token: alice.token });
      expectRestError(r, 403, 'Access denied');
    });
  });

  test('userId may be left out: the order belongs to the caller', async () => {
    const r = await rest(server, 'POST', '/api/orders', restOrderPayload(undefined, [line(dear)]), { token: bob.token });
    expect(r.status).toBe(201);
    expect(r.body.order.userId).toBe(bob.user.id);
  });

  test('no token: 401, nothing stored', async () => {
    await expectNothingStored(async () => {
      expectRestError(await rest(server, 'POST', '/api/orders', restOrderPayload(alice.user.id, [line(dear)])), 401);
    });
  });

  test('a body that is not an order object is a 400', async () => {
    expectRestError(await rest(server, 'POST', '/api/orders', [restOrderPayload(alice.user.id, [line(dear)])], { token: alice.token }), 400);
    expectRestError(await rest(server, 'POST', '/api/orders', '"order"', { token: alice.token }), 400);
    expectRestError(await rest(server, 'POST', '/api/orders', undefined, { token: alice.token }), 400);
  });
});

// ---------------------------------------------------------------- GraphQL placement and reads

describe('GraphQL createOrder, order, ordersByUser', () => {
  test('createOrder places a priced order for the caller, with the profile address', async () => {
    const lines = [line(dear, 3), line(sized, 1)];
    const data = expectGqlOk(await placeGql(alice, lines, 'netbanking'));
    const o = data.createOrder;
    const money = expectedMoney(lines, false);
    expect(o).toEqual(
      expect.objectContaining({
        orderNumber: expect.stringMatching(ORDER_NUMBER),
        userId: alice.user.id,
        status: 'PENDING',
        paymentStatus: 'PENDING',
        paymentMethod: 'NET_BANKING',
        itemCount: 4,
        subtotal: money.subtotal,
        tax: money.tax,
        shipping: 0,
        codCharge: 0,
        total: money.total,
        canCancel: true,
        contact: { email: alice.user.email, firstName: 'Asha', lastName: 'Verma', phone: '+91 98765 43210' },
        shippingAddress: SHIPPING_ADDRESS,
      }),
    );
    expect(o.items).toEqual(lines.map((l) => expect.objectContaining({ productId: l.product.id, size: l.size, quantity: l.quantity, unitPrice: l.product.price, productImage: l.product.image })));
  });

  test('order(orderNumber) and ordersByUser answer the caller\'s own orders', async () => {
    const placed = expectGqlOk(await placeGql(bob, [line(dear)])).createOrder;
    const one = expectGqlOk(await gql(server, ORDER_QUERY, { n: placed.orderNumber }, { token: bob.token }));
    expect(one.order).toEqual(placed);
    const mine = expectGqlOk(await gql(server, BY_USER, { u: bob.user.id }, { token: bob.token }));
    expect(mine.ordersByUser[0]).toEqual(placed);
    expect(mine.ordersByUser.every((o: any) => o.userId === bob.user.id)).toBe(true);
  });

  test('createOrder with a shipping address and contact given', async () => {
    const address = { addressLine1: '1 Residency Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560025', country: 'India' };
    const o = expectGqlOk(await placeGql(alice, [line(dear)], 'card', { shippingAddress: address, contact: { firstName: 'Neha' } })).createOrder;
    expect(o.shippingAddress).toEqual(address);
    expect(o.contact.firstName).toBe('Neha');
    expect(o.contact.lastName).toBe('Verma');
  });

  test('no token: UNAUTHENTICATED everywhere', async () => {
    await expectNothingStored(async () => {
      expectGqlError(await gql(server, CREATE_ORDER, { input: gqlOrderInput([line(dear)]), key: idempotencyKey() }), 'UNAUTHENTICATED');
    });
    expectGqlError(await gql(server, BY_USER, { u: alice.user.id }), 'UNAUTHENTICATED');
    expectGqlError(await gql(server, ORDER_QUERY, { n: 'SQU-20260101-AAAAAAAA' }), 'UNAUTHENTICATED');
  });
});

// ---------------------------------------------------------------- money

describe('server-computed money (integer paise inside, rupees on the wire)', () => {
  test('tax is 18% of the subtotal rounded to the paisa, shipping 0, total = subtotal + tax (REST and GraphQL)', async () => {
    const lines = [line(cheap, 3)]; // e.g. 3 x 169 = 507: tax 91.26
    const money = expectedMoney(lines, false);
    expect(money.tax).toBe(Math.round(money.subtotal * 18) / 100);
    const r = await placeRest(alice, lines, 'upi');
    expect(r.status).toBe(201);
    expect([r.body.order.subtotal, r.body.order.tax, r.body.order.shipping, r.body.order.total]).toEqual([money.subtotal, money.tax, 0, money.total]);
    const g = expectGqlOk(await placeGql(alice, lines, 'upi')).createOrder;
    expect([g.subtotal, g.tax, g.shipping, g.codCharge, g.total]).toEqual([money.subtotal, money.tax, 0, 0, money.total]);
  });

  test('the stored amounts are integer paise', async () => {
    const lines = [line(cheap, 3), line(dear, 1)];
    const r = await placeRest(alice, lines, 'upi');
    const [row] = await dbQuery(server, 'SELECT subtotal_paise, tax_paise, shipping_paise, cod_charge_paise, total_paise FROM orders WHERE order_number = $1', [r.body.orderId]);
    const money = expectedMoney(lines, false);
    expect(Object.values(row).map(Number)).toEqual([money.subtotal * 100, money.tax * 100, 0, 0, money.total * 100].map((v) => Math.round(v)));
    const items = await dbQuery(server, 'SELECT unit_price_paise, line_total_paise, quantity FROM order_items WHERE order_id = $1 ORDER BY line_no', [r.body.order.id]);
    expect(items.map((i) => [Number(i.unit_price_paise), Number(i.line_total_paise), Number(i.quantity)])).toEqual(
      lines.map((l) => [Math.round(l.product.price * 100), Math.round(l.product.price * 100) * l.quantity, l.quantity]),
    );
  });

  test('prices come from the catalogue: an item price that disagrees is refused with 409 and a clear message, nothing stored', async () => {
    await expectNothingStored(async () => {
      const payload = restOrderPayload(alice.user.id, [line(dear)]);
      payload.items[0].price = 1;
      const r = await rest(server, 'POST', '/api/orders', payload, { token: alice.token });
      expectRestError(r, 409, `The price of ${dear.name} is now ₹${dear.price.toFixed(2)}. Please review your cart.`);
    });
  });

  test('GraphQL: an item price that disagrees is CONFLICT, nothing stored', async () => {
    await expectNothingStored(async () => {
      const input = gqlOrderInput([line(dear)]);
      (input.items[0] as any).price = dear.price - 10;
      expectGqlError(await gql(server, CREATE_ORDER, { input, key: idempotencyKey() }, { token: alice.token }), 'CONFLICT', /^The price of .* is now ₹/);
    });
  });

  test('an item price that agrees (to the paisa) is accepted', async () => {
    const input = gqlOrderInput([line(dear)]);
    (input.items[0] as any).price = dear.price;
    expectGqlOk(await gql(server, CREATE_ORDER, { input, key: idempotencyKey() }, { token: alice.token }));
  });

  const disagreeing: [string, Record<string, number>, RegExp][] = [
    ['subtotal', { subtotal: 1 }, /^The order subtotal is ₹[\d.]+, not ₹1\.00\. Please review your order\.$/],
    ['tax', { tax: 0 }, /^The order tax is ₹/],
    ['total', { total: 10 }, /^The order total is ₹/],
    ['shipping (always 0)', { shipping: 99 }, /^The order shipping is ₹0\.00, not ₹99\.00/],
    ['COD charge', { codCharges: 50 }, /^The order COD charge is ₹0\.00, not ₹50\.00/],
  ];
  test.each(disagreeing)('totals that disagree with the server are 409 (REST): %s, nothing stored', async (_n, summary, message) => {
    await expectNothingStored(async () => {
      const payload = restOrderPayload(alice.user.id, [line(dear)], 'upi');
      const r = await rest(server, 'POST', '/api/orders', { ...payload, orderSummary: { ...payload.orderSummary, ...summary } }, { token: alice.token });
      expectRestError(r, 409, message);
    });
  });

  test('GraphQL: an expectedTotal that disagrees is CONFLICT, nothing stored; the right one is accepted', async () => {
    const lines = [line(dear)];
    await expectNothingStored(async () => {
      expectGqlError(await placeGql(alice, lines, 'upi', { expectedTotal: 1 }), 'CONFLICT', /^The order total is ₹/);
    });
    const o = expectGqlOk(await placeGql(alice, lines, 'upi', { expectedTotal: expectedMoney(lines, false).total })).createOrder;
    expect(o.total).toBe(expectedMoney(lines, false).total);
  });

  test('amounts that are not numbers are a 400, not a 500', async () => {
    await expectNothingStored(async () => {
      const payload = restOrderPayload(alice.user.id, [line(dear)]);
      expectRestError(await rest(server, 'POST', '/api/orders', { ...payload, orderSummary: { total: '100' } }, { token: alice.token }), 400, 'total must be an amount in rupees');
      const bad = restOrderPayload(alice.user.id, [line(dear)]);
      (bad.items[0] as any).price = 'free';
      expectRestError(await rest(server, 'POST', '/api/orders', bad, { token: alice.token }), 400);
    });
  });
});

// ---------------------------------------------------------------- COD

describe('Cash on Delivery rules', () => {
  test(`COD with a subtotal under 199 is refused (REST 400): '${COD_MINIMUM}', nothing stored`, async () => {
    await expectNothingStored(async () => {
      const r = await placeRest(alice, [line(cheap)], 'cod');
      expectRestError(r, 400, COD_MINIMUM);
      expect(r.body.errors).toEqual([{ field: 'paymentMethod', message: COD_MINIMUM }]);
    });
  });

  test('COD with a subtotal under 199 is refused (GraphQL BAD_USER_INPUT with the same message), nothing stored', async () => {
    await expectNothingStored(async () => {
      expectGqlError(await placeGql(alice, [line(cheap)], 'cod'), 'BAD_USER_INPUT', COD_MINIMUM);
    });
  });

  test('the same small cart may be paid another way, without any COD charge', async () => {
    const r = await placeRest(alice, [line(cheap)], 'upi');
    expect(r.status).toBe(201);
    expect(r.body.order.codCharges).toBe(0);
    expect(r.body.order.total).toBe(expectedMoney([line(cheap)], false).total);
  });

  (at199 ? test : test.skip)('COD at exactly 199 is allowed, with the ₹50 charge (total = 199 + 35.82 + 50)', async () => {
    const lines = [line(at199!)];
    const r = await placeRest(alice, lines, 'cod');
    expect(r.status).toBe(201);
    expect(r.body.order.subtotal).toBe(199);
    expect(r.body.order.codCharges).toBe(50);
    expect(r.body.order.total).toBe(284.82);
    expect(r.body.order.paymentDetails.paymentMethod).toBe('cod');
  });

  test('COD with a subtotal from 199 to under 299 carries the ₹50 charge (REST and GraphQL)', async () => {
    const lines = [line(mid)];
    const money = expectedMoney(lines, true);
    expect(money.codCharges).toBe(50);
    const r = await placeRest(alice, lines, 'cod');
    expect(r.status).toBe(201);
    expect([r.body.order.codCharges, r.body.order.total]).toEqual([50, money.total]);
    const g = expectGqlOk(await placeGql(alice, lines, 'cod')).createOrder;
    expect([g.codCharge, g.total, g.paymentMethod]).toEqual([50, money.total, 'COD']);
  });

  test('COD with a subtotal of 299 or more has no charge (REST and GraphQL)', async () => {
    for (const lines of [[line(dear)], [line(cheap, 2)]]) {
      const money = expectedMoney(lines, true);
      expect(money.codCharges).toBe(0);
      const r = await placeRest(alice, lines, 'cod');
      expect(r.status).toBe(201);
      expect([r.body.order.codCharges, r.body.order.total]).toEqual([0, money.total]);
      const g = expectGqlOk(await placeGql(alice, lines, 'cod')).createOrder;
      expect([g.codCharge, g.total]).toEqual([0, money.total]);
    }
  });

  const exactly299 = cartWithSubtotal(299, bands.all);
  (exactly299 ? test : test.skip)('COD at exactly 299 has no charge', async () => {
    const r = await placeRest(alice, exactly299!, 'cod');
    expect(r.status).toBe(201);
    expect(r.body.order.codCharges).toBe(0);
  });

  test('a client that leaves the COD charge out of its totals is refused (409), nothing stored', async () => {
    await expectNothingStored(async () => {
      const payload = restOrderPayload(alice.user.id, [line(mid)], 'cod');
      const r = await rest(server, 'POST', '/api/orders', { ...payload, orderSummary: { ...payload.orderSummary, codCharges: 0, total: payload.orderSummary.total - 50 } }, { token: alice.token });
      expectRestError(r, 409, /^The order COD charge is ₹50\.00, not ₹0\.00/);
    });
  });
});

// ---------------------------------------------------------------- refused lines

describe('unknown products, sizes and bad quantities are refused, nothing stored', () => {
  const restCases: [string, () => Record<string, unknown>[], string | RegExp][] = [
    ['an unknown product', () => [{ productId: 'no-such-product', size: 'M', quantity: 1 }], 'Unknown product no-such-product'],
    ['a size the product does not have', () => [{ productId: sized.id, size: 'XXXXL-none', quantity: 1 }], `Size XXXXL-none is not available for ${sized.name}`],
    ["'One Size' for a product that has sizes", () => [{ productId: sized.id, size: 'One Size', quantity: 1 }], `Size One Size is not available for ${sized.name}`],
    ['a size for a one-size product', () => [{ productId: oneSize.id, size: 'M', quantity: 1 }], `Size M is not available for ${oneSize.name}`],
    ['quantity 0', () => [{ productId: oneSize.id, size: 'One Size', quantity: 0 }], 'Quantity must be a whole number from 1 to 20'],
    ['a negative quantity', () => [{ productId: oneSize.id, size: 'One Size', quantity: -1 }], 'Quantity must be a whole number from 1 to 20'],
    ['an absurdly large quantity', () => [{ productId: oneSize.id, size: 'One Size', quantity: 1_000_000 }], 'Quantity must be a whole number from 1 to 20'],
    ['quantity 21', () => [{ productId: oneSize.id, size: 'One Size', quantity: 21 }], 'Quantity must be a whole number from 1 to 20'],
    ['a fractional quantity', () => [{ productId: oneSize.id, size: 'One Size', quantity: 1.5 }], 'Invalid item: items[0].quantity must be a whole number'],
    ['a quantity as text', () => [{ productId: oneSize.id, size: 'One Size', quantity: '2' }], 'Invalid item: items[0].quantity must be a whole number'],
    ['a missing product id', () => [{ size: 'One Size', quantity: 1 }], 'Invalid item: items[0].productId must be text'],
    ['a missing size', () => [{ productId: oneSize.id, quantity: 1 }], 'Invalid item: items[0].size must be text'],
    ['an item that is not an object', () => ['101'] as never, /^Invalid item: items\[0\]/],
    ['no items at all', () => [], 'Your order has no items'],
    ['the same product and size twice', () => [{ productId: oneSize.id, size: 'One Size', quantity: 1 }, { productId: oneSize.id, size: 'One Size', quantity: 2 }], 'Each product and size may appear once'],
    ['more than 50 lines', () => Array.from({ length: 51 }, (_, i) => ({ productId: bands.all[i % bands.all.length].id, size: `size-${i}`, quantity: 1 })), 'An order can hold at most 50 lines'],
  ];

  test.each(restCases)('REST refuses %s with a 400 and a clear message', async (_n, items, message) => {
    await expectNothingStored(async () => {
      const payload = { ...restOrderPayload(alice.user.id, [line(dear)]), items: items(), orderSummary: undefined };
      expectRestError(await rest(server, 'POST', '/api/orders', payload, { token: alice.token }), 400, message);
    });
  });

  test('REST refuses an order whose items field is missing or not a list', async () => {
    await expectNothingStored(async () => {
      const payload = restOrderPayload(alice.user.id, [line(dear)]);
      expectRestError(await rest(server, 'POST', '/api/orders', { ...payload, items: undefined }, { token: alice.token }), 400, 'Your order has no items');
      expectRestError(await rest(server, 'POST', '/api/orders', { ...payload, items: { 0: payload.items[0] } }, { token: alice.token }), 400, 'Your order has no items');
    });
  });

  test('REST refuses a missing or unknown payment method', async () => {
    await expectNothingStored(async () => {
      const payload = restOrderPayload(alice.user.id, [line(dear)]);
      const message = 'Please choose a payment method: card, upi, netbanking or cod';
      expectRestError(await rest(server, 'POST', '/api/orders', { ...payload, paymentMethod: undefined }, { token: alice.token }), 400, message);
      expectRestError(await rest(server, 'POST', '/api/orders', { ...payload, paymentMethod: 'bitcoin' }, { token: alice.token }), 400, message);
      expectRestError(await rest(server, 'POST', '/api/orders', { ...payload, paymentMethod: 7 }, { token: alice.token }), 400, message);
    });
  });

  test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'REST refuses a payment method named like a property of every object (%p) with a 400, not a 500',
    async (paymentMethod) => {
      await expectNothingStored(async () => {
        const payload = { ...restOrderPayload(alice.user.id, [line(dear)]), paymentMethod };
        expectRestError(await rest(server, 'POST', '/api/orders', payload, { token: alice.token }), 400, 'Please choose a payment method: card, upi, netbanking or cod');
      });
    },
  );

  const gqlCases: [string, Record<string, unknown>[], string | RegExp][] = [
    ['an unknown product', [{ productId: 'no-such-product', size: 'M', quantity: 1 }], 'Unknown product no-such-product'],
    ['a size the product does not have', [{ productId: sized.id, size: 'XXXXL-none', quantity: 1 }], `Size XXXXL-none is not available for ${sized.name}`],
    ['quantity 0', [{ productId: oneSize.id, size: 'One Size', quantity: 0 }], 'Quantity must be a whole number from 1 to 20'],
    ['quantity 21', [{ productId: oneSize.id, size: 'One Size', quantity: 21 }], 'Quantity must be a whole number from 1 to 20'],
    ['a fractional quantity (refused by the Int type)', [{ productId: oneSize.id, size: 'One Size', quantity: 1.5 }], /Int cannot represent/],
    ['a quantity beyond 32 bits', [{ productId: oneSize.id, size: 'One Size', quantity: 2 ** 40 }], /Int cannot represent/],
    ['no items', [], 'Your order has no items'],
  ];
  test.each(gqlCases)('GraphQL refuses %s with BAD_USER_INPUT', async (_n, items, message) => {
    await expectNothingStored(async () => {
      const g = await gql(server, CREATE_ORDER, { input: { items, paymentMethod: 'UPI' }, key: idempotencyKey() }, { token: alice.token });
      expectGqlError(g, 'BAD_USER_INPUT', message);
    });
  });

  test('GraphQL refuses an unknown payment method (enum) with BAD_USER_INPUT', async () => {
    expectGqlError(await gql(server, CREATE_ORDER, { input: { items: [{ productId: dear.id, size: 'One Size', quantity: 1 }], paymentMethod: 'BITCOIN' }, key: idempotencyKey() }, { token: alice.token }), 'BAD_USER_INPUT');
  });

  test("a one-size product is ordered with size 'One Size'; quantity 20 is the most", async () => {
    const r = await placeRest(alice, [line(oneSize, 20, 'One Size')], 'upi');
    expect(r.status).toBe(201);
    expect(r.body.order.items[0]).toEqual(expect.objectContaining({ sku: 'One Size', quantity: 20 }));
  });
});

// ---------------------------------------------------------------- estimated delivery

describe('estimated delivery is stored at placement (createdAt + 7 days)', () => {
  test('REST: estimatedDelivery is exactly createdAt + 7 days, whatever the client sent', async () => {
    const r = await placeRest(alice, [line(dear)], 'upi', { estimatedDelivery: '2030-01-01T00:00:00.000Z' });
    const o = r.body.order;
    expect(Date.parse(o.estimatedDelivery) - Date.parse(o.createdAt)).toBe(7 * DAY);
    expect(Math.abs(Date.parse(o.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  test('GraphQL: estimatedDelivery is exactly createdAt + 7 days', async () => {
    const o = expectGqlOk(await placeGql(alice, [line(dear)])).createOrder;
    expect(Date.parse(o.estimatedDelivery) - Date.parse(o.createdAt)).toBe(7 * DAY);
  });

  test('reading it back later shows the stored date, not one recomputed from today', async () => {
    const placed = await placeRest(bob, [line(dear)]);
    await new Promise((r) => setTimeout(r, 1100));
    const again = (await listRest(bob)).find((o) => o.orderNumber === placed.body.orderId);
    expect(again.estimatedDelivery).toBe(placed.body.order.estimatedDelivery);
    const g = expectGqlOk(await gql(server, ORDER_QUERY, { n: placed.body.orderId }, { token: bob.token })).order;
    expect(g.estimatedDelivery).toBe(placed.body.order.estimatedDelivery);
    const [row] = await dbQuery(server, 'SELECT estimated_delivery, created_at FROM orders WHERE order_number = $1', [placed.body.orderId]);
    expect(row.estimated_delivery).toBeTruthy();
  });
});

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

// ---------------------------------------------------------------- idempotency

describe('idempotency keys', () => {
  test('REST: a retry with the same Idempotency-Key answers the same order; one order is stored', async () => {
    const key = idempotencyKey();
    const before = await storedCounts();
    const a = await placeRest(alice, [line(dear)], 'upi', {}, { 'Idempotency-Key': key });
    const b = await placeRest(alice, [line(dear)], 'upi', {}, { 'Idempotency-Key': key });
    expect(a.status).toBe(201);
    expect([200, 201]).toContain(b.status);
    expect(b.body.orderId).toBe(a.body.orderId);
    expect(b.body.order).toEqual(a.body.order);
    const after = await storedCounts();
    expect(after.orders - before.orders).toBe(1);
    expect(after.keys - before.keys).toBe(1);
  });

  test('REST: the same key with a different body is refused (409) and stores nothing', async () => {
    const key = idempotencyKey();
    expect((await placeRest(alice, [line(dear)], 'upi', {}, { 'Idempotency-Key': key })).status).toBe(201);
    await expectNothingStored(async () => {
      expectRestError(await placeRest(alice, [line(dear, 2)], 'upi', {}, { 'Idempotency-Key': key }), 409, 'This Idempotency-Key was already used for a different order');
      expectRestError(await placeRest(alice, [line(dear)], 'card', {}, { 'Idempotency-Key': key }), 409, 'This Idempotency-Key was already used for a different order');
    });
  });

  test('REST: a malformed Idempotency-Key is a 400', async () => {
    await expectNothingStored(async () => {
      expectRestError(await placeRest(alice, [line(dear)], 'upi', {}, { 'Idempotency-Key': 'short' }), 400);
      expectRestError(await placeRest(alice, [line(dear)], 'upi', {}, { 'Idempotency-Key': 'has spaces in it' }), 400);
      expectRestError(await placeRest(alice, [line(dear)], 'upi', {}, { 'Idempotency-Key': 'k'.repeat(129) }), 400);
    });
  });

  test('keys belong to one user: another user with the same key gets an order of their own', async () => {
    const key = idempotencyKey();
    const a = await placeRest(alice, [line(dear)], 'upi', {}, { 'Idempotency-Key': key });
    const b = await placeRest(bob, [line(dear)], 'upi', {}, { 'Idempotency-Key': key });
    expect(b.status).toBe(201);
    expect(b.body.orderId).not.toBe(a.body.orderId);
    expect(b.body.order.userId).toBe(bob.user.id);
  });

  test('a refused order does not use up its key', async () => {
    const key = idempotencyKey();
    expectRestError(await placeRest(alice, [line(cheap)], 'cod', {}, { 'Idempotency-Key': key }), 400, COD_MINIMUM);
    expect((await placeRest(alice, [line(dear)], 'cod', {}, { 'Idempotency-Key': key })).status).toBe(201);
  });

  test('GraphQL: the same idempotencyKey answers the same order; a different input with it is CONFLICT; a malformed one BAD_USER_INPUT', async () => {
    const key = idempotencyKey();
    const before = await storedCounts();
    const a = expectGqlOk(await placeGql(alice, [line(dear)], 'upi', {}, key)).createOrder;
    const b = expectGqlOk(await placeGql(alice, [line(dear)], 'upi', {}, key)).createOrder;
    expect(b).toEqual(a);
    expect((await storedCounts()).orders - before.orders).toBe(1);
    expectGqlError(await placeGql(alice, [line(dear, 2)], 'upi', {}, key), 'CONFLICT', 'This Idempotency-Key was already used for a different order');
    expectGqlError(await placeGql(alice, [line(dear)], 'upi', {}, 'bad key!'), 'BAD_USER_INPUT');
  });
});

// ---------------------------------------------------------------- cancelling

describe('cancelOrder (own pending or confirmed orders)', () => {
  const place = async (s: Session) => expectGqlOk(await placeGql(s, [line(dear)])).createOrder.orderNumber as string;

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
  const place = async (method = 'upi') => expectGqlOk(await placeGql(alice, [line(dear)], method)).createOrder as { orderNumber: string; statusUpdatedAt: string };

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

    const a = expectGqlOk(await placeGql(s, [line(dear)])).createOrder;
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
    const placed = expectGqlOk(await placeGql(s, [line(dear)])).createOrder;
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

// ---------------------------------------------------------------- input the database must not choke on

describe('input the database must not choke on (never a 5xx)', () => {
  const accepted = (status: number) => expect([201, 400]).toContain(status);

  test('a contact email longer than 254 characters is refused or stored, never a 500', async () => {
    const email = `${'a'.repeat(300)}@example.in`;
    const r = await placeRest(alice, [line(dear)], 'upi', { customerInfo: { email } });
    accepted(r.status);
    if (r.status === 400) expectRestError(r, 400);
    const g = await placeGql(alice, [line(dear)], 'upi', { contact: { email } });
    expect(g.status).toBeLessThan(500);
    expect(g.body.errors?.[0]?.extensions?.code ?? 'OK').not.toBe('INTERNAL_SERVER_ERROR');
  });

  test('a valid contact phone written with many separators (over 20 characters) is refused or stored, never a 500', async () => {
    const r = await placeRest(alice, [line(dear)], 'upi', { customerInfo: { phone: '+9 1 9 8 7 6 5 4 3 2 1 0 1' } });
    accepted(r.status);
    if (r.status === 400) expectRestError(r, 400);
  });

  test('text with a NUL character in the contact is refused or stored, never a 500', async () => {
    const r = await placeRest(alice, [line(dear)], 'upi', { customerInfo: { firstName: 'Asha\u0000' } });
    accepted(r.status);
    if (r.status === 400) expectRestError(r, 400);
  });

  test('an order number with a NUL character is refused with a clear message (GraphQL order, REST cancel), never a 500', async () => {
    const g = await gql(server, ORDER_QUERY, { n: 'SQU-\u0000' }, { token: alice.token });
    expectGqlError(g, 'BAD_USER_INPUT', 'Text must not contain NUL characters');
    const r = await rest(server, 'POST', '/api/orders/SQU-%00/cancel', undefined, { token: alice.token });
    expectRestError(r, 400);
    expect(r.body.message).toBe('Text must not contain NUL characters');
  });
});
