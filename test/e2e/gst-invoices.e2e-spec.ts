/**
 * GST tax invoices (issue 58, DECISIONS 15) on both surfaces: issued with the sale (COD at
 * placement, online at capture), numbered in one consecutive series per financial year
 * (SQU/25-26/000123, at most 16 characters), read back on the order, printed as stored; a
 * cancelled order's invoice keeps its number and prints as cancelled; an unpaid order has none.
 */
import { gql, rest } from '../support/api';
import { alice, bob, CANCEL, dear, placeGql, placeRest, server, useOrdersShop } from '../support/orders';
import { CREATE_PREPAID, confirmGql, eventually, PAYMENT_ENV, sandboxPay } from '../support/payments';
import { expectGqlError, expectGqlOk, expectRestError, line, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(60_000);

useOrdersShop({ ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV });

const NUMBER = /^SQU\/\d{2}-\d{2}\/\d{6}$/;
const INVOICE = 'query Invoice($n: String!) { orderInvoice(orderNumber: $n) { number cancelled html } }';
const ONE = 'query One($n: String!) { order(orderNumber: $n) { orderNumber status invoiceNumber } }';
const MINE = 'query Mine($u: ID!) { ordersByUser(userId: $u) { orderNumber invoiceNumber } }';
const seqOf = (n: string) => Number(n.slice(-6));
const fy = () => {
  const india = new Date(Date.now() + 330 * 60_000);
  const y = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${String(y % 100).padStart(2, '0')}-${String((y + 1) % 100).padStart(2, '0')}`;
};
const invoiceRest = (n: string, token = alice.token) => rest(server, 'GET', `/api/orders/${n}/invoice`, undefined, { token });

describe('Cash on Delivery: the invoice is issued and numbered with the order', () => {
  test('GraphQL and REST placements get consecutive numbers of the financial year, on the answer and on every read-back', async () => {
    const g = expectGqlOk(await gql(server, `mutation Create($input: CreateOrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { orderNumber invoiceNumber } }`, { input: { items: [{ productId: dear.id, size: line(dear).size, quantity: 1 }], paymentMethod: 'COD' }, key: `gst-${Date.now()}` }, { token: alice.token })).createOrder;
    const r = await placeRest(alice, [line(dear)], 'cod');
    expect(r.status).toBe(201);
    expect(g.invoiceNumber).toMatch(NUMBER);
    expect(g.invoiceNumber.length).toBeLessThanOrEqual(16);
    expect(g.invoiceNumber.slice(4, 9)).toBe(fy());
    expect(r.body.order.invoiceNumber).toMatch(NUMBER);
    expect(seqOf(r.body.order.invoiceNumber)).toBe(seqOf(g.invoiceNumber) + 1);

    expect(expectGqlOk(await gql(server, ONE, { n: g.orderNumber }, { token: alice.token })).order.invoiceNumber).toBe(g.invoiceNumber);
    const mine = expectGqlOk(await gql(server, MINE, { u: alice.user.id }, { token: alice.token })).ordersByUser;
    expect(mine.find((o: any) => o.orderNumber === r.body.orderId).invoiceNumber).toBe(r.body.order.invoiceNumber);
    const listed = await rest(server, 'GET', `/api/orders/${alice.user.id}`, undefined, { token: alice.token });
    expect(listed.body.orders.find((o: any) => o.orderNumber === g.orderNumber).invoiceNumber).toBe(g.invoiceNumber);
  });

  test('the printed invoice is the stored one: its number, the seller GSTIN, HSN and rate per line, place of supply, total in words; REST prints the same', async () => {
    const placed = await placeRest(alice, [line(dear, 2)], 'cod');
    const n = placed.body.orderId;
    const doc = expectGqlOk(await gql(server, INVOICE, { n }, { token: alice.token })).orderInvoice;
    expect(doc.number).toBe(placed.body.order.invoiceNumber);
    expect(doc.cancelled).toBe(false);
    expect(doc.html).toContain(`<title>Tax Invoice ${doc.number} | SQU</title>`);
    for (const s of ['GSTIN: <strong>29ABCDE1234F1ZW</strong>', 'State: Karnataka (29)', '<td>Place of Supply</td><td>Karnataka (29)</td>', 'CGST @ 9%', 'SGST @ 9%', '<th>HSN</th>', '18%', 'Cash on Delivery']) expect(doc.html).toContain(s);
    expect(doc.html).not.toMatch(/placeholder/i);
    expect(doc.html).toMatch(/Rupees( [A-Z][a-z]+)+( and Paise( [A-Z][a-z]+)+)? Only/);
    const viaRest = await invoiceRest(n);
    expect(viaRest.status).toBe(200);
    expect(viaRest.body).toEqual(doc);
  });
});

describe('online payment: no invoice until the capture', () => {
  test('an unpaid order has no number and no invoice (CONFLICT / 409); once paid it has both', async () => {
    const o = expectGqlOk(await gql(server, CREATE_PREPAID, { input: { items: [{ productId: dear.id, size: line(dear).size, quantity: 1 }], paymentMethod: 'UPI' }, key: `gst-upi-${Date.now()}` }, { token: alice.token })).createOrder;
    expect(expectGqlOk(await gql(server, ONE, { n: o.orderNumber }, { token: alice.token })).order.invoiceNumber).toBeNull();
    expectGqlError(await gql(server, INVOICE, { n: o.orderNumber }, { token: alice.token }), 'CONFLICT', `Order ${o.orderNumber} is not paid yet: its tax invoice is issued once it is`);
    expectRestError(await invoiceRest(o.orderNumber), 409, `Order ${o.orderNumber} is not paid yet: its tax invoice is issued once it is`);

    const paid = await sandboxPay(server, o.payment.payUrl, 'success');
    expect(expectGqlOk(await confirmGql(server, alice, o.orderNumber, paid)).confirmPayment.paymentStatus).toBe('PAID');
    // Numbered right after the capture's commit (or by the numberer's next turn, within a second).
    let number: string | null = null;
    await eventually(async () => Boolean((number = expectGqlOk(await gql(server, ONE, { n: o.orderNumber }, { token: alice.token })).order.invoiceNumber)), 5000, 'the invoice number');
    expect(number).toMatch(NUMBER);
    const doc = expectGqlOk(await gql(server, INVOICE, { n: o.orderNumber }, { token: alice.token })).orderInvoice;
    expect(doc.number).toBe(number);
    expect(doc.html).toContain('<td>Payment</td><td>UPI</td>');
  });

  test('an online order cancelled before it was paid never had an invoice', async () => {
    const n = expectGqlOk(await placeGql(alice, [line(dear)])).createOrder.orderNumber;
    expectGqlOk(await gql(server, CANCEL, { n }, { token: alice.token }));
    expectGqlError(await gql(server, INVOICE, { n }, { token: alice.token }), 'CONFLICT', `Order ${n} was cancelled before it was paid: it has no invoice`);
  });
});

describe('a cancelled order', () => {
  test('its invoice keeps its number and prints as cancelled; the next sale takes the next number (no gap, no reuse)', async () => {
    const first = await placeRest(alice, [line(dear)], 'cod');
    const number = first.body.order.invoiceNumber;
    const cancelled = expectGqlOk(await gql(server, CANCEL, { n: first.body.orderId }, { token: alice.token })).cancelOrder;
    expect(cancelled.status).toBe('CANCELLED');
    expect(expectGqlOk(await gql(server, ONE, { n: first.body.orderId }, { token: alice.token })).order.invoiceNumber).toBe(number);
    const doc = expectGqlOk(await gql(server, INVOICE, { n: first.body.orderId }, { token: alice.token })).orderInvoice;
    expect(doc).toEqual(expect.objectContaining({ number, cancelled: true }));
    expect(doc.html).toContain(`<title>Tax Invoice ${number} (cancelled) | SQU</title>`);
    expect(doc.html).toMatch(/CANCELLED on \d{1,2} [A-Z][a-z]{2} \d{4}: the order was cancelled/);
    expect((await invoiceRest(first.body.orderId)).body).toEqual(doc);
    const next = await placeRest(alice, [line(dear)], 'cod');
    expect(seqOf(next.body.order.invoiceNumber)).toBe(seqOf(number) + 1);
  });
});

describe('who may read an invoice', () => {
  test('the owner and an admin; anyone else FORBIDDEN / 403, no one signed in UNAUTHENTICATED / 401, an unknown number NOT_FOUND / 404', async () => {
    const n = (await placeRest(alice, [line(dear)], 'cod')).body.orderId;
    expectGqlError(await gql(server, INVOICE, { n }, { token: bob.token }), 'FORBIDDEN', 'Access denied');
    expectRestError(await invoiceRest(n, bob.token), 403, 'Access denied');
    expectGqlError(await gql(server, INVOICE, { n }), 'UNAUTHENTICATED');
    expectRestError(await rest(server, 'GET', `/api/orders/${n}/invoice`), 401);
    expectGqlError(await gql(server, INVOICE, { n: 'SQU-20000101-ZZZZZZZZ' }, { token: alice.token }), 'NOT_FOUND');
    expectRestError(await invoiceRest('SQU-20000101-ZZZZZZZZ'), 404);
  });
});
