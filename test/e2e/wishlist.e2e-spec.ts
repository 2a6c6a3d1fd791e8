/**
 * The wishlist on both surfaces (DECISIONS 18): GraphQL wishlist, addToWishlist,
 * removeFromWishlist, mergeWishlist and REST /api/wishlist; the browser's list merged at
 * sign-in; another device sees the same list; each shopper sees only their own.
 */
import { gql, rest, signedUpShopper } from '../support/api';
import { expectGqlError, expectGqlOk, expectRestError, loadCatalogue } from '../support/shop';
import { seededProducts } from '../support/stock';
import { type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(60_000);

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

const catalogue = loadCatalogue();
const [a, b, c, d] = catalogue.map((p) => p.id);

const FIELDS = 'items { productId addedAt }';
const WISHLIST = `query { wishlist { ${FIELDS} } }`;
const ADD = `mutation Add($id: ID!) { addToWishlist(productId: $id) { ${FIELDS} } }`;
const REMOVE = `mutation Remove($id: ID!) { removeFromWishlist(productId: $id) { ${FIELDS} } }`;
const MERGE = `mutation Merge($ids: [ID!]!) { mergeWishlist(productIds: $ids) { ${FIELDS} } }`;

const ids = (w: { items: { productId: string }[] }) => w.items.map((i) => i.productId);
const restIds = async (token: string) => ids((await rest(server, 'GET', '/api/wishlist', undefined, { token })).body);

describe('a signed-in shopper keeps a wishlist on the server', () => {
  test('GraphQL adds and removes, newest first; REST reads the same list (another device)', async () => {
    const { token } = await signedUpShopper(server, false);
    expect(expectGqlOk(await gql(server, WISHLIST, {}, { token })).wishlist).toEqual({ items: [] });
    expectGqlOk(await gql(server, ADD, { id: a }, { token }));
    const added = expectGqlOk(await gql(server, ADD, { id: b }, { token })).addToWishlist;
    expect(ids(added)).toEqual([b, a]);
    expect(added.items[0].addedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Adding again changes nothing: the product keeps its place.
    expect(ids(expectGqlOk(await gql(server, ADD, { id: a }, { token })).addToWishlist)).toEqual([b, a]);
    expect(await restIds(token)).toEqual([b, a]);
    expect(ids(expectGqlOk(await gql(server, REMOVE, { id: b }, { token })).removeFromWishlist)).toEqual([a]);
    // Removing what is not there changes nothing.
    expect(ids(expectGqlOk(await gql(server, REMOVE, { id: d }, { token })).removeFromWishlist)).toEqual([a]);
    expect(await restIds(token)).toEqual([a]);
  });

  test('REST adds (POST), removes (DELETE) and answers the list each time; GraphQL reads the same', async () => {
    const { token } = await signedUpShopper(server, false);
    const added = await rest(server, 'POST', '/api/wishlist', { productId: c }, { token });
    expect(added.status).toBe(200);
    expect(ids(added.body)).toEqual([c]);
    expect(ids((await rest(server, 'POST', '/api/wishlist', { productId: d }, { token })).body)).toEqual([d, c]);
    const removed = await rest(server, 'DELETE', `/api/wishlist/${encodeURIComponent(c)}`, undefined, { token });
    expect(removed.status).toBe(200);
    expect(ids(removed.body)).toEqual([d]);
    expect(ids(expectGqlOk(await gql(server, WISHLIST, {}, { token })).wishlist)).toEqual([d]);
  });

  test("each shopper sees only their own list", async () => {
    const [one, two] = await Promise.all([signedUpShopper(server, false), signedUpShopper(server, false)]);
    await rest(server, 'POST', '/api/wishlist', { productId: a }, { token: one.token });
    expect(await restIds(two.token)).toEqual([]);
    expect(await restIds(one.token)).toEqual([a]);
  });

  test('the same product added at once from two tabs is kept once', async () => {
    const { token } = await signedUpShopper(server, false);
    const answers = await Promise.all([gql(server, ADD, { id: a }, { token }), gql(server, ADD, { id: a }, { token }), rest(server, 'POST', '/api/wishlist', { productId: a }, { token })]);
    for (const r of answers) expect(r.status).toBe(200);
    expect(await restIds(token)).toEqual([a]);
  });
});

describe("the browser's list is merged at sign-in", () => {
  test('GraphQL mergeWishlist keeps what is stored and adds the rest in the browser\'s order; unknown ids are passed over', async () => {
    const { token } = await signedUpShopper(server, false);
    await gql(server, ADD, { id: a }, { token });
    // The browser's list, oldest first: b, then a (already stored), then c, and a product the catalogue dropped.
    const merged = expectGqlOk(await gql(server, MERGE, { ids: [b, a, 'no-such-product', c] }, { token })).mergeWishlist;
    expect(ids(merged)).toEqual([c, b, a]);
    // Merging the same list again changes nothing.
    expect(ids(expectGqlOk(await gql(server, MERGE, { ids: [b, a, c] }, { token })).mergeWishlist)).toEqual([c, b, a]);
    expect(ids(expectGqlOk(await gql(server, MERGE, { ids: [] }, { token })).mergeWishlist)).toEqual([c, b, a]);
  });

  test('REST POST /api/wishlist/merge does the same', async () => {
    const { token } = await signedUpShopper(server, false);
    await rest(server, 'POST', '/api/wishlist', { productId: c }, { token });
    const r = await rest(server, 'POST', '/api/wishlist/merge', { productIds: [a, c, d] }, { token });
    expect(r.status).toBe(200);
    expect(ids(r.body)).toEqual([d, a, c]);
    expect(await restIds(token)).toEqual([d, a, c]);
  });
  // The 200 products' limit: server/src/wishlist/wishlist.service.spec.ts (the catalogue has fewer).
});

describe('bad input and no sign-in', () => {
  test('a product the catalogue does not have: NOT_FOUND / 404, nothing stored', async () => {
    const { token } = await signedUpShopper(server, false);
    expectGqlError(await gql(server, ADD, { id: 'no-such-product' }, { token }), 'NOT_FOUND', 'Product no-such-product not found');
    expectRestError(await rest(server, 'POST', '/api/wishlist', { productId: 'no-such-product' }, { token }), 404, 'Product no-such-product not found');
    expect(await restIds(token)).toEqual([]);
  });

  test('empty, over-long or control-character ids, too many ids, unknown fields: BAD_USER_INPUT / 400', async () => {
    const { token } = await signedUpShopper(server, false);
    expectGqlError(await gql(server, ADD, { id: '' }, { token }), 'BAD_USER_INPUT', /productId/);
    expectGqlError(await gql(server, ADD, { id: 'x'.repeat(65) }, { token }), 'BAD_USER_INPUT', /productId/);
    expectGqlError(await gql(server, ADD, { id: 'a\u0001' }, { token }), 'BAD_USER_INPUT');
    expectGqlError(await gql(server, MERGE, { ids: Array.from({ length: 201 }, (_, i) => String(i)) }, { token }), 'BAD_USER_INPUT', 'Give at most 200 product ids, none empty');
    expectGqlError(await gql(server, MERGE, { ids: [a, ' '] }, { token }), 'BAD_USER_INPUT', 'Give at most 200 product ids, none empty');
    expectRestError(await rest(server, 'POST', '/api/wishlist', {}, { token }), 400, /productId/);
    expectRestError(await rest(server, 'POST', '/api/wishlist', { productId: a, size: 'M' }, { token }), 400);
    expectRestError(await rest(server, 'POST', '/api/wishlist/merge', { productIds: 'abc' }, { token }), 400, 'Give at most 200 product ids, none empty');
    expectRestError(await rest(server, 'DELETE', `/api/wishlist/${'x'.repeat(65)}`, undefined, { token }), 400);
    expect(await restIds(token)).toEqual([]);
  });

  test('without a token: UNAUTHENTICATED / 401 on every operation', async () => {
    expectGqlError(await gql(server, WISHLIST), 'UNAUTHENTICATED');
    expectGqlError(await gql(server, ADD, { id: a }), 'UNAUTHENTICATED');
    expectGqlError(await gql(server, MERGE, { ids: [a] }), 'UNAUTHENTICATED');
    expectRestError(await rest(server, 'GET', '/api/wishlist'), 401);
    expectRestError(await rest(server, 'POST', '/api/wishlist', { productId: a }), 401);
    expectRestError(await rest(server, 'DELETE', `/api/wishlist/${a}`), 401);
    expectRestError(await rest(server, 'POST', '/api/wishlist/merge', { productIds: [a] }), 401);
  });
});

describe("'Notify me' on a sold-out size", () => {
  const { soldOutSize, seed } = seededProducts(catalogue);
  const inStock = catalogue.find((p) => p.sizes.length && seed[p.id][p.sizes[0]] > 0)!;
  const REQUEST = 'mutation Ask($id: ID!, $size: String!) { requestStockAlert(productId: $id, size: $size) { productId size createdAt } }';
  const MINE = 'query { stockAlerts { productId size } }';

  test('GraphQL and REST store the request once and list it; a size in stock is refused', async () => {
    const { token } = await signedUpShopper(server, false);
    const { product, size } = soldOutSize;
    const asked = expectGqlOk(await gql(server, REQUEST, { id: product.id, size }, { token })).requestStockAlert;
    expect(asked).toEqual({ productId: product.id, size, createdAt: expect.any(String) });
    const again = await rest(server, 'POST', '/api/stock-alerts', { productId: product.id, size }, { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(asked);
    expect(expectGqlOk(await gql(server, MINE, {}, { token })).stockAlerts).toEqual([{ productId: product.id, size }]);
    expect((await rest(server, 'GET', '/api/stock-alerts', undefined, { token })).body.alerts).toEqual([asked]);
    expectGqlError(await gql(server, REQUEST, { id: inStock.id, size: inStock.sizes[0] }, { token }), 'CONFLICT', /is in stock/);
    expectRestError(await rest(server, 'POST', '/api/stock-alerts', { productId: product.id, size: 'XXXL' }, { token }), 400, /does not come in size XXXL/);
    expect((await rest(server, 'POST', '/api/stock-alerts/cancel', { productId: product.id, size }, { token })).body).toEqual({ cancelled: true });
    expect((await rest(server, 'GET', '/api/stock-alerts', undefined, { token })).body.alerts).toEqual([]);
    expectRestError(await rest(server, 'POST', '/api/stock-alerts', { productId: product.id, size }), 401);
  });
});
