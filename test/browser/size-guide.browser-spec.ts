/**
 * The product page's size guide (its chart, from committed data, in a drawer loaded on first
 * use) at desktop and phone widths, and 'Notify me' on a sold-out size: a visitor is sent to
 * sign in and comes back; a signed-in shopper's request is stored (issue 60).
 */
import type { Browser, Page } from 'playwright-core';
import { rest, signedUpShopper } from '../support/api';
import { launchBrowser } from '../support/browser';
import { type RunningServer, startServer } from '../support/start-server';
import { seededProducts } from '../support/stock';
import { PASSWORD, toast } from './account-helpers';
import { catalogue, eventually, newContext, screenshot, sidewaysOverflow, visit } from './shop-helpers';

jest.setTimeout(120_000);

const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const jeans = catalogue.find((p) => /jeans/.test(p.category) && p.sizes.length > 1)!;
const dress = catalogue.find((p) => p.category === 'women-dresses' && p.sizes.length > 1)!;

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openGuide(page: Page, product: { id: string }) {
  await visit(page, `/product/${product.id}`);
  const chunks: string[] = [];
  page.on('request', (r) => r.url().includes('size-guide-panel') && chunks.push(r.url()));
  await page.getByTestId('size-guide-link').click();
  const guide = page.getByTestId('size-guide');
  await guide.waitFor();
  return { guide, chunks };
}

test.each([
  ['desktop', WIDE, dress],
  ['phone', PHONE, jeans],
])("at %s width, 'Size guide' beside the sizes opens the category's chart, its sizes the product's", async (_, viewport, product) => {
  const page = await (await newContext(browser, viewport, server.url)).newPage();
  const { guide, chunks } = await openGuide(page, product);
  // The chart's code and data came only now, in a chunk of their own.
  expect(chunks.length).toBeGreaterThan(0);
  const rows = await guide.locator('tbody th').allInnerTexts();
  for (const size of product.sizes) expect(rows).toContain(size);
  const header = (await guide.locator('thead th').allInnerTexts()).join(' | ');
  expect(header).toMatch(/jeans/.test(product.category) ? /Waist \(cm \/ in\) \| Inseam \(cm \/ in\)/ : /(Bust|Chest) \(cm \/ in\) \| Waist \(cm \/ in\) \| Length \(cm \/ in\)/);
  // A row in cm and inches: '86 / 34'.
  expect(await guide.locator('tbody td').first().innerText()).toMatch(/^\d+(\.\d)? \/ \d+(\.5)?$/);
  expect(await sidewaysOverflow(page)).toBe(0);
  await screenshot(page, 'size-guide');
  await page.getByRole('button', { name: 'Close size guide' }).click();
  await guide.waitFor({ state: 'detached' });
  await page.context().close();
});

test("'Notify me' on a sold-out size: a visitor signs in and comes back; the request is stored", async () => {
  const { soldOutSize } = seededProducts(catalogue);
  const { product, size } = soldOutSize;
  const shopper = await signedUpShopper(server, false);
  const page = await (await newContext(browser, WIDE, server.url)).newPage();
  await visit(page, `/product/${product.id}`);
  const notifyMe = page.getByTestId('notify-me').getByRole('button', { name: size === 'One Size' ? 'Notify me' : `Notify me (${size})`, exact: true });
  await notifyMe.click();
  await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === `/product/${product.id}`);
  await page.getByTestId('email').fill(shopper.user.email);
  await page.getByTestId('password').fill(PASSWORD);
  await page.getByTestId('auth-submit').click();
  await page.waitForURL((u) => u.pathname === `/product/${product.id}`);
  await notifyMe.click();
  await toast(page, new RegExp(`^We will e-mail you when ${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await eventually(async () => JSON.stringify((await rest(server, 'GET', '/api/stock-alerts', undefined, { token: shopper.token })).body.alerts.map((a: { productId: string; size: string }) => [a.productId, a.size])), JSON.stringify([[product.id, size]]));
  await screenshot(page, 'notify-me');
  await page.context().close();
});
