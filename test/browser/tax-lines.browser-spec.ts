/**
 * Tax per GST rate in the shop (issue 58): with a rates file where one category ('home') is 5%,
 * /cart and the checkout show the server's rows, 'Tax (5%)' and 'Tax (18%)', each its amount,
 * at 1366 and 390 px; a cart of one rate shows one 'Tax (18%)' row; the product page says each
 * product's own rate beside its price.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { gstRatesFileWith } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { eventually, fillProfile, newEmail, pick, registerInBrowser, toast, type Product } from './account-helpers';
import { newContext, rupees, screenshot, visit } from './shop-helpers';

jest.setTimeout(120_000);

const ratesFile = gstRatesFileWith('home', 5);

const homeGood = pick((p) => p.category === 'home' && p.sizes.length === 0);
const bag = pick((p) => p.category === 'bags' && p.sizes.length === 0);
const paise = (r: number) => Math.round(r * 100);
const at5 = paise(homeGood.price) * 2;
const at18 = paise(bag.price);
const total = at5 + at18 + Math.round(at5 * 0.05) + Math.round(at18 * 0.18);
const WIDTHS = [['1366', { width: 1366, height: 900 }], ['390', { width: 390, height: 844 }]] as const;

describe('tax rows follow the server’s rates (one category at 5%)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { GST_RATES_FILE: ratesFile } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function withCart(page: Page, lines: { product: Product; quantity: number }[], path: string) {
    await page.evaluate((items) => localStorage.setItem('cart-storage', JSON.stringify({ version: 1, state: { items } })),
      lines.map(({ product, quantity }) => ({ product, size: 'One Size', quantity, price: product.price })));
    await visit(page, path);
  }
  const text = (page: Page, testId: string) => () => page.getByTestId(testId).first().innerText();

  it.each(WIDTHS)('at %s px /cart and the checkout show Tax (5%%) and Tax (18%%), each its amount, and the total', async (width, viewport) => {
    const page = await (await newContext(browser, viewport, server.url)).newPage();
    await registerInBrowser(page, newEmail(`tax-${width}`));
    await visit(page, '/profile');
    await fillProfile(page, { phone: '+91 98765 43210', addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' });
    await toast(page, 'Profile updated successfully!');

    await withCart(page, [{ product: homeGood, quantity: 2 }, { product: bag, quantity: 1 }], '/cart');
    await eventually(text(page, 'cart-tax-5'), rupees(Math.round(at5 * 0.05)));
    await eventually(text(page, 'cart-tax-18'), rupees(Math.round(at18 * 0.18)));
    await eventually(text(page, 'cart-total'), rupees(total));
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText('Tax (5%)', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(summary.getByText('Tax (18%)', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('cart-tax').count()).resolves.toBe(0);
    await screenshot(page, 'tax-lines-cart');

    await visit(page, '/checkout');
    await eventually(text(page, 'checkout-tax-5'), rupees(Math.round(at5 * 0.05)));
    await eventually(text(page, 'checkout-tax-18'), rupees(Math.round(at18 * 0.18)));
    await eventually(text(page, 'checkout-total'), rupees(total));
    await expect(page.getByText('Tax (5%)', { exact: true }).first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'tax-lines-checkout');

    // One rate: one row, 'Tax (18%)'.
    await withCart(page, [{ product: bag, quantity: 1 }], '/cart');
    await eventually(text(page, 'cart-tax'), rupees(Math.round(at18 * 0.18)));
    await expect(page.getByText('Tax (18%)', { exact: true }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('Tax (5%)', { exact: true }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it.each(WIDTHS)("at %s px the product page says the product's own rate: '+ 5%% GST' on a home good, '+ 18%% GST' on a bag", async (width, viewport) => {
    const page = await (await newContext(browser, viewport, server.url)).newPage();
    for (const [product, said] of [[homeGood, '+ 5% GST'], [bag, '+ 18% GST']] as const) {
      await visit(page, `/product/${product.id}`);
      await eventually(() => page.locator('main').getByTestId('price-tax').first().innerText(), said);
      if (width === '390') {
        // The phones' sticky bar says the same.
        const bar = page.getByTestId('sticky-add-bar');
        await bar.waitFor({ state: 'visible' });
        await expect(bar.getByTestId('price-tax').innerText()).resolves.toBe(said);
      }
      if (product === homeGood) await screenshot(page, 'tax-lines-product-5');
    }
    await page.context().close();
  });
});
