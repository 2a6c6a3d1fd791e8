/**
 * Placing orders and reading them back on both surfaces: the spec point 3 payload and read-back
 * shape on REST, the GraphQL operations, the contact and address an order ships to, the caller
 * as owner, and the estimated delivery stored at placement.
 */
import { gql, rest } from '../support/api';
import {
  alice, bob, BY_USER, cheap, dear, expectNothingStored, listRest, mid, noProfile, ORDER_QUERY, placeGql, placeRest, server,
  sized, useOrdersShop,
} from '../support/orders';
import {
  CREATE_ORDER, dbQuery, expectedMoney, expectGqlError, expectGqlOk, expectRestError, gqlOrderInput, idempotencyKey, line,
  plentySizes, RAISED_SHOPPER_LIMITS, restOrderPayload, SHIPPING_ADDRESS,
} from '../support/shop';

jest.setTimeout(60_000);

useOrdersShop(RAISED_SHOPPER_LIMITS);

const DAY = 86_400_000;
const ORDER_NUMBER = /^SQU-\d{8}-[2-9A-HJ-NP-Z]{8}$/;
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
        paymentDetails: { status: 'pending', paymentMethod: 'upi', transactionId: null, payBy: expect.any(String), state: 'pending', canRetry: true, latestAttempt: { status: 'pending', failureReason: null, createdAt: expect.any(String), underWayUntil: null } },
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
    const r = await placeRest(alice, [line(sized, 1, plentySizes(sized)[plentySizes(sized).length - 1])], 'card');
    const orders = await listRest(alice);
    const found = orders.find((o) => o.orderNumber === r.body.orderId);
    expect(found).toEqual(r.body.order);
    expect(found.status).toBe('pending');
    expect(found.items[0].sku).toBe(plentySizes(sized)[plentySizes(sized).length - 1]);
    expect(found.paymentDetails).toEqual({
      status: 'pending',
      paymentMethod: 'card',
      transactionId: null,
      payBy: new Date(Date.parse(found.createdAt) + 1800_000).toISOString(),
      state: 'pending',
      canRetry: true,
      latestAttempt: { status: 'pending', failureReason: null, createdAt: expect.any(String), underWayUntil: null },
    });
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

// ---------------------------------------------------------------- estimated delivery

describe("estimated delivery is stored at placement: the last day of the pincode's promise (issue 57)", () => {
  /** The promise the shop makes for the shopper's pincode (560001, Bengaluru) now, by its public lookup. */
  const promiseNow = async () => (await rest(server, 'GET', '/api/delivery/560001')).body as { earliest: string; latest: string };

  test('REST: estimatedDelivery is the promise\'s last day at noon IST, whatever the client sent', async () => {
    const promised = await promiseNow();
    const r = await placeRest(alice, [line(dear)], 'upi', { estimatedDelivery: '2030-01-01T00:00:00.000Z' });
    const o = r.body.order;
    expect(o.estimatedDelivery).toBe(`${promised.latest}T06:30:00.000Z`);
    expect(o.deliveryPromise).toEqual({ tier: 'METRO', earliest: promised.earliest, latest: promised.latest });
    // A metro's 3 delivery days after dispatch: never more than 9 calendar days off (a Saturday evening before a holiday Monday).
    expect((Date.parse(o.estimatedDelivery) - Date.parse(o.createdAt)) / DAY).toBeLessThan(9);
    expect(Math.abs(Date.parse(o.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  test('GraphQL: estimatedDelivery is the promise\'s last day at noon IST', async () => {
    const promised = await promiseNow();
    const o = expectGqlOk(await placeGql(alice, [line(dear)])).createOrder;
    expect(o.estimatedDelivery).toBe(`${promised.latest}T06:30:00.000Z`);
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
