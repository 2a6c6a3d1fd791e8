/**
 * Issue 59, the admin console's Integrations in Chromium: an admin adds a webhook endpoint (its
 * secret shown once), sees an order's delivery arrive with its tries and re-sends it, rotates the
 * secret; makes an API key (shown once), sees its last use once it is used, revokes it.
 * axe-clean, no sideways scroll at 1366 and 390 px.
 */
import { rest, signedUpShopper } from '../support/api';
import { browser, server, useShopInBrowser } from '../support/browser';
import { OUTBOX_ENV, startReceiver, type Receiver } from '../support/webhooks';
import { toast } from './account-helpers';
import { adminShot, createAdmin, PHONE_390, placeOrder, signedInPage, STAFF } from './admin-helpers';
import { eventually, seriousA11yViolations, sidewaysOverflow, visit } from './shop-helpers';

jest.setTimeout(120_000);

describe('admin console: integrations', () => {
  useShopInBrowser(OUTBOX_ENV);
  let hooks: Receiver;

  beforeAll(async () => {
    await createAdmin(server);
    hooks = await startReceiver();
  });
  afterAll(async () => hooks?.close());

  it('adds an endpoint, shows its secret once, lists its deliveries with their tries, re-sends one and rotates the secret', async () => {
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password);
    await visit(page, '/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Integrations' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/integrations');
    await page.getByTestId('webhook-url').fill(hooks.url);
    await page.getByTestId('webhook-events').getByLabel('order.cancelled').check();
    await page.getByTestId('webhook-create').click();
    const secret = (await page.getByTestId('webhook-secret-value').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await eventually(() => page.getByTestId('webhook-endpoint-url').textContent(), hooks.url);

    const shopper = await signedUpShopper(server);
    const orderNumber = await placeOrder(server, shopper.token, 'cod');
    await eventually(async () => hooks.calls.filter((c) => c.json?.orderNumber === orderNumber).length, 1);
    await page.getByTestId('webhook-deliveries-toggle').click();
    const delivery = page.getByTestId('webhook-delivery').filter({ hasText: orderNumber });
    await eventually(() => delivery.getByTestId('webhook-delivery-status').textContent(), 'delivered');
    await adminShot(page, 'integrations-webhooks');
    await delivery.getByTestId('webhook-resend').click();
    await eventually(async () => hooks.calls.filter((c) => c.json?.orderNumber === orderNumber).length, 2, 15_000);

    await page.getByText('I have kept it').click();
    // Rotating asks first, saying what it does to the receiver.
    await page.getByTestId('webhook-rotate').click();
    const asking = page.getByTestId('webhook-rotate-dialog');
    await expect(asking.innerText()).resolves.toContain('For the next 24 hours its deliveries are signed with the current secret too, while the receiver switches');
    await adminShot(page, 'integrations-rotate-asks', { fullPage: false });
    await asking.getByTestId('webhook-rotate-dialog-confirm').click();
    await asking.waitFor({ state: 'detached' });
    const rotated = (await page.getByTestId('webhook-secret-value').textContent())!;
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('makes an API key shown once, shows its last use, and revokes it; fits a phone', async () => {
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password, PHONE_390);
    await visit(page, '/admin/integrations');
    await page.getByTestId('api-key-name').fill('Warehouse sync');
    await page.getByTestId('api-key-scopes').getByLabel('stock:read').check();
    await page.getByTestId('api-key-create').click();
    const key = (await page.getByTestId('api-key-made-value').textContent())!;
    expect(key).toMatch(/^squ_[0-9a-f]{12}_/);
    const row = page.getByTestId('api-key').filter({ hasText: 'Warehouse sync' });
    await eventually(() => row.getByTestId('api-key-used').textContent().then((t) => t?.includes('never used')), true);
    expect((await rest(server, 'GET', '/api/v1/orders?limit=1', undefined, { token: key })).status).toBe(200);
    await page.reload();
    await eventually(() => row.getByTestId('api-key-used').textContent().then((t) => t?.includes('last used')), true);
    await adminShot(page, 'integrations-keys');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    // Revoking asks first: going back keeps the key working.
    const revoke = row.getByTestId('api-key-revoke');
    const dialog = page.getByTestId('api-key-revoke-dialog');
    await revoke.click();
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain('Revoke the API key Warehouse sync?');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await adminShot(page, 'integrations-revoke-ask', { fullPage: false });
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'api-key-revoke');
    expect((await rest(server, 'GET', '/api/v1/orders?limit=1', undefined, { token: key })).status).toBe(200);
    await revoke.click();
    await page.getByTestId('api-key-revoke-dialog-confirm').click();
    await toast(page, 'API key Warehouse sync revoked');
    await eventually(() => row.textContent().then((t) => t?.includes('Revoked')), true);
    expect((await rest(server, 'GET', '/api/v1/orders?limit=1', undefined, { token: key })).status).toBe(401);
  });
});
