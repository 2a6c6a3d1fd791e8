/**
 * The shop's routes at desktop and phone width in a real browser: axe-core finds nothing serious
 * or critical, nothing is loaded from another host, the page does not scroll sideways, and each
 * is photographed. The other routes get the same checks where they are tested: the help, company
 * and policy pages in content.browser-spec.ts, sign-in, checkout, profile and orders (signed out
 * and in) in account.browser-spec.ts, the admin console in the admin specs.
 */
import { useShopInBrowser } from '../support/browser';
import { DESKTOP, eventually, invalidCss, open, PHONE, reload, screenshot, seriousA11yViolations, sidewaysOverflow, twoSizes, waitForProducts } from './shop-helpers';

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
    it.each(ROUTES)('%s passes axe-core (no serious or critical), writes only CSS the browser takes, fits the width and is photographed', async (name, path) => {
      const { page, foreign } = await open(path, viewport);
      if (name === 'cart') {
        await page.evaluate((p) => localStorage.setItem('cart-storage', JSON.stringify({ version: 1, state: { items: [{ product: p, size: p.sizes[0], quantity: 2, price: p.price }] } })), twoSizes);
        await reload(page);
      }
      await waitForProducts(page);
      await page.waitForLoadState('networkidle');
      await screenshot(page, name);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await invalidCss(page)).toEqual([]);
      expect(foreign).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.context().close();
    });
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]])('at %s width the first Tab shows "Skip to content" above the sticky header, and Enter moves focus to the page', async (_, viewport) => {
    const { page } = await open('/shop', viewport);
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name: 'Skip to content' });
    await expect(link.evaluate((a) => a === document.activeElement)).resolves.toBe(true);
    // What is drawn at the link's middle is the link: on the screen, and not under the header.
    const onTop = () => link.evaluate((a) => {
      const r = a.getBoundingClientRect();
      return r.width > 0 && r.left >= 0 && a.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    await eventually(onTop, true);
    await page.keyboard.press('Enter');
    await eventually(() => page.evaluate(() => document.activeElement?.id), 'main');
    await page.context().close();
  });

  it('the CSS check reports what it must: refused declarations, written in a tag or inserted, and no others', async () => {
    const { page } = await open('/about');
    expect(await invalidCss(page)).toEqual([]);
    await page.evaluate(() => {
      const tag = document.createElement('style');
      tag.textContent = `.a{z-index:skipLink;color:red}@media (min-width: 1px){.b{background:url("data:image/svg+xml;utf8,<svg/>");-moz-appearance:none}}@font-face{font-family:x;src:url(x.woff2)}`;
      document.head.append(tag);
      tag.sheet!.insertRule('.c{display:flexx !important;margin:0}');
    });
    expect((await invalidCss(page)).sort()).toEqual(['display: flexx', 'z-index: skipLink']);
    await page.context().close();
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
