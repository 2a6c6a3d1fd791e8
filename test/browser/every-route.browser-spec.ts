/**
 * The shop's routes at desktop and phone width in a real browser: axe-core finds nothing serious
 * or critical, nothing is loaded from another host, the page does not scroll sideways, and each
 * is photographed. The other routes get the same checks where they are tested: the help, company
 * and policy pages in content.browser-spec.ts, sign-in, checkout, profile and orders (signed out
 * and in) in account.browser-spec.ts, the admin console in the admin specs.
 */
import { useShopInBrowser } from '../support/browser';
import { DESKTOP, open, PHONE, reload, screenshot, seriousA11yViolations, sidewaysOverflow, twoSizes, waitForProducts } from './shop-helpers';

jest.setTimeout(120_000);

describe('the shop in a real browser', () => {
  useShopInBrowser();

  const ROUTES: [string, string][] = [
    ['home', '/'], ['shop', '/shop'], ['shop-search', '/shop?search=denim'], ['collection-new', '/collections/new'],
    ['product', `/product/${twoSizes.id}`], ['cart', '/cart'], ['not-found', '/no-such-page'],
    // Signed out, the payment's return and the admin's payments ask to sign in (payments.browser-spec.ts checks them signed in).
    ['checkout-payment', '/checkout/payment?order=SQU-20261126-ABCDEFGH&razorpay_order_id=order_1&cancelled=1'], ['admin-payments', '/admin/payments'],
  ];

  describe.each([['desktop', DESKTOP], ['phone', PHONE]])('every route at %s width', (_, viewport) => {
    it.each(ROUTES)('%s passes axe-core (no serious or critical), fits the width and is photographed', async (name, path) => {
      const { page, foreign } = await open(path, viewport);
      if (name === 'cart') {
        await page.evaluate((p) => localStorage.setItem('cart-storage', JSON.stringify({ version: 1, state: { items: [{ product: p, size: p.sizes[0], quantity: 2, price: p.price }] } })), twoSizes);
        await reload(page);
      }
      await waitForProducts(page);
      await page.waitForLoadState('networkidle');
      await screenshot(page, name);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(foreign).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.context().close();
    });
  });

  it('the axe-core check reports what it must: text too faint to read and a picture with no text', async () => {
    const { page } = await open(`/product/${twoSizes.id}`);
    await waitForProducts(page);
    await page.evaluate(() => {
      document.querySelector('h1')!.style.color = '#ddd';
      document.querySelector('main img')!.removeAttribute('alt');
    });
    const found = await seriousA11yViolations(page);
    expect(found).toEqual([expect.stringMatching(/^serious color-contrast: .* -> h1$/), expect.stringMatching(/^critical image-alt: /)]);
    await page.context().close();
  });
});
