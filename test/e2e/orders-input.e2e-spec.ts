/**
 * Order input the server refuses: unknown products and sizes, bad quantities and payment methods,
 * with nothing stored; and input the database must not choke on (never a 5xx).
 */
import { gql, rest } from '../support/api';
import {
  alice, bands, dear, expectNothingStored, oneSize, ORDER_QUERY, placeGql, placeRest, server, sized, useOrdersShop,
} from '../support/orders';
import { CREATE_ORDER, expectGqlError, expectRestError, idempotencyKey, line, restOrderPayload, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(60_000);

useOrdersShop(RAISED_SHOPPER_LIMITS);

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

  test('a line refused names its wrong field, on both surfaces: the product, the size or the quantity', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ productId: 'no-such-product', size: 'M', quantity: 1 }, 'items[0].productId'],
      [{ productId: sized.id, size: 'XXXXL-none', quantity: 1 }, 'items[0].size'],
      [{ productId: oneSize.id, size: 'One Size', quantity: 21 }, 'items[0].quantity'],
    ];
    for (const [item, field] of cases) {
      const r = await rest(server, 'POST', '/api/orders', { ...restOrderPayload(alice.user.id, [line(dear)]), items: [item], orderSummary: undefined }, { token: alice.token });
      expect({ field, rest: r.body.errors?.map((e: { field: string }) => e.field) }).toEqual({ field, rest: [field] });
      const g = await gql(server, CREATE_ORDER, { input: { items: [item], paymentMethod: 'UPI' }, key: idempotencyKey() }, { token: alice.token });
      expect({ field, graphql: g.body.errors?.[0]?.extensions?.errors?.map((e: { field: string }) => e.field) }).toEqual({ field, graphql: [field] });
    }
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
