import type { Page } from 'playwright-core';
import { gql, WEBSITE } from '../support/api';
import { MOVE, plentySizes, staffSays } from '../support/shop';
import type { RunningServer } from '../support/start-server';
import { catalogue, eventually, visit } from './shop-helpers';

export const ADMIN = { email: 'admin@squ.test', password: 'admin-password-123' };
export const PASSWORD = 'secret123';

export type Product = (typeof catalogue)[number];
/**
 * The cheapest product that passes `ok` whose sizes (or 'One Size') all start with plenty of
 * stock, so that the seed's sold-out and low sizes never refuse a test's order.
 */
export const pick = (ok: (p: Product) => boolean): Product => {
  const stocked = (p: Product) => plentySizes(p).length === Math.max(1, p.sizes.length);
  const found = catalogue.filter((p) => ok(p) && stocked(p)).sort((a, b) => a.price - b.price || a.id.localeCompare(b.id))[0];
  if (!found) throw new Error('The catalogue has no product for this test');
  return found;
};

let n = 0;
export const newEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${(n += 1)}@example.in`;

/** The session the shop keeps in localStorage (auth-storage). */
export async function storedSession(page: Page): Promise<{ token: string; user: { id: string } } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? 'null')?.state ?? null);
}

/** A toast with this text appears. */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });

/** Registers through the /login screen (the server sets the refresh cookie in the browser). */
export async function registerInBrowser(page: Page, email: string, first = 'Asha', last = 'Verma') {
  await visit(page, '/login');
  await page.getByTestId('auth-toggle').click();
  await page.getByTestId('first-name').fill(first);
  await page.getByTestId('last-name').fill(last);
  await page.getByTestId('email').fill(email);
  await page.getByTestId('password').fill(PASSWORD);
  await page.getByTestId('auth-submit').click();
  await page.waitForURL((u) => u.pathname === '/');
}

export async function signInInBrowser(page: Page, email: string, password = PASSWORD) {
  await visit(page, '/login');
  await page.getByTestId('email').fill(email);
  await page.getByTestId('password').fill(password);
  await page.getByTestId('auth-submit').click();
}

/** Waits for the home page after signing in; on failure says what the shopper saw (toasts, URL). */
export async function signedIn(page: Page) {
  try {
    await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
  } catch (error) {
    const toasts = await page.getByRole('status').allInnerTexts().catch(() => []);
    throw new Error(`Not signed in: at ${page.url()}, toasts ${JSON.stringify(toasts)}: ${(error as Error).message}`);
  }
}

/** Adds a product from its page, in the size the shopper picks (`size`; by default its first size, if it has several). */
export async function addFromProductPage(page: Page, product: Product, quantity = 1, size = product.sizes.length > 1 ? product.sizes[0] : undefined) {
  await visit(page, `/product/${product.id}`);
  await page.getByTestId('add-to-cart').waitFor();
  if (size) await page.getByTestId(`size-option-${size}`).click();
  for (let i = 1; i < quantity; i += 1) await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByTestId('add-to-cart').click();
  await toast(page, 'Added to cart!');
}

export async function fillProfile(page: Page, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    await page.getByTestId(`profile-${field}`).fill(value);
  }
  await page.getByTestId('profile-save').click();
}

const ORDERS = `query Orders($id: ID!) { ordersByUser(userId: $id) { orderNumber status paymentStatus paymentMethod total codCharge estimatedDelivery items { productId size quantity } shippingAddress { state } } }`;

export async function apiOrders(server: RunningServer, page: Page) {
  const s = await storedSession(page);
  const res = await gql(server, ORDERS, { id: s!.user.id }, { token: s!.token });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.ordersByUser as { orderNumber: string; status: string; paymentStatus: string; paymentMethod: string; total: number; codCharge: number; estimatedDelivery: string; items: { productId: string; size: string; quantity: number }[]; shippingAddress: { state: string } }[];
}

const ORDER = 'query O($n: String!) { order(orderNumber: $n) { paymentMethod total } }';

/** The admin (seeded from env) moves an order along its lifecycle over GraphQL, saying what each move records. */
export async function adminMoves(server: RunningServer, orderNumber: string, statuses: string[]) {
  const login = await gql(server, 'mutation L($i: LoginInput!) { login(input: $i) { token } }', { i: { ...ADMIN, website: WEBSITE } });
  const token = login.body.data?.login.token;
  if (!token) throw new Error(`admin login failed: ${JSON.stringify(login.body)}`);
  for (const status of statuses) {
    const res = await gql(server, MOVE, { n: orderNumber, s: status, ...staffSays(status, (await gql(server, ORDER, { n: orderNumber }, { token })).body.data?.order) }, { token });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  }
}

/** Dates as the shop prints them (India time): '22 Nov 2026' / 'Sun, 29 Nov 2026'. */
export function shopDate(iso: string, weekday = false): string {
  const f = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
  const p = Object.fromEntries(f.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${weekday ? `${p.weekday}, ` : ''}${p.day} ${p.month} ${p.year}`;
}

export async function cartCount(page: Page) {
  return page.getByTestId('cart-count').innerText();
}

export { eventually };
