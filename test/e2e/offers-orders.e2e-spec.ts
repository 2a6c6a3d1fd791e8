/**
 * An order with a code (DECISIONS 17): per-line discounts rounded half up that add up to the
 * order's, tax on the discounted subtotal, COD on the subtotal before the discount, what is
 * stored and read back on both surfaces and the invoice; 'first order only' and usage limits
 * under concurrent orders; the admin's offers. PostgreSQL too (TEST_DATABASE_URL).
 */
import { gql, rest, signedUpShopper } from '../support/api';
import { ADMIN_OFFERS, cartAt, createOffer, freshCode, placeGqlWithCode, placeRestWithCode, quote, SET_ACTIVE, UPDATE_OFFER } from '../support/offers';
import { admin, alice, bands, expectNothingStored, listRest, ORDER_QUERY, server, useOrdersShop } from '../support/orders';
import { dbQuery, expectGqlError, expectGqlOk, expectRestError, idempotencyKey, line, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(90_000);

useOrdersShop(RAISED_SHOPPER_LIMITS);

const INVOICE = 'query Invoice($n: String!) { orderInvoice(orderNumber: $n) { number html } }';
const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

describe('an order with a code: rounding, storage, read-backs, invoice', () => {
  test('a fixed ₹100.01 shared by three lines: each share within a paisa of its exact part, the lines add up to the discount, tax on the rest', async () => {
    // (A percentage of whole-rupee prices is always whole paise; its half-up rounding per line is in discount.spec.ts.)
    const offer = await createOffer(admin.token, { code: freshCode('ROUND'), kind: 'FIXED', value: 100.01 });
    const lines = [line(bands.all[0], 3), line(bands.all[5], 1), line(bands.all[9], 2)];
    const q = await quote(lines, offer.code);
    const expectedShares: number[] = q.lines.map((l: { discount: number }) => l.discount);
    const totals = lines.map((l) => Math.round(l.product.price * 100) * l.quantity);
    const subtotal = totals.reduce((a, b) => a + b, 0);
    totals.forEach((t, i) => expect(Math.abs(Math.round(expectedShares[i] * 100) - (t * 10_001) / subtotal)).toBeLessThan(1));
    expect(q.discount).toBe(100.01);
    expect(sum(expectedShares)).toBe(100.01);
    expect(q.tax).toBe(Math.round((subtotal - 10_001) * 18 / 100) / 100);
    expect(q.total).toBe(sum([q.subtotal, -q.discount, q.tax]));

    const g = expectGqlOk(await placeGqlWithCode(alice, lines, offer.code.toLowerCase())).createOrder;
    expect([g.subtotal, g.discount, g.tax, g.total, g.couponCode]).toEqual([q.subtotal, q.discount, q.tax, q.total, offer.code]);
    expect(g.items.map((i: { discount: number }) => i.discount)).toEqual(expectedShares);

    // Stored in paise, per line and per order, with the code.
    const [row] = await dbQuery(server, 'SELECT subtotal_paise, discount_paise, tax_paise, total_paise, coupon_code FROM orders WHERE order_number = $1', [g.orderNumber]);
    expect([Number(row.subtotal_paise), Number(row.discount_paise), Number(row.tax_paise), Number(row.total_paise), row.coupon_code]).toEqual([q.subtotal * 100, q.discount * 100, q.tax * 100, q.total * 100, offer.code].map((v) => (typeof v === 'number' ? Math.round(v) : v)));
    const items = await dbQuery(server, 'SELECT discount_paise FROM order_items WHERE order_id = $1 ORDER BY line_no', [g.id]);
    expect(items.map((i) => Number(i.discount_paise))).toEqual(expectedShares.map((s) => Math.round(s * 100)));
    const [redeemed] = await dbQuery(server, 'SELECT COUNT(*) AS n, SUM(discount_paise) AS d FROM offer_redemptions WHERE order_id = $1', [g.id]);
    expect([Number(redeemed.n), Number(redeemed.d)]).toEqual([1, Math.round(q.discount * 100)]);

    // Read back: GraphQL's order, REST's list.
    const back = expectGqlOk(await gql(server, `query One($n: String!) { order(orderNumber: $n) { discount couponCode total items { discount } } }`, { n: g.orderNumber }, { token: alice.token })).order;
    expect(back).toEqual({ discount: q.discount, couponCode: offer.code, total: q.total, items: expectedShares.map((discount) => ({ discount })) });
    const listed = (await listRest(alice)).find((o) => o.orderNumber === g.orderNumber);
    expect([listed.discount, listed.couponCode, listed.total, listed.items.map((i: { discount: number }) => i.discount)]).toEqual([q.discount, offer.code, q.total, expectedShares]);
  });

  test('the tax invoice shows each line\'s amount, discount and taxable value, the code, and tax on the discounted lines', async () => {
    const shopper = await signedUpShopper(server);
    const lines = [line(bands.all[2], 1), line(bands.all[7], 1)];
    // Cash on Delivery: the sale is made at placement, so its tax invoice is issued with it.
    const g = expectGqlOk(await placeGqlWithCode(shopper, lines, 'FIRST15', 'cod')).createOrder;
    const html: string = expectGqlOk(await gql(server, INVOICE, { n: g.orderNumber }, { token: shopper.token })).orderInvoice.html;
    const inr = (r: number) => `₹${r.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(html).toContain('<th class="num">Amount</th><th class="num">Discount (FIRST15)</th><th class="num">Taxable value</th>');
    for (const item of g.items) {
      expect(html).toContain(`<td class="num">${inr(item.lineTotal)}</td><td class="num">−${inr(item.discount)}</td><td class="num">${inr(sum([item.lineTotal, -item.discount]))}</td>`);
    }
    expect(html).toContain(`<tr><td>Taxable value</td><td>${inr(sum([g.subtotal, -g.discount]))}</td></tr>`);
    expect(g.tax).toBe(Math.round(sum([g.subtotal, -g.discount]) * 18) / 100);
    // Without a code the invoice is as before: no discount columns, the subtotal is the taxable value.
    const plain = expectGqlOk(await placeGqlWithCode(shopper, lines, undefined, 'cod')).createOrder;
    const plainHtml: string = expectGqlOk(await gql(server, INVOICE, { n: plain.orderNumber }, { token: shopper.token })).orderInvoice.html;
    expect(plainHtml).not.toContain('Discount');
    expect(plainHtml).toContain(`<tr><td>Taxable value</td><td>${inr(plain.subtotal)}</td></tr>`);
  });

  test('COD looks at the subtotal before the discount: ₹279 with 50% off still takes COD, with its ₹50 charge', async () => {
    const offer = await createOffer(admin.token, { code: freshCode('HALF'), value: 50 });
    const lines = cartAt(279);
    const q = await quote(lines, offer.code, undefined, 'COD');
    expect([q.subtotal, q.discount, q.codAvailable, q.codCharge, q.tax]).toEqual([279, 139.5, true, 50, Math.round(139.5 * 18) / 100]);
    const r = await placeRestWithCode(alice, lines, offer.code, 'cod');
    expect(r.status).toBe(201);
    expect([r.body.order.codCharges, r.body.order.total]).toEqual([50, sum([279, -139.5, q.tax, 50])]);
  });

  test('a retry of a placed order with its key answers the same order, though its first-order code would now be refused', async () => {
    const shopper = await signedUpShopper(server);
    const key = idempotencyKey();
    const first = expectGqlOk(await placeGqlWithCode(shopper, [line(bands.dear[0], 2)], 'FIRST15', 'upi', key)).createOrder;
    const again = expectGqlOk(await placeGqlWithCode(shopper, [line(bands.dear[0], 2)], 'FIRST15', 'upi', key)).createOrder;
    expect(again.orderNumber).toBe(first.orderNumber);
    expect(again.discount).toBe(first.discount);
  });
});

describe('once means once under concurrent orders', () => {
  test('two orders placed at the same moment by a new shopper with FIRST15: one gets it, the other is refused with the reason and stores nothing', async () => {
    for (let round = 0; round < 3; round += 1) {
      const shopper = await signedUpShopper(server);
      const lines = [line(bands.dear[0], 2)];
      const answers = await Promise.all([placeRestWithCode(shopper, lines, 'FIRST15'), placeRestWithCode(shopper, lines, 'FIRST15')]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
      expectRestError(answers.find((a) => a.status === 400)!, 400, 'Only on your first order');
      const stored = await dbQuery(server, 'SELECT COUNT(*) AS n FROM orders WHERE user_id = $1', [shopper.user.id]);
      expect(Number(stored[0].n)).toBe(1);
      const redemptions = await dbQuery(server, 'SELECT COUNT(*) AS n FROM offer_redemptions WHERE user_id = $1', [shopper.user.id]);
      expect(Number(redemptions[0].n)).toBe(1);
    }
  });

  test('an offer limited to 2 uses in all, 4 shoppers at once: 2 get it, 2 are told it has been fully used', async () => {
    const offer = await createOffer(admin.token, { code: freshCode('LIMIT'), usageLimit: 2 });
    const shoppers = await Promise.all([0, 1, 2, 3].map(() => signedUpShopper(server)));
    const answers = await Promise.all(shoppers.map((s) => placeGqlWithCode(s, [line(bands.dear[0])], offer.code)));
    const placed = answers.filter((a) => a.body.data?.createOrder);
    expect(placed).toHaveLength(2);
    for (const refused of answers.filter((a) => !a.body.data?.createOrder)) expectGqlError(refused, 'BAD_USER_INPUT', 'This code has been fully used');
    const listed = expectGqlOk(await gql(server, ADMIN_OFFERS, {}, { token: admin.token })).adminOffers.find((o: { code: string }) => o.code === offer.code);
    expect(listed.timesUsed).toBe(2);
  });

  test('one use per shopper (perCustomerLimit 1): the second order is refused', async () => {
    const offer = await createOffer(admin.token, { code: freshCode('ONCE'), perCustomerLimit: 1 });
    const shopper = await signedUpShopper(server);
    expectGqlOk(await placeGqlWithCode(shopper, [line(bands.dear[0])], offer.code));
    await expectNothingStored(async () => expectGqlError(await placeGqlWithCode(shopper, [line(bands.dear[0])], offer.code), 'BAD_USER_INPUT', 'You have already used this code'));
  });
});

describe("the admin's offers", () => {
  test('lists the seeded offers with their rules; only admins (FORBIDDEN otherwise)', async () => {
    const offers = expectGqlOk(await gql(server, ADMIN_OFFERS, {}, { token: admin.token })).adminOffers;
    const byCode = Object.fromEntries(offers.map((o: { code: string }) => [o.code, o]));
    expect(byCode.FIRST15).toMatchObject({ kind: 'PERCENTAGE', value: 15, minSubtotal: 500, firstOrderOnly: true, daysOfWeek: null, active: true });
    expect(byCode.WEEKEND10).toMatchObject({ value: 10, daysOfWeek: ['SATURDAY', 'SUNDAY'] });
    expect(byCode.BIG20).toMatchObject({ value: 20, minSubtotal: 5000, validUntil: '2027-03-31T18:29:59.000Z' });
    expectGqlError(await gql(server, ADMIN_OFFERS, {}, { token: alice.token }), 'FORBIDDEN');
    expectGqlError(await gql(server, SET_ACTIVE, { id: byCode.BIG20.id, active: false }, { token: alice.token }), 'FORBIDDEN');
  });

  test('create (a fixed amount), edit, deactivate and activate again; bad inputs are refused at their field', async () => {
    const code = freshCode('FLAT');
    const created = await createOffer(admin.token, { code: code.toLowerCase(), kind: 'FIXED', value: 100, minSubtotal: 999 });
    expect([created.code, created.kind, created.value, created.minSubtotal, created.timesUsed]).toEqual([code, 'FIXED', 100, 999, 0]);
    expect((await quote(cartAt(999), code)).discount).toBe(100);
    const edited = expectGqlOk(await gql(server, UPDATE_OFFER, { id: created.id, input: { code, title: 'Flat ₹150', kind: 'FIXED', value: 150.5, minSubtotal: 999 } }, { token: admin.token })).updateOffer;
    expect([edited.title, edited.value]).toEqual(['Flat ₹150', 150.5]);
    expect((await quote(cartAt(999), code)).discount).toBe(150.5);
    expect(expectGqlOk(await gql(server, SET_ACTIVE, { id: created.id, active: false }, { token: admin.token })).setOfferActive.active).toBe(false);
    expect((await quote(cartAt(999), code)).couponMessage).toBe('This code is no longer active');
    expectGqlOk(await gql(server, SET_ACTIVE, { id: created.id, active: true }, { token: admin.token }));
    expect((await quote(cartAt(999), code)).couponCode).toBe(code);

    const bad = async (input: Record<string, unknown>, message: string, field: string) => {
      const r = await gql(server, 'mutation C($input: OfferInput!) { createOffer(input: $input) { id } }', { input: { code: freshCode('BAD'), title: 'x', kind: 'PERCENTAGE', value: 10, ...input } }, { token: admin.token });
      expectGqlError(r, 'BAD_USER_INPUT', message);
      expect(r.body.errors[0].extensions.errors[0].field).toBe(field);
    };
    await bad({ code: 'a b' }, 'A code is 3 to 32 letters, digits, - or _', 'code');
    await bad({ code }, `An offer with the code ${code} exists already`, 'code');
    await bad({ value: 101 }, 'A percentage is a whole number from 1 to 100', 'value');
    await bad({ kind: 'FIXED', value: 0.001 }, 'A fixed discount is an amount in rupees from ₹0.01 to ₹1,00,000', 'value');
    await bad({ validFrom: '2027-01-02T00:00:00Z', validUntil: '2027-01-01T00:00:00Z' }, 'An offer cannot end before it starts', 'validUntil');
    await bad({ title: '  ' }, 'Please give the offer a title', 'title');
  });

  test('REST answers stay documented with the new fields (the contract check of every REST answer runs on them)', async () => {
    const r = await rest(server, 'GET', `/api/orders/${alice.user.id}`, undefined, { token: alice.token });
    expect(r.status).toBe(200);
    expect(r.body.orders.every((o: { discount: number }) => typeof o.discount === 'number')).toBe(true);
  });
});
