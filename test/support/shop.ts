/**
 * Helpers shared by the e2e suites: the catalogue file (to pick real products by price),
 * order payloads in both surfaces' shapes, the error-shape checks, direct database reads
 * (to check what is stored, and how), raw HTTP from another loopback address, and JWTs.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import type { HttpAnswer } from './api';
import { ROOT, type RunningServer } from './start-server';

// ------------------------------------------------------------------ catalogue

export interface CatalogueProduct {
  id: string;
  name: string;
  category: string;
  color: string;
  price: number;
  sizes: string[];
  image: string;
  isNew: boolean;
  isSale: boolean;
  discount?: number;
}

/** The catalogue file as the server reads it (entries that are not products left out, like the server does). */
export function loadCatalogue(): CatalogueProduct[] {
  const raw = JSON.parse(readFileSync(join(ROOT, 'client/public/products.json'), 'utf8')) as unknown[];
  return raw.filter((p): p is CatalogueProduct => {
    const o = p as Record<string, unknown>;
    return !!o && typeof o.id === 'string' && typeof o.price === 'number' && (o.price as number) > 0 && Array.isArray(o.sizes);
  });
}

/** The stock every size starts with on a fresh database (server/seed/stock-seed.json). */
export type StockSeed = Record<string, Record<string, number>>;
let seed: StockSeed | undefined;
export const stockSeed = (): StockSeed => (seed ??= JSON.parse(readFileSync(join(ROOT, 'server/seed/stock-seed.json'), 'utf8')) as StockSeed);

/**
 * A GST rates file (GST_RATES_FILE) like the seeded one but for `category` at `ratePercent`, in
 * a folder of its own that is removed after the spec's tests; answers its path.
 */
export function gstRatesFileWith(category: string, ratePercent: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'squ-gst-rates-'));
  const file = join(dir, 'hsn-rates.json');
  const seeded = JSON.parse(readFileSync(join(ROOT, 'server/seed/gst/hsn-rates.json'), 'utf8'));
  seeded.categories[category] = { ...seeded.categories[category], ratePercent };
  writeFileSync(file, JSON.stringify(seeded));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return file;
}

/** Units a size starts with that tests may take without running out (the seed's 'plenty' is 100 or more). */
export const PLENTY = 100;

/** The sizes of a product with plenty of stock at start, in the catalogue's order. */
export const plentySizes = (p: CatalogueProduct): string[] => (p.sizes.length ? p.sizes : ['One Size']).filter((s) => (stockSeed()[p.id]?.[s] ?? 0) >= PLENTY);

/**
 * The size a cart line carries: the product's first size with plenty of stock at start (the
 * seed sells some sizes out), its first size when none has, or 'One Size' for goods without sizes.
 */
export const sizeOf = (p: CatalogueProduct): string => plentySizes(p)[0] ?? p.sizes[0] ?? 'One Size';

/**
 * The limits on what one shopper may hold and try (issue 55), raised for suites whose few
 * shoppers place many orders, most of them left unpaid: what they check is not those limits
 * (test/e2e/orders-limits.e2e-spec.ts is).
 */
export const RAISED_SHOPPER_LIMITS = {
  ORDER_LIMIT_UNITS_PER_SIZE: '100000',
  ORDER_LIMIT_UNPAID_ONLINE_ORDERS: '100000',
  RATE_LIMIT_PAYMENT_ATTEMPTS_PER_ORDER: '100000',
  RATE_LIMIT_PAYMENT_ATTEMPTS_PER_SHOPPER: '100000',
};

export const paise = (rupees: number) => Math.round(rupees * 100);
export const rupees = (p: number) => p / 100;

/**
 * Products by price band, cheapest first, among those with a size of plenty of stock (so that
 * orders of them are never refused for stock). Throws when the catalogue has none in a band.
 */
export function priceBands(catalogue = loadCatalogue()) {
  const sorted = catalogue.filter((p) => plentySizes(p).length > 0).sort((a, b) => a.price - b.price || a.id.localeCompare(b.id));
  const band = (name: string, ok: (p: CatalogueProduct) => boolean) => {
    const found = sorted.filter(ok);
    if (!found.length) throw new Error(`The catalogue has no product ${name}`);
    return found;
  };
  return {
    all: sorted,
    /** Subtotal under 199 with one of them: COD refused. */
    cheap: band('under 199', (p) => p.price < 199),
    /** 199 <= price < 299: COD allowed with the 50 charge. */
    mid: band('from 199 to 298.99', (p) => p.price >= 199 && p.price < 299),
    /** 299 and more: COD allowed without a charge. */
    dear: band('of 299 or more', (p) => p.price >= 299),
    sized: band('with sizes', (p) => p.sizes.length > 0),
    oneSize: band('without sizes', (p) => p.sizes.length === 0),
  };
}

export interface Line {
  product: CatalogueProduct;
  size: string;
  quantity: number;
}

export const line = (product: CatalogueProduct, quantity = 1, size = sizeOf(product)): Line => ({ product, size, quantity });

/** A cart whose subtotal is exactly `target` rupees, from at most two distinct products (null when the catalogue has none). */
export function cartWithSubtotal(target: number, catalogue = loadCatalogue()): Line[] | null {
  const t = paise(target);
  for (const p of catalogue) {
    for (let q = 1; q <= 20; q += 1) if (paise(p.price) * q === t) return [line(p, q)];
  }
  for (const a of catalogue) {
    for (const b of catalogue) {
      if (a.id >= b.id) continue;
      if (paise(a.price) + paise(b.price) === t) return [line(a), line(b)];
    }
  }
  return null;
}

/** What the server must charge, computed independently here (paise inside, rupees out). */
export function expectedMoney(lines: Line[], cod: boolean) {
  const subtotal = lines.reduce((s, l) => s + paise(l.product.price) * l.quantity, 0);
  const tax = Math.round((subtotal * 18) / 100);
  const codCharges = cod && subtotal >= 19900 && subtotal < 29900 ? 5000 : 0;
  return {
    subtotal: rupees(subtotal),
    tax: rupees(tax),
    shipping: 0,
    codCharges: rupees(codCharges),
    total: rupees(subtotal + tax + codCharges),
  };
}

// ------------------------------------------------------------------ order payloads

export const SHIPPING_ADDRESS = { addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India' };

/** The order payload of spec point 3, as the first version's client sent it. */
export function restOrderPayload(userId: string | undefined, lines: Line[], paymentMethod = 'upi', overrides: Record<string, unknown> = {}) {
  const money = expectedMoney(lines, paymentMethod === 'cod');
  const now = new Date();
  return {
    ...(userId === undefined ? {} : { userId }),
    items: lines.map((l) => ({
      productId: l.product.id,
      productName: l.product.name,
      productImage: l.product.image,
      quantity: l.quantity,
      size: l.size,
      price: l.product.price,
      total: rupees(paise(l.product.price) * l.quantity),
    })),
    customerInfo: { email: 'asha.verma@example.in', firstName: 'Asha', lastName: 'Verma', phone: '+91 98765 43210', address: SHIPPING_ADDRESS },
    orderSummary: money,
    paymentMethod,
    orderStatus: 'pending',
    paymentStatus: 'pending',
    orderDate: now.toISOString(),
    estimatedDelivery: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
    ...overrides,
  };
}

export const ORDER_FIELDS = `
  id orderNumber userId status paymentStatus paymentMethod transactionId
  items { productId productName productImage size quantity unitPrice lineTotal }
  itemCount subtotal shipping tax codCharge total
  contact { email firstName lastName phone }
  shippingAddress { addressLine1 city state postalCode country }
  estimatedDelivery canCancel statusUpdatedAt createdAt updatedAt
  shipment { courier { code name } trackingNumber trackingUrl shippedAt } deliveredAt cashCollected cancelReason`;

/** updateOrderStatus with what a move records (`staffSays`). */
export const MOVE = `mutation Move($n: String!, $s: OrderStatus!, $shipment: ShipmentInput, $cash: Float, $reason: String) {
  updateOrderStatus(orderNumber: $n, status: $s, shipment: $shipment, cashCollected: $cash, reason: $reason) { ${ORDER_FIELDS} }
}`;

/** The reason the specs' admins give for cancelling. */
export const TEST_CANCEL_REASON = 'Cancelled by the shop in a test';

/**
 * What an admin says with a move unless a spec says otherwise (issue 56, point 8): a courier and
 * its tracking number to ship, the total collected to deliver a COD order (`order` is the order's
 * method and total), a reason to cancel.
 */
export function staffSays(status: string, order?: { paymentMethod: string; total: number }): Record<string, unknown> {
  if (status === 'SHIPPED') return { shipment: { courier: 'DELHIVERY', trackingNumber: '1234567890123' } };
  if (status === 'CANCELLED') return { reason: TEST_CANCEL_REASON };
  if (status === 'DELIVERED' && order?.paymentMethod === 'COD') return { cash: order.total };
  return {};
}

export const CREATE_ORDER = `mutation Create($input: CreateOrderInput!, $key: String!) {
  createOrder(input: $input, idempotencyKey: $key) { ${ORDER_FIELDS} }
}`;

const GQL_METHOD: Record<string, string> = { card: 'CARD', upi: 'UPI', netbanking: 'NET_BANKING', cod: 'COD' };

/** A CreateOrderInput for GraphQL. */
export function gqlOrderInput(lines: Line[], paymentMethod = 'upi', extra: Record<string, unknown> = {}) {
  return {
    items: lines.map((l) => ({ productId: l.product.id, size: l.size, quantity: l.quantity })),
    paymentMethod: GQL_METHOD[paymentMethod] ?? paymentMethod,
    ...extra,
  };
}

let keyCounter = 0;
export const idempotencyKey = () => `key-${Date.now().toString(36)}-${(keyCounter += 1)}-${Math.random().toString(36).slice(2, 10)}`;

// ------------------------------------------------------------------ error shapes

/** The codes the contract documents (schema.graphql and the REST Error schema). */
export const DOCUMENTED_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
];
/** The codes a client may cause. */
export const CLIENT_CODES = ['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS'];
const STATUS_OF: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
};

/** Text that must never reach a client: stack frames, driver errors, SQL. */
const LEAKS = [
  /\bat [\w.<>]+ \(/, // a stack frame
  /\.(ts|js):\d+:\d+/,
  /node_modules/,
  /QueryFailedError|EntityNotFound|TypeORM|SqliteError|SQLITE_|better-sqlite3|pg-protocol|duplicate key value|violates .* constraint|invalid byte sequence/i,
  /\b(SELECT|INSERT INTO|UPDATE "?\w+"? SET|DELETE FROM)\b/,
  /"stack(trace)?"\s*:/i,
  /\$argon2/,
  /password_?hash/i,
];

export function leaksIn(body: unknown): string[] {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
  return LEAKS.filter((re) => re.test(text)).map(String);
}

/** A REST error: the status, `{ statusCode, message, code, errors? }`, a human message and nothing internal. */
export function expectRestError(res: HttpAnswer, status: number, message?: string | RegExp) {
  const context = `${res.status} ${JSON.stringify(res.body)}`;
  expect({ status: res.status, context }).toEqual({ status, context });
  expect(res.body).toEqual(expect.objectContaining({ statusCode: status, message: expect.any(String), code: expect.any(String) }));
  expect(CLIENT_CODES).toContain(res.body.code);
  expect(STATUS_OF[res.body.code]).toBe(status);
  expect(res.body.message.length).toBeGreaterThan(0);
  const keys = Object.keys(res.body).sort();
  // The shape is { statusCode, message, code, errors? }, plus an optional requestId for support.
  expect(keys.filter((k) => !['code', 'errors', 'message', 'statusCode', 'requestId'].includes(k))).toEqual([]);
  if (res.body.requestId !== undefined) expect(typeof res.body.requestId).toBe('string');
  if (res.body.errors !== undefined) {
    expect(Array.isArray(res.body.errors)).toBe(true);
    for (const e of res.body.errors) expect(e).toEqual({ field: expect.any(String), message: expect.any(String) });
  }
  expect(leaksIn(res.body)).toEqual([]);
  if (message instanceof RegExp) expect(res.body.message).toMatch(message);
  else if (message !== undefined) expect(res.body.message).toBe(message);
}

/** A GraphQL error: `errors[0]` with the code and message, no stack trace, nothing internal. */
export function expectGqlError(res: HttpAnswer, code: string, message?: string | RegExp) {
  const context = `${res.status} ${JSON.stringify(res.body)}`;
  expect({ hasErrors: Array.isArray(res.body?.errors) && res.body.errors.length > 0, context }).toEqual({ hasErrors: true, context });
  expect(res.status).toBeLessThan(500);
  for (const e of res.body.errors) {
    expect(typeof e.message).toBe('string');
    expect(e.extensions?.stacktrace).toBeUndefined();
    expect(e.extensions?.exception).toBeUndefined();
  }
  const first = res.body.errors[0];
  expect({ code: first.extensions?.code, context }).toEqual({ code, context });
  expect(leaksIn(res.body)).toEqual([]);
  if (message instanceof RegExp) expect(first.message).toMatch(message);
  else if (message !== undefined) expect(first.message).toBe(message);
}

export function expectGqlOk(res: HttpAnswer) {
  const context = `${res.status} ${JSON.stringify(res.body).slice(0, 2000)}`;
  expect({ status: res.status, errors: res.body?.errors, context }).toEqual({ status: 200, errors: undefined, context });
  return res.body.data;
}

// ------------------------------------------------------------------ raw HTTP

/**
 * An HTTP request from a chosen loopback address (the server sees it as the client's address).
 * A header given as undefined is left out (fetch always sends an Accept header).
 */
export function httpFrom(
  server: RunningServer,
  localAddress: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string | undefined> = {},
): Promise<HttpAnswer> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((ok, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        localAddress,
        method,
        path,
        headers: Object.fromEntries(
          Object.entries({
            accept: 'application/json',
            ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
            ...headers,
          }).filter(([, value]) => value !== undefined),
        ),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            /* not JSON */
          }
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(', ') : v);
          ok({ status: res.statusCode ?? 0, headers: h, body: parsed });
        });
      },
    );
    req.on('error', fail);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** The Set-Cookie lines of an answer. */
export function setCookies(res: HttpAnswer): string[] {
  return res.headers.getSetCookie?.() ?? [];
}

/** The value of the refresh cookie an answer sets, or null. */
export function refreshCookieOf(res: HttpAnswer): string | null {
  const line = setCookies(res).find((c) => c.startsWith('squ_rt='));
  if (!line) return null;
  return decodeURIComponent(line.slice('squ_rt='.length).split(';')[0]);
}

// ------------------------------------------------------------------ JWTs

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/** The JWT secret the test servers run with (test/support/start-server.ts). */
export const TEST_JWT_SECRET = 'e2e-test-secret-that-is-long-enough-0123456789';

export function signJwt(payload: Record<string, unknown>, secret = TEST_JWT_SECRET, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }): string {
  const head = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  if (header.alg === 'none') return `${head}.`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export function decodeJwt(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

// ------------------------------------------------------------------ the database

/**
 * Runs a query on the server's database (SQLite file or PostgreSQL schema). Use $1.. placeholders.
 * Read-only unless `write` (a test that puts the database in a state the shop must recover from).
 */
export async function dbQuery<T = Record<string, any>>(server: RunningServer, sql: string, params: unknown[] = [], { write = false } = {}): Promise<T[]> {
  const url = server.databaseUrl;
  if (url.startsWith('sqlite:')) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Database = require('better-sqlite3');
    const db = new Database(url.slice('sqlite:'.length), { readonly: !write, fileMustExist: true, timeout: 10_000 });
    try {
      const statement = db.prepare(sql.replace(/\$\d+/g, '?'));
      return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
    } finally {
      db.close();
    }
  }
  const u = new URL(url);
  const schema = u.searchParams.get('schema');
  u.searchParams.delete('schema');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require('pg');
  const client = new Client({ connectionString: u.toString() });
  await client.connect();
  try {
    if (schema) await client.query(`SET search_path TO "${schema}"`);
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/**
 * PostgreSQL: holds the rows of `table` that `where` picks (SELECT … FOR UPDATE) for `seconds`,
 * runs `change` meanwhile, and answers it with how long it took.
 */
export async function whileRowsHeld<T>(
  server: RunningServer,
  rows: { table: string; where: string; params: unknown[] },
  change: () => Promise<T>,
  seconds = 2.5,
): Promise<{ answer: T; waited: number }> {
  const held = dbQuery(server, `WITH held AS (SELECT 1 FROM ${rows.table} WHERE ${rows.where} FOR UPDATE) SELECT pg_sleep(${seconds}) FROM held`, rows.params);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = Date.now();
  const answer = await change();
  const waited = Date.now() - started;
  await held;
  return { answer, waited };
}

// ------------------------------------------------------------------ GraphQL documents

export const USER_FIELDS = 'id email firstName lastName phone address { addressLine1 city state postalCode country } role createdAt';
export const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { user { ${USER_FIELDS} } token expiresIn refreshToken } }`;
export const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { user { ${USER_FIELDS} } token expiresIn refreshToken } }`;
export const REFRESH = `mutation Refresh($rt: String) { refreshToken(refreshToken: $rt) { user { id email } token expiresIn refreshToken } }`;
export const LOGOUT = 'mutation Logout($rt: String) { logout(refreshToken: $rt) }';
export const ME = `query Me { me { ${USER_FIELDS} } }`;
export const UPDATE_PROFILE = `mutation Update($input: ProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`;

/** An answer body without its per-request id (to compare two answers). */
export function withoutRequestIds(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body ?? null, (k, v) => (k === 'requestId' ? undefined : v)));
}
