import type { Browser, Page } from 'playwright-core';
import { signedUpShopper } from '../support/api';
import { launchBrowser } from '../support/browser';
import { type RunningServer, startServer } from '../support/start-server';
import { newEmail, PASSWORD, pick, toast } from './account-helpers';
import { DESKTOP, newContext, PHONE, visit } from './shop-helpers';

jest.setTimeout(120_000);

const product = pick((p) => p.price >= 999 && p.sizes.length === 0);

/** DECISIONS 20: signing in (or registering) from a page that asked for it returns there; the Login link goes to /. */
describe('sign-in returns to the page that asked for it', () => {
  let server: RunningServer;
  let browser: Browser;
  let email: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ({ email } = (await signedUpShopper(server)).user);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A signed-out shopper in a fresh browser (with something in the cart, for the checkout). */
  async function visitor(viewport = DESKTOP): Promise<Page> {
    const page = await (await newContext(browser, viewport, server.url)).newPage();
    await visit(page, '/');
    await page.evaluate((p) => localStorage.setItem('cart-storage', JSON.stringify({ version: 1, state: { items: [{ product: p, size: 'One Size', quantity: 1, price: p.price }] } })), product);
    return page;
  }

  async function signIn(page: Page) {
    await page.getByTestId('email').fill(email);
    await page.getByTestId('password').fill(PASSWORD);
    await page.getByTestId('auth-submit').click();
  }

  it.each([
    ['/checkout', 'Login Required', 'checkout-total'],
    ['/orders', 'Login Required', 'No orders yet'],
    ['/profile', 'Please login to view your profile', 'profile-form'],
  ])('from %s (%s): its Login link, signing in, and back there', async (path, prompt, shown) => {
    const page = await visitor();
    await visit(page, path);
    await page.getByRole('heading', { name: prompt }).waitFor();
    await page.getByTestId('login-required').getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === path);
    await signIn(page);
    await page.waitForURL((u) => u.pathname === path && u.search === '');
    await toast(page, /^Welcome back/);
    if (shown === 'No orders yet') await page.getByRole('heading', { name: shown }).waitFor();
    else await page.getByTestId(shown).waitFor();
    // /login left the history: Back goes to the page as it was before signing in, not to /login.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === path);
    await page.context().close();
  });

  it('registering from the checkout (phone width) returns there too', async () => {
    const page = await visitor(PHONE);
    await visit(page, '/checkout');
    await page.getByTestId('login-required').getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/checkout');
    await page.getByTestId('auth-toggle').click();
    await page.getByTestId('first-name').fill('Ravi');
    await page.getByTestId('last-name').fill('Kumar');
    await page.getByTestId('email').fill(newEmail('ravi'));
    await page.getByTestId('password').fill(PASSWORD);
    await page.getByTestId('auth-submit').click();
    await page.waitForURL((u) => u.pathname === '/checkout');
    await page.getByRole('heading', { name: 'Checkout', exact: true }).waitFor();
    await page.context().close();
  });

  it("the header's Login link goes to / after signing in, as the spec says", async () => {
    const page = await visitor();
    await visit(page, '/shop');
    await page.getByRole('link', { name: 'Login', exact: true }).first().click();
    await page.waitForURL((u) => u.pathname === '/login' && u.search === '');
    await signIn(page);
    await page.waitForURL((u) => u.pathname === '/');
    await page.context().close();
  });

  it('never to another site: an outside or malformed next goes to /', async () => {
    for (const next of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const page = await visitor();
      await visit(page, `/login?next=${encodeURIComponent(next)}`);
      await signIn(page);
      await page.waitForURL((u) => u.pathname === '/');
      expect(new URL(page.url()).origin).toBe(server.url);
      await page.context().close();
    }
  });
});
