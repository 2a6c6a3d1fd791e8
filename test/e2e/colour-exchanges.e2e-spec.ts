/**
 * Issue 58, DECISIONS 14: an exchange for another colour of the item's style (the catalogue's
 * products of one category and name but their colour, server/src/catalogue/catalogue.ts styleOf)
 * at the price paid, within 7 days of delivery, on both surfaces. The order's lines offer those
 * colours with their sizes in stock and say until when; approved, the replacement sends the other
 * colour at no charge, its units from stock. Another price, another style, a size the colour does
 * not come in, or day 8: refused, while a size exchange stays open to day 15. On SQLite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { styleOf } from '../../server/src/catalogue/catalogue';
import { gql, rest } from '../support/api';
import { alice, server, useOrdersShop } from '../support/orders';
import { PAYMENT_ENV } from '../support/payments';
import { available, deliveredDaysAgo, deliveredOrder, exchangeGql, exchangeRest, moveGql, ORDER_RETURNS, returnable } from '../support/returns';
import { type CatalogueProduct, dbQuery, expectGqlOk, expectRestError, line, loadCatalogue, paise, plentySizes, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(90_000);

useOrdersShop({ ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV });

/** Two colours of one style, at the same price or not, sharing a size with plenty of stock. */
function colourPair(samePrice: boolean): { have: CatalogueProduct; other: CatalogueProduct; size: string } {
  const products = returnable();
  for (const have of products) {
    for (const other of products) {
      if (other.id === have.id || styleOf(other) !== styleOf(have) || (other.price === have.price) !== samePrice) continue;
      const size = plentySizes(have).find((s) => plentySizes(other).includes(s));
      if (size) return { have, other, size };
    }
  }
  throw new Error(`the catalogue has no two colours of one style at ${samePrice ? 'the same price' : 'different prices'}`);
}

const same = colourPair(true);
const priced = colourPair(false);
const unrelated = returnable().find((p) => styleOf(p) !== styleOf(same.have))!;
const readOrder = async (n: string) => expectGqlOk(await gql(server, ORDER_RETURNS, { n }, { token: alice.token })).order;
const REPLACEMENT = `query P($n: String!) { order(orderNumber: $n) { replacementFor total items { productId productName size quantity unitPrice } } }`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('GraphQL: an item exchanged for another colour of its style', () => {
  test('offered with its sizes in stock and until when; requested in the same size; approved, the other colour is sent at no charge, its units from stock', async () => {
    const { have, other, size } = same;
    const o = await deliveredOrder(alice, [line(have, 1, size)]);
    const l = (await readOrder(o.orderNumber)).returnableLines[0];
    expect(l).toEqual(expect.objectContaining({ colourExchangeOpen: true, exchangeOpen: true }));
    expect(l.colourExchangeableUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(l.colourExchangeMessage).toMatch(new RegExp(`^Another colour \\(.*${escape(other.color)}.*\\) until \\d{1,2} [A-Z][a-z]{2}$`));
    const offered = l.exchangeColours.find((c: { productId: string }) => c.productId === other.id);
    expect(offered).toEqual({ productId: other.id, name: other.name, color: other.color, image: other.image, sizes: expect.arrayContaining([size]) });
    // Only colours at the price paid.
    for (const c of l.exchangeColours) expect(loadCatalogue().find((p) => p.id === c.productId)!.price).toBe(have.price);

    const asked = expectGqlOk(await exchangeGql(alice, o.orderNumber, [{ productId: have.id, size, quantity: 1, wantedSize: size, wantedProductId: other.id }], 'CHANGED_MIND')).requestExchange;
    expect(asked.lines).toEqual([expect.objectContaining({ productId: have.id, size, wantedSize: size, wantedProductId: other.id, wantedProductName: other.name, unitPrice: have.price })]);
    const left = await available(other.id, size);
    const approved = expectGqlOk(await moveGql(asked.returnNumber, 'APPROVED')).moveReturn;
    expect(await available(other.id, size)).toBe(left - 1);
    const replacement = expectGqlOk(await gql(server, REPLACEMENT, { n: approved.replacementOrderNumber }, { token: alice.token })).order;
    expect(replacement).toEqual({ replacementFor: o.orderNumber, total: 0, items: [{ productId: other.id, productName: other.name, size, quantity: 1, unitPrice: 0 }] });
    const taken = await dbQuery(server, 'SELECT product_id, size, delta FROM stock_movements WHERE order_number = $1', [approved.replacementOrderNumber]);
    expect(taken.map((t) => [t.product_id, t.size, Number(t.delta)])).toEqual([[other.id, size, -1]]);
    const noted = (await readOrder(o.orderNumber)).history.map((h: { reason: string | null }) => h.reason).filter((r: string | null) => r?.startsWith(`Exchange ${asked.returnNumber}`));
    expect(noted).toEqual([
      `Exchange ${asked.returnNumber} requested: 1 × ${have.name} (${size} for ${other.name}, ${size}): changed mind`,
      `Exchange ${asked.returnNumber} approved: replacement order ${approved.replacementOrderNumber}: 1 × ${other.name} in size ${size}`,
    ]);
  });
});

describe('REST: what a colour exchange refuses', () => {
  const body = (productId: string, size: string, wantedProductId: string, wantedSize = size) => ({ lines: [{ productId, size, quantity: 1, wantedSize, wantedProductId }], reason: 'changed_mind' });

  test('another price, another style, a size the colour does not come in: each named', async () => {
    const o = await deliveredOrder(alice, [line(priced.have, 1, priced.size), line(same.have, 1, same.size)]);
    const lines = (await rest(server, 'GET', `/api/orders/${o.orderNumber}/returns`, undefined, { token: alice.token })).body.lines;
    const pricedLine = lines.find((x: { productId: string }) => x.productId === priced.have.id);
    expect(pricedLine.exchangeColours.map((c: { productId: string }) => c.productId)).not.toContain(priced.other.id);
    const cost = (rupees: number) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(rupees)}`;
    expectRestError(
      await exchangeRest(alice, o.orderNumber, body(priced.have.id, priced.size, priced.other.id)),
      400,
      `${priced.other.name} costs ${cost(priced.other.price)}, not the ${cost(priced.have.price)} paid: return this item and order it instead`,
    );
    expectRestError(await exchangeRest(alice, o.orderNumber, body(same.have.id, same.size, unrelated.id)), 400, `${unrelated.id} is not another colour of ${same.have.name}`);
    expectRestError(await exchangeRest(alice, o.orderNumber, body(same.have.id, same.size, same.other.id, 'XXXL-NOPE')), 400, new RegExp(`^${escape(same.other.name)} comes in `));
    expectRestError(await exchangeRest(alice, o.orderNumber, { ...body(same.have.id, same.size, same.other.id), lines: [{ productId: same.have.id, size: same.size, quantity: 1, wantedSize: same.size, wantedProductId: 7 }] }), 400);
    expect(paise(priced.have.price)).not.toBe(paise(priced.other.price));
  });

  test('day 7 after delivery open, day 8 closed for another colour, while another size stays open to day 15', async () => {
    const { have, other, size } = same;
    const o = await deliveredOrder(alice, [line(have, 2, size)]);
    await deliveredDaysAgo(o.orderNumber, 6);
    let lines = (await rest(server, 'GET', `/api/orders/${o.orderNumber}/returns`, undefined, { token: alice.token })).body.lines;
    expect(lines[0]).toEqual(expect.objectContaining({ colourExchangeOpen: true, exchangeOpen: true }));
    const made = await exchangeRest(alice, o.orderNumber, body(have.id, size, other.id));
    expect(made.status).toBe(201);
    expect(made.body.return.lines[0]).toEqual(expect.objectContaining({ wantedProductId: other.id, wantedProductName: other.name }));

    await deliveredDaysAgo(o.orderNumber, 8);
    lines = (await rest(server, 'GET', `/api/orders/${o.orderNumber}/returns`, undefined, { token: alice.token })).body.lines;
    expect(lines[0]).toEqual(expect.objectContaining({ colourExchangeOpen: false, exchangeColours: [], exchangeOpen: true }));
    expect(lines[0].colourExchangeMessage).toMatch(/^Colour exchange window closed on \d{1,2} [A-Z][a-z]{2}$/);
    expectRestError(await exchangeRest(alice, o.orderNumber, body(have.id, size, other.id)), 400, new RegExp(`^The exchange window for ${escape(have.name)} closed on `));
    const want = plentySizes(have).find((s) => s !== size);
    if (want) expect((await exchangeRest(alice, o.orderNumber, { lines: [{ productId: have.id, size, quantity: 1, wantedSize: want }], reason: 'wrong_size' })).status).toBe(201);
  });
});
