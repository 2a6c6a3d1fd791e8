import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { COD_MINIMUM as COD_MIN } from '../support/orders';
import { type RunningServer, startServer } from '../support/start-server';
import { apiOrders, eventually, fillProfile, newEmail, pick, registerInBrowser, toast, type Product } from './account-helpers';
import { gate, newContext, rupees, visit } from './shop-helpers';

jest.setTimeout(120_000);

/** The checkout as a shopper sees it: every figure, and whether COD may be placed, is the server's quote. */
const under199 = pick((p) => p.price === 169 && p.sizes.length === 0);
const charged = pick((p) => p.price >= 249 && p.price < 299 && p.sizes.length === 0);
const noCharge = pick((p) => p.price >= 999 && p.sizes.length === 0);
const paise = (rupeesValue: number) => Math.round(rupeesValue * 100);
const withTax = (p: number) => p + Math.round(p * 0.18);

describe('the checkout shows the server quote (Chromium, 1366 px)', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let orderCalls: string[];

  /** Puts exactly these lines in the stored cart and opens the checkout. */
  async function checkoutWith(lines: { product: Product; quantity: number }[]) {
    await page.evaluate((items) => localStorage.setItem('cart-storage', JSON.stringify({ version: 1, state: { items } })),
      lines.map(({ product, quantity }) => ({ product, size: 'One Size', quantity, price: product.price })));
    await visit(page, '/checkout');
  }
  const text = (testId: string) => () => page.getByTestId(testId).innerText();
  const placeButton = () => page.getByTestId('place-order');

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await newContext(browser, { width: 1366, height: 900 }, server.url);
    page = await context.newPage();
    orderCalls = [];
    page.on('request', (r) => { if (r.postData()?.includes('"operationName":"CreateOrder"')) orderCalls.push(r.postData()!); });
    await registerInBrowser(page, newEmail('quote'));
    await visit(page, '/profile');
    await fillProfile(page, { phone: '+91 98765 43210', addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' });
    await toast(page, 'Profile updated successfully!');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a ₹169 cart with Cash on Delivery: the quote says COD is not available and why; the button is disabled and says why; nothing is sent', async () => {
    await checkoutWith([{ product: under199, quantity: 1 }]);
    await eventually(text('checkout-total'), rupees(withTax(16900)));
    await page.getByTestId('payment-COD').click();
    await eventually(text('checkout-cod-charge'), 'Not available');
    await eventually(text('checkout-total'), rupees(withTax(16900)));
    await eventually(text('place-order-reason'), COD_MIN);
    // Said once: under the button it disables, not again under the option.
    await expect(page.getByText(COD_MIN).count()).resolves.toBe(1);
    await expect(placeButton().innerText()).resolves.toBe('Place COD Order');
    await expect(placeButton().isDisabled()).resolves.toBe(true);
    const describedBy = await placeButton().getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`).innerText()).resolves.toBe(COD_MIN);
    await placeButton().click({ force: true });
    await placeButton().press('Enter').catch(() => undefined);
    await page.waitForTimeout(300);
    expect(orderCalls).toEqual([]);
    expect(await apiOrders(server, page)).toHaveLength(0);
  });

  it('a cart under ₹299 with COD: the ₹50 charge is the server’s (and whatever the server says is what shows)', async () => {
    await checkoutWith([{ product: charged, quantity: 1 }]);
    await page.getByTestId('payment-COD').click();
    const sub = paise(charged.price);
    await eventually(text('checkout-cod-charge'), '₹50');
    await eventually(text('checkout-total'), rupees(withTax(sub) + 5000));
    await expect(placeButton().isDisabled()).resolves.toBe(false);
    await expect(page.getByTestId('place-order-reason').count()).resolves.toBe(0);

    // The client restates no COD rule: a quote with another charge is shown as it is.
    await page.route('**/graphql', async (route: Route) => {
      if (!route.request().postData()?.includes('"operationName":"QuoteCart"')) return route.fallback();
      const answer = await route.fetch();
      const body = await answer.json();
      body.data.quoteCart = { ...body.data.quoteCart, codCharge: 42, total: body.data.quoteCart.total - 8 };
      await route.fulfill({ response: answer, json: body });
    });
    await page.reload();
    await page.getByTestId('payment-COD').click();
    await eventually(text('checkout-cod-charge'), '₹42');
    await eventually(text('checkout-total'), rupees(withTax(sub) + 4200));
    await page.unroute('**/graphql');
  });

  it('a cart of ₹999 or more with COD: no COD charge; it may be placed', async () => {
    await checkoutWith([{ product: noCharge, quantity: 1 }]);
    await page.getByTestId('payment-COD').click();
    await eventually(text('checkout-cod-charge'), 'Free');
    await eventually(text('checkout-total'), rupees(withTax(paise(noCharge.price))));
    await expect(placeButton().isDisabled()).resolves.toBe(false);
    await placeButton().click();
    await page.waitForURL(/\/orders$/);
    const [order] = await apiOrders(server, page);
    expect(order).toMatchObject({ paymentMethod: 'COD', codCharge: 0, total: withTax(paise(noCharge.price)) / 100 });
  });

  it('while the quote loads, no figure is made up and nothing can be placed; when it fails, it says so and retries', async () => {
    const quote = gate();
    let fail = false;
    await page.route('**/graphql', async (route: Route) => {
      if (!route.request().postData()?.includes('"operationName":"QuoteCart"')) return route.fallback();
      if (fail) return route.abort('internetdisconnected');
      await quote.passed();
      return route.fallback();
    });
    await checkoutWith([{ product: charged, quantity: 1 }]);
    await page.getByTestId('checkout-total-pending').waitFor();
    await expect(page.getByTestId('checkout-total').count()).resolves.toBe(0);
    await expect(page.getByTestId('checkout-subtotal').count()).resolves.toBe(0);
    await expect(placeButton().isDisabled()).resolves.toBe(true);
    await eventually(text('place-order-reason'), 'Getting the latest prices for your cart…');
    quote.open();
    await eventually(text('checkout-total'), rupees(withTax(paise(charged.price))));

    fail = true;
    await page.reload();
    await eventually(text('place-order-reason'), 'We could not price your cart. Please try again.', 15_000);
    await expect(page.getByTestId('checkout-total').count()).resolves.toBe(0);
    await expect(placeButton().isDisabled()).resolves.toBe(true);
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await eventually(text('checkout-total'), rupees(withTax(paise(charged.price))));
    await expect(placeButton().isDisabled()).resolves.toBe(false);
    await page.unroute('**/graphql');
  });
});
