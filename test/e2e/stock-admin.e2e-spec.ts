/**
 * The staff's stock calls (DECISIONS 19): admins only, checked by the server; levels with
 * filters and paging, movements newest first, a figure set, a change with its reason.
 */
import { gql } from '../support/api';
import { admin, alice, server, useOrdersShop } from '../support/orders';
import { expectGqlError, expectGqlOk, loadCatalogue } from '../support/shop';
import { ADJUST_STOCK, levelOf, SET_STOCK, setStock, STOCK_LEVELS, STOCK_MOVEMENTS } from '../support/stock';

jest.setTimeout(60_000);
useOrdersShop();

const ADMIN_EMAIL = 'admin@squ.example';
const catalogue = loadCatalogue();
const products = catalogue.filter((p) => p.sizes.length >= 2);
const pick = (() => {
  let next = 0;
  return () => products[next++];
})();

describe('admins only', () => {
  test.each([
    ['stockLevels', STOCK_LEVELS, {}],
    ['stockMovements', STOCK_MOVEMENTS, { productId: '103' }],
    ['setStock', SET_STOCK, { input: { productId: '103', size: 'L', quantity: 1 } }],
    ['adjustStock', ADJUST_STOCK, { input: { productId: '103', size: 'L', delta: 1, reason: 'ADJUSTMENT' } }],
  ])('%s: UNAUTHENTICATED signed out, FORBIDDEN for a customer; nothing changes', async (_, doc, variables) => {
    const before = await levelOf(server, '103', 'L');
    expectGqlError(await gql(server, doc, variables), 'UNAUTHENTICATED');
    expectGqlError(await gql(server, doc, variables, { token: alice.token }), 'FORBIDDEN', 'Access denied');
    expect(await levelOf(server, '103', 'L')).toBe(before);
  });
});

describe('setStock', () => {
  test('sets the figure; the difference is an ADJUSTMENT movement with the note and the admin as actor', async () => {
    const p = pick();
    const size = p.sizes[1];
    const start = (await levelOf(server, p.id, size))!;
    const level = expectGqlOk(await gql(server, SET_STOCK, { input: { productId: p.id, size, quantity: start + 7, note: 'stock take' } }, { token: admin.token })).setStock;
    expect(level).toEqual({ productId: p.id, productName: p.name, size, available: start + 7, updatedAt: expect.any(String) });
    const moves = expectGqlOk(await gql(server, STOCK_MOVEMENTS, { productId: p.id, size }, { token: admin.token })).stockMovements;
    expect(moves[0]).toEqual(expect.objectContaining({ productId: p.id, size, delta: 7, reason: 'ADJUSTMENT', note: 'stock take', actor: ADMIN_EMAIL, orderNumber: null }));
    expect(moves[moves.length - 1]).toEqual(expect.objectContaining({ reason: 'INITIAL', actor: 'shop', delta: start }));
  });

  test.each([
    [{ quantity: -1 }, 'Quantity must be a whole number from 0 to 100000'],
    [{ quantity: 100001 }, 'Quantity must be a whole number from 0 to 100000'],
    [{ note: 'x'.repeat(201) }, 'Note must be at most 200 characters'],
    [{ productId: 'no-such' }, 'Unknown product no-such'],
    [{ size: 'XXXXL' }, /^Size XXXXL is not available for /],
  ])('refuses %p with BAD_USER_INPUT', async (change, message) => {
    const input = { productId: products[0].id, size: products[0].sizes[0], quantity: 5, ...change };
    expectGqlError(await gql(server, SET_STOCK, { input }, { token: admin.token }), 'BAD_USER_INPUT', message);
  });
});

describe('adjustStock', () => {
  test('adds a RETURN, takes off an ADJUSTMENT; below 0 is a CONFLICT that changes nothing', async () => {
    const p = pick();
    const size = p.sizes[0];
    await setStock(server, admin.token, p.id, size, 4);
    expect(expectGqlOk(await gql(server, ADJUST_STOCK, { input: { productId: p.id, size, delta: 2, reason: 'RETURN', note: 'back from a shopper' } }, { token: admin.token })).adjustStock.available).toBe(6);
    expect(expectGqlOk(await gql(server, ADJUST_STOCK, { input: { productId: p.id, size, delta: -5, reason: 'ADJUSTMENT', note: 'damaged' } }, { token: admin.token })).adjustStock.available).toBe(1);
    expectGqlError(await gql(server, ADJUST_STOCK, { input: { productId: p.id, size, delta: -2, reason: 'ADJUSTMENT' } }, { token: admin.token }), 'CONFLICT', `1 on hand of ${p.name} in size ${size}: you cannot take away 2`);
    expect(await levelOf(server, p.id, size)).toBe(1);
    const moves = expectGqlOk(await gql(server, STOCK_MOVEMENTS, { productId: p.id, size, limit: 2 }, { token: admin.token })).stockMovements;
    expect(moves.map((m: any) => [m.delta, m.reason, m.note, m.actor])).toEqual([
      [-5, 'ADJUSTMENT', 'damaged', ADMIN_EMAIL],
      [2, 'RETURN', 'back from a shopper', ADMIN_EMAIL],
    ]);
  });

  test('past the cap of 100,000 that setStock holds is a CONFLICT naming what is on hand; nothing is written', async () => {
    const p = pick();
    const size = p.sizes[0];
    await setStock(server, admin.token, p.id, size, 99_990);
    const moves = async () => expectGqlOk(await gql(server, STOCK_MOVEMENTS, { productId: p.id, size }, { token: admin.token })).stockMovements.length;
    const before = await moves();
    const r = await gql(server, ADJUST_STOCK, { input: { productId: p.id, size, delta: 20, reason: 'RETURN' } }, { token: admin.token });
    const message = `99,990 on hand of ${p.name} in size ${size}: adding 20 would pass the cap of 100,000`;
    expectGqlError(r, 'CONFLICT', message);
    expect(r.body.errors![0].extensions!.errors).toEqual([{ field: 'delta', message }]);
    expect([await levelOf(server, p.id, size), await moves()]).toEqual([99_990, before]);
    // Up to the cap itself is fine.
    expect(expectGqlOk(await gql(server, ADJUST_STOCK, { input: { productId: p.id, size, delta: 10, reason: 'ADJUSTMENT' } }, { token: admin.token })).adjustStock.available).toBe(100_000);
  });

  test('two raises at once cannot pass the cap together: one is made, the other refused', async () => {
    const p = pick();
    const size = p.sizes[0];
    await setStock(server, admin.token, p.id, size, 99_980);
    const raise = () => gql(server, ADJUST_STOCK, { input: { productId: p.id, size, delta: 15, reason: 'ADJUSTMENT' } }, { token: admin.token });
    const answers = await Promise.all([raise(), raise(), raise()]);
    const made = answers.filter((r) => !r.body.errors);
    expect(made.map((r) => r.body.data.adjustStock.available)).toEqual([99_995]);
    for (const r of answers.filter((a) => a.body.errors)) expectGqlError(r, 'CONFLICT', /^99,995 on hand of .*: adding 15 would pass the cap of 100,000$/);
    expect(await levelOf(server, p.id, size)).toBe(99_995);
  });

  test.each([
    [{ delta: 0 }, 'Delta must be a whole number from -100000 to 100000, not 0'],
    [{ delta: 100001 }, 'Delta must be a whole number from -100000 to 100000, not 0'],
    [{ reason: 'ORDER' }, 'Reason must be ADJUSTMENT or RETURN: orders, cancellations and the seed make the others'],
    [{ reason: 'INITIAL' }, 'Reason must be ADJUSTMENT or RETURN: orders, cancellations and the seed make the others'],
  ])('refuses %p with BAD_USER_INPUT', async (change, message) => {
    const input = { productId: products[0].id, size: products[0].sizes[0], delta: 1, reason: 'ADJUSTMENT', ...change };
    expectGqlError(await gql(server, ADJUST_STOCK, { input }, { token: admin.token }), 'BAD_USER_INPUT', message);
  });
});

describe('stockLevels and stockMovements', () => {
  test('levels by product id then size order, paged, with the total; search by id or name; one product', async () => {
    const page1 = expectGqlOk(await gql(server, STOCK_LEVELS, { pageSize: 5 }, { token: admin.token })).stockLevels;
    expect(page1).toEqual(expect.objectContaining({ page: 1, pageSize: 5 }));
    const totalSizes = catalogue.reduce((n, p) => n + Math.max(1, p.sizes.length), 0);
    expect(page1.total).toBe(totalSizes);
    const first = [...catalogue].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }))[0];
    expect(page1.items[0]).toEqual(expect.objectContaining({ productId: first.id, productName: first.name, size: first.sizes[0] ?? 'One Size' }));
    const page2 = expectGqlOk(await gql(server, STOCK_LEVELS, { page: 2, pageSize: 5 }, { token: admin.token })).stockLevels;
    expect(page2.items[0]).not.toEqual(page1.items[0]);

    const p = products[3];
    const one = expectGqlOk(await gql(server, STOCK_LEVELS, { filter: { productId: p.id } }, { token: admin.token })).stockLevels;
    expect(one.items.map((l: any) => l.size)).toEqual(p.sizes);
    const word = p.name.split(' ').slice(-1)[0].toUpperCase();
    const byName = expectGqlOk(await gql(server, STOCK_LEVELS, { filter: { search: word }, pageSize: 100 }, { token: admin.token })).stockLevels;
    expect(byName.items.length).toBeGreaterThan(0);
    for (const l of byName.items) expect(l.productName.toUpperCase().includes(word) || l.productId.includes(word.toLowerCase())).toBe(true);
  });

  test('lowOnly lists sizes under 5, sold out included', async () => {
    const low = expectGqlOk(await gql(server, STOCK_LEVELS, { filter: { lowOnly: true }, pageSize: 100 }, { token: admin.token })).stockLevels;
    expect(low.total).toBeGreaterThan(0);
    for (const l of low.items) expect(l.available).toBeLessThan(5);
  });

  test('page and page size out of range, a limit out of range: BAD_USER_INPUT; movements of an unknown product: NOT_FOUND', async () => {
    expectGqlError(await gql(server, STOCK_LEVELS, { page: 0 }, { token: admin.token }), 'BAD_USER_INPUT', 'Page must be a whole number from 1');
    expectGqlError(await gql(server, STOCK_LEVELS, { pageSize: 101 }, { token: admin.token }), 'BAD_USER_INPUT', 'Page size must be from 1 to 100');
    expectGqlError(await gql(server, STOCK_MOVEMENTS, { productId: '103', limit: 201 }, { token: admin.token }), 'BAD_USER_INPUT', 'Limit must be from 1 to 200');
    expectGqlError(await gql(server, STOCK_MOVEMENTS, { productId: 'no-such' }, { token: admin.token }), 'NOT_FOUND', 'Unknown product no-such');
  });
});
