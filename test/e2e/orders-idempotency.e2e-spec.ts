/**
 * Idempotency keys on both surfaces: a retry answers the same order, a different order with the
 * key is a conflict, keys belong to one user, and a refused order does not use up its key.
 */
import {
  alice, bob, cheap, COD_MINIMUM, dear, expectNothingStored, placeGql, placeRest, storedCounts, useOrdersShop,
} from '../support/orders';
import { expectGqlError, expectGqlOk, expectRestError, idempotencyKey, line, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(60_000);

useOrdersShop(RAISED_SHOPPER_LIMITS);

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
