import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { gql, signedUpShopper } from '../support/api';
import { launchBrowser } from '../support/browser';
import { CREATE_ORDER, expectGqlOk, gqlOrderInput, idempotencyKey, line, priceBands } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { PASSWORD, toast } from './account-helpers';
import { newContext, SHOTS, visit } from './shop-helpers';

jest.setTimeout(120_000);

const WIDE = { width: 1366, height: 800 };
const NARROW = { width: 390, height: 844 };
const dear = priceBands().dear;

/**
 * Issue 59: the shop's e-mails link to one order, `/orders?order=SQU-…`. That page opens the
 * order's card (the others stay shut) and scrolls to it; signed out, the Login link keeps the
 * query, and signing in comes back to it. An order of another account is said to be missing.
 */
describe('/orders?order= opens and shows the order the e-mail is about', () => {
  let server: RunningServer;
  let browser: Browser;
  let email: string;
  const numbers: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const shopper = await signedUpShopper(server);
    email = shopper.user.email;
    // Six orders, the oldest first: the one linked is far down the page.
    for (let i = 0; i < 6; i++) {
      const placed = expectGqlOk(await gql(server, CREATE_ORDER, { input: gqlOrderInput([line(dear[i % dear.length])], 'cod'), key: idempotencyKey() }, { token: shopper.token }));
      numbers.push(placed.createOrder.orderNumber as string);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(page: Page) {
    await page.getByTestId('email').fill(email);
    await page.getByTestId('password').fill(PASSWORD);
    await page.getByTestId('auth-submit').click();
  }

  const card = (page: Page, n: string) => page.locator(`[data-testid="order-card"][data-order-number="${n}"]`);

  it.each([
    ['1366', WIDE],
    ['390', NARROW],
  ])('at %s px: signed out, Login keeps the link; signed in, the linked order is open and in view', async (width, viewport) => {
    const page = await (await newContext(browser, viewport, server.url)).newPage();
    const linked = numbers[1];
    const path = `/orders?order=${linked}`;
    await visit(page, path);
    await page.getByTestId('login-required').getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === path);
    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/orders' && u.searchParams.get('order') === linked);
    await toast(page, /^Welcome back/);

    const region = page.getByRole('region', { name: `Order ${linked} details` });
    await region.waitFor();
    // Only the linked card is open; the newest, first on the page, is shut.
    expect(await page.getByRole('region', { name: /^Order .* details$/ }).count()).toBe(1);
    expect(await page.getByRole('region', { name: `Order ${numbers[5]} details` }).isVisible()).toBe(false);
    // Scrolled to: the card's top is on screen, below the sticky header, and the page moved.
    await page.waitForFunction(() => window.scrollY > 0);
    const box = (await card(page, linked).boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y).toBeLessThan(viewport.height / 2);
    const width_ = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width_).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: join(SHOTS, `order-link-${width}.png`) });
    await page.context().close();
  });

  it('an order not among the account\'s says so, and the newest is open as usual', async () => {
    const page = await (await newContext(browser, WIDE, server.url)).newPage();
    await visit(page, '/login');
    await signIn(page);
    await toast(page, /^Welcome back/);
    await visit(page, '/orders?order=SQU-20260101-ZZZZZZ');
    await page.getByTestId('order-link-missing').waitFor();
    expect(await page.getByTestId('order-link-missing').textContent()).toContain('Order SQU-20260101-ZZZZZZ is not among the orders of this account');
    await page.getByRole('region', { name: `Order ${numbers[5]} details` }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'order-link-missing-1366.png') });
    await page.context().close();
  });
});
