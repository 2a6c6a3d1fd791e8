/**
 * Issue 57: the 'Deliver to' box on the product page and the cart, and the checkout's promise and
 * Cash on Delivery by the shipping address's pincode, at desktop and phone widths. Every answer
 * is the server's: the operator's overrides (a pincode served prepaid only) come by its CLI.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { type RunningServer, startServer } from '../support/start-server';
import { adminCli } from '../support/stock';
import { eventually, fillProfile, newEmail, pick, registerInBrowser, toast } from './account-helpers';
import { newContext, reload, sidewaysOverflow, visit } from './shop-helpers';

jest.setTimeout(180_000);

const PREPAID_ONLY = '744101';
const product = pick((p) => p.price >= 999 && p.sizes.length === 0);
let server: RunningServer;
let browser: Browser;
const dir = mkdtempSync(join(tmpdir(), 'squ-deliver-to-'));

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { DELIVERY_OVERRIDES_REFRESH_SECONDS: '1' } }), launchBrowser()]);
  const file = join(dir, 'overrides.csv');
  writeFileSync(file, `pincode,serviceable,cod,note\n${PREPAID_ONLY},yes,no,islands\n`);
  const imported = await adminCli(server, 'pincodes', 'import', file);
  if (imported.code !== 0) throw new Error(imported.stderr);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
])('Deliver to (%s)', (_, viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser, viewport, server.url);
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  const box = () => page.getByTestId('deliver-to');
  /** The box's answer, one line per line shown. */
  const answer = async () => (await box().getByTestId('deliver-to-answer').innerText()).trim().replace(/\s*\n\s*/g, '\n');
  const check = async (pin: string) => {
    await box().getByTestId('deliver-to-pincode').fill(pin);
    await box().getByRole('button', { name: 'Check' }).click();
  };

  it("the product page answers a pincode's day and COD, an unknown one and a wrong shape; the pincode is remembered", async () => {
    await visit(page, `/product/${product.id}`);
    await eventually(answer, 'Enter your pincode for the delivery date and Cash on Delivery.');
    await check('560034');
    await eventually(async () => /^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2} · Bangalore, Karnataka\nCash on Delivery available$/.test(await answer()), true);
    await check('12345');
    await eventually(answer, 'Please enter a valid 6-digit PIN code');
    await check('999999');
    await eventually(answer, "We don't know the pincode 999999: please check it");
    await check(PREPAID_ONLY);
    await eventually(async () => (await answer()).endsWith(`Cash on Delivery is not available for ${PREPAID_ONLY}`), true);
    expect(await sidewaysOverflow(page)).toBe(0);
    await reload(page);
    await eventually(() => box().getByTestId('deliver-to-pincode').inputValue(), PREPAID_ONLY);
    await eventually(async () => (await answer()).startsWith('Delivery by'), true);
  });

  it('the cart shows the remembered pincode\'s answer', async () => {
    await page.evaluate((item) => localStorage.setItem('cart-storage', JSON.stringify({ version: 1, state: { items: [item] } })), { product, size: 'One Size', quantity: 1, price: product.price });
    await visit(page, '/cart');
    await eventually(async () => (await answer()).endsWith(`Cash on Delivery is not available for ${PREPAID_ONLY}`), true);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it("checkout promises the day for the shipping address's pincode above Place Order, and refuses COD where the pincode does not take it", async () => {
    await registerInBrowser(page, newEmail('deliver'));
    await visit(page, '/profile');
    await fillProfile(page, { phone: '+91 98765 43210', addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' });
    await toast(page, 'Profile updated successfully!');
    await visit(page, '/checkout');
    await eventually(async () => /^Delivery by .+ to 560001$/.test(await page.getByTestId('checkout-promise').innerText()), true);
    await page.getByTestId('payment-COD').click();
    await eventually(() => page.getByTestId('place-order').isDisabled(), false);

    await visit(page, '/profile');
    await fillProfile(page, { addressLine1: '1 Aberdeen Bazaar', city: 'Port Blair', state: 'Andaman and Nicobar Islands', postalCode: PREPAID_ONLY });
    await toast(page, 'Profile updated successfully!');
    await visit(page, '/checkout');
    await page.getByTestId('payment-COD').click();
    await eventually(() => page.getByTestId('place-order-reason').innerText(), `Cash on Delivery is not available for ${PREPAID_ONLY}`);
    await expect(page.getByTestId('place-order').isDisabled()).resolves.toBe(true);
    await eventually(async () => (await page.getByTestId('checkout-promise').innerText()).endsWith(`to ${PREPAID_ONLY}`), true);
    await page.getByTestId('payment-UPI').click();
    await eventually(() => page.getByTestId('place-order').isDisabled(), false);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
