/**
 * Offers at checkout (DECISIONS 17), in Chromium at 1366 and 390 px: the home page's offer cards
 * show their codes; a code applied at checkout shows the server's reason at the field when it
 * does not apply, and its discount in the totals when it does; the order placed carries it, and
 * the order's totals and its invoice show the discount.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { type RunningServer, startServer } from '../support/start-server';
import { eventually, fillProfile, newEmail, pick, registerInBrowser, toast, type Product } from './account-helpers';
import { createAdmin, signedInPage, STAFF } from './admin-helpers';
import { newContext, reload, rupees, screenshot, visit } from './shop-helpers';

jest.setTimeout(180_000);

const WIDTHS = [['1366', { width: 1366, height: 900 }], ['390', { width: 390, height: 844 }]] as const;
const tee = pick((p) => p.price === 999 && p.sizes.length === 0);
const paise = (r: number) => Math.round(r * 100);

describe.each(WIDTHS)('offers at %s px', (_w, viewport) => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await newContext(browser, viewport, server.url, { permissions: ['clipboard-read', 'clipboard-write'] });
    page = await context.newPage();
    await registerInBrowser(page, newEmail('offers'));
    await visit(page, '/profile');
    await fillProfile(page, { phone: '+91 98765 43210', addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' });
    await toast(page, 'Profile updated successfully!');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("the home page's offer cards show their codes, and Copy puts a code on the clipboard", async () => {
    await visit(page, '/');
    const codes = page.getByTestId('offer-code');
    // Below the fold the section is drawn only near the viewport (content-visibility): its text is read as text content.
    await eventually(() => codes.allTextContents(), ['FIRST15', 'WEEKEND10', 'BIG20']);
    await page.getByTestId('offers').scrollIntoViewIfNeeded();
    // Each code reads whole, its Copy button on the same line beside it (at 390 px it wrapped under WEEKEND10).
    for (const card of await page.getByTestId('offer-card').all()) {
      const code = card.getByTestId('offer-code');
      const [box, button] = await Promise.all([code.boundingBox(), card.getByRole('button', { name: /^Copy code/ }).boundingBox()]);
      expect(Math.abs(box!.y + box!.height / 2 - (button!.y + button!.height / 2))).toBeLessThan(4);
      expect(button!.x).toBeGreaterThan(box!.x + box!.width);
      await expect(code.evaluate((el) => el.scrollWidth - el.clientWidth)).resolves.toBe(0);
    }
    await page.getByRole('button', { name: 'Copy code BIG20' }).click();
    await eventually(() => page.evaluate(() => navigator.clipboard.readText()), 'BIG20');
    await eventually(() => page.getByRole('button', { name: 'Copy code BIG20' }).innerText(), 'Copied');
    await page.getByTestId('offers').screenshot({ path: `test/artifacts/screenshots/offer-cards-${viewport.width}.png` });
  });

  it("a code that does not apply shows the server's reason at the field; FIRST15 takes 15% off before tax; the order and its invoice show it", async () => {
    await page.evaluate((items) => localStorage.setItem('cart-storage', JSON.stringify({ version: 1, state: { items } })), [{ product: tee, size: 'One Size', quantity: 2, price: tee.price }]);
    await visit(page, '/checkout');
    const subtotal = paise(tee.price) * 2;
    await eventually(() => page.getByTestId('checkout-total').innerText(), rupees(subtotal + Math.round(subtotal * 0.18)));

    await page.getByTestId('coupon-input').fill('big20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Valid on orders above ₹5,000').waitFor();
    await expect(page.getByTestId('coupon-input').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByTestId('checkout-discount').count()).resolves.toBe(0);

    await page.getByTestId('coupon-input').fill('first15');
    await page.getByTestId('coupon-input').press('Enter');
    await page.getByTestId('coupon-applied').getByText('Code FIRST15 applied').waitFor();
    const discount = Math.floor((subtotal * 15 + 50) / 100);
    const tax = Math.round(((subtotal - discount) * 18) / 100);
    await eventually(() => page.getByTestId('checkout-discount').innerText(), `-${rupees(discount)}`);
    await eventually(() => page.getByTestId('checkout-total').innerText(), rupees(subtotal - discount + tax));
    await screenshot(page, 'checkout-offer');
    // The applied code is kept with the cart (cart-storage): a reload keeps it, and the quote applies it again.
    await reload(page);
    await page.getByTestId('coupon-applied').getByText('Code FIRST15 applied').waitFor();
    await eventually(() => page.getByTestId('checkout-total').innerText(), rupees(subtotal - discount + tax));

    await page.getByTestId('payment-COD').click();
    await page.getByRole('button', { name: 'Place COD Order' }).click();
    await page.waitForURL((u) => u.pathname === '/orders');
    const card = page.getByTestId('order-card').first();
    await card.waitFor();
    const toggle = card.getByTestId('order-toggle');
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    const totals = card.getByTestId('order-totals');
    await totals.getByText('Discount (FIRST15)').waitFor();
    await expect(totals.innerText()).resolves.toContain(`-${rupees(discount)}`);
    await expect(totals.innerText()).resolves.toContain(rupees(subtotal - discount + tax));
    await screenshot(page, 'orders-offer');

    const [popup] = await Promise.all([page.waitForEvent('popup'), card.getByTestId('download-invoice').click()]);
    const closed = popup.waitForEvent('close', { timeout: 10_000 });
    const text = await popup.evaluate(async () => {
      while (!document.title.startsWith('Tax Invoice SQU/')) await new Promise((r) => setTimeout(r, 10));
      return document.body.innerText;
    });
    await closed;
    // The lines' headings are upper-cased by the document's style: 'Discount (FIRST15)' reads in capitals.
    for (const s of ['DISCOUNT (FIRST15)', `−${rupees(discount)}`, 'Taxable value', rupees(subtotal - discount), rupees(subtotal - discount + tax)]) expect(text).toContain(s);

    // The staff's page of the order shows the same rows, adding up to its total.
    const orderNumber = (await card.innerText()).match(/SQU-\d{8}-[A-Z0-9]+/)![0];
    await createAdmin(server);
    const admin = await signedInPage(browser, server, STAFF.email, STAFF.password, viewport);
    await visit(admin, `/admin/orders/${orderNumber}`);
    const staffTotals = admin.getByTestId('order-totals');
    await staffTotals.getByText('Discount (FIRST15)').waitFor();
    const rows = await staffTotals.innerText();
    for (const s of [`-${rupees(discount)}`, 'Tax (18%)', rupees(tax), rupees(subtotal - discount + tax)]) expect(rows).toContain(s);
    await admin.context().close();
  });

  it('a code kept from an earlier visit that the server now refuses is dropped on load, its reason shown at the field', async () => {
    // The order placed with FIRST15 took the code off the cart.
    await expect(page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage')!).state.couponCode ?? null)).resolves.toBeNull();
    await page.evaluate((items) => localStorage.setItem('cart-storage', JSON.stringify({ version: 1, state: { items, couponCode: 'FIRST15' } })), [{ product: tee, size: 'One Size', quantity: 2, price: tee.price }]);
    await visit(page, '/cart');
    await page.getByText('Only on your first order').waitFor();
    await expect(page.getByTestId('coupon-input').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByTestId('cart-discount').count()).resolves.toBe(0);
    await eventually(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage')!).state.couponCode ?? null), null);
    await screenshot(page, 'cart-code-dropped');
    // Dropped means dropped: the next load has no code and no reason.
    await reload(page);
    await page.getByTestId('coupon-input').waitFor();
    await expect(page.getByText('Only on your first order').count()).resolves.toBe(0);
  });
});
