/**
 * What shoppers see of stock (DECISIONS 11): the stock query and GET /api/stock, the seed a
 * fresh shop starts from, and what the cart quote says of each line.
 */
import { gql, rest } from '../support/api';
import { admin, server, useOrdersShop } from '../support/orders';
import { expectGqlError, expectGqlOk, expectRestError, loadCatalogue, sizeOf } from '../support/shop';
import { levelOf, movementsOf, overStock, QUOTE, seededProducts, setStock, STOCK } from '../support/stock';

jest.setTimeout(60_000);
useOrdersShop();

const catalogue = loadCatalogue();
const { soldOutSize, lowSize, outOfStock, seed } = seededProducts(catalogue);
const sizesOf = (id: string) => {
  const p = catalogue.find((c) => c.id === id)!;
  return p.sizes.length ? p.sizes : ['One Size'];
};

describe('a fresh shop starts from the seed file', () => {
  test('every product and size of the catalogue has its seed figure, with an INITIAL movement by the shop', async () => {
    const some = catalogue.slice(0, 12);
    for (const p of some) {
      for (const size of sizesOf(p.id)) expect({ id: p.id, size, left: await levelOf(server, p.id, size) }).toEqual({ id: p.id, size, left: seed[p.id][size] });
    }
    const first = some[0];
    expect(await movementsOf(server, first.id, sizesOf(first.id)[0])).toEqual([{ delta: seed[first.id][sizesOf(first.id)[0]], reason: 'initial', actor: 'shop', note: 'seed', orderNumber: null }]);
  });

  test('the seed is varied: some sizes sold out, some under 5, most plenty, and a product out of stock everywhere', () => {
    const figures = Object.values(seed).flatMap((s) => Object.values(s));
    expect(figures.filter((n) => n === 0).length).toBeGreaterThan(10);
    expect(figures.filter((n) => n > 0 && n < 5).length).toBeGreaterThan(10);
    expect(figures.filter((n) => n >= 100).length / figures.length).toBeGreaterThan(0.6);
    expect(outOfStock).toBeDefined();
  });
});

describe('stock(productIds) and GET /api/stock', () => {
  test('both answer each size of the products asked, in the catalogue order, with inStock; unknown ids are left out', async () => {
    const ids = [lowSize.product.id, soldOutSize.product.id, 'no-such-product'];
    const expected = [lowSize.product.id, soldOutSize.product.id].map((id) => ({
      productId: id,
      sizes: sizesOf(id).map((size) => ({ size, available: seed[id][size] })),
      inStock: sizesOf(id).some((size) => seed[id][size] > 0),
    }));
    expect(expectGqlOk(await gql(server, STOCK, { ids })).stock).toEqual(expected);
    const r = await rest(server, 'GET', `/api/stock?productIds=${ids.join(',')}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ stock: expected });
    expect(r.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=5');
  });

  test('a product stocked nowhere says so: every size at 0 and inStock false; no sign-in needed', async () => {
    const r = await rest(server, 'GET', `/api/stock?productIds=${outOfStock.id}`);
    expect(r.body.stock).toEqual([{ productId: outOfStock.id, sizes: sizesOf(outOfStock.id).map((size) => ({ size, available: 0 })), inStock: false }]);
  });

  test('no ids, more than 100, an empty one or one with control characters: 400 / BAD_USER_INPUT', async () => {
    const many = Array.from({ length: 101 }, (_, i) => String(i));
    expectRestError(await rest(server, 'GET', '/api/stock'), 400, 'Give 1 to 100 product ids');
    expectRestError(await rest(server, 'GET', `/api/stock?productIds=${many.join(',')}`), 400, 'Give 1 to 100 product ids');
    expectRestError(await rest(server, 'GET', '/api/stock?productIds=101,,102'), 400, 'Give 1 to 100 product ids');
    expectRestError(await rest(server, 'GET', '/api/stock?productIds=101%01'), 400);
    expectGqlError(await gql(server, STOCK, { ids: [] }), 'BAD_USER_INPUT', 'Give 1 to 100 product ids');
    expectGqlError(await gql(server, STOCK, { ids: many }), 'BAD_USER_INPUT', 'Give 1 to 100 product ids');
    expectGqlError(await gql(server, STOCK, { ids: ['10\u00001'] }), 'BAD_USER_INPUT');
  });

  test('the answer follows the stock: a figure set by the staff is what the next call says', async () => {
    const p = catalogue.find((c) => c.sizes.length >= 2 && seed[c.id][c.sizes[1]] >= 100)!;
    await setStock(server, admin.token, p.id, p.sizes[1], 3);
    const data = expectGqlOk(await gql(server, STOCK, { ids: [p.id] })).stock[0];
    expect(data.sizes[1]).toEqual({ size: p.sizes[1], available: 3 });
  });
});

describe('quoteCart says what is left of each line', () => {
  test('a line within stock carries what is left and no problem', async () => {
    const p = catalogue.find((c) => c.price >= 299 && seed[c.id][sizeOf(c)] >= 100)!;
    const q = expectGqlOk(await gql(server, QUOTE, { lines: [{ productId: p.id, size: sizeOf(p), quantity: 2 }] })).quoteCart;
    expect(q.lines[0]).toEqual(expect.objectContaining({ available: seed[p.id][sizeOf(p)], problem: null }));
    expect(q.orderable).toBe(true);
  });

  test("a line over stock: 'Only N left of <name> in size <size>', and the cart may not be ordered", async () => {
    const { product, size, left } = lowSize;
    const q = expectGqlOk(await gql(server, QUOTE, { lines: [{ productId: product.id, size, quantity: left + 1 }] })).quoteCart;
    expect(q.lines[0]).toEqual(expect.objectContaining({ available: left, problem: overStock(product.name, size, left) }));
    expect(q.lines[0].problem).toBe(`Only ${left} left of ${product.name} in size ${size}`);
    expect(q.orderable).toBe(false);
  });

  test("a sold-out size: '<name> in size <size> is sold out'; an unknown size has no figure", async () => {
    const { product, size } = soldOutSize;
    const q = expectGqlOk(await gql(server, QUOTE, { lines: [{ productId: product.id, size, quantity: 1 }, { productId: product.id, size: 'XXXL-nope', quantity: 1 }] })).quoteCart;
    expect(q.lines[0]).toEqual(expect.objectContaining({ available: 0, problem: `${product.name} in size ${size} is sold out` }));
    expect(q.lines[1].available).toBeNull();
    expect(q.orderable).toBe(false);
  });
});
