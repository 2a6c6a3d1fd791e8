/**
 * Issue 59: integrators' API keys and the v1 calls. An admin makes a key with scopes (shown once,
 * kept hashed), revokes it, sees its last use; `GET /api/v1/orders` pages every order by
 * (updatedAt, id) with an opaque cursor, stable under concurrent writes; `GET
 * /api/v1/orders/{orderNumber}` reads one. Every REST answer is checked against the OpenAPI
 * document (support/api.ts). On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { createHash } from 'node:crypto';
import { rest } from '../support/api';
import { admin, alice, bob, dear, move, placeGql, server, useOrdersShop } from '../support/orders';
import { dbQuery, expectGqlOk, line, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(60_000);

useOrdersShop(RAISED_SHOPPER_LIMITS);

const makeKey = async (scopes: string[], name = 'Warehouse sync') => {
  const made = await rest(server, 'POST', '/api/admin/api-keys', { name, scopes }, { token: admin.token });
  expect(made.status).toBe(201);
  return made.body as { apiKey: { id: string; prefix: string; scopes: string[]; lastUsedAt: string | null }; key: string };
};
const v1 = (path: string, key: string | null) => rest(server, 'GET', `/api/v1/orders${path}`, undefined, key === null ? {} : { token: key });

test('a key is shown once and kept hashed; it reads orders with orders:read; without it, with another scope, revoked or a shopper token: refused', async () => {
  const { apiKey, key } = await makeKey(['orders:read']);
  expect(key).toMatch(/^squ_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
  expect(apiKey).toEqual(expect.objectContaining({ prefix: key.slice(4, 16), scopes: ['orders:read'], lastUsedAt: null }));
  const [row] = await dbQuery(server, 'SELECT key_hash FROM api_keys WHERE id = $1', [apiKey.id]);
  expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
  expect(JSON.stringify(await dbQuery(server, 'SELECT * FROM api_keys'))).not.toContain(key.slice(17));
  const listed = await rest(server, 'GET', '/api/admin/api-keys', undefined, { token: admin.token });
  expect(JSON.stringify(listed.body)).not.toContain(key.slice(17));

  const o = expectGqlOk(await placeGql(bob, [line(dear)], 'cod')).createOrder;
  const one = await v1(`/${o.orderNumber}`, key);
  expect(one.status).toBe(200);
  expect(one.body.order).toEqual(expect.objectContaining({ orderNumber: o.orderNumber, userId: bob.user.id, status: 'pending' }));
  const after = (await rest(server, 'GET', '/api/admin/api-keys', undefined, { token: admin.token })).body.apiKeys.find((k: { id: string }) => k.id === apiKey.id);
  expect(Date.now() - Date.parse(after.lastUsedAt)).toBeLessThan(60_000);

  expect((await v1(`/${o.orderNumber}`, null)).status).toBe(401);
  expect((await v1(`/${o.orderNumber}`, alice.token)).status).toBe(401);
  expect((await v1(`/${o.orderNumber}`, admin.token)).status).toBe(401);
  expect((await v1(`/${o.orderNumber}`, key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A'))).status).toBe(401);
  expect((await v1('/SQU-NOPE', key)).status).toBe(404);
  const stockOnly = await makeKey(['stock:read', 'orders:write']);
  const refused = await v1(`/${o.orderNumber}`, stockOnly.key);
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe('This API key lacks the orders:read scope');

  const revoked = await rest(server, 'POST', `/api/admin/api-keys/${apiKey.id}/revoke`, undefined, { token: admin.token });
  expect(revoked.status).toBe(200);
  expect(revoked.body.apiKey.revokedAt).not.toBeNull();
  expect((await v1(`/${o.orderNumber}`, key)).status).toBe(401);
});

test('only admins make, list and revoke keys; a key needs a name and known scopes', async () => {
  expect((await rest(server, 'POST', '/api/admin/api-keys', { name: 'x', scopes: ['orders:read'] }, { token: alice.token })).status).toBe(403);
  expect((await rest(server, 'GET', '/api/admin/api-keys', undefined, { token: alice.token })).status).toBe(403);
  for (const [body, field] of [
    [{ name: '', scopes: ['orders:read'] }, 'name'],
    [{ name: 'x', scopes: [] }, 'scopes'],
    [{ name: 'x', scopes: ['orders:delete'] }, 'scopes'],
    [{ name: 'x', scopes: ['orders:read'], admin: true }, 'admin'],
  ] as const) {
    const r = await rest(server, 'POST', '/api/admin/api-keys', body, { token: admin.token });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe(field);
  }
});

test('v1 pages every order once by (updatedAt, id); an order changed while paging comes again later; updated_since, cursor and limit are checked', async () => {
  const { key } = await makeKey(['orders:read']);
  const since = new Date().toISOString();
  await new Promise((r) => setTimeout(r, 5));
  const placed: string[] = [];
  for (let i = 0; i < 5; i++) placed.push(expectGqlOk(await placeGql(i % 2 ? alice : bob, [line(dear)], 'cod')).createOrder.orderNumber);

  const pages: string[][] = [];
  let cursor: string | null = null;
  for (;;) {
    const page: Awaited<ReturnType<typeof v1>> = await v1(`?updated_since=${encodeURIComponent(since)}&limit=2${cursor ? `&cursor=${cursor}` : ''}`, key);
    expect(page.status).toBe(200);
    pages.push(page.body.orders.map((o: { orderNumber: string }) => o.orderNumber));
    if (pages.length === 1) {
      // A write between two pages: the first order moves on, and comes again at the end.
      expectGqlOk(await move(pages[0][0], 'CONFIRMED'));
    }
    if (!page.body.hasMore) {
      cursor = page.body.nextCursor ?? cursor;
      break;
    }
    cursor = page.body.nextCursor;
  }
  expect(pages.map((p) => p.length)).toEqual([2, 2, 2]);
  expect(pages.flat()).toEqual([...placed.slice(0, 5), placed[0]]);
  // Polling with the last cursor reads only what changed since.
  expect((await v1(`?cursor=${cursor}`, key)).body).toEqual({ orders: [], nextCursor: null, hasMore: false });
  expectGqlOk(await move(placed[3], 'CONFIRMED'));
  const later = await v1(`?cursor=${cursor}`, key);
  expect(later.body.orders.map((o: { orderNumber: string; status: string }) => [o.orderNumber, o.status])).toEqual([[placed[3], 'confirmed']]);

  const bad = async (query: string, field: string) => {
    const r = await v1(query, key);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].field).toBe(field);
  };
  await bad('?limit=0', 'limit');
  await bad('?limit=101', 'limit');
  await bad('?limit=ten', 'limit');
  await bad('?updated_since=yesterday', 'updated_since');
  await bad('?cursor=not-a-cursor', 'cursor');
  await bad(`?cursor=${Buffer.from(JSON.stringify(['2026-01-01T00:00:00Z', "x' OR 1=1"])).toString('base64url')}`, 'cursor');
});
