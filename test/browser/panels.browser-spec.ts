/**
 * The overlays are Chakra's own: the cart panel, the phone menu and the filter drawer are its
 * Drawer, the account menu its Menu. Keyboard, focus and screen-reader behaviour come from
 * Chakra; these tests prove them by mouse, keyboard and touch (overlays-axe.browser-spec.ts runs
 * axe-core over every route with and without them open).
 */
import type { Page } from 'playwright-core';
import { toast } from './account-helpers';
import { expectEscapeCloses, expectFocusTrapped, focused, focusInside, PHONE, readyToDismiss, settledBox, useOverlayShop, WIDE } from './overlay-helpers';
import { catalogue, eventually, visit, waitForProducts, quickAddFirst } from './shop-helpers';

jest.setTimeout(180_000);

/** On /shop at a phone's width: opens the filter drawer, ticks On Sale, closes it by its results button. */
async function chooseOnSale(page: Page, act: 'click' | 'tap') {
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const button = page.getByTestId('filters-button');
  await button[act]();
  await drawer.getByText('On Sale')[act]();
  await page.waitForURL(/sale=true/);
  const onSale = catalogue.filter((p) => p.isSale).length;
  await drawer.getByRole('button', { name: `Show ${onSale} products` })[act]();
  await drawer.waitFor({ state: 'detached' });
  await eventually(() => button.innerText(), 'Filters (1)');
}

describe('Chakra drawers, dialog and menu in a real browser', () => {
  const { context, pageAt, product, signIn } = useOverlayShop('panels-spec-order-1');

  it('cart panel: opened by mouse and by Enter, a dialog named by its title; focus starts inside and stays there; Escape, the close button and a click beside it close it back to its button', async () => {
    const page = await pageAt('/shop');
    await waitForProducts(page);
    const cart = page.getByRole('dialog', { name: 'Your Cart (0)' });
    const button = page.getByTestId('cart-button');
    expect(await button.getAttribute('aria-haspopup')).toBe('dialog');

    await button.click();
    await cart.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await cart.getAttribute('aria-modal')).toBe('true');
    expect(await cart.getAttribute('data-testid')).toBe('cart-panel');
    // Cart panel slides from the right, at most md (28rem) wide.
    expect(await settledBox(cart)).toMatchObject({ right: WIDE.width, width: 448, height: WIDE.height });
    await expectFocusTrapped(page, cart, 'Continue Shopping', 'Close cart');
    // The page behind is hidden from screen readers and does not scroll.
    expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-lock'))).toBe(true);
    expect(await page.locator('#root').getAttribute('aria-hidden')).toBe('true');
    await expectEscapeCloses(page, cart, 'cart-button');
    expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-lock'))).toBe(false);

    await button.focus();
    await page.keyboard.press('Enter');
    await cart.waitFor();
    await eventually(() => focusInside(cart), true);
    await cart.getByRole('button', { name: 'Close cart' }).click();
    await cart.waitFor({ state: 'detached' });
    await eventually(() => focused(page), 'cart-button');

    await button.click();
    await cart.waitFor();
    await readyToDismiss(cart);
    await page.mouse.click(40, WIDE.height / 2);
    await cart.waitFor({ state: 'detached' });
    await eventually(() => focused(page), 'cart-button');

    // With a line in it, the panel's links close it as they go.
    await quickAddFirst(page.getByTestId('product-card').first());
    await eventually(() => page.getByTestId('cart-count').innerText(), '1');
    await button.click();
    await page.getByRole('dialog', { name: 'Your Cart (1)' }).getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByTestId('cart-panel').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it("cart panel: opening it takes the 'Added to cart!' toast away (on a phone the toast covered its title)", async () => {
    const page = await pageAt(`/product/${product.id}`);
    await page.getByTestId(`size-option-${product.sizes[0]}`).click();
    await page.getByTestId('add-to-cart').click();
    // Not by role: the open panel hides the rest of the page from assistive technology, toasts too.
    const added = page.locator('[role=status]', { hasText: 'Added to cart!' });
    await added.waitFor();
    // The pointer resting on it stops the toast's own 2 s (the toaster pauses its toasts on hover), so
    // only the panel can take it away; the panel opens from the keyboard, the pointer stays put.
    await added.hover();
    await page.getByTestId('cart-button').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Your Cart (1)' }).waitFor();
    await eventually(() => added.count(), 0, 1_500);
    await page.context().close();
  });

  it('cart panel: a shopper who asks for reduced motion gets it open and closed without sliding', async () => {
    const page = await pageAt('/shop');
    await waitForProducts(page);
    await page.getByTestId('cart-button').click();
    const panel = page.getByTestId('cart-panel');
    await panel.waitFor();
    // Chakra gives the panel and its backdrop animations of a few hundred milliseconds; here they have none.
    const animations = await panel.evaluate((el) =>
      [el, document.querySelector('[data-part=backdrop]')!].map((node) => [getComputedStyle(node).animationName, node.getAnimations().length]),
    );
    expect(animations).toEqual([['none', 0], ['none', 0]]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('cart panel: slides out after Escape, its close button or a click beside it, then leaves the page, gives the scroll back and focus to its button', async () => {
    // The other tests ask for reduced motion; this one for motion.
    const page = await (await context(WIDE, { reducedMotion: 'no-preference' })).newPage();
    await visit(page, '/shop');
    await waitForProducts(page);
    // Each change of the panel's state, as it happens: open, closed (sliding out), gone.
    await page.evaluate(() => {
      const log: { state: string; at: number }[] = [];
      (window as unknown as { panelLog: typeof log }).panelLog = log;
      new MutationObserver(() => {
        const state = document.querySelector('[data-testid=cart-panel]')?.getAttribute('data-state') ?? 'gone';
        if (log.at(-1)?.state !== state) log.push({ state, at: performance.now() });
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    });
    const states = () => page.evaluate(() => (window as unknown as { panelLog: { state: string; at: number }[] }).panelLog.splice(0));
    const closeBy: Record<string, () => Promise<void>> = {
      Escape: () => page.keyboard.press('Escape'),
      'the close button': () => page.getByRole('button', { name: 'Close cart' }).click(),
      'a click beside it': () => page.mouse.click(40, WIDE.height / 2),
    };
    for (const [how, close] of Object.entries(closeBy)) {
      await page.getByTestId('cart-button').click();
      await page.getByTestId('cart-panel').waitFor();
      await readyToDismiss(page.getByTestId('cart-panel'));
      await close();
      await page.getByTestId('cart-panel').waitFor({ state: 'detached' });
      const log = await states();
      expect({ how, states: log.map((s) => s.state) }).toEqual({ how, states: ['open', 'closed', 'gone'] });
      // It slid out (Chakra's drawer: 'slower', 400 ms) before it left.
      expect(log[2].at - log[1].at).toBeGreaterThan(300);
      await eventually(() => focused(page), 'cart-button');
      expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-lock'))).toBe(false);
    }
    await page.context().close();
  });

  it('phone menu (390 px): a dialog from the left named SQU; Enter opens it, focus stays inside, Escape closes it back to the hamburger; its links navigate and close it', async () => {
    const page = await pageAt('/', PHONE);
    const menu = page.getByRole('dialog', { name: 'SQU' });
    const hamburger = page.getByTestId('menu-button');
    await hamburger.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    expect(await settledBox(menu)).toMatchObject({ x: 0, width: 320, height: PHONE.height });
    await menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Women Jeans' }).waitFor();
    await expectFocusTrapped(page, menu, 'Home', 'Close menu');
    await expectEscapeCloses(page, menu, 'menu-button');

    await hamburger.click();
    await menu.getByRole('link', { name: 'About' }).click();
    await page.waitForURL(/\/about$/);
    await menu.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('filter drawer (390 px, /shop): a dialog named Filters from the left; focus starts on the category, stays inside, Escape closes it back to its button; its button shows the results', async () => {
    const page = await pageAt('/shop', PHONE);
    await waitForProducts(page);
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const button = page.getByTestId('filters-button');
    await button.focus();
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    expect(await settledBox(drawer)).toMatchObject({ x: 0, width: 320, height: PHONE.height });
    await expectFocusTrapped(page, drawer, 'category-select', 'Close filters');
    await expectEscapeCloses(page, drawer, 'filters-button');

    await chooseOnSale(page, 'click');
    await eventually(() => focused(page), 'filters-button');
    await page.context().close();
  });

  it('touch (390 px): taps open and close the cart panel and the phone menu; a tap beside a panel closes it; a tapped link navigates', async () => {
    const page = await pageAt('/', PHONE, { hasTouch: true, isMobile: true });
    await page.getByTestId('cart-button').tap();
    const cart = page.getByRole('dialog', { name: 'Your Cart (0)' });
    await cart.waitFor();
    await cart.getByRole('button', { name: 'Close cart' }).tap();
    await cart.waitFor({ state: 'detached' });
    await page.getByTestId('cart-button').tap();
    await cart.getByRole('link', { name: 'Continue Shopping' }).tap();
    await page.waitForURL(/\/shop$/);
    await cart.waitFor({ state: 'detached' });

    const menu = page.getByRole('dialog', { name: 'SQU' });
    await page.getByTestId('menu-button').tap();
    await menu.waitFor();
    await readyToDismiss(menu);
    // Beside the 320 px panel.
    await page.touchscreen.tap(PHONE.width - 20, PHONE.height / 2);
    await menu.waitFor({ state: 'detached' });
    await page.getByTestId('menu-button').tap();
    await menu.getByRole('link', { name: 'Women Footwear' }).tap();
    await page.waitForURL(/category=women-footwear/);
    await menu.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('touch (390 px): taps open the account menu and the filter drawer, a tap beside either closes it, a tapped item or filter does its work', async () => {
    const page = await pageAt('/login', PHONE, { hasTouch: true, isMobile: true });
    await signIn(page);
    const trigger = page.getByTestId('user-menu');
    const menu = page.getByRole('menu');
    await trigger.tap();
    await menu.waitFor();
    await readyToDismiss(menu);
    // Far from the menu, which hangs below the header's right-hand icons.
    await page.touchscreen.tap(20, PHONE.height - 60);
    await menu.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/');
    await trigger.tap();
    await menu.getByRole('menuitem', { name: 'My Orders' }).tap();
    await page.waitForURL(/\/orders$/);
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    await menu.waitFor({ state: 'hidden' });

    await visit(page, '/shop');
    await waitForProducts(page);
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const button = page.getByTestId('filters-button');
    await button.tap();
    await drawer.waitFor();
    await readyToDismiss(drawer);
    // Beside the 320 px drawer.
    await page.touchscreen.tap(PHONE.width - 20, PHONE.height / 2);
    await drawer.waitFor({ state: 'detached' });
    expect(page.url()).not.toMatch(/sale=true/);
    await chooseOnSale(page, 'tap');
    await page.context().close();
  });

  it('account menu: opened by click, Enter or ArrowDown; its name and email label Profile and My Orders; arrows move round the items; Escape closes it back to its button; items navigate and Logout signs out', async () => {
    const page = await pageAt('/login');
    await signIn(page);
    const trigger = page.getByTestId('user-menu');
    const menu = page.getByRole('menu');
    const highlighted = () => page.evaluate(() => document.querySelector('[role=menuitem][data-highlighted]')?.textContent?.trim() ?? null);
    // Keys a frame apart at least, as a person presses them: the menu finishes a move (its
    // focus of the list) in the frame after the highlight shows, and a key pressed before that
    // (End then Escape within ~10 ms, as a script can) races it: focus was lost to the page.
    const frame = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

    await trigger.click();
    await menu.waitFor();
    expect(await trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Profile', 'My Orders', 'Logout']);
    const group = menu.getByRole('group', { name: /^Asha Verma\s*shopper\./ });
    expect(await group.getByRole('menuitem').allInnerTexts()).toEqual(['Profile', 'My Orders']);
    // Below its button, its right edge under the button's.
    const [t, m] = [(await trigger.boundingBox())!, await settledBox(menu)];
    expect(m.y).toBeGreaterThanOrEqual(Math.round(t.y + t.height));
    expect(Math.abs(m.right - Math.round(t.x + t.width))).toBeLessThanOrEqual(1);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await eventually(() => focused(page), 'user-menu');

    // Enter opens it on the first item; arrows, Home and End move, round from either end.
    await page.keyboard.press('Enter');
    await eventually(highlighted, 'Profile');
    expect(await menu.getAttribute('aria-activedescendant')).toBe(await menu.getByRole('menuitem', { name: 'Profile' }).getAttribute('id'));
    for (const [key, item] of [['ArrowDown', 'My Orders'], ['ArrowDown', 'Logout'], ['ArrowDown', 'Profile'], ['ArrowUp', 'Logout'], ['Home', 'Profile'], ['End', 'Logout']]) {
      await frame();
      await page.keyboard.press(key);
      await eventually(highlighted, item);
    }
    await frame();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await eventually(() => focused(page), 'user-menu');

    // ArrowDown opens it too; Enter on a link item follows the link.
    await page.keyboard.press('ArrowDown');
    await eventually(highlighted, 'Profile');
    await frame();
    await page.keyboard.press('ArrowDown');
    await eventually(highlighted, 'My Orders');
    await frame();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/orders$/);
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    await menu.waitFor({ state: 'hidden' });

    await trigger.click();
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL(/\/profile$/);
    await menu.waitFor({ state: 'hidden' });

    await trigger.focus();
    await page.keyboard.press('Enter');
    await eventually(highlighted, 'Profile');
    await frame();
    await page.keyboard.press('End');
    await eventually(highlighted, 'Logout');
    await frame();
    await page.keyboard.press('Enter');
    await toast(page, 'Logged out successfully');
    await page.getByRole('link', { name: 'Login', exact: true }).first().waitFor();
    await page.context().close();
  });
});
