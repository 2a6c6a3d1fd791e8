/**
 * axe-core over each overlay open (the cart panel, the phone menu, the filter drawer, the account
 * menu, the cancel question) and the registration form, at desktop and phone width: nothing
 * serious or critical. The routes themselves are checked where they are photographed, at both
 * widths: every-route.browser-spec.ts (the shop's pages), content.browser-spec.ts (help, company
 * and policy pages) and account.browser-spec.ts (sign-in, checkout, profile, orders, signed out
 * and in).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expectEscapeCloses, focused, PHONE, useOverlayShop, WIDE } from './overlay-helpers';
import { eventually, invalidCss, seriousA11yViolations, visit, waitForProducts } from './shop-helpers';

jest.setTimeout(180_000);

describe('axe-core over the routes and the overlays', () => {
  const { product, context, signIn } = useOverlayShop('overlays-axe-spec-order-1');

  describe.each([['1366 px', WIDE], ['390 px', PHONE]])('axe-core at %s', (_, viewport) => {
    let ctx: BrowserContext;
    let page: Page;
    const phone = viewport === PHONE;
    const check = async (what: string) => {
      // Blocks below the first screen are drawn only near the viewport (content-visibility: auto):
      // axe would read their text against the page's background.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      expect([what, await seriousA11yViolations(page), await invalidCss(page)]).toEqual([what, [], []]);
    };

    beforeAll(async () => {
      ctx = await context(viewport);
      page = await ctx.newPage();
    });
    afterAll(() => ctx?.close());

    it('signed out: register, and the cart panel (on a phone also the menu and the filter drawer) open', async () => {
      await visit(page, '/login');
      await page.getByTestId('auth-toggle').click();
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await check('/login (register)');

      await visit(page, '/shop');
      await waitForProducts(page);
      await page.getByTestId('cart-button').click();
      await page.getByTestId('cart-panel').waitFor();
      await check('cart panel');
      await page.keyboard.press('Escape');
      await page.getByTestId('cart-panel').waitFor({ state: 'detached' });
      if (phone) {
        await page.getByTestId('menu-button').click();
        await page.getByRole('dialog', { name: 'SQU' }).waitFor();
        await check('phone menu');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.getByTestId('filters-button').click();
        await page.getByRole('dialog', { name: 'Filters' }).waitFor();
        await check('filter drawer');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
    });

    it('signed in with a cart and an order: checkout, orders, profile, the account menu, the cart panel and the cancel question', async () => {
      await visit(page, `/product/${product.id}`);
      await page.getByTestId(`size-option-${product.sizes[0]}`).click();
      await page.getByTestId('add-to-cart').click();
      await eventually(() => page.getByTestId('cart-count').innerText(), '1');
      await signIn(page);
      for (const [path, ready] of [['/checkout', 'checkout-total'], ['/orders', 'order-card'], ['/profile', 'profile-save']]) {
        await visit(page, path);
        await page.getByTestId(ready).first().waitFor();
        await check(path);
      }
      await page.getByTestId('user-menu').click();
      await page.getByRole('menu').waitFor();
      await check('account menu');
      await page.keyboard.press('Escape');
      await page.getByTestId('cart-button').click();
      await page.getByRole('dialog', { name: 'Your Cart (1)' }).waitFor();
      await check('cart panel with a line');
      await page.keyboard.press('Escape');
      await page.getByTestId('cart-panel').waitFor({ state: 'detached' });

      await visit(page, '/orders');
      const toggle = page.getByTestId('order-card').first().getByTestId('order-toggle');
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await page.getByTestId('cancel-order').click();
      const question = page.getByRole('alertdialog', { name: 'Cancel this order?' });
      await question.waitFor();
      expect(await question.getAttribute('aria-describedby')).toBeTruthy();
      await eventually(() => focused(page), 'Keep order');
      await check('cancel question');
      await expectEscapeCloses(page, page.getByTestId('cancel-dialog'), 'cancel-order');
    });
  });
});
