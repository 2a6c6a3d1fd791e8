/**
 * The wishlist in a real browser (DECISIONS 18, issue 60): the hearts on cards and the product
 * page add and remove with a toast, the header's badge counts and links to /wishlist at desktop
 * and phone widths, a visitor's list is merged into the account's at sign-in (which returns to
 * /wishlist, DECISIONS 20), survives a reload and shows on another device, and /wishlist moves
 * an item to the cart (asking for its size) or removes it.
 */
import type { Browser, Page } from 'playwright-core';
import { rest, signedUpShopper } from '../support/api';
import { launchBrowser } from '../support/browser';
import { type RunningServer, startServer } from '../support/start-server';
import { seededProducts } from '../support/stock';
import { PASSWORD, toast } from './account-helpers';
import { catalogue, eventually, newContext, screenshot, sidewaysOverflow, twoSizes, visit, waitForProducts } from './shop-helpers';

jest.setTimeout(180_000);

const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const badge = (page: Page) => page.getByTestId('wishlist-count').innerText();
const storedIds = (page: Page) => page.evaluate(() => JSON.stringify(JSON.parse(localStorage.getItem('wishlist-storage') ?? 'null')?.state?.ids ?? []));

test('a visitor adds and removes with the hearts, signs in from /wishlist, and finds the lists merged there, after a reload and on another device', async () => {
  const shopper = await signedUpShopper(server, false);
  // The account already keeps one product (added on another device).
  const kept = catalogue.find((p) => p.id !== twoSizes.id)!;
  expect((await rest(server, 'POST', '/api/wishlist', { productId: kept.id }, { token: shopper.token })).status).toBe(200);

  const page = await (await newContext(browser, WIDE, server.url)).newPage();
  await visit(page, '/shop');
  await waitForProducts(page);
  const cards = page.getByTestId('product-card');
  const [first, second] = [cards.nth(0), cards.nth(1)];
  const names = [await first.locator('.product-card-name').innerText(), await second.locator('.product-card-name').innerText()];
  await first.getByTestId('wishlist-heart').click();
  await toast(page, `Added to wishlist: ${names[0]}`);
  await second.getByTestId('wishlist-heart').click();
  expect(await second.getByTestId('wishlist-heart').getAttribute('aria-pressed')).toBe('true');
  expect(await badge(page)).toBe('2');
  await screenshot(page, 'wishlist-hearts');
  await first.getByTestId('wishlist-heart').click();
  await toast(page, `Removed from wishlist: ${names[0]}`);
  expect(await badge(page)).toBe('1');
  expect(await page.getByTestId('wishlist').getAttribute('aria-label')).toBe('Wishlist, 1 items');

  // The product page's Wishlist button.
  await visit(page, `/product/${twoSizes.id}`);
  await page.getByTestId('wishlist-button').click();
  await toast(page, `Added to wishlist: ${twoSizes.name}`);
  expect(await page.getByTestId('wishlist-button').getAttribute('aria-label')).toBe('Remove from wishlist');
  expect(await badge(page)).toBe('2');

  // The badge links to /wishlist; a visitor is offered to sign in, which comes back here.
  await page.getByTestId('wishlist').click();
  await page.waitForURL((u) => u.pathname === '/wishlist');
  await page.getByRole('heading', { name: /My Wishlist/ }).waitFor();
  expect(await page.getByTestId('wishlist-item').count()).toBe(2);
  await page.getByTestId('wishlist-sign-in').getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/wishlist');
  await page.getByTestId('email').fill(shopper.user.email);
  await page.getByTestId('password').fill(PASSWORD);
  await page.getByTestId('auth-submit').click();
  await page.waitForURL((u) => u.pathname === '/wishlist');
  // Merged: the account's product and the visitor's two, newest first.
  await eventually(async () => (await page.getByTestId('wishlist-item').locator('.product-card-name').allInnerTexts()).join(' | '), [twoSizes.name, names[1], kept.name].join(' | '));
  expect(await badge(page)).toBe('3');
  await eventually(async () => (await rest(server, 'GET', '/api/wishlist', undefined, { token: shopper.token })).body.items.map((i: { productId: string }) => i.productId).length, 3);
  await screenshot(page, 'wishlist-signed-in');

  await page.reload();
  await page.getByTestId('wishlist-item').nth(2).waitFor();
  expect(await badge(page)).toBe('3');

  // Another device: signing in there shows the same three.
  const other = await (await newContext(browser, PHONE, server.url)).newPage();
  await visit(other, '/login');
  await other.getByTestId('email').fill(shopper.user.email);
  await other.getByTestId('password').fill(PASSWORD);
  await other.getByTestId('auth-submit').click();
  await other.waitForURL((u) => u.pathname === '/');
  await eventually(() => badge(other), '3');
  // A removal there reaches the server, and this device sees it on its next page.
  await visit(other, '/wishlist');
  await other.getByTestId('wishlist-item').filter({ hasText: kept.name }).getByTestId('wishlist-remove').click();
  await toast(other, `Removed from wishlist: ${kept.name}`);
  await eventually(async () => (await rest(server, 'GET', '/api/wishlist', undefined, { token: shopper.token })).body.items.length, 2);
  await visit(page, '/');
  await eventually(() => badge(page), '2');

  // Signing out leaves an empty visitor's list in this browser.
  await other.context().close();
  await page.context().close();
});

test('at phone width: the badge shows and links, Move to Cart asks for the size and moves it, Remove, and the empty state', async () => {
  const page = await (await newContext(browser, PHONE, server.url)).newPage();
  await visit(page, '/');
  const single = catalogue.find((p) => p.sizes.length === 0 && p.id !== twoSizes.id && seededProducts(catalogue).seed[p.id]['One Size'] > 0)!;
  const { outOfStock } = seededProducts(catalogue);
  await page.evaluate((ids) => localStorage.setItem('wishlist-storage', JSON.stringify({ version: 1, state: { ids, owner: null } })), [single.id, outOfStock.id, twoSizes.id]);
  await visit(page, '/');
  const link = page.getByTestId('wishlist');
  await link.waitFor();
  expect(await link.isVisible()).toBe(true);
  expect(await badge(page)).toBe('3');
  await link.click();
  await page.waitForURL((u) => u.pathname === '/wishlist');
  const item = page.getByTestId('wishlist-item').filter({ hasText: twoSizes.name });
  await item.waitFor();
  expect(await sidewaysOverflow(page)).toBe(0);
  // A product sold out in every size says so, and offers no Move to Cart.
  const gone = page.getByTestId('wishlist-item').filter({ hasText: outOfStock.name });
  await gone.getByTestId('wishlist-sold-out').waitFor();
  expect(await gone.getByRole('button', { name: /Move to Cart/ }).count()).toBe(0);
  await screenshot(page, 'wishlist-phone');
  await gone.getByTestId('wishlist-remove').click();
  await toast(page, `Removed from wishlist: ${outOfStock.name}`);

  await item.getByRole('button', { name: /Move to Cart/ }).click();
  const sizes = item.getByRole('group', { name: `Choose a size of ${twoSizes.name}` });
  await sizes.waitFor();
  await sizes.getByRole('button', { name: twoSizes.sizes[1], exact: true }).click();
  await toast(page, `Added to cart: ${twoSizes.name}, size ${twoSizes.sizes[1]}`);
  await item.waitFor({ state: 'detached' });
  expect(await page.getByTestId('cart-count').innerText()).toBe('1');
  expect(await badge(page)).toBe('1');
  expect(await storedIds(page)).toBe(JSON.stringify([single.id]));

  await page.getByTestId('wishlist-remove').click();
  await toast(page, `Removed from wishlist: ${single.name}`);
  await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
  expect(await badge(page)).toBe('0');
  await screenshot(page, 'wishlist-empty-phone');
  await page.context().close();
});
