/**
 * What the overlay specs share (panels.browser-spec.ts, overlays-axe.browser-spec.ts): one shop
 * with a signed-up shopper who has an order, a Chromium, pages at a width, and the checks of
 * focus that Chakra's drawers, dialog and menu must pass.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { rest, signedUpShopper } from '../support/api';
import { launchBrowser } from '../support/browser';
import { type RunningServer, startServer } from '../support/start-server';
import { pick, PASSWORD, signedIn, signInInBrowser } from './account-helpers';
import { eventually, newContext, visit } from './shop-helpers';

export const WIDE = { width: 1366, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** What has focus: its test id, else its accessible text. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('data-testid') ?? el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? null;
  });

/** Whether focus is on a control inside `dialog` (not on the dialog itself, nor behind it). */
export const focusInside = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement) && document.activeElement !== d);

/**
 * Focus starts on `first`; Shift+Tab from it goes round to `last` (the close button, last in the
 * panel) and Tab from there back to `first`; a run of Tabs never leaves the dialog.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, first: string, last: string) {
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

/** Resolves once `panel`'s own animations (its slide or fade in) have finished. */
const animationsDone = (panel: Locator) => panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));

/** Where `panel` is once it has slid in (its animations finished). */
export async function settledBox(panel: Locator) {
  await animationsDone(panel);
  const box = (await panel.boundingBox())!;
  return { x: Math.round(box.x), y: Math.round(box.y), right: Math.round(box.x + box.width), width: Math.round(box.width), height: Math.round(box.height) };
}

/**
 * Waits until a click beside an open Chakra drawer or dialog can close it, as a person's click
 * always comes later: zag's dismissable layer starts listening for pointers outside only once
 * the layer's node is found on a frame after it opened, and then after a task
 * (@zag-js/interact-outside, setTimeout 0), so a click sent the moment the panel showed could
 * go unheard (a fresh CI run's panels spec, once). Two frames and a task later, in that order,
 * it listens.
 */
export async function readyToDismiss(panel: Locator) {
  await animationsDone(panel);
  await panel.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
}

/** Escape closes `dialog` (its content leaves the page) and focus is back on the button with `trigger` as test id. */
export async function expectEscapeCloses(page: Page, dialog: Locator, trigger: string) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await eventually(() => focused(page), trigger);
  expect(await page.getByTestId(trigger).getAttribute('aria-expanded')).toBe('false');
}

/**
 * Starts the shop and a Chromium for the enclosing describe (a shopper with one COD order, and
 * `product`, which has two sizes or more), and gives pages on it: reduced motion unless asked.
 */
export function useOverlayShop(idempotencyKey: string) {
  let server: RunningServer;
  let browser: Browser;
  let shopper: Awaited<ReturnType<typeof signedUpShopper>>;
  const product = pick((p) => p.sizes.length >= 2 && p.price >= 299);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    shopper = await signedUpShopper(server);
    const order = await rest(server, 'POST', '/api/orders', { paymentMethod: 'cod', items: [{ productId: product.id, size: product.sizes[0], quantity: 1 }] }, { token: shopper.token, headers: { 'Idempotency-Key': idempotencyKey } });
    if (order.status !== 201) throw new Error(`order failed: ${order.status} ${JSON.stringify(order.body)}`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const context = (viewport = WIDE, extra: Parameters<Browser['newContext']>[0] = {}) => newContext(browser, viewport, server.url, extra);
  const pageAt = async (path: string, viewport = WIDE, extra: Parameters<Browser['newContext']>[0] = {}) => {
    const page = await (await context(viewport, extra)).newPage();
    await visit(page, path);
    return page;
  };
  const signIn = async (page: Page) => {
    await signInInBrowser(page, shopper.user.email, PASSWORD);
    await signedIn(page);
  };
  return { product, context, pageAt, signIn };
}
