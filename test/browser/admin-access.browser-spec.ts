/**
 * Who may open /admin: a signed-out visitor is asked to sign in and comes back to it; a signed-in
 * customer gets the page's own 'Access denied' (not the 404) and no Admin entry in the menu.
 */
import { signedUpShopper } from '../support/api';
import { browser, server, useShopInBrowser } from '../support/browser';
import { PASSWORD } from './account-helpers';
import { adminShot, createAdmin, PHONE_390, signedInPage, STAFF, WIDE } from './admin-helpers';
import { newContext, seriousA11yViolations, visit } from './shop-helpers';

jest.setTimeout(120_000);

describe('admin console: who may open it', () => {
  useShopInBrowser();
  let customer: string;

  beforeAll(async () => {
    await createAdmin(server);
    customer = (await signedUpShopper(server)).user.email;
  });

  it.each([['1366', WIDE], ['390', PHONE_390]])('a customer opening /admin gets Access denied at %s px (axe-clean), and no Admin in the menu', async (_, viewport) => {
    const page = await signedInPage(browser, server, customer, PASSWORD, viewport);
    const answer = await page.goto('/admin/stock');
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Access denied', level: 1 }).waitFor();
    expect(await page.getByTestId('admin-console').count()).toBe(0);
    await adminShot(page, 'admin-access-denied');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'My Orders' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);
    await page.context().close();
  });

  it('signed out: the sign-in prompt, then signing in as an admin comes back to /admin', async () => {
    const page = await (await newContext(browser, WIDE, server.url)).newPage();
    await visit(page, '/admin?status=PENDING');
    await page.getByRole('heading', { name: 'Login Required' }).waitFor();
    await adminShot(page, 'admin-signed-out');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('login-required').getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/admin?status=PENDING');
    await page.getByTestId('email').fill(STAFF.email);
    await page.getByTestId('password').fill(STAFF.password);
    await page.getByTestId('auth-submit').click();
    await page.waitForURL((u) => u.pathname === '/admin' && u.searchParams.get('status') === 'PENDING');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.context().close();
  });

  it('an order page is a page of the client: /admin/orders/<n> answers 200, an unknown admin path 404', async () => {
    const page = await (await newContext(browser, WIDE, server.url)).newPage();
    expect((await page.goto('/admin/orders/SQU-20261126-ABCDEFGH'))?.status()).toBe(200);
    expect((await page.goto('/admin/nothing-here'))?.status()).toBe(404);
    await page.context().close();
  });
});
