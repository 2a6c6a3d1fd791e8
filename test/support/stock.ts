/**
 * Stock helpers for the stock suites (test/e2e/stock-*.e2e-spec.ts) and the race and crash
 * tests: GraphQL documents, figures set through the admin API, what is stored, and the
 * operator CLI against a server's database.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gql } from './api';
import { type CatalogueProduct, dbQuery, expectGqlOk, loadCatalogue, stockSeed } from './shop';
import { ROOT, type RunningServer } from './start-server';

export const STOCK = 'query Stock($ids: [ID!]!) { stock(productIds: $ids) { productId inStock sizes { size available } } }';
export const LEVEL_FIELDS = 'productId productName size available updatedAt';
export const MOVEMENT_FIELDS = 'id productId size delta reason note actor orderNumber createdAt';
export const SET_STOCK = `mutation Set($input: SetStockInput!) { setStock(input: $input) { ${LEVEL_FIELDS} } }`;
export const ADJUST_STOCK = `mutation Adjust($input: AdjustStockInput!) { adjustStock(input: $input) { ${LEVEL_FIELDS} } }`;
export const STOCK_LEVELS = `query Levels($filter: StockFilter, $page: Int, $pageSize: Int) { stockLevels(filter: $filter, page: $page, pageSize: $pageSize) { items { ${LEVEL_FIELDS} } total page pageSize } }`;
export const STOCK_MOVEMENTS = `query Movements($productId: ID!, $size: String, $limit: Int) { stockMovements(productId: $productId, size: $size, limit: $limit) { ${MOVEMENT_FIELDS} } }`;
export const QUOTE = 'query Quote($lines: [CartLineInput!]!) { quoteCart(lines: $lines) { orderable lines { productId size quantity problem available lineTotal } } }';

/** The over-stock message of an order line and of the quote. */
export const overStock = (name: string, size: string, left: number) => (left > 0 ? `Only ${left} left of ${name} in size ${size}` : `${name} in size ${size} is sold out`);

/** Sets a size's figure through the admin API. */
export async function setStock(server: RunningServer, adminToken: string, productId: string, size: string, quantity: number, note?: string) {
  return expectGqlOk(await gql(server, SET_STOCK, { input: { productId, size, quantity, ...(note ? { note } : {}) } }, { token: adminToken })).setStock;
}

/** What the database holds for a size (null when it has no row). */
export async function levelOf(server: RunningServer, productId: string, size: string): Promise<number | null> {
  const rows = await dbQuery(server, 'SELECT available FROM stock_levels WHERE product_id = $1 AND size = $2', [productId, size]);
  return rows.length ? Number(rows[0].available) : null;
}

/** Every stored movement of a size, oldest first. */
export async function movementsOf(server: RunningServer, productId: string, size: string) {
  const rows = await dbQuery(server, 'SELECT delta, reason, actor, note, order_number FROM stock_movements WHERE product_id = $1 AND size = $2 ORDER BY created_at, id', [productId, size]);
  return rows.map((r) => ({ delta: Number(r.delta), reason: r.reason as string, actor: r.actor as string, note: r.note as string | null, orderNumber: r.order_number as string | null }));
}

/** Counts of everything an order writes, stock included. */
export async function storedWithStock(server: RunningServer) {
  const n = async (table: string) => Number((await dbQuery(server, `SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  const levels = await dbQuery(server, 'SELECT product_id, size, available FROM stock_levels ORDER BY product_id, size');
  return { orders: await n('orders'), items: await n('order_items'), keys: await n('idempotency_keys'), movements: await n('stock_movements'), levels: levels.map((l) => `${l.product_id}/${l.size}=${l.available}`) };
}

/** Products of the catalogue by what their sizes start with: distinct ones, each with sizes. */
export function seededProducts(catalogue: CatalogueProduct[] = loadCatalogue()) {
  const seed = stockSeed();
  const sizesOf = (p: CatalogueProduct) => (p.sizes.length ? p.sizes : ['One Size']);
  const soldOutSize = catalogue.flatMap((p) => sizesOf(p).filter((s) => seed[p.id]?.[s] === 0).map((size) => ({ product: p, size })))[0];
  const lowSize = catalogue.flatMap((p) => sizesOf(p).filter((s) => (seed[p.id]?.[s] ?? 0) > 0 && seed[p.id][s] < 5).map((size) => ({ product: p, size, left: seed[p.id][size] })))[0];
  const outOfStock = catalogue.find((p) => sizesOf(p).every((s) => (seed[p.id]?.[s] ?? 0) === 0))!;
  return { soldOutSize, lowSize, outOfStock, seed };
}

const run = promisify(execFile);

/** The operator CLI (`npm run admin -- ...`) against a server's database; answers its output and exit code. */
export async function adminCli(server: RunningServer, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(ROOT, 'server/dist/cli/admin.js'), ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: server.databaseUrl, JWT_SECRET: 'e2e-test-secret-that-is-long-enough-0123456789' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: Number(e.code ?? 1), stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/**
 * A seed file giving every size of the catalogue `units` (STOCK_SEED_FILE), for tests that
 * place orders for minutes and are about something else than stock running out.
 */
export function plentifulSeedFile(units = 100_000): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync, writeFileSync } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { tmpdir } = require('node:os') as typeof import('node:os');
  const file = join(mkdtempSync(join(tmpdir(), 'squ-seed-')), 'stock-seed.json');
  const seed = Object.fromEntries(loadCatalogue().map((p) => [p.id, Object.fromEntries((p.sizes.length ? p.sizes : ['One Size']).map((s) => [s, units]))]));
  writeFileSync(file, JSON.stringify(seed));
  return file;
}
