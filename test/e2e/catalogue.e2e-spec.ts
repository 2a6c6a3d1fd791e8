/**
 * The catalogue on GraphQL (catalogue, product, quoteCart) and the file at /products.json:
 * the same products as the file, the derived lists in shop order, quotes priced exactly as
 * createOrder prices, and answers that follow the file when it changes.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gql, rest, signedUpShopper } from '../support/api';
import {
  CREATE_ORDER,
  expectedMoney,
  expectGqlError,
  expectGqlOk,
  gqlOrderInput,
  idempotencyKey,
  line,
  loadCatalogue,
  priceBands,
} from '../support/shop';
import { COD_MINIMUM } from '../support/orders';
import { ROOT, type RunningServer, startServer, startServerOnCatalogueCopy } from '../support/start-server';

jest.setTimeout(60_000);

const PRODUCT_FIELDS = 'id name category model color printName price sizes image description isNew isSale discount';
const CATALOGUE = `query Catalogue { catalogue { products { ${PRODUCT_FIELDS} } categories colors sizes priceRange { min max } version } }`;
const PRODUCT = `query Product($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`;
const QUOTE = `query Quote($lines: [CartLineInput!]!, $pm: PaymentMethod) {
  quoteCart(lines: $lines, paymentMethod: $pm) {
    lines { productId size quantity name image unitPrice lineTotal problem }
    subtotal tax shipping codCharge codAvailable codMessage total itemCount orderable
  }
}`;

let server: RunningServer;
const bands = priceBands();
const quote = (lines: { productId: string; size: string; quantity: number }[], pm?: string) => gql(server, QUOTE, { lines, pm });
const asLine = (l: ReturnType<typeof line>) => ({ productId: l.product.id, size: l.size, quantity: l.quantity });

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

const fileBytes = () => readFileSync(join(ROOT, 'client/public/products.json'));

describe('catalogue', () => {
  test('holds the same products as the catalogue file, field for field, in file order', async () => {
    const data = expectGqlOk(await gql(server, CATALOGUE));
    const file = loadCatalogue();
    expect(data.catalogue.products.map((p: any) => p.id)).toEqual(file.map((p) => p.id));
    for (const [i, p] of file.entries()) {
      const got = data.catalogue.products[i];
      const fileProduct = p as unknown as Record<string, unknown>;
      for (const k of PRODUCT_FIELDS.split(' ')) expect([k, got[k]]).toEqual([k, fileProduct[k] ?? null]);
    }
  });

  test('categories in shop order: women-footwear first, women-jeans second, then the rest alphabetically', async () => {
    const { catalogue } = expectGqlOk(await gql(server, CATALOGUE));
    const all = [...new Set(loadCatalogue().map((p) => p.category))];
    const head = ['women-footwear', 'women-jeans'].filter((c) => all.includes(c));
    const rest = all.filter((c) => !head.includes(c)).sort((a, b) => a.localeCompare(b));
    expect(catalogue.categories).toEqual([...head, ...rest]);
  });

  test('colors (sorted, unique), sizes (unique) and the price range are derived from the products', async () => {
    const { catalogue } = expectGqlOk(await gql(server, CATALOGUE));
    const file = loadCatalogue();
    expect(catalogue.colors).toEqual([...new Set(file.map((p) => p.color))].sort((a, b) => a.localeCompare(b)));
    expect(catalogue.sizes).toEqual([...new Set(file.flatMap((p) => p.sizes))]);
    const prices = file.map((p) => p.price);
    expect(catalogue.priceRange).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  test('version is a content hash of the file, the same as the ETag of /products.json', async () => {
    const { catalogue } = expectGqlOk(await gql(server, '{ catalogue { version } }'));
    expect(catalogue.version).toBe(createHash('sha256').update(fileBytes()).digest('hex').slice(0, 16));
    const r = await fetch(`${server.url}/products.json`);
    expect(r.headers.get('etag')).toBe(`"${catalogue.version}"`);
  });

  test('is public: no token needed, and a bad token does not get in the way', async () => {
    expectGqlOk(await gql(server, '{ catalogue { version } }'));
    expectGqlOk(await gql(server, '{ catalogue { version } }', {}, { token: 'garbage' }));
  });

  test('the same query asked twice answers the same bytes', async () => {
    const a = await gql(server, CATALOGUE);
    const b = await gql(server, CATALOGUE);
    expect(b.body).toEqual(a.body);
  });
});

describe('product(id)', () => {
  test('answers the product of the file', async () => {
    const p = bands.sized[0];
    const data = expectGqlOk(await gql(server, PRODUCT, { id: p.id }));
    expect(data.product).toEqual(expect.objectContaining({ id: p.id, name: p.name, price: p.price, sizes: p.sizes, image: p.image }));
  });

  test('different variables get different answers', async () => {
    const [a, b] = [bands.all[0], bands.all[bands.all.length - 1]];
    const first = expectGqlOk(await gql(server, PRODUCT, { id: a.id }));
    const second = expectGqlOk(await gql(server, PRODUCT, { id: b.id }));
    const firstAgain = expectGqlOk(await gql(server, PRODUCT, { id: a.id }));
    expect([first.product.id, second.product.id, firstAgain.product.id]).toEqual([a.id, b.id, a.id]);
  });

  test('an unknown id answers null, not an error', async () => {
    const data = expectGqlOk(await gql(server, PRODUCT, { id: 'no-such-product' }));
    expect(data.product).toBeNull();
  });

  test('a wrongly typed id is BAD_USER_INPUT, also when asked twice', async () => {
    expectGqlError(await gql(server, PRODUCT, { id: { nested: true } }), 'BAD_USER_INPUT');
    expectGqlError(await gql(server, PRODUCT, { id: { nested: true } }), 'BAD_USER_INPUT');
    expectGqlError(await gql(server, PRODUCT, {}), 'BAD_USER_INPUT');
  });

  test('a query mixing the catalogue with me still needs a token (never answered from the shared cache)', async () => {
    const q = '{ catalogue { version } me { id } }';
    expectGqlError(await gql(server, q), 'UNAUTHENTICATED');
    const s = await signedUpShopper(server, false);
    const data = (await gql(server, q, {}, { token: s.token })).body.data;
    expect(data.me.id).toBe(s.user.id);
    expectGqlError(await gql(server, q), 'UNAUTHENTICATED');
  });
});

describe('kept catalogue answers (Apollo\'s response cache, keyed by the file\'s version)', () => {
  test('a repeated catalogue query is answered again from the kept answer, equal to the first', async () => {
    // An operation of its own (its name is part of the key): nothing has kept it yet.
    const operation = CATALOGUE.replace('query Catalogue', `query Kept${Date.now().toString(36)}`);
    const first = await gql(server, operation);
    const again = await gql(server, operation);
    expect(first.headers.get('age')).toBeNull();
    expect(again.headers.get('age')).not.toBeNull();
    expect(again.body).toEqual(first.body);
  });

  test('an operation that reads anything but the catalogue is never kept', async () => {
    const s = await signedUpShopper(server);
    const both = `{ catalogue { version } me { email } }`;
    await gql(server, both, {}, { token: s.token });
    const again = await gql(server, both, {}, { token: s.token });
    expect(again.headers.get('age')).toBeNull();
    expect(expectGqlOk(again).me.email).toBe(s.user.email);
  });

  test('variables too deep to key a kept answer by are refused with a 400, never a 500', async () => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    const r = await rest(server, 'POST', '/graphql', `{"query": "query P($id: ID!) { product(id: $id) { id } }", "variables": {"id": ${deep}}}`);
    expect(r.status).toBe(400);
    expectGqlError(r, 'BAD_USER_INPUT');
  });
});

describe('quoteCart prices a cart exactly as createOrder would', () => {
  test('lines are priced from the catalogue; subtotal, 18% tax, shipping 0, total, item count', async () => {
    const lines = [line(bands.dear[0], 2), line(bands.cheap[0], 3)];
    const q = expectGqlOk(await quote(lines.map(asLine), 'UPI')).quoteCart;
    const money = expectedMoney(lines, false);
    expect(q).toEqual(
      expect.objectContaining({ subtotal: money.subtotal, tax: money.tax, shipping: 0, codCharge: 0, total: money.total, itemCount: 5, orderable: true, codAvailable: true, codMessage: null }),
    );
    expect(q.lines).toEqual(
      lines.map((l) =>
        expect.objectContaining({ productId: l.product.id, size: l.size, quantity: l.quantity, name: l.product.name, image: l.product.image, unitPrice: l.product.price, lineTotal: Math.round(l.product.price * 100 * l.quantity) / 100, problem: null }),
      ),
    );
  });

  test(`COD under 199: not available, not orderable, with the message '${COD_MINIMUM}'`, async () => {
    const q = expectGqlOk(await quote([asLine(line(bands.cheap[0]))], 'COD')).quoteCart;
    expect(q).toEqual(expect.objectContaining({ codAvailable: false, orderable: false, codMessage: COD_MINIMUM }));
    // No Cash on Delivery order, so no COD charge: the total is the subtotal and its tax.
    const money = expectedMoney([line(bands.cheap[0])], true);
    expect([q.codCharge, q.total]).toEqual([0, money.total]);
    expect(money.codCharges).toBe(0);
  });

  test('COD from 199 to under 299: available with the ₹50 charge in the total', async () => {
    const lines = [line(bands.mid[0])];
    const q = expectGqlOk(await quote(lines.map(asLine), 'COD')).quoteCart;
    const money = expectedMoney(lines, true);
    expect(q).toEqual(expect.objectContaining({ codAvailable: true, orderable: true, codCharge: 50, total: money.total, codMessage: null }));
  });

  test('COD at 299 or more: no charge; any other payment method: no charge', async () => {
    const lines = [line(bands.dear[0])];
    expect(expectGqlOk(await quote(lines.map(asLine), 'COD')).quoteCart.codCharge).toBe(0);
    expect(expectGqlOk(await quote([asLine(line(bands.mid[0]))], 'CARD')).quoteCart.codCharge).toBe(0);
    expect(expectGqlOk(await quote([asLine(line(bands.mid[0]))])).quoteCart.codCharge).toBe(0);
  });

  test('unknown products, unknown sizes and bad quantities carry a problem and are left out of the totals', async () => {
    const good = line(bands.dear[0]);
    const sized = bands.sized[0];
    const q = expectGqlOk(
      await quote([
        asLine(good),
        { productId: 'no-such-product', size: 'M', quantity: 1 },
        { productId: sized.id, size: 'NOT-A-SIZE', quantity: 1 },
        { productId: bands.oneSize[0].id, size: 'One Size', quantity: 0 },
        { productId: bands.oneSize[0].id, size: 'One Size', quantity: 21 },
      ]),
    ).quoteCart;
    expect(q.lines.map((l: any) => l.problem)).toEqual([
      null,
      'Unknown product no-such-product',
      `Size NOT-A-SIZE is not available for ${sized.name}`,
      'Quantity must be a whole number from 1 to 20',
      'Quantity must be a whole number from 1 to 20',
    ]);
    expect(q.lines[1]).toEqual(expect.objectContaining({ name: null, unitPrice: null, lineTotal: null }));
    expect(q.lines[3].lineTotal).toBeNull();
    expect(q.subtotal).toBe(good.product.price);
    expect(q.itemCount).toBe(1);
    expect(q.orderable).toBe(false);
  });

  test('an empty cart is not orderable', async () => {
    const q = expectGqlOk(await quote([])).quoteCart;
    expect(q).toEqual(expect.objectContaining({ subtotal: 0, total: 0, itemCount: 0, orderable: false }));
  });

  test('the quote and the order placed from it agree to the paisa (COD included)', async () => {
    const s = await signedUpShopper(server);
    const lines = [line(bands.mid[0]), line(bands.oneSize[0], 1, 'One Size')].filter((l, i, all) => all.findIndex((x) => x.product.id === l.product.id) === i);
    const q = expectGqlOk(await quote(lines.map(asLine), 'COD')).quoteCart;
    const o = expectGqlOk(await gql(server, CREATE_ORDER, { input: gqlOrderInput(lines, 'cod', { expectedTotal: q.total }), key: idempotencyKey() }, { token: s.token })).createOrder;
    expect([o.subtotal, o.tax, o.codCharge, o.total]).toEqual([q.subtotal, q.tax, q.codCharge, q.total]);
  });

  test('wrongly typed lines are BAD_USER_INPUT', async () => {
    expectGqlError(await gql(server, QUOTE, { lines: [{ productId: '1', size: 'M', quantity: 'two' }] }), 'BAD_USER_INPUT');
    expectGqlError(await gql(server, QUOTE, { lines: 'all of them' }), 'BAD_USER_INPUT');
    expectGqlError(await gql(server, QUOTE, { lines: [{ productId: '1', size: 'M', quantity: 1 }], pm: 'BARTER' }), 'BAD_USER_INPUT');
  });
});

describe('/products.json', () => {
  test('serves the catalogue file with an ETag, no-cache, and 304 for a matching If-None-Match', async () => {
    const r = await fetch(`${server.url}/products.json?t=${Date.now()}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(Buffer.from(await r.arrayBuffer()).equals(fileBytes())).toBe(true);
    const etag = r.headers.get('etag')!;
    const again = await fetch(`${server.url}/products.json`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  test('gzip on request, identical once unpacked', async () => {
    const r = await rest(server, 'GET', '/products.json', undefined, { headers: { 'accept-encoding': 'gzip' } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(fileBytes().toString('utf8')));
  });
});

describe('when the catalogue file changes', () => {
  let copy: Awaited<ReturnType<typeof startServerOnCatalogueCopy>>;
  let own: RunningServer;
  let file: string;
  beforeAll(async () => {
    copy = await startServerOnCatalogueCopy();
    ({ server: own, file } = copy);
  });
  afterAll(async () => copy?.stop());

  const waitFor = async (check: () => Promise<boolean>, ms = 8000) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 200));
    }
    return false;
  };

  test('a new price in the file shows in catalogue, product, quoteCart and /products.json (no stale cached answers)', async () => {
    const products = JSON.parse(readFileSync(file, 'utf8'));
    const target = products[0];
    const before = expectGqlOk(await gql(own, PRODUCT, { id: target.id })).product.price;
    const oldVersion = expectGqlOk(await gql(own, '{ catalogue { version } }')).catalogue.version;
    expect(before).toBe(target.price);
    target.price = before + 100;
    writeFileSync(file, JSON.stringify(products));
    const changed = await waitFor(async () => expectGqlOk(await gql(own, '{ catalogue { version } }')).catalogue.version !== oldVersion);
    expect(changed).toBe(true);
    expect(expectGqlOk(await gql(own, PRODUCT, { id: target.id })).product.price).toBe(before + 100);
    const q = expectGqlOk(await gql(own, QUOTE, { lines: [{ productId: target.id, size: target.sizes[0] ?? 'One Size', quantity: 1 }] })).quoteCart;
    expect(q.subtotal).toBe(before + 100);
    const json = (await rest(own, 'GET', '/products.json')).body;
    expect(json[0].price).toBe(before + 100);
  });

  test('a catalogue price that is not whole paise (199.999) never makes an order a 500', async () => {
    const products = JSON.parse(readFileSync(join(ROOT, 'client/public/products.json'), 'utf8'));
    const target = products.find((p: any) => p.sizes.length === 0);
    target.price = 199.999;
    const oldVersion = expectGqlOk(await gql(own, '{ catalogue { version } }')).catalogue.version;
    writeFileSync(file, JSON.stringify(products));
    expect(await waitFor(async () => expectGqlOk(await gql(own, '{ catalogue { version } }')).catalogue.version !== oldVersion)).toBe(true);
    const s = await signedUpShopper(own);
    const r = await rest(own, 'POST', '/api/orders', { items: [{ productId: target.id, size: 'One Size', quantity: 1 }], paymentMethod: 'upi' }, { token: s.token });
    expect([r.status, r.body?.code]).not.toEqual([500, 'INTERNAL_SERVER_ERROR']);
    expect(r.status).toBeLessThan(500);
    const g = await gql(own, CREATE_ORDER, { input: { items: [{ productId: target.id, size: 'One Size', quantity: 1 }], paymentMethod: 'UPI' }, key: idempotencyKey() }, { token: s.token });
    expect(g.body.errors?.[0]?.extensions?.code ?? 'OK').not.toBe('INTERNAL_SERVER_ERROR');
  });

  test('a broken file keeps the last good catalogue', async () => {
    const good = expectGqlOk(await gql(own, '{ catalogue { version products { id } } }')).catalogue;
    writeFileSync(file, '{ this is not json');
    await new Promise((r) => setTimeout(r, 2500));
    const now = expectGqlOk(await gql(own, '{ catalogue { version products { id } } }')).catalogue;
    expect(now).toEqual(good);
  });
});
