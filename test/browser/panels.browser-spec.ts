/**
 * The overlays are Chakra's own: the cart panel, the phone menu and the filter drawer are its
 * Drawer, the account menu its Menu. Keyboard, focus and screen-reader behaviour come from
 * Chakra; these tests prove them by mouse, keyboard and touch, and run axe-core over every route
 * with and without them open.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { rest, signedUpShopper } from '../support/api';
import { launchBrowser } from '../support/browser';
import { type RunningServer, startServer } from '../support/start-server';
import { pick, PASSWORD, signedIn, signInInBrowser, toast } from './account-helpers';
import { catalogue, eventually, seriousA11yViolations, visit, waitForProducts } from './shop-helpers';

jest.setTimeout(180_000);

const WIDE = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

/** What has focus: its test id, else its accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('data-testid') ?? el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? null;
  });

/** Whether focus is on a control inside `dialog` (not on the dialog itself, nor behind it). */
const focusInside = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement) && document.activeElement !== d);

/**
 * Focus starts on `first`; Shift+Tab from it goes round to `last` (the close button, last in the
 * panel) and Tab from there back to `first`; a run of Tabs never leaves the dialog.
 */
async function expectFocusTrapped(page: Page, dialog: Locator, first: string, last: string) {
  await eventually(() => focused(page), first);
  await page.keyboard.press('Shift+Tab');
  await eventually(() => focused(page), last);
  await page.keyboard.press('Tab');
  await eventually(() => focused(page), first);
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
  }
}

/** Where `panel` is once it has slid in (its animations finished). */
async function settledBox(panel: Locator) {
  await panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = (await panel.boundingBox())!;
  return { x: Math.round(box.x), y: Math.round(box.y), right: Math.round(box.x + box.width), width: Math.round(box.width), height: Math.round(box.height) };
}

/** Escape closes `dialog` (its content leaves the page) and focus is back on the button with `trigger` as test id. */
async function expectEscapeCloses(page: Page, dialog: Locator, trigger: string) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await eventually(() => focused(page), trigger);
  expect(await page.getByTestId(trigger).getAttribute('aria-expanded')).toBe('false');
}

describe('Chakra drawers, dialog and menu in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let shopper: Awaited<ReturnType<typeof signedUpShopper>>;
  const product = pick((p) => p.sizes.length >= 2 && p.price >= 299);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    shopper = await signedUpShopper(server);
    const order = await rest(server, 'POST', '/api/orders', { paymentMethod: 'cod', items: [{ productId: product.id, size: product.sizes[0], quantity: 1 }] }, { token: shopper.token, headers: { 'Idempotency-Key': 'panels-spec-order-1' } });
    if (order.status !== 201) throw new Error(`order failed: ${order.status} ${JSON.stringify(order.body)}`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const context = (viewport = WIDE, extra: Parameters<Browser['newContext']>[0] = {}) =>
    browser.newContext({ viewport, baseURL: server.url, reducedMotion: 'reduce', deviceScaleFactor: 1, ...extra });
  const pageAt = async (path: string, viewport = WIDE, extra: Parameters<Browser['newContext']>[0] = {}) => {
    const page = await (await context(viewport, extra)).newPage();
    await visit(page, path);
    return page;
  };
  const signIn = async (page: Page) => {
    await signInInBrowser(page, shopper.user.email, PASSWORD);
    await signedIn(page);
  };

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
    await page.mouse.click(40, WIDE.height / 2);
    await cart.waitFor({ state: 'detached' });
    await eventually(() => focused(page), 'cart-button');

    // With a line in it, the panel's links close it as they go.
    await page.getByTestId('product-card').first().getByRole('button', { name: /Quick Add/ }).click();
    await eventually(() => page.getByTestId('cart-count').innerText(), '1');
    await button.click();
    await page.getByRole('dialog', { name: 'Your Cart (1)' }).getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByTestId('cart-panel').waitFor({ state: 'detached' });
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
      await page.locator('[data-testid=cart-panel]').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
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

    await button.click();
    await drawer.getByText('On Sale').click();
    await page.waitForURL(/sale=true/);
    const onSale = catalogue.filter((p) => p.isSale).length;
    await drawer.getByRole('button', { name: `Show ${onSale} products` }).click();
    await drawer.waitFor({ state: 'detached' });
    await eventually(() => focused(page), 'filters-button');
    await eventually(() => button.innerText(), 'Filters (1)');
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
    // Beside the 320 px panel.
    await page.touchscreen.tap(PHONE.width - 20, PHONE.height / 2);
    await menu.waitFor({ state: 'detached' });
    await page.getByTestId('menu-button').tap();
    await menu.getByRole('link', { name: 'Women Footwear' }).tap();
    await page.waitForURL(/category=women-footwear/);
    await menu.waitFor({ state: 'detached' });
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

  const ROUTES = [
    '/', '/shop', '/shop?search=denim', '/collections/new', `/product/${product.id}`, '/cart', '/checkout', '/login', '/profile', '/orders',
    '/about', '/contact', '/faq', '/shipping-policy', '/returns-exchanges', '/cancellation-refund', '/privacy-policy', '/terms-conditions', '/no-such-page',
  ];

  describe.each([['1366 px', WIDE], ['390 px', PHONE]])('axe-core at %s', (_, viewport) => {
    let ctx: BrowserContext;
    let page: Page;
    const phone = viewport === PHONE;
    const check = async (what: string) => {
      // Blocks below the first screen are drawn only near the viewport (content-visibility: auto):
      // axe would read their text against the page's background.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      expect([what, await seriousA11yViolations(page)]).toEqual([what, []]);
    };

    beforeAll(async () => {
      ctx = await context(viewport);
      page = await ctx.newPage();
    });
    afterAll(() => ctx?.close());

    it.each(ROUTES)('signed out: %s has no serious or critical findings', async (path) => {
      await visit(page, path);
      await waitForProducts(page);
      await page.locator('h1').first().waitFor();
      await check(path);
    });

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
