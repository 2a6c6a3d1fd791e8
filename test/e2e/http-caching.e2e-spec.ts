/**
 * What caches may keep (issue #55 parts 5 and hole 5): public queries by GraphQL GET answered
 * with Cache-Control from the schema's @cacheControl hints, catalogue answers with an ETag of the
 * catalogue file's version and 304 on If-None-Match; anything signed in, and every answer that
 * depends on who asks, on REST and GraphQL, says no-store and is never kept by the server.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gql, type HttpAnswer, rest } from '../support/api';
import { admin, alice, bob, dear, placeGql, server, useOrdersShop } from '../support/orders';
import { expectGqlOk, line } from '../support/shop';
import { ADMIN_OFFERS, createOffer, freshCode, SET_ACTIVE } from '../support/offers';
import { STOCK } from '../support/stock';
import { type RunningServer, startServerOnCatalogueCopy } from '../support/start-server';

jest.setTimeout(60_000);
useOrdersShop();

const CATALOGUE = 'query Catalogue { catalogue { version categories products { id price } } }';
const PRODUCT = 'query Product($id: ID!) { product(id: $id) { id name price } }';
const ME = 'query Me { me { id email } }';
const OFFERS = 'query Offers { offers { code title kind value terms validUntil } }';
const CATALOGUE_CACHE = 'public, max-age=60, stale-while-revalidate=60';
const STOCK_CACHE = 'public, max-age=5, stale-while-revalidate=5';

/**
 * A GraphQL GET as the shop's client sends it: the operation in the URL, and a Content-Type
 * that Apollo's CSRF prevention takes as proof that a browser would have preflighted it.
 */
async function gqlGet(target: RunningServer, query: string, variables?: Record<string, unknown>, opts: { token?: string; headers?: Record<string, string> } = {}): Promise<HttpAnswer> {
  const params = new URLSearchParams({ query });
  if (variables) params.set('variables', JSON.stringify(variables));
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${target.url}/graphql?${params}`, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

const cacheControl = (r: HttpAnswer) => r.headers.get('cache-control');

describe('public queries by GET', () => {
  test("the catalogue: Cache-Control from its hint (60 s) and an ETag of the catalogue's version and the GST rates' (each product says its rate)", async () => {
    const r = await gqlGet(server, CATALOGUE);
    const { version } = expectGqlOk(r).catalogue;
    expect(cacheControl(r)).toBe(CATALOGUE_CACHE);
    expect(r.headers.get('etag')).toMatch(new RegExp(`^W/"${version}\\.[0-9a-f]{16}"$`));
  });

  test('one product too, with its variables in the URL', async () => {
    const r = await gqlGet(server, PRODUCT, { id: dear.id });
    expect(expectGqlOk(r).product.price).toBe(dear.price);
    expect(cacheControl(r)).toBe(CATALOGUE_CACHE);
    expect(r.headers.get('etag')).toMatch(/^W\/"[0-9a-f]{16}\.[0-9a-f]{16}"$/);
  });

  test('If-None-Match with the ETag is answered 304 with no body, with the same headers', async () => {
    const first = await gqlGet(server, CATALOGUE);
    const etag = first.headers.get('etag')!;
    const res = await fetch(`${server.url}/graphql?${new URLSearchParams({ query: CATALOGUE })}`, { headers: { 'content-type': 'application/json', 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.headers.get('cache-control')).toBe(CATALOGUE_CACHE);
  });

  test('an ETag of another version is answered in full', async () => {
    const r = await gqlGet(server, CATALOGUE, undefined, { headers: { 'if-none-match': 'W/"0000000000000000"' } });
    expect(r.status).toBe(200);
    expect(expectGqlOk(r).catalogue.products.length).toBeGreaterThan(10);
  });

  test('stock: its own short hint (5 s), no catalogue ETag, and never kept by the server', async () => {
    const ids = [dear.id];
    const first = await gqlGet(server, STOCK, { ids });
    expectGqlOk(first);
    expect(cacheControl(first)).toBe(STOCK_CACHE);
    expect(first.headers.get('etag') ?? '').not.toMatch(/^W\/"[0-9a-f]{16}"$/);
    const again = await gqlGet(server, STOCK, { ids });
    expect(again.headers.get('age')).toBeNull();
  });

  test('the catalogue beside stock takes the shorter hint and no catalogue ETag', async () => {
    const r = await gqlGet(server, `query Both($ids: [ID!]!) { catalogue { version } stock(productIds: $ids) { inStock } }`, { ids: [dear.id] });
    expectGqlOk(r);
    expect(cacheControl(r)).toBe(STOCK_CACHE);
    expect(r.headers.get('etag') ?? '').not.toMatch(/^W\/"[0-9a-f]{16}"$/);
  });

  test("the offers running: the catalogue's Cache-Control (60 s), no catalogue ETag, never kept by the server; each with its terms in checkout's words; an offer deactivated, expired or not started drops out; at most 4", async () => {
    const running = async () => {
      const r = await gqlGet(server, OFFERS);
      expect([r.status, cacheControl(r), r.headers.get('age')]).toEqual([200, CATALOGUE_CACHE, null]);
      expect(r.headers.get('etag') ?? '').not.toMatch(/^W\/"[0-9a-f]{16}"$/);
      return expectGqlOk(r).offers as { code: string; title: string; kind: string; value: number; terms: string; validUntil: string | null }[];
    };
    expect(await running()).toEqual([
      { code: 'FIRST15', title: '15% Off Your First Order', kind: 'PERCENTAGE', value: 15, terms: 'Only on your first order. Valid on orders above ₹500.', validUntil: '2027-06-30T18:29:59.000Z' },
      { code: 'WEEKEND10', title: 'Weekend Extra 10%', kind: 'PERCENTAGE', value: 10, terms: 'Valid on Saturdays and Sundays.', validUntil: '2027-03-31T18:29:59.000Z' },
      { code: 'BIG20', title: '20% Off Above ₹5,000', kind: 'PERCENTAGE', value: 20, terms: 'Valid on orders above ₹5,000.', validUntil: '2027-03-31T18:29:59.000Z' },
    ]);
    const weekend = expectGqlOk(await gql(server, ADMIN_OFFERS, {}, { token: admin.token })).adminOffers.find((o: { code: string }) => o.code === 'WEEKEND10');
    const hour = 3_600_000;
    await createOffer(admin.token, { code: freshCode('PAST'), validFrom: new Date(Date.now() - 2 * hour).toISOString(), validUntil: new Date(Date.now() - hour).toISOString() });
    await createOffer(admin.token, { code: freshCode('SOON'), validFrom: new Date(Date.now() + hour).toISOString() });
    const flat = await createOffer(admin.token, { code: freshCode('FLAT'), kind: 'FIXED', value: 150.5 });
    expectGqlOk(await gql(server, SET_ACTIVE, { id: weekend.id, active: false }, { token: admin.token }));
    try {
      expect((await running()).map((o) => [o.code, o.value, o.terms])).toEqual([['FIRST15', 15, expect.any(String)], ['BIG20', 20, expect.any(String)], [flat.code, 150.5, 'On every order.']]);
      const more = [await createOffer(admin.token, { code: freshCode('MORE') }), await createOffer(admin.token, { code: freshCode('MORE') })];
      expect((await running()).map((o) => o.code)).toEqual(['FIRST15', 'BIG20', flat.code, more[0].code]);
      for (const o of [flat, ...more]) expectGqlOk(await gql(server, SET_ACTIVE, { id: o.id, active: false }, { token: admin.token }));
    } finally {
      expectGqlOk(await gql(server, SET_ACTIVE, { id: weekend.id, active: true }, { token: admin.token }));
    }
    expect((await running()).map((o) => o.code)).toEqual(['FIRST15', 'WEEKEND10', 'BIG20']);
  });

  test("REST stock says the same as GraphQL's", async () => {
    const r = await rest(server, 'GET', `/api/stock?productIds=${dear.id}`);
    expect(r.status).toBe(200);
    expect(cacheControl(r)).toBe(STOCK_CACHE);
  });

  test("a GET without a preflight-forcing header is refused (Apollo's CSRF prevention); Apollo-Require-Preflight lets it through", async () => {
    const url = `${server.url}/graphql?${new URLSearchParams({ query: CATALOGUE })}`;
    expect((await fetch(url)).status).toBe(400);
    const r = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe(CATALOGUE_CACHE);
  });

  test('a mutation by GET is refused with 405 and does nothing', async () => {
    const email = `get.${Date.now().toString(36)}@example.in`;
    const r = await gqlGet(server, 'mutation N($email: String!) { subscribeNewsletter(email: $email) { email } }', { email });
    expect(r.status).toBe(405);
    expect(cacheControl(r)).toBe('no-store');
  });

  test('a query that is not made of hinted types, by GET, says no-store', async () => {
    const r = await gqlGet(server, '{ quoteCart(lines: []) { total } }');
    expectGqlOk(r);
    expect(cacheControl(r)).toBe('no-store');
  });

  test('the same catalogue query by POST is answered alike but says no-store: no HTTP cache keeps a POST', async () => {
    const r = await gql(server, CATALOGUE);
    expectGqlOk(r);
    expect(cacheControl(r)).toBe('no-store');
  });
});

describe('signed in: no-store, and never kept by the server', () => {
  test('a signed-in catalogue GET is no-store, carries no catalogue ETag, is never answered from the kept answer nor with 304', async () => {
    const query = CATALOGUE.replace('query Catalogue', `query Signed${Date.now().toString(36)}`);
    const anonymous = await gqlGet(server, query);
    const etag = anonymous.headers.get('etag')!;
    for (let i = 0; i < 2; i++) {
      const r = await gqlGet(server, query, undefined, { token: alice.token, headers: { 'if-none-match': etag } });
      expect(r.status).toBe(200);
      expect(cacheControl(r)).toBe('no-store');
      expect(r.headers.get('etag')).not.toBe(etag);
      expect(r.headers.get('age')).toBeNull();
      expect(expectGqlOk(r).catalogue.version).toBe(expectGqlOk(anonymous).catalogue.version);
    }
  });

  test("a second shopper is never given the first one's answer", async () => {
    const a = await gqlGet(server, ME, undefined, { token: alice.token });
    const b = await gqlGet(server, ME, undefined, { token: bob.token });
    expect(expectGqlOk(a).me.email).toBe(alice.user.email);
    expect(expectGqlOk(b).me.email).toBe(bob.user.email);
    for (const r of [a, b]) {
      expect(cacheControl(r)).toBe('no-store');
      expect(r.headers.get('age')).toBeNull();
    }
  });

  test('REST stock asked with a token says no-store', async () => {
    const r = await rest(server, 'GET', `/api/stock?productIds=${dear.id}`, undefined, { token: alice.token });
    expect(r.status).toBe(200);
    expect(cacheControl(r)).toBe('no-store');
  });
});

describe('every answer that depends on who asks says no-store', () => {
  let orderNumber: string;
  beforeAll(async () => {
    // Cash on Delivery: its tax invoice is issued at placement (an unpaid online order has none).
    orderNumber = expectGqlOk(await placeGql(alice, [line(dear)], 'cod')).createOrder.orderNumber;
  });

  test.each([
    ['the profile', '/api/user/profile', () => alice.token, 200],
    ["a shopper's orders", () => `/api/orders/${alice.user.id}`, () => alice.token, 200],
    ["another shopper's orders (refused)", () => `/api/orders/${alice.user.id}`, () => bob.token, 403],
    ['the profile, signed out (refused)', '/api/user/profile', () => '', 401],
  ] as const)('REST: %s', async (_, path, token, status) => {
    const r = await rest(server, 'GET', typeof path === 'function' ? path() : path, undefined, { token: token() || undefined });
    expect(r.status).toBe(status);
    expect(cacheControl(r)).toBe('no-store');
  });

  test.each([
    ['me', ME, () => ({}), () => alice.token],
    ['ordersByUser', 'query Mine($u: ID!) { ordersByUser(userId: $u) { orderNumber } }', () => ({ u: alice.user.id }), () => alice.token],
    ['order', 'query One($n: String!) { order(orderNumber: $n) { orderNumber } }', () => ({ n: orderNumber }), () => alice.token],
    ['orderInvoice', 'query Invoice($n: String!) { orderInvoice(orderNumber: $n) { html } }', () => ({ n: orderNumber }), () => alice.token],
    ['adminOrders', '{ adminOrders { total } }', () => ({}), () => admin.token],
    ['adminPayments', '{ adminPayments { total } }', () => ({}), () => admin.token],
    ['stockLevels', '{ stockLevels { total } }', () => ({}), () => admin.token],
  ] as const)('GraphQL: %s, by POST and by GET', async (_, query, variables, token) => {
    for (const r of [await gql(server, query, variables(), { token: token() }), await gqlGet(server, query, variables(), { token: token() })]) {
      expectGqlOk(r);
      expect(cacheControl(r)).toBe('no-store');
    }
  });

  test('GraphQL: me signed out (refused) says no-store too', async () => {
    expect(cacheControl(await gql(server, ME))).toBe('no-store');
  });

  test('a body refused before it is read (bad JSON, too large, a NUL, too deep) says no-store too, on REST and GraphQL', async () => {
    const post = async (path: string, body: string) => {
      const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body });
      return { path, status: res.status, cache: res.headers.get('cache-control') };
    };
    const bodies: [string, number][] = [['{"email":', 400], [JSON.stringify({ email: 'x'.repeat(120_000) }), 413], [JSON.stringify({ email: 'a\u0000@b.in' }), 400], ['['.repeat(40) + ']'.repeat(40), 400]];
    for (const [body, status] of bodies) {
      for (const path of ['/api/auth/login', '/graphql']) expect(await post(path, body)).toEqual({ path, status, cache: 'no-store' });
    }
  });
});

describe('when the catalogue file changes', () => {
  let copy: Awaited<ReturnType<typeof startServerOnCatalogueCopy>>;
  beforeAll(async () => {
    copy = await startServerOnCatalogueCopy();
  });
  afterAll(async () => copy?.stop());

  test('the ETag changes with it, and the old one is answered in full with the new price', async () => {
    const own = copy.server;
    const products = JSON.parse(readFileSync(copy.file, 'utf8'));
    const id = String(products[0].id);
    const first = await gqlGet(own, PRODUCT, { id });
    const oldETag = first.headers.get('etag')!;
    const before = expectGqlOk(first).product.price;
    products[0].price = before + 100;
    writeFileSync(copy.file, JSON.stringify(products));
    let now: HttpAnswer | undefined;
    for (const deadline = Date.now() + 8000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      now = await gqlGet(own, PRODUCT, { id }, { headers: { 'if-none-match': oldETag } });
      if (now.status === 200 && now.headers.get('etag') !== oldETag) break;
    }
    expect(now!.status).toBe(200);
    expect(now!.headers.get('etag')).not.toBe(oldETag);
    expect(expectGqlOk(now!).product.price).toBe(before + 100);
  });
});
