/**
 * Issue 58, returns in Chromium: a shopper returns one line of a delivered order from /orders
 * (the line says until when; the form asks how many and why), the admin's Returns queue approves
 * it, marks it picked up and received, and refunds it (back to the online payment), and the
 * shopper's order shows 'Refunded'. The product page says the item's own policy. At 1366 and
 * 390 px, photographed, with no sideways scroll and no serious axe violations.
 */
import type { Page } from 'playwright-core';
import { rest, signedUpShopper } from '../support/api';
import { browser, server, useShopInBrowser } from '../support/browser';
import { adminShot, deliverOrder, payOrder, PHONE_390, placeOrder, signedInPage, STAFF, useStaffToken, WIDE } from './admin-helpers';
import { eventually, seriousA11yViolations, sidewaysOverflow, visit } from './shop-helpers';

jest.setTimeout(150_000);


describe('returns: the shopper asks, the admin moves it along, the shopper sees it refunded', () => {
  useShopInBrowser();
  const staff = useStaffToken();

  /** A paid order of the backpack (product 102), delivered. */
  async function deliveredOrder(shopper: Awaited<ReturnType<typeof signedUpShopper>>): Promise<string> {
    const n = await placeOrder(server, shopper.token);
    await payOrder(server, shopper, n);
    await deliverOrder(server, staff.token, n);
    return n;
  }

  const card = (page: Page, n: string) => page.locator(`[data-testid="order-card"][data-order-number="${n}"]`);

  it.each([['1366', WIDE], ['390', PHONE_390]])('one line of a delivered order, returned and refunded (%s px)', async (width, viewport) => {
    const shopper = await signedUpShopper(server);
    const n = await deliveredOrder(shopper);

    const shop = await signedInPage(browser, server, (shopper.user as { email: string }).email, 'secret123', viewport);
    await visit(shop, '/orders');
    const order = card(shop, n);
    await order.getByTestId('order-returns').waitFor();
    const line = order.getByTestId('returnable-line');
    await expect(line.getByTestId('return-window').innerText()).resolves.toMatch(/^Returnable until \d{1,2} [A-Z][a-z]{2}$/);
    await line.getByTestId('return-open').click();
    await order.getByTestId('return-form').waitFor();
    await order.getByTestId('return-reason').selectOption('DEFECTIVE');
    await adminShot(shop, 'returns-shopper-form');
    await order.getByTestId('return-submit').click();
    const request = order.getByTestId('return-request');
    await request.waitFor();
    await expect(request.getByTestId('return-status').textContent()).resolves.toBe('Requested');
    const returnNumber = (await request.innerText()).match(/RET-\d{8}-[A-Z2-9]{6}/)![0];
    // All of the line is asked back: no second Return for it.
    await expect(line.getByTestId('return-open').count()).resolves.toBe(0);
    expect(await sidewaysOverflow(shop)).toBe(0);
    expect(await seriousA11yViolations(shop)).toEqual([]);
    await adminShot(shop, 'returns-shopper-requested');

    const admin = await signedInPage(browser, server, STAFF.email, STAFF.password, viewport);
    await visit(admin, '/admin/returns');
    await admin.getByTestId('returns-search').fill(returnNumber);
    const item = admin.locator(`[data-testid="admin-return"][data-return-number="${returnNumber}"]`);
    await item.waitFor();
    await expect(item.innerText()).resolves.toContain('Reason: Defective');
    // Until it is refunded, the refund is what is to be done, not what was.
    await expect(item.getByTestId('admin-return-refund').innerText()).resolves.toMatch(/^Refund ₹[\d,.]+ to the online payment$/);
    const statusIs = (label: string) =>
      admin.waitForFunction(([sel, want]) => document.querySelector(sel)?.querySelector('[data-testid="admin-return-status"]')?.textContent === want, [`[data-return-number="${returnNumber}"]`, label] as const);
    for (const [button, label] of [['move-approved', 'Approved'], ['move-picked_up', 'Picked up']]) {
      await item.getByTestId(button).click();
      await statusIs(label);
    }
    // Receiving puts the units back on sale: it asks first, and going back changes nothing.
    const dialog = admin.getByTestId('return-move-dialog');
    await item.getByTestId('move-received').click();
    await expect(dialog.getByRole('heading').innerText()).resolves.toBe(`Mark ${returnNumber} received?`);
    await expect(dialog.innerText()).resolves.toContain('The units come back on sale at once: 1 × ');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(item.getByTestId('admin-return-status').textContent()).resolves.toBe('Picked up');
    await item.getByTestId('move-received').click();
    await dialog.getByTestId('return-move-dialog-confirm').click();
    await statusIs('Received');
    await dialog.waitFor({ state: 'detached' });
    await adminShot(admin, 'returns-admin-received');
    // A refund sends money back: it asks, saying how much and where.
    await item.getByTestId('move-refunded').click();
    await expect(dialog.getByRole('heading').innerText()).resolves.toMatch(/^Refund ₹[\d,.]+\?$/);
    await expect(dialog.innerText()).resolves.toContain("goes back to the shopper's online payment, through the payment provider. This cannot be undone.");
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await adminShot(admin, 'returns-admin-refund-asks', { fullPage: false });
    await dialog.getByTestId('return-move-dialog-confirm').click();
    await admin.waitForFunction((sel) => document.querySelector(sel)?.querySelector('[data-testid="admin-return-status"]')?.textContent === 'Refunded', `[data-return-number="${returnNumber}"]`);
    await expect(item.getByTestId('admin-return-refund').innerText()).resolves.toMatch(/^Refunded ₹[\d,.]+ to the online payment\s+Reference: [0-9a-f-]{36}$/);
    expect(await sidewaysOverflow(admin)).toBe(0);
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await adminShot(admin, 'returns-admin-refunded');
    // The order's history tells each step of the return in words, not as a move from Delivered to Delivered.
    await visit(admin, `/admin/orders/${n}`);
    const history = admin.getByTestId('order-history').getByRole('listitem');
    await eventually(async () => (await admin.getByTestId('history-note').allInnerTexts()).some((t) => t.includes(returnNumber)), true);
    expect((await history.allInnerTexts()).filter((t) => t.startsWith('Delivered → Delivered'))).toEqual([]);

    await visit(shop, '/orders');
    await card(shop, n).getByTestId('return-request').waitFor();
    await expect(card(shop, n).getByTestId('return-status').textContent()).resolves.toBe('Refunded');
    await adminShot(shop, 'returns-shopper-refunded');
    await shop.context().close();
    await admin.context().close();
    expect(width).toBeTruthy();
  });

  it('a Cash on Delivery return: the payout is recorded in a dialog that asks for the bank reference and shows the refusal at it (390 px)', async () => {
    const shopper = await signedUpShopper(server);
    const n = await placeOrder(server, shopper.token, 'cod');
    await deliverOrder(server, staff.token, n, { cod: true });
    const asked = await rest(server, 'POST', `/api/orders/${n}/returns`, { lines: [{ productId: '102', size: 'One Size', quantity: 1 }], reason: 'changed_mind', refundTo: { upiId: 'asha.verma@okhdfcbank' } }, { token: shopper.token });
    expect(asked.status).toBe(201);
    const returnNumber = asked.body.return.returnNumber as string;
    for (const status of ['approved', 'picked_up', 'received']) expect((await rest(server, 'POST', `/api/returns/${returnNumber}/moves`, { status }, { token: staff.token })).status).toBe(200);

    const admin = await signedInPage(browser, server, STAFF.email, STAFF.password, PHONE_390);
    await visit(admin, '/admin/returns');
    await admin.getByTestId('returns-search').fill(returnNumber);
    const item = admin.locator(`[data-testid="admin-return"][data-return-number="${returnNumber}"]`);
    await item.waitFor();
    await expect(item.getByTestId('move-refunded').innerText()).resolves.toBe('Record payout');
    await item.getByTestId('move-refunded').click();
    const dialog = admin.getByTestId('return-move-dialog');
    await expect(dialog.getByRole('heading').innerText()).resolves.toMatch(/^Record the payout of ₹[\d,.]+\?$/);
    await expect(dialog.innerText()).resolves.toMatch(/Pay ₹[\d,.]+ to UPI asha\.verma@okhdfcbank.* first, then enter the bank's reference/);
    // Without the reference the server refuses, and says so at the field, in the dialog.
    await dialog.getByTestId('return-move-dialog-confirm').click();
    await eventually(() => dialog.innerText().then((t) => t.includes("Enter the payout's reference (the bank's UTR or the UPI transaction id) once the money is sent")), true);
    await expect(dialog.getByTestId('admin-return-reference').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await sidewaysOverflow(admin)).toBe(0);
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await adminShot(admin, 'returns-admin-payout-refused', { fullPage: false });
    await dialog.getByTestId('admin-return-reference').fill('UTR000123456');
    await dialog.getByTestId('return-move-dialog-confirm').click();
    await admin.waitForFunction((sel) => document.querySelector(sel)?.querySelector('[data-testid="admin-return-status"]')?.textContent === 'Refunded', `[data-return-number="${returnNumber}"]`);
    await dialog.waitFor({ state: 'detached' });
    await expect(item.getByTestId('admin-return-refund').innerText()).resolves.toMatch(/^Refunded ₹[\d,.]+ paid out to .*\s+Reference: UTR000123456$/);
    await admin.context().close();
  });

  it("the product page says the item's own policy, from the server", async () => {
    const page = await (await browser.newContext({ viewport: WIDE, baseURL: server.url })).newPage();
    await visit(page, '/product/181');
    await page.waitForFunction(() => document.querySelector('[data-testid="return-policy"]')?.textContent === 'Not returnable');
    await visit(page, '/product/102');
    await page.waitForFunction(() => document.querySelector('[data-testid="return-policy"]')?.textContent === 'Returnable within 30 days');
    await page.context().close();
  });
});
