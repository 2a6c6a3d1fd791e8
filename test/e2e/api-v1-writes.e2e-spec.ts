/**
 * Issue 59: the v1 calls of the scopes orders:write, stock:read and stock:write. An API key reads
 * stock, adjusts a size through the stock module's rules (the admin's cap and messages; an
 * Idempotency-Key makes a retry change it once), and moves an order along its lifecycle with the
 * admin's checks, the key's name recorded as the actor. A key without the scope is refused with
 * 403 and says which. Every REST answer is checked against the OpenAPI document (support/api.ts).
 * On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { rest } from '../support/api';
import { admin, bob, dear, placeGql, server, useOrdersShop } from '../support/orders';
import { dbQuery, expectGqlOk, line, loadCatalogue, RAISED_SHOPPER_LIMITS } from '../support/shop';
import { levelOf, movementsOf, setStock } from '../support/stock';

jest.setTimeout(60_000);

useOrdersShop(RAISED_SHOPPER_LIMITS);

const makeKey = async (scopes: string[], name: string) => {
  const made = await rest(server, 'POST', '/api/admin/api-keys', { name, scopes }, { token: admin.token });
  expect(made.status).toBe(201);
  return made.body.key as string;
};
let reader: string;
let writer: string;
let ordersWriter: string;
let ordersReader: string;
beforeAll(async () => {
  [reader, writer, ordersWriter, ordersReader] = [
    await makeKey(['stock:read'], 'Marketplace feed'),
    await makeKey(['stock:write'], 'Warehouse WMS'),
    await makeKey(['orders:write'], 'Courier desk'),
    await makeKey(['orders:read', 'stock:read'], 'Reporting'),
  ];
});

const sized = loadCatalogue().filter((p) => p.sizes.length >= 2);
let next = 0;
const pick = () => sized[next++];
const adjust = (key: string, productId: string, size: string, body: unknown, headers: Record<string, string> = {}) =>
  rest(server, 'POST', `/api/v1/stock/${encodeURIComponent(productId)}/${encodeURIComponent(size)}/adjustments`, body, { token: key, headers });

describe('stock:read', () => {
  test("GET /api/v1/stock?productIds= and /api/v1/stock/{productId} answer each size's units; unknown ids are left out or 404", async () => {
    const [p, q] = [pick(), pick()];
    await setStock(server, admin.token, p.id, p.sizes[0], 7);
    const many = await rest(server, 'GET', `/api/v1/stock?productIds=${p.id},${q.id},no-such`, undefined, { token: reader });
    expect(many.status).toBe(200);
    expect(many.body.stock.map((s: { productId: string }) => s.productId)).toEqual([p.id, q.id]);
    expect(many.body.stock[0].sizes[0]).toEqual({ size: p.sizes[0], available: 7 });
    expect(many.headers.get('cache-control')).not.toMatch(/public/);
    const one = await rest(server, 'GET', `/api/v1/stock/${p.id}`, undefined, { token: ordersReader });
    expect(one.status).toBe(200);
    expect(one.body.stock).toEqual(many.body.stock[0]);
    const missing = await rest(server, 'GET', '/api/v1/stock/no-such', undefined, { token: reader });
    expect([missing.status, missing.body.message]).toEqual([404, 'Product no-such not found']);
    expect((await rest(server, 'GET', '/api/v1/stock?productIds=', undefined, { token: reader })).status).toBe(400);
  });

  test('a key without stock:read is refused with 403 naming the scope; no key or a shopper token with 401', async () => {
    for (const key of [writer, ordersWriter]) {
      const refused = await rest(server, 'GET', '/api/v1/stock/101', undefined, { token: key });
      expect([refused.status, refused.body.message]).toEqual([403, 'This API key lacks the stock:read scope']);
    }
    expect((await rest(server, 'GET', '/api/v1/stock?productIds=101', undefined, {})).status).toBe(401);
    expect((await rest(server, 'GET', '/api/v1/stock?productIds=101', undefined, { token: bob.token })).status).toBe(401);
  });
});

describe('stock:write', () => {
  test('an adjustment moves the size, kept as a movement whose actor is the key; the cap and the floor refuse with the admin\'s messages, nothing changed', async () => {
    const p = pick();
    const size = p.sizes[1];
    await setStock(server, admin.token, p.id, size, 4);
    const added = await adjust(writer, p.id, size, { delta: 6, reason: 'ADJUSTMENT', note: 'cycle count' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ level: expect.objectContaining({ productId: p.id, productName: p.name, size, available: 10 }), replayed: false });
    expect((await movementsOf(server, p.id, size)).at(-1)).toEqual({ delta: 6, reason: 'adjustment', actor: 'api-key:Warehouse WMS', note: 'cycle count', orderNumber: null });

    const below = await adjust(writer, p.id, size, { delta: -11, reason: 'ADJUSTMENT' });
    expect([below.status, below.body.message]).toEqual([409, `10 on hand of ${p.name} in size ${size}: you cannot take away 11`]);
    const over = await adjust(writer, p.id, size, { delta: 100_000, reason: 'RETURN' });
    expect([over.status, over.body.message]).toEqual([409, `10 on hand of ${p.name} in size ${size}: adding 100,000 would pass the cap of 100,000`]);
    expect(await levelOf(server, p.id, size)).toBe(10);
  });

  test('bad input is refused with 400 and a clear message, nothing changed', async () => {
    const p = pick();
    const size = p.sizes[0];
    const before = await levelOf(server, p.id, size);
    const cases: [string, string, unknown, string][] = [
      [p.id, size, { delta: 0, reason: 'ADJUSTMENT' }, 'Delta must be a whole number from -100000 to 100000, not 0'],
      [p.id, size, { delta: 1.5, reason: 'ADJUSTMENT' }, 'Delta must be a whole number from -100000 to 100000, not 0'],
      [p.id, size, { delta: 1, reason: 'ORDER' }, 'Reason must be ADJUSTMENT or RETURN: orders, cancellations and the seed make the others'],
      [p.id, size, { delta: 1 }, 'Reason must be ADJUSTMENT or RETURN: orders, cancellations and the seed make the others'],
      [p.id, size, { delta: 1, reason: 'ADJUSTMENT', extra: true }, ''],
      [p.id, 'XXXL', { delta: 1, reason: 'ADJUSTMENT' }, `Size XXXL is not available for ${p.name}`],
      ['no-such', size, { delta: 1, reason: 'ADJUSTMENT' }, 'Unknown product no-such'],
    ];
    for (const [id, s, body, message] of cases) {
      const refused = await adjust(writer, id, s, body);
      expect(refused.status).toBe(400);
      if (message) expect(refused.body.message).toBe(message);
    }
    const badKey = await adjust(writer, p.id, size, { delta: 1, reason: 'ADJUSTMENT' }, { 'idempotency-key': 'short' });
    expect([badKey.status, badKey.body.message]).toEqual([400, 'Idempotency-Key must be 8 to 128 letters, digits or _ . : -']);
    expect(await levelOf(server, p.id, size)).toBe(before);
  });

  test('an Idempotency-Key makes a retry, even two at once, change the size once; the key used for another change is refused', async () => {
    const p = pick();
    const size = p.sizes[0];
    await setStock(server, admin.token, p.id, size, 2);
    const headers = { 'idempotency-key': `restock-${p.id}-${Date.now()}` };
    const answers = await Promise.all([1, 2, 3].map(() => adjust(writer, p.id, size, { delta: 5, reason: 'ADJUSTMENT' }, headers)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers.map((a) => a.body.replayed).sort()).toEqual([false, true, true]);
    expect(answers.every((a) => a.body.level.available === 7)).toBe(true);
    expect(await levelOf(server, p.id, size)).toBe(7);
    expect((await movementsOf(server, p.id, size)).filter((m) => m.actor === 'api-key:Warehouse WMS')).toHaveLength(1);
    const reused = await adjust(writer, p.id, size, { delta: 4, reason: 'ADJUSTMENT' }, headers);
    expect([reused.status, reused.body.message]).toEqual([409, 'This Idempotency-Key was already used for a different adjustment']);
    expect(await levelOf(server, p.id, size)).toBe(7);
  });

  test('a key without stock:write is refused with 403 naming the scope, nothing changed', async () => {
    const p = pick();
    const before = await levelOf(server, p.id, p.sizes[0]);
    for (const key of [reader, ordersWriter]) {
      const refused = await adjust(key, p.id, p.sizes[0], { delta: 1, reason: 'ADJUSTMENT' });
      expect([refused.status, refused.body.message]).toEqual([403, 'This API key lacks the stock:write scope']);
    }
    expect(await levelOf(server, p.id, p.sizes[0])).toBe(before);
  });

  test('an adjustment bringing a sold-out size back records stock.restocked', async () => {
    const p = pick();
    const size = p.sizes[0];
    await setStock(server, admin.token, p.id, size, 0);
    expect((await adjust(writer, p.id, size, { delta: 3, reason: 'RETURN' })).status).toBe(201);
    const events = (await dbQuery(server, "SELECT payload FROM outbox_events WHERE type = 'stock.restocked'")).map((r) => JSON.parse(r.payload as string));
    expect(events).toContainEqual({ productId: p.id, size, available: 3, reason: 'return' });
  });
});

describe('orders:write', () => {
  const moveV1 = (key: string, n: string, body: unknown) => rest(server, 'POST', `/api/v1/orders/${n}/status`, body, { token: key });

  test("an order moves through its lifecycle with the admin's checks; the history names the key", async () => {
    const o = expectGqlOk(await placeGql(bob, [line(dear)], 'cod')).createOrder;
    const n = o.orderNumber as string;
    const confirmed = await moveV1(ordersWriter, n, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order).toEqual(expect.objectContaining({ orderNumber: n, status: 'confirmed' }));

    const noShipment = await moveV1(ordersWriter, n, { status: 'shipped' });
    expect(noShipment.status).toBe(400);
    const skipped = await moveV1(ordersWriter, n, { status: 'confirmed' });
    expect([skipped.status, skipped.body.message]).toEqual([409, 'An order cannot move from confirmed to confirmed']);
    const shipped = await moveV1(ordersWriter, n, { status: 'shipped', shipment: { courier: 'DELHIVERY', trackingNumber: '1234567890123' } });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order.shipment).toEqual(expect.objectContaining({ courier: 'DELHIVERY', trackingNumber: '1234567890123' }));
    const noCash = await moveV1(ordersWriter, n, { status: 'delivered' });
    expect([noCash.status, noCash.body.message]).toEqual([400, `Enter the cash collected on delivery: the order's total, ${rupees(o.total)}`]);
    const delivered = await moveV1(ordersWriter, n, { status: 'delivered', cashCollected: o.total });
    expect([delivered.status, delivered.body.order.status, delivered.body.order.paymentDetails.status]).toEqual([200, 'delivered', 'paid']);

    const history = await dbQuery(server, 'SELECT h.to_status, h.actor FROM order_status_changes h JOIN orders o ON o.id = h.order_id WHERE o.order_number = $1 ORDER BY h.at, h.id', [n]);
    expect(history.map((h) => [h.to_status, h.actor])).toEqual([
      ['pending', 'shopper'],
      ['confirmed', 'api-key:Courier desk'],
      ['shipped', 'api-key:Courier desk'],
      ['delivered', 'api-key:Courier desk'],
    ]);
    const events = await dbQuery(server, 'SELECT type FROM outbox_events WHERE order_number = $1 ORDER BY id', [n]);
    expect(events.map((e) => e.type)).toEqual(['order.created', 'order.status_changed', 'order.status_changed', 'order.status_changed', 'payment.succeeded']);
  });

  test('bad input, an unknown order and a key without orders:write are refused, nothing moved', async () => {
    const o = expectGqlOk(await placeGql(bob, [line(dear)], 'cod')).createOrder;
    const n = o.orderNumber as string;
    const unknown = await moveV1(ordersWriter, n, { status: 'lost' });
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Status must be one of confirmed, shipped, delivered, cancelled']);
    const none = await moveV1(ordersWriter, n, {});
    expect([none.status, none.body.message]).toEqual([400, 'Give the status to move the order to: confirmed, shipped, delivered, cancelled']);
    expect((await moveV1(ordersWriter, n, { status: 'cancelled', cashCollected: 'lots' })).status).toBe(400);
    expect((await moveV1(ordersWriter, n, { status: 'cancelled' })).status).toBe(400);
    expect((await moveV1(ordersWriter, 'SQU-NOPE', { status: 'confirmed' })).status).toBe(404);
    for (const key of [ordersReader, writer]) {
      const refused = await moveV1(key, n, { status: 'confirmed' });
      expect([refused.status, refused.body.message]).toEqual([403, 'This API key lacks the orders:write scope']);
    }
    const [row] = await dbQuery(server, 'SELECT status FROM orders WHERE order_number = $1', [n]);
    expect(row.status).toBe('pending');
    // A cancellation with its reason: the units go back, the history names the key.
    const cancelled = await moveV1(ordersWriter, n, { status: 'cancelled', reason: 'Customer rang the warehouse' });
    expect([cancelled.status, cancelled.body.order.status, cancelled.body.order.cancelReason]).toEqual([200, 'cancelled', 'Customer rang the warehouse']);
  });
});

const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
