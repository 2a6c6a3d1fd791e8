/**
 * Issue 58, DECISIONS 14: a delivered order's lines come back within the policy's windows, on
 * both surfaces: requested -> approved -> picked up -> received (its units on sale again, a RETURN
 * movement) -> refunded (prepaid: through payments' one refund path, once; COD: paid out by an
 * admin to the account the shopper gave, kept masked), or rejected with a reason; illegal moves
 * and a second return beyond the quantity refused; every move in the order's history. Every REST
 * answer is checked against the OpenAPI document (support/api.ts). On SQLite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { gql, rest } from '../support/api';
import { admin, alice, bob, server, useOrdersShop } from '../support/orders';
import { eventually, PAYMENT_ENV, paymentRows } from '../support/payments';
import {
  ADMIN_RETURNS,
  available,
  deliveredOrder,
  moveGql,
  moveRest,
  ORDER_RETURNS,
  requestGql,
  requestRest,
  returnable,
} from '../support/returns';
import { dbQuery, expectGqlError, expectGqlOk, expectRestError, line, paise, RAISED_SHOPPER_LIMITS, rupees } from '../support/shop';

jest.setTimeout(90_000);

useOrdersShop({ ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV });

const [shirt, kurta] = [returnable(299)[0], returnable(299)[1]];
/** A COD order under ₹299 carries the ₹50 charge. */
const cheapItem = returnable(199, 299)[0];
const readOrder = async (n: string, token = alice.token) => expectGqlOk(await gql(server, ORDER_RETURNS, { n }, { token })).order;
/** tax share of `goods` paise of an order, as the server figures it. */
const taxShare = (o: { subtotal: number; tax: number }, goods: number) => Math.round((paise(o.tax) * goods) / paise(o.subtotal));

describe('GraphQL: a prepaid order, one line of two returned', () => {
  test('requested, approved, picked up, received (back on sale), refunded through the provider once; each move in the history', async () => {
    const a = line(shirt, 2);
    const b = line(kurta, 1);
    const o = await deliveredOrder(alice, [a, b]);
    const before = await readOrder(o.orderNumber);
    const shirtLine = before.returnableLines.find((l: { productId: string }) => l.productId === shirt.id);
    expect(shirtLine).toEqual(expect.objectContaining({ quantity: 2, quantityLeft: 2, policy: 'Returnable within 30 days', returnable: true, returnOpen: true }));
    expect(shirtLine.message).toMatch(/^Returnable until \d{1,2} [A-Z][a-z]{2}$/);

    const asked = expectGqlOk(await requestGql(alice, o.orderNumber, [{ productId: shirt.id, size: a.size, quantity: 1 }], 'WRONG_SIZE', { comment: '  Too tight at the shoulders ' })).requestReturn;
    const goods = paise(shirt.price);
    const refund = rupees(goods + taxShare(before, goods));
    expect(asked).toEqual(
      expect.objectContaining({
        orderNumber: o.orderNumber,
        status: 'REQUESTED',
        reason: 'WRONG_SIZE',
        comment: 'Too tight at the shoulders',
        refund,
        refundMethod: 'PROVIDER',
        refundTo: null,
        payoutDetails: null,
        nextStatuses: ['APPROVED', 'REJECTED'],
        lines: [{ productId: shirt.id, productName: shirt.name, size: a.size, quantity: 1, wantedSize: null, wantedProductId: null, wantedProductName: null, unitPrice: shirt.price, lineTotal: shirt.price }],
      }),
    );
    expect(asked.returnNumber).toMatch(/^RET-\d{8}-[A-Z2-9]{6}$/);

    // A second return beyond what was bought: 1 of 2 is left.
    expectGqlError(await requestGql(alice, o.orderNumber, [{ productId: shirt.id, size: a.size, quantity: 2 }]), 'CONFLICT', `Only 1 of ${shirt.name} (${a.size}) can still be returned`);
    // The shopper may not move it; illegal moves are refused, nothing written.
    expectGqlError(await moveGql(asked.returnNumber, 'APPROVED', {}, alice.token), 'FORBIDDEN');
    expectGqlError(await moveGql(asked.returnNumber, 'RECEIVED'), 'CONFLICT', `Return ${asked.returnNumber} is requested: it cannot be received`);
    expectGqlError(await moveGql(asked.returnNumber, 'REFUNDED'), 'CONFLICT');
    expectGqlError(await moveGql(asked.returnNumber, 'REJECTED'), 'BAD_USER_INPUT', 'Give the reason for rejecting the return: the shopper is told it');

    const left = await available(shirt.id, a.size);
    expect(expectGqlOk(await moveGql(asked.returnNumber, 'APPROVED')).moveReturn.status).toBe('APPROVED');
    expect(expectGqlOk(await moveGql(asked.returnNumber, 'PICKED_UP')).moveReturn.nextStatuses).toEqual(['RECEIVED']);
    expectGqlError(await moveGql(asked.returnNumber, 'REJECTED', { reason: 'too late' }), 'CONFLICT');
    expect(await available(shirt.id, a.size)).toBe(left);
    expect(expectGqlOk(await moveGql(asked.returnNumber, 'RECEIVED')).moveReturn.status).toBe('RECEIVED');
    expect(await available(shirt.id, a.size)).toBe(left + 1);
    const movements = await dbQuery(server, "SELECT delta, actor, note FROM stock_movements WHERE order_number = $1 AND reason = 'return'", [o.orderNumber]);
    expect(movements).toEqual([{ delta: 1, actor: admin.user.email, note: `return ${asked.returnNumber}` }]);
    // Received twice: refused, and nothing more goes back on sale.
    expectGqlError(await moveGql(asked.returnNumber, 'RECEIVED'), 'CONFLICT');
    expect(await available(shirt.id, a.size)).toBe(left + 1);

    const refunded = expectGqlOk(await moveGql(asked.returnNumber, 'REFUNDED')).moveReturn;
    expect(refunded).toEqual(expect.objectContaining({ status: 'REFUNDED', refund, nextStatuses: [] }));
    expect(refunded.refundReference).toMatch(/^[0-9a-f-]{36}$/);
    expect(refunded.history.map((h: { to: string }) => h.to)).toEqual(['REQUESTED', 'APPROVED', 'PICKED_UP', 'RECEIVED', 'REFUNDED']);
    expectGqlError(await moveGql(asked.returnNumber, 'REFUNDED'), 'CONFLICT');

    await eventually(async () => (await paymentRows(server, o.orderNumber)).refunds.every((r) => r.status === 'processed'), 10_000, 'the refund');
    const rows = await paymentRows(server, o.orderNumber);
    expect(rows.refunds.map((r) => [Number(r.amount_paise), r.request_key, r.reason])).toEqual([[paise(refund), `staff:return:${asked.returnNumber}`, `Return ${asked.returnNumber}`]]);
    expect(rows.sandboxRefunds.map((r) => Number(r.amount_paise))).toEqual([paise(refund)]);

    const after = await readOrder(o.orderNumber);
    expect(after.status).toBe('DELIVERED');
    expect(after.paymentStatus).toBe('PARTLY_REFUNDED');
    expect(after.returns.map((r: { status: string }) => r.status)).toEqual(['REFUNDED']);
    expect(after.returnableLines.find((l: { productId: string }) => l.productId === shirt.id).quantityLeft).toBe(1);
    const noted = after.history.filter((h: { reason: string | null }) => h.reason?.startsWith(`Return ${asked.returnNumber}`));
    expect(noted.map((h: { from: string; to: string; actor: string }) => [h.from, h.to, h.actor])).toEqual([
      ['DELIVERED', 'DELIVERED', 'shopper'],
      ['DELIVERED', 'DELIVERED', admin.user.email],
      ['DELIVERED', 'DELIVERED', admin.user.email],
      ['DELIVERED', 'DELIVERED', admin.user.email],
      ['DELIVERED', 'DELIVERED', admin.user.email],
    ]);
    expect(noted[0].reason).toBe(`Return ${asked.returnNumber} requested: 1 × ${shirt.name} (${a.size}): wrong size`);
    // Each move left a return.updated event in the outbox, in its transaction; refused moves none.
    const events = await dbQuery(server, "SELECT payload FROM outbox_events WHERE order_number = $1 AND type = 'return.updated' ORDER BY occurred_at, id", [o.orderNumber]);
    expect(events.map((e) => JSON.parse(e.payload).return)).toEqual(
      [[null, 'requested'], ['requested', 'approved'], ['approved', 'picked_up'], ['picked_up', 'received'], ['received', 'refunded']].map(([from, status]) => expect.objectContaining({ returnNumber: asked.returnNumber, from, status })),
    );
    expect(JSON.parse(events[0].payload).orderNumber).toBe(o.orderNumber);

    // The queue finds it by its number and status.
    const queue = expectGqlOk(await gql(server, ADMIN_RETURNS, { status: 'REFUNDED', search: asked.returnNumber.toLowerCase() }, { token: admin.token })).adminReturns;
    expect(queue.items.map((r: { returnNumber: string }) => r.returnNumber)).toEqual([asked.returnNumber]);
    expectGqlError(await gql(server, ADMIN_RETURNS, {}, { token: alice.token }), 'FORBIDDEN');
  });

  test('the rest of the order later: the returns add up to what was paid, to the paisa', async () => {
    const a = line(shirt, 1);
    const b = line(kurta, 1);
    const o = await deliveredOrder(alice, [a, b]);
    const numbers: string[] = [];
    for (const l of [a, b]) {
      const r = expectGqlOk(await requestGql(alice, o.orderNumber, [{ productId: l.product.id, size: l.size, quantity: 1 }], 'CHANGED_MIND')).requestReturn;
      for (const s of ['APPROVED', 'PICKED_UP', 'RECEIVED', 'REFUNDED']) expectGqlOk(await moveGql(r.returnNumber, s));
      numbers.push(r.returnNumber);
    }
    const after = await readOrder(o.orderNumber);
    expect(after.paymentStatus).toBe('REFUNDED');
    expect(paise(after.returns[0].refund) + paise(after.returns[1].refund)).toBe(paise(o.total));
    expectGqlError(await requestGql(alice, o.orderNumber, [{ productId: shirt.id, size: a.size, quantity: 1 }], 'DEFECTIVE'), 'CONFLICT', `All 1 of ${shirt.name} (${a.size}) are already being returned`);
  });

  test("who may ask: the owner, of a delivered order's own lines", async () => {
    const a = line(shirt, 1);
    const o = await deliveredOrder(alice, [a]);
    expectGqlError(await requestGql(bob, o.orderNumber, [{ productId: shirt.id, size: a.size, quantity: 1 }]), 'FORBIDDEN');
    expectGqlError(await gql(server, ORDER_RETURNS, { n: o.orderNumber }, { token: bob.token }), 'FORBIDDEN');
    expectGqlError(await requestGql(alice, o.orderNumber, [{ productId: kurta.id, size: a.size, quantity: 1 }]), 'BAD_USER_INPUT', `Order ${o.orderNumber} has no ${kurta.id} in size ${a.size}`);
    expectGqlError(await requestGql(alice, 'SQU-20260101-NOSUCHON', [{ productId: shirt.id, size: a.size, quantity: 1 }]), 'NOT_FOUND');
    expectGqlError(await requestGql(alice, o.orderNumber, []), 'BAD_USER_INPUT', 'Choose 1 to 50 items to return');
    expectGqlError(await requestGql(alice, o.orderNumber, [{ productId: shirt.id, size: a.size, quantity: 0 }]), 'BAD_USER_INPUT');
    expectGqlError(await requestGql(alice, o.orderNumber, [{ productId: shirt.id, size: a.size, quantity: 1 }], 'WRONG_SIZE', { refundTo: { upiId: 'asha@okaxis' } }), 'BAD_USER_INPUT', /paid online/);
    // Not delivered: nothing to return yet.
    const pending = expectGqlOk(await gql(server, 'mutation C($input: CreateOrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { orderNumber } }', { input: { items: [{ productId: shirt.id, size: a.size, quantity: 1 }], paymentMethod: 'COD' }, key: `k-${Date.now()}-pending` }, { token: alice.token })).createOrder;
    expectGqlError(await requestGql(alice, pending.orderNumber, [{ productId: shirt.id, size: a.size, quantity: 1 }]), 'CONFLICT', `Order ${pending.orderNumber} is pending: only a delivered order's items can be returned`);
    expect((await readOrder(pending.orderNumber)).returnableLines).toEqual([]);
  });
});

describe('REST: a Cash on Delivery order', () => {
  test('the refund needs a valid UPI ID or bank account, kept masked; the admin sees it whole until the payout is recorded with its reference', async () => {
    const a = line(cheapItem, 1);
    const o = await deliveredOrder(alice, [a], 'cod');
    const body = (refundTo?: unknown) => ({ lines: [{ productId: cheapItem.id, size: a.size, quantity: 1 }], reason: 'not_as_described', ...(refundTo === undefined ? {} : { refundTo }) });
    expectRestError(await requestRest(alice, o.orderNumber, body()), 400, 'Cash on Delivery orders are refunded to a UPI ID or a bank account: please give one');
    expectRestError(await requestRest(alice, o.orderNumber, body({ upiId: 'not a upi' })), 400, 'Please enter a valid UPI ID, e.g. name@okbank');
    expectRestError(await requestRest(alice, o.orderNumber, body({ ifsc: 'HDFC1234567', accountNumber: '000123456789', accountName: 'Asha Verma' })), 400, 'Please enter a valid IFSC: 11 characters, e.g. HDFC0001234');
    expectRestError(await requestRest(alice, o.orderNumber, body({ ifsc: 'HDFC0001234', accountNumber: '12345', accountName: 'Asha Verma' })), 400, 'Please enter a valid account number: 9 to 18 digits');
    expectRestError(await requestRest(alice, o.orderNumber, { ...body(), reason: 'bored' }), 400);
    expectRestError(await requestRest(alice, o.orderNumber, { ...body(), extra: 1 }), 400);

    const made = await requestRest(alice, o.orderNumber, body({ ifsc: 'hdfc0001234', accountNumber: '0001 2345 6789', accountName: 'Asha Verma' }));
    expect(made.status).toBe(201);
    const r = made.body.return;
    // The whole order comes back: its COD charge too.
    expect(r).toEqual(expect.objectContaining({ status: 'requested', reason: 'not_as_described', refundMethod: 'payout', refundTo: 'HDFC0001234 ••••6789', payoutDetails: null, refund: o.total }));
    const stored = (await dbQuery(server, 'SELECT payout_masked, payout_sealed FROM return_requests WHERE return_number = $1', [r.returnNumber]))[0];
    expect(stored.payout_masked).toBe('HDFC0001234 ••••6789');
    expect(stored.payout_sealed).not.toContain('000123456789');

    const queue = await rest(server, 'GET', `/api/returns?status=requested&search=${r.returnNumber}`, undefined, { token: admin.token });
    expect(queue.status).toBe(200);
    expect(queue.body.items).toEqual([expect.objectContaining({ returnNumber: r.returnNumber, payoutDetails: 'HDFC0001234 000123456789 (Asha Verma)' })]);
    expectRestError(await rest(server, 'GET', '/api/returns', undefined, { token: alice.token }), 403);
    expectRestError(await rest(server, 'GET', '/api/returns?pageSize=101', undefined, { token: admin.token }), 400);

    for (const status of ['approved', 'picked_up', 'received']) expect((await moveRest(r.returnNumber, { status })).status).toBe(200);
    expectRestError(await moveRest(r.returnNumber, { status: 'refunded' }), 400, "Enter the payout's reference (the bank's UTR or the UPI transaction id) once the money is sent");
    expectRestError(await moveRest(r.returnNumber, { status: 'approved' }), 409, `Return ${r.returnNumber} is received: it cannot be approved`);
    const paid = await moveRest(r.returnNumber, { status: 'refunded', reference: 'UTR000123456' });
    expect(paid.status).toBe(200);
    expect(paid.body.return).toEqual(expect.objectContaining({ status: 'refunded', refundReference: 'UTR000123456', payoutDetails: null, refundTo: 'HDFC0001234 ••••6789' }));
    expect((await dbQuery(server, 'SELECT payout_sealed FROM return_requests WHERE return_number = $1', [r.returnNumber]))[0].payout_sealed).toBeNull();
    // The payments module never saw it: no provider refund for COD.
    expect((await paymentRows(server, o.orderNumber)).refunds).toEqual([]);

    const mine = await rest(server, 'GET', `/api/orders/${o.orderNumber}/returns`, undefined, { token: alice.token });
    expect(mine.status).toBe(200);
    expect(mine.body.returns.map((x: { status: string; payoutDetails: string | null }) => [x.status, x.payoutDetails])).toEqual([['refunded', null]]);
    expect(mine.body.lines[0]).toEqual(expect.objectContaining({ quantityLeft: 0 }));
    expectRestError(await rest(server, 'GET', `/api/orders/${o.orderNumber}/returns`, undefined, { token: bob.token }), 403);
  });

  test('rejected with a reason, which frees its units for another return; moves by others refused', async () => {
    const a = line(shirt, 1);
    const o = await deliveredOrder(alice, [a], 'cod');
    const ask = () => requestRest(alice, o.orderNumber, { lines: [{ productId: shirt.id, size: a.size, quantity: 1 }], reason: 'changed_mind', refundTo: { upiId: 'asha.verma@okaxis' } });
    const first = (await ask()).body.return;
    expect(first.refundTo).toBe('UPI as********@okaxis');
    expectRestError(await ask(), 409);
    expectRestError(await moveRest(first.returnNumber, { status: 'approved' }, alice.token), 403);
    expectRestError(await moveRest(first.returnNumber, { status: 'approved', reason: 'fine' }), 400, 'A reason is given only when the return is rejected');
    expectRestError(await moveRest(first.returnNumber, { status: 'lost' }), 400);
    expectRestError(await moveRest('RET-20260101-NOSUCH', { status: 'approved' }), 404);
    const rejected = await moveRest(first.returnNumber, { status: 'rejected', reason: 'The tags were removed' });
    expect(rejected.body.return).toEqual(expect.objectContaining({ status: 'rejected', rejectReason: 'The tags were removed', nextStatuses: [] }));
    expect((await ask()).status).toBe(201);
  });
});

describe('windows and the policy', () => {
  test("day 31 after delivery: closed, and the shopper is told when it closed; a defective item still comes back", async () => {
    const { deliveredDaysAgo } = await import('../support/returns');
    const a = line(shirt, 1);
    const o = await deliveredOrder(alice, [a]);
    await deliveredDaysAgo(o.orderNumber, 31);
    const l = (await readOrder(o.orderNumber)).returnableLines[0];
    expect(l).toEqual(expect.objectContaining({ returnOpen: false, defectiveOpen: true }));
    expect(l.message).toMatch(/^Return window closed on \d{1,2} [A-Z][a-z]{2}$/);
    expectGqlError(await requestGql(alice, o.orderNumber, [{ productId: shirt.id, size: a.size, quantity: 1 }], 'WRONG_SIZE'), 'BAD_USER_INPUT', /^The return window for .* closed on \d{1,2} [A-Z][a-z]{2}$/);
    expect(expectGqlOk(await requestGql(alice, o.orderNumber, [{ productId: shirt.id, size: a.size, quantity: 1 }], 'DEFECTIVE')).requestReturn.status).toBe('REQUESTED');
  });

  test('socks are not returnable (the product says so); a defective pair is', async () => {
    const socks = { ...shirt, ...{ id: '181', sizes: [] as string[] } };
    const product = await gql(server, 'query P { product(id: "181") { returnPolicy } other: product(id: "' + shirt.id + '") { returnPolicy } }');
    expect(expectGqlOk(product)).toEqual({ product: { returnPolicy: 'Not returnable' }, other: { returnPolicy: 'Returnable within 30 days' } });
    const o = await deliveredOrder(alice, [line(socks as never, 2, 'One Size'), line(shirt, 1)], 'upi');
    const l = (await readOrder(o.orderNumber)).returnableLines.find((x: { productId: string }) => x.productId === '181');
    expect(l).toEqual(expect.objectContaining({ policy: 'Not returnable', returnable: false, returnableUntil: null }));
    expectGqlError(await requestGql(alice, o.orderNumber, [{ productId: '181', size: 'One Size', quantity: 1 }], 'CHANGED_MIND'), 'BAD_USER_INPUT', /is not returnable/);
    expect(expectGqlOk(await requestGql(alice, o.orderNumber, [{ productId: '181', size: 'One Size', quantity: 1 }], 'DEFECTIVE')).requestReturn.status).toBe('REQUESTED');
  });
});
