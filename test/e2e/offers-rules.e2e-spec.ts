/**
 * Offers apply at checkout (DECISIONS 17), each rule at its boundary on both surfaces: the quote
 * says the discount or the reason, an order with a code that does not apply is refused at
 * `couponCode` with that reason and nothing is stored, and payloads without a code are priced as
 * before. Days of the week and dates are set on offers the admin makes, so that the rules are
 * checked against today's day in India whichever day the suite runs (the unit spec pins the clock).
 */
import { signedUpShopper } from '../support/api';
import { cartAt, createOffer, freshCode, indiaDay, otherDays, placeGqlWithCode, placeRestWithCode, quote } from '../support/offers';
import { admin, alice, dear, expectNothingStored, placeRest, server, useOrdersShop } from '../support/orders';
import { dbQuery, expectedMoney, expectGqlError, expectGqlOk, expectRestError, line, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(60_000);

useOrdersShop(RAISED_SHOPPER_LIMITS);

const at5000 = cartAt(5000);
const at4999 = cartAt(4999);

describe('payloads without a code', () => {
  test('a spec-shaped REST payload (its orderSummary included) is priced exactly as before: discount 0, no code', async () => {
    const lines = [line(dear, 2)];
    const r = await placeRest(alice, lines, 'upi');
    expect(r.status).toBe(201);
    const money = expectedMoney(lines, false);
    expect([r.body.order.subtotal, r.body.order.tax, r.body.order.total, r.body.order.discount, r.body.order.couponCode]).toEqual([money.subtotal, money.tax, money.total, 0, null]);
    expect(r.body.order.items[0].discount).toBe(0);
  });

  test('a quote without a code, or with a blank one, has no discount and no message', async () => {
    for (const code of [null, '', '   ']) {
      const q = await quote([line(dear)], code);
      expect([q.discount, q.couponCode, q.couponMessage, q.total]).toEqual([0, null, null, expectedMoney([line(dear)], false).total]);
    }
  });
});

describe('BIG20: 20% above ₹5,000 (₹5,000 itself qualifies)', () => {
  test('₹5,000: the quote takes 20% off before tax; REST and GraphQL orders get it', async () => {
    const q = await quote(at5000, 'big20');
    expect([q.subtotal, q.discount, q.couponCode, q.couponMessage, q.tax, q.total]).toEqual([5000, 1000, 'BIG20', null, 720, 4720]);
    const shopper = await signedUpShopper(server);
    const r = await placeRestWithCode(shopper, at5000, 'BIG20');
    expect(r.status).toBe(201);
    expect([r.body.order.subtotal, r.body.order.discount, r.body.order.couponCode, r.body.order.tax, r.body.order.total]).toEqual([5000, 1000, 'BIG20', 720, 4720]);
    const g = expectGqlOk(await placeGqlWithCode(shopper, at5000, 'Big20')).createOrder;
    expect([g.subtotal, g.discount, g.couponCode, g.tax, g.total]).toEqual([5000, 1000, 'BIG20', 720, 4720]);
  });

  test('₹4,999: "Valid on orders above ₹5,000" on the quote (priced without it), and the orders are refused at couponCode, nothing stored', async () => {
    const q = await quote(at4999, 'BIG20');
    expect([q.discount, q.couponCode, q.couponMessage, q.total]).toEqual([0, null, 'Valid on orders above ₹5,000', expectedMoney(at4999, false).total]);
    await expectNothingStored(async () => {
      const r = await placeRestWithCode(alice, at4999, 'BIG20');
      expectRestError(r, 400, 'Valid on orders above ₹5,000');
      expect(r.body.errors).toEqual([{ field: 'couponCode', message: 'Valid on orders above ₹5,000' }]);
      const g = await placeGqlWithCode(alice, at4999, 'BIG20');
      expectGqlError(g, 'BAD_USER_INPUT', 'Valid on orders above ₹5,000');
      expect(g.body.errors[0].extensions.errors).toEqual([{ field: 'couponCode', message: 'Valid on orders above ₹5,000' }]);
    });
  });
});

describe('FIRST15: 15% off a first order of ₹500 or more', () => {
  test("a new shopper's first order gets it (REST); their next is refused 'Only on your first order' (GraphQL too), nothing stored", async () => {
    const shopper = await signedUpShopper(server);
    const lines = [line(dear, 2)];
    const q = await quote(lines, 'FIRST15', shopper.token);
    expect(q.couponCode).toBe('FIRST15');
    const r = await placeRestWithCode(shopper, lines, 'FIRST15');
    expect(r.status).toBe(201);
    expect(r.body.order.discount).toBe(q.discount);
    expect((await quote(lines, 'FIRST15', shopper.token)).couponMessage).toBe('Only on your first order');
    await expectNothingStored(async () => {
      expectRestError(await placeRestWithCode(shopper, lines, 'FIRST15'), 400, 'Only on your first order');
      expectGqlError(await placeGqlWithCode(shopper, lines, 'FIRST15'), 'BAD_USER_INPUT', 'Only on your first order');
    });
  });

  test('a shopper whose only order was cancelled still has their first order ahead', async () => {
    const shopper = await signedUpShopper(server);
    const first = expectGqlOk(await placeGqlWithCode(shopper, [line(dear, 2)], undefined)).createOrder;
    expectGqlError(await placeGqlWithCode(shopper, [line(dear, 2)], 'FIRST15'), 'BAD_USER_INPUT', 'Only on your first order');
    const { gql } = await import('../support/api');
    expectGqlOk(await gql(server, 'mutation C($n: String!) { cancelOrder(orderNumber: $n) { status } }', { n: first.orderNumber }, { token: shopper.token }));
    expect(expectGqlOk(await placeGqlWithCode(shopper, [line(dear, 2)], 'FIRST15')).createOrder.couponCode).toBe('FIRST15');
  });

  test('under its ₹500 minimum: "Valid on orders above ₹500"', async () => {
    const small = cartAt(499);
    const shopper = await signedUpShopper(server);
    expect((await quote(small, 'FIRST15', shopper.token)).couponMessage).toBe('Valid on orders above ₹500');
    expectRestError(await placeRestWithCode(shopper, small, 'FIRST15'), 400, 'Valid on orders above ₹500');
  });
});

describe('days of the week (India), dates, active, unknown codes', () => {
  test("an offer for today's day in India applies; one for the other days says which days", async () => {
    const today = indiaDay();
    const todays = await createOffer(admin.token, { code: freshCode('DAY'), daysOfWeek: [today] });
    expect((await quote([line(dear)], todays.code)).couponCode).toBe(todays.code);
    const notToday = await createOffer(admin.token, { code: freshCode('DAY'), daysOfWeek: otherDays(today).slice(0, 2) });
    const names = otherDays(today).slice(0, 2).map((d) => `${d[0]}${d.slice(1).toLowerCase()}s`);
    const message = `Valid on ${names[0]} and ${names[1]}`;
    expect((await quote([line(dear)], notToday.code)).couponMessage).toBe(message);
    expectRestError(await placeRestWithCode(alice, [line(dear)], notToday.code), 400, message);
  });

  test("WEEKEND10 applies on Saturday and Sunday in India, and says 'Valid on Saturdays and Sundays' on other days", async () => {
    const weekend = ['SATURDAY', 'SUNDAY'].includes(indiaDay());
    const q = await quote([line(dear)], 'WEEKEND10');
    if (weekend) expect([q.couponCode, q.discount]).toEqual(['WEEKEND10', Math.floor((Math.round(dear.price * 100) * 10 + 50) / 100) / 100]);
    else expect(q.couponMessage).toBe('Valid on Saturdays and Sundays');
  });

  test("an offer past its end: 'This code has expired'; one not started: 'This code is not valid yet'", async () => {
    const expired = await createOffer(admin.token, { code: freshCode('OLD'), validUntil: new Date(Date.now() - 60_000).toISOString() });
    expect((await quote([line(dear)], expired.code)).couponMessage).toBe('This code has expired');
    expectGqlError(await placeGqlWithCode(alice, [line(dear)], expired.code), 'BAD_USER_INPUT', 'This code has expired');
    const later = await createOffer(admin.token, { code: freshCode('NEW'), validFrom: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await quote([line(dear)], later.code)).couponMessage).toBe('This code is not valid yet');
  });

  test("an unknown code and a deactivated one are refused with their reasons; a code over 32 characters is a bad input", async () => {
    expect((await quote([line(dear)], 'NOSUCH1')).couponMessage).toBe('NOSUCH1 is not a valid code');
    expectRestError(await placeRestWithCode(alice, [line(dear)], 'nosuch1'), 400, 'NOSUCH1 is not a valid code');
    const off = await createOffer(admin.token, { code: freshCode('OFF'), active: false });
    expect((await quote([line(dear)], off.code)).couponMessage).toBe('This code is no longer active');
    expectGqlError(await placeGqlWithCode(alice, [line(dear)], off.code), 'BAD_USER_INPUT', 'This code is no longer active');
    expectRestError(await placeRestWithCode(alice, [line(dear)], 'X'.repeat(33)), 400, 'A code has at most 32 characters');
  });

  test('nothing of a refused order is stored, its redemption included', async () => {
    const before = Number((await dbQuery(server, 'SELECT COUNT(*) AS n FROM offer_redemptions'))[0].n);
    await expectNothingStored(async () => {
      expectRestError(await placeRestWithCode(alice, at4999, 'BIG20'), 400);
    });
    expect(Number((await dbQuery(server, 'SELECT COUNT(*) AS n FROM offer_redemptions'))[0].n)).toBe(before);
  });
});
