/**
 * Issue 58, DECISIONS 14: an exchange is a return request for another size of the same product in
 * stock, within 15 days of delivery (60 for a defect), on both surfaces. Approved, it makes a
 * replacement order at no charge whose units come from stock in the same transaction, linked both
 * ways; if the size is gone by then it becomes a refund and the shopper is told (the request's
 * state, the order's history, a return.updated event). Received goods go back on sale. Beyond the
 * quantity, past the window, a size the product lacks or that is out of stock: refused. Every REST
 * answer is checked against the OpenAPI document. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { gql, rest } from '../support/api';
import { admin, alice, bob, move, server, useOrdersShop } from '../support/orders';
import { PAYMENT_ENV, paymentRows } from '../support/payments';
import { available, deliveredDaysAgo, deliveredOrder, exchangeable, exchangeGql, exchangeRest, moveGql, moveRest, ORDER_RETURNS, requestGql, requestRest, setAvailable } from '../support/returns';
import { dbQuery, expectGqlError, expectGqlOk, expectRestError, line, paise, plentySizes, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(90_000);

useOrdersShop({ ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV });

const [shirt, kurta] = exchangeable(299);
const cheapItem = exchangeable(199, 299)[0] ?? shirt;
const readOrder = async (n: string, token = alice.token) => expectGqlOk(await gql(server, ORDER_RETURNS, { n }, { token })).order;
const REPLACEMENT = `query P($n: String!) { order(orderNumber: $n) { orderNumber status paymentStatus paymentMethod total subtotal tax invoiceNumber replacementFor canCancel items { productId size quantity unitPrice lineTotal } history { from to actor reason } } }`;
/** The size bought and the size wanted instead. */
const sizesOf = (p: typeof shirt) => ({ have: plentySizes(p)[0], want: plentySizes(p)[1] });

describe('GraphQL: a size exchanged for another in stock', () => {
  test('requested, approved (a replacement at no charge, its units from stock, linked both ways), picked up, received (back on sale)', async () => {
    const { have, want } = sizesOf(shirt);
    const o = await deliveredOrder(alice, [line(shirt, 2, have), line(kurta, 1)]);
    const before = await readOrder(o.orderNumber);
    const shirtLine = before.returnableLines.find((l: { productId: string }) => l.productId === shirt.id);
    expect(shirtLine).toEqual(expect.objectContaining({ exchangeOpen: true, quantityLeft: 2 }));
    expect(shirtLine.exchangeMessage).toMatch(/^Exchangeable until \d{1,2} [A-Z][a-z]{2}$/);
    expect(shirtLine.exchangeSizes).toContain(want);
    expect(shirtLine.exchangeSizes).not.toContain(have);

    const asked = expectGqlOk(await exchangeGql(alice, o.orderNumber, [{ productId: shirt.id, size: have, quantity: 1, wantedSize: want }])).requestExchange;
    expect(asked).toEqual(
      expect.objectContaining({ kind: 'EXCHANGE', status: 'REQUESTED', refund: 0, replacementOrderNumber: null, becameRefund: false, nextStatuses: ['APPROVED', 'REJECTED'] }),
    );
    expect(asked.lines).toEqual([expect.objectContaining({ productId: shirt.id, size: have, quantity: 1, wantedSize: want })]);
    // Beyond the quantity: one of two is left to return or exchange.
    expectGqlError(await exchangeGql(alice, o.orderNumber, [{ productId: shirt.id, size: have, quantity: 2, wantedSize: want }]), 'CONFLICT', `Only 1 of ${shirt.name} (${have}) can still be exchanged`);
    expectGqlError(await requestGql(alice, o.orderNumber, [{ productId: shirt.id, size: have, quantity: 2 }]), 'CONFLICT', `Only 1 of ${shirt.name} (${have}) can still be returned`);
    expectGqlError(await moveGql(asked.returnNumber, 'APPROVED', {}, alice.token), 'FORBIDDEN');
    expectGqlError(await moveGql(asked.returnNumber, 'PICKED_UP'), 'CONFLICT', `Exchange ${asked.returnNumber} is requested: it cannot be picked up`);

    const wantLeft = await available(shirt.id, want);
    const haveLeft = await available(shirt.id, have);
    const approved = expectGqlOk(await moveGql(asked.returnNumber, 'APPROVED')).moveReturn;
    expect(approved).toEqual(expect.objectContaining({ kind: 'EXCHANGE', status: 'APPROVED', nextStatuses: ['PICKED_UP'], becameRefund: false }));
    expect(approved.replacementOrderNumber).toMatch(/^SQU-\d{8}-[A-Z2-9]{8}$/);
    expect(await available(shirt.id, want)).toBe(wantLeft - 1);
    // Approved once: asked again, refused, and no second replacement.
    expectGqlError(await moveGql(asked.returnNumber, 'APPROVED'), 'CONFLICT');
    expectGqlError(await moveGql(asked.returnNumber, 'REJECTED', { reason: 'changed our mind' }), 'CONFLICT');
    expect(await available(shirt.id, want)).toBe(wantLeft - 1);

    const replacement = expectGqlOk(await gql(server, REPLACEMENT, { n: approved.replacementOrderNumber }, { token: alice.token })).order;
    expect(replacement).toEqual(
      expect.objectContaining({ status: 'CONFIRMED', paymentStatus: 'PAID', paymentMethod: 'UPI', total: 0, subtotal: 0, tax: 0, invoiceNumber: null, replacementFor: o.orderNumber, canCancel: false }),
    );
    expect(replacement.items).toEqual([{ productId: shirt.id, size: want, quantity: 1, unitPrice: 0, lineTotal: 0 }]);
    expect(replacement.history[0].reason).toBe(`Replacement for ${o.orderNumber}, exchange ${asked.returnNumber}: nothing to pay`);
    const taken = await dbQuery(server, "SELECT product_id, size, delta, reason FROM stock_movements WHERE order_number = $1", [approved.replacementOrderNumber]);
    expect(taken.map((t) => [t.product_id, t.size, Number(t.delta), t.reason])).toEqual([[shirt.id, want, -1, 'order']]);
    // No tax invoice for a zero-value replacement; the shopper may not cancel it.
    expect((await rest(server, 'GET', `/api/orders/${approved.replacementOrderNumber}/invoice`, undefined, { token: alice.token })).status).toBe(409);
    expectGqlError(await gql(server, 'mutation C($n: String!) { cancelOrder(orderNumber: $n) { orderNumber } }', { n: approved.replacementOrderNumber }, { token: alice.token }), 'CONFLICT', /replaces items of/);

    expectGqlOk(await moveGql(asked.returnNumber, 'PICKED_UP'));
    const received = expectGqlOk(await moveGql(asked.returnNumber, 'RECEIVED')).moveReturn;
    expect(received).toEqual(expect.objectContaining({ status: 'RECEIVED', nextStatuses: [] }));
    expect(await available(shirt.id, have)).toBe(haveLeft + 1);
    expectGqlError(await moveGql(asked.returnNumber, 'REFUNDED'), 'CONFLICT', `Exchange ${asked.returnNumber} is received: it cannot be refunded`);
    // No money moved.
    expect((await paymentRows(server, o.orderNumber)).refunds).toEqual([]);

    const after = await readOrder(o.orderNumber);
    const noted = after.history.filter((h: { reason: string | null }) => h.reason?.startsWith(`Exchange ${asked.returnNumber}`)).map((h: { reason: string }) => h.reason);
    expect(noted).toEqual([
      `Exchange ${asked.returnNumber} requested: 1 × ${shirt.name} (${have} for ${want}): wrong size`,
      `Exchange ${asked.returnNumber} approved: replacement order ${approved.replacementOrderNumber}: 1 × ${shirt.name} in size ${want}`,
      `Exchange ${asked.returnNumber} picked up`,
      `Exchange ${asked.returnNumber} received`,
    ]);
    expect(after.returns[0].replacementOrderNumber).toBe(approved.replacementOrderNumber);
    const events = await dbQuery(server, "SELECT payload FROM outbox_events WHERE order_number = $1 AND type = 'return.updated' ORDER BY occurred_at, id", [o.orderNumber]);
    expect(events.map((e) => JSON.parse(e.payload).return.status)).toEqual(['requested', 'approved', 'picked_up', 'received']);
    expect(JSON.parse(events[1].payload).return).toEqual(expect.objectContaining({ kind: 'exchange', replacementOrderNumber: approved.replacementOrderNumber }));
  });

  test('a replacement, once delivered, is neither returned nor exchanged again: its lines say why, and a request is refused on both surfaces', async () => {
    const { have, want } = sizesOf(shirt);
    const o = await deliveredOrder(alice, [line(shirt, 1, have)]);
    const asked = expectGqlOk(await exchangeGql(alice, o.orderNumber, [{ productId: shirt.id, size: have, quantity: 1, wantedSize: want }])).requestExchange;
    const n = expectGqlOk(await moveGql(asked.returnNumber, 'APPROVED')).moveReturn.replacementOrderNumber as string;
    for (const s of ['SHIPPED', 'DELIVERED']) expectGqlOk(await move(n, s));

    const replacement = await readOrder(n);
    expect(replacement.status).toBe('DELIVERED');
    expect(replacement.returnableLines).toEqual([
      expect.objectContaining({
        productId: shirt.id,
        size: want,
        quantityLeft: 1,
        returnOpen: false,
        defectiveOpen: false,
        exchangeOpen: false,
        exchangeSizes: [],
        message: `Sent in exchange for an item of ${o.orderNumber}: for a problem with it, please contact us`,
        exchangeMessage: 'Exchanged once already',
      }),
    ]);
    const refused = (what: string) => `Order ${n} was sent in exchange for items of ${o.orderNumber}: its items cannot be ${what} again. For a problem with them, please contact us`;
    expectGqlError(await requestGql(alice, n, [{ productId: shirt.id, size: want, quantity: 1 }], 'DEFECTIVE'), 'CONFLICT', refused('returned'));
    expectGqlError(await exchangeGql(alice, n, [{ productId: shirt.id, size: want, quantity: 1, wantedSize: have }], 'DEFECTIVE'), 'CONFLICT', refused('exchanged'));
    expectRestError(await requestRest(alice, n, { lines: [{ productId: shirt.id, size: want, quantity: 1 }], reason: 'defective' }), 409, refused('returned'));
    expectRestError(await exchangeRest(alice, n, { lines: [{ productId: shirt.id, size: want, quantity: 1, wantedSize: have }], reason: 'wrong_size' }), 409, refused('exchanged'));
    expect((await readOrder(n)).returns).toEqual([]);
  });

  test('the size gone by approval: the exchange becomes a refund, the shopper is told, and it is refunded as a return', async () => {
    const { have, want } = sizesOf(kurta);
    const o = await deliveredOrder(alice, [line(kurta, 1, have)]);
    const asked = expectGqlOk(await exchangeGql(alice, o.orderNumber, [{ productId: kurta.id, size: have, quantity: 1, wantedSize: want }], 'DEFECTIVE')).requestExchange;
    const left = await available(kurta.id, want);
    await setAvailable(kurta.id, want, 0);
    try {
      const moved = expectGqlOk(await moveGql(asked.returnNumber, 'APPROVED')).moveReturn;
      expect(moved).toEqual(expect.objectContaining({ kind: 'RETURN', status: 'APPROVED', becameRefund: true, replacementOrderNumber: null, refund: o.total, nextStatuses: ['PICKED_UP', 'REJECTED'] }));
      expect(await dbQuery(server, 'SELECT order_number FROM orders WHERE replacement_for = $1', [o.orderNumber])).toEqual([]);
      const after = await readOrder(o.orderNumber);
      expect(after.history.at(-1).reason).toBe(`Return ${asked.returnNumber} approved: ${kurta.name} in size ${want} is sold out: the exchange becomes a refund of ₹${o.total.toFixed(2)}`);
      const events = await dbQuery(server, "SELECT payload FROM outbox_events WHERE order_number = $1 AND type = 'return.updated' ORDER BY occurred_at, id", [o.orderNumber]);
      expect(JSON.parse(events.at(-1)!.payload).return).toEqual(expect.objectContaining({ kind: 'return', status: 'approved' }));
      for (const s of ['PICKED_UP', 'RECEIVED']) expectGqlOk(await moveGql(asked.returnNumber, s));
      const refunded = expectGqlOk(await moveGql(asked.returnNumber, 'REFUNDED')).moveReturn;
      expect(refunded).toEqual(expect.objectContaining({ status: 'REFUNDED', refund: o.total }));
      expect((await paymentRows(server, o.orderNumber)).refunds.map((r) => Number(r.amount_paise))).toEqual([paise(o.total)]);
    } finally {
      await setAvailable(kurta.id, want, left);
    }
  });

  test('the window: day 15 after delivery open, day 16 closed (a defective item still within 60 days)', async () => {
    const { have, want } = sizesOf(shirt);
    const o = await deliveredOrder(alice, [line(shirt, 2, have)]);
    const ask = (reason = 'WRONG_SIZE') => exchangeGql(alice, o.orderNumber, [{ productId: shirt.id, size: have, quantity: 1, wantedSize: want }], reason);
    await deliveredDaysAgo(o.orderNumber, 16);
    const closed = (await readOrder(o.orderNumber)).returnableLines[0];
    expect(closed).toEqual(expect.objectContaining({ exchangeOpen: false }));
    expect(closed.exchangeMessage).toMatch(/^Exchange window closed on \d{1,2} [A-Z][a-z]{2}$/);
    expectGqlError(await ask(), 'BAD_USER_INPUT', /^The exchange window for .* closed on \d{1,2} [A-Z][a-z]{2}$/);
    expectGqlOk(await ask('DEFECTIVE'));
    await deliveredDaysAgo(o.orderNumber, 15);
    expect((await readOrder(o.orderNumber)).returnableLines[0].exchangeOpen).toBe(true);
    expectGqlOk(await ask());
  });
});

describe('REST: a Cash on Delivery order exchanged', () => {
  test('checked: the wanted size, stock, the owner, a refund account for the case the size is gone', async () => {
    const { have, want } = sizesOf(cheapItem);
    const o = await deliveredOrder(alice, [line(cheapItem, 1, have)], 'cod');
    const body = (wantedSize: string, extra: Record<string, unknown> = { refundTo: { upiId: 'asha@okaxis' } }) => ({ lines: [{ productId: cheapItem.id, size: have, quantity: 1, wantedSize }], reason: 'wrong_size', ...extra });
    expectRestError(await exchangeRest(alice, o.orderNumber, body(have)), 400, `Choose a size other than ${have}, the one you have`);
    expectRestError(await exchangeRest(alice, o.orderNumber, body('XXXL-NOPE')), 400, new RegExp(`^${cheapItem.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} comes in `));
    expectRestError(await exchangeRest(alice, o.orderNumber, body(want, {})), 400, 'Cash on Delivery orders are refunded to a UPI ID or a bank account: please give one');
    expectRestError(await exchangeRest(alice, o.orderNumber, { ...body(want), lines: [{ productId: cheapItem.id, size: have, quantity: 1 }] }), 400);
    expectRestError(await exchangeRest(bob, o.orderNumber, body(want)), 403);
    const left = await available(cheapItem.id, want);
    await setAvailable(cheapItem.id, want, 0);
    try {
      expectRestError(await exchangeRest(alice, o.orderNumber, body(want)), 400, `${cheapItem.name} in size ${want} is out of stock: choose another size, or return it for a refund`);
      const lines = (await rest(server, 'GET', `/api/orders/${o.orderNumber}/returns`, undefined, { token: alice.token })).body.lines;
      expect(lines[0].exchangeSizes).not.toContain(want);
    } finally {
      await setAvailable(cheapItem.id, want, left);
    }
    const made = await exchangeRest(alice, o.orderNumber, body(want));
    expect(made.status).toBe(201);
    expect(made.body.return).toEqual(expect.objectContaining({ kind: 'exchange', status: 'requested', refundMethod: 'payout', refundTo: 'UPI as**@okaxis', refund: 0 }));
    const moved = await moveRest(made.body.return.returnNumber, { status: 'approved' });
    expect(moved.status).toBe(200);
    const replacement = (await rest(server, 'GET', `/api/orders/${alice.user.id}`, undefined, { token: alice.token })).body.orders.find((x: { orderNumber: string }) => x.orderNumber === moved.body.return.replacementOrderNumber);
    expect(replacement).toEqual(expect.objectContaining({ replacementFor: o.orderNumber, total: 0, paymentMethod: 'cod', status: 'confirmed' }));
    // Delivered at the door: nothing to collect.
    expectGqlOk(await move(replacement.orderNumber, 'SHIPPED'));
    expectGqlOk(await move(replacement.orderNumber, 'DELIVERED', admin.token, {}));
  });
});
