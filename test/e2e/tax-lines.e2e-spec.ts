/**
 * Tax per GST rate (issue 58): with a rates file where one category ('home') is 5%, quoteCart
 * and the order's read-back on both surfaces carry taxLines, one per rate, lowest first, adding
 * up to the tax; the spec-shaped REST payload and answer keep their fields; the printed invoice
 * taxes the same lines at the same rates; each product says its own rate (Product.gstRatePercent).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gql, rest } from '../support/api';
import { ROOT } from '../support/start-server';
import { alice, placeGql, placeRest, server, useOrdersShop } from '../support/orders';
import { expectGqlOk, gstRatesFileWith, line, loadCatalogue, paise, plentySizes, RAISED_SHOPPER_LIMITS, rupees } from '../support/shop';

jest.setTimeout(60_000);

useOrdersShop({ ...RAISED_SHOPPER_LIMITS, GST_RATES_FILE: gstRatesFileWith('home', 5) });

const catalogue = loadCatalogue().filter((p) => plentySizes(p).length);
const homeGood = catalogue.find((p) => p.category === 'home')!;
const shirt = catalogue.find((p) => p.category === 'men-shirts')!;
const cart = [line(homeGood, 2), line(shirt, 1)];
const at5 = paise(homeGood.price) * 2;
const at18 = paise(shirt.price);
const expectedLines = [
  { ratePercent: 5, taxable: rupees(at5), tax: rupees(Math.round(at5 * 0.05)) },
  { ratePercent: 18, taxable: rupees(at18), tax: rupees(Math.round(at18 * 0.18)) },
];
const expectedTax = rupees(Math.round(at5 * 0.05) + Math.round(at18 * 0.18));

const QUOTE = 'query Q($lines: [CartLineInput!]!, $m: PaymentMethod) { quoteCart(lines: $lines, paymentMethod: $m) { subtotal tax taxLines { ratePercent taxable tax } codCharge total } }';
const ONE = 'query One($n: String!) { order(orderNumber: $n) { orderNumber subtotal tax taxLines { ratePercent taxable tax } codCharge total } }';
const quoteOf = async (lines = cart, m = 'COD') =>
  expectGqlOk(await gql(server, QUOTE, { lines: lines.map((l) => ({ productId: l.product.id, size: l.size, quantity: l.quantity })), m })).quoteCart;

describe('tax per rate with one category at 5%', () => {
  test('quoteCart: a line per rate, lowest first, adding up to the tax; one rate gives one line; no line, none', async () => {
    const q = await quoteOf();
    expect(q.taxLines).toEqual(expectedLines);
    expect(q.tax).toBe(expectedTax);
    expect(q.total).toBe(rupees(at5 + at18 + paise(q.tax) + paise(q.codCharge)));
    expect((await quoteOf([line(shirt, 1)])).taxLines).toEqual([{ ratePercent: 18, taxable: shirt.price, tax: rupees(Math.round(at18 * 0.18)) }]);
    expect((await quoteOf([line(homeGood, 1)])).taxLines).toEqual([{ ratePercent: 5, taxable: homeGood.price, tax: rupees(Math.round(paise(homeGood.price) * 0.05)) }]);
    expect((await quoteOf([])).taxLines).toEqual([]);
  });

  test('GraphQL: the placed order and its read-back carry both rates; the invoice taxes the same lines', async () => {
    const placed = expectGqlOk(await placeGql(alice, cart, 'COD')).createOrder;
    const back = expectGqlOk(await gql(server, ONE, { n: placed.orderNumber }, { token: alice.token })).order;
    expect(back.taxLines).toEqual(expectedLines);
    expect(back.tax).toBe(expectedTax);
    const invoice = expectGqlOk(await gql(server, 'query I($n: String!) { orderInvoice(orderNumber: $n) { html } }', { n: placed.orderNumber }, { token: alice.token })).orderInvoice;
    for (const s of ['CGST @ 2.5%', 'SGST @ 2.5%', 'CGST @ 9%', 'SGST @ 9%']) expect(invoice.html).toContain(s);
  });

  test("REST: the spec-shaped payload with the quote's figures is taken; the answer and the list keep every spec field and add taxLines", async () => {
    const q = await quoteOf(cart, 'COD');
    const r = await placeRest(alice, cart, 'cod', { orderSummary: { subtotal: q.subtotal, tax: q.tax, shipping: 0, codCharges: q.codCharge, total: q.total } });
    expect(r.status).toBe(201);
    const o = r.body.order;
    for (const k of ['orderNumber', 'id', 'userId', 'status', 'items', 'subtotal', 'shipping', 'tax', 'codCharges', 'total', 'shippingAddress', 'billingAddress', 'customerInfo', 'paymentDetails', 'paymentMethod', 'notes', 'estimatedDelivery', 'createdAt', 'updatedAt']) expect(o).toHaveProperty(k);
    expect(o.taxLines).toEqual(expectedLines);
    expect(o.tax).toBe(expectedTax);
    const listed = await rest(server, 'GET', `/api/orders/${alice.user.id}`, undefined, { token: alice.token });
    expect(listed.status).toBe(200);
    expect(listed.body.orders.find((x: { orderNumber: string }) => x.orderNumber === r.body.orderId).taxLines).toEqual(expectedLines);
  });

  test('a client that adds 18% to everything is told the tax is not the server’s (409)', async () => {
    const r = await placeRest(alice, cart, 'cod');
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(`The order tax is ₹${expectedTax.toFixed(2)}, not ₹${rupees(Math.round((at5 + at18) * 0.18)).toFixed(2)}. Please review your order.`);
  });

  test("each product carries its category's rate, as the quote charges it: catalogue and product", async () => {
    const all = expectGqlOk(await gql(server, '{ catalogue { products { id category gstRatePercent } } }')).catalogue.products;
    expect(all.find((p: { id: string }) => p.id === homeGood.id).gstRatePercent).toBe(5);
    expect(all.find((p: { id: string }) => p.id === shirt.id).gstRatePercent).toBe(18);
    expect(all.every((p: { category: string; gstRatePercent: number }) => p.gstRatePercent === (p.category === 'home' ? 5 : 18))).toBe(true);
    const one = expectGqlOk(await gql(server, 'query P($id: ID!) { product(id: $id) { gstRatePercent } }', { id: homeGood.id })).product;
    expect(one.gstRatePercent).toBe(5);
  });

  test("the build's pages (drawn with the seeded rates) are not served: the product page is drawn in the browser, never with the old rate", async () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'client/dist/.pages/manifest.json'), 'utf8'));
    expect(Object.keys(manifest.pages)).toContain(`/product/${homeGood.id}`);
    const html = await (await fetch(`${server.url}/product/${homeGood.id}`)).text();
    expect(html).not.toContain('id="squ-state"');
    expect(html).not.toContain('% GST');
  });
});
