import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { gql, rest, WEBSITE } from '../support/api';
import { ROOT, type RunningServer } from '../support/start-server';
import { SHOTS, type CatalogueProduct } from './shop-helpers';

const run = promisify(execFile);
const ADMIN = { email: 'stock.admin@squ.test', password: 'stock-admin-password-1' };

/**
 * An admin's token on `server`: the account is made with the operator CLI (`npm run admin --
 * create-admin`) on the server's database, as an operator would, then signs in over REST.
 */
export async function adminToken(server: RunningServer): Promise<string> {
  await run(process.execPath, [join(ROOT, 'server/dist/cli/admin.js'), 'create-admin', '--email', ADMIN.email, '--password', ADMIN.password], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: server.databaseUrl, JWT_SECRET: 'browser-test-secret-that-is-long-enough-0123456789' },
  });
  const login = await rest(server, 'POST', '/api/auth/login', { ...ADMIN, website: WEBSITE });
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.token as string;
}

const SET_STOCK = 'mutation S($input: SetStockInput!) { setStock(input: $input) { available } }';

/** Sets what is left of each given size through the admin API (setStock), as the staff would. */
export async function setStock(server: RunningServer, token: string, productId: string, sizes: Record<string, number>): Promise<void> {
  for (const [size, quantity] of Object.entries(sizes)) {
    const res = await gql(server, SET_STOCK, { input: { productId, size, quantity, note: 'browser test' } }, { token });
    if (res.body.errors) throw new Error(`setStock ${productId} ${size}: ${JSON.stringify(res.body.errors)}`);
  }
}

/** Every size of `p` at `quantity`, then the given ones as given. */
export const stockOf = (p: CatalogueProduct, quantity: number, given: Record<string, number> = {}) => ({
  ...Object.fromEntries((p.sizes.length ? p.sizes : ['One Size']).map((s) => [s, quantity])),
  ...given,
});

/** Puts exactly these lines in the stored cart (the page is reloaded or visited after). */
export async function storeCart(page: Page, lines: { product: CatalogueProduct; size: string; quantity: number }[]): Promise<void> {
  await page.evaluate(
    (items) => localStorage.setItem('cart-storage', JSON.stringify({ version: 1, state: { items } })),
    lines.map((l) => ({ ...l, price: l.product.price })),
  );
}

/** The picture of what the shopper sees now (the viewport), as <name>-<width>.png in test/artifacts/screenshots. */
export async function viewShot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`) });
}

/** The products of `products` that the server says are sold out in `size` (the seed's stock and what a spec set). */
export async function soldOutIn(server: RunningServer, products: CatalogueProduct[], size: string): Promise<Set<string>> {
  const res = await gql<{ stock: { productId: string; sizes: { size: string; available: number }[] }[] }>(
    server,
    'query S($ids: [ID!]!) { stock(productIds: $ids) { productId sizes { size available } } }',
    { ids: products.map((p) => p.id) },
  );
  if (!res.body.data) throw new Error(`stock: ${JSON.stringify(res.body.errors)}`);
  return new Set(res.body.data.stock.filter((s) => s.sizes.some((z) => z.size === size && z.available === 0)).map((s) => s.productId));
}
