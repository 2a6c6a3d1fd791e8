/**
 * Issue 56, point 8 in Chromium at 1366 and 390 px: the staff ship an order with a courier and
 * its tracking number (a dialog; the server's refusals show in it), deliver a Cash on Delivery
 * order with the cash collected, and cancel another with a reason; the shopper's /orders shows
 * 'Shipped with <courier> · <number>' with the courier's tracking page opening in a new tab, and
 * the cancelled order's reason. The dialogs and /orders pass axe-core, fit the screen and are
 * photographed (/tmp/admin-shots, test/artifacts/screenshots).
 */
import type { Locator } from 'playwright-core';
import { gql, rest, signedUpShopper, WEBSITE } from '../support/api';
import { MOVE } from '../support/shop';
import { browser, server, useShopInBrowser } from '../support/browser';
import { PASSWORD, toast } from './account-helpers';
import { adminShot, createAdmin, PHONE_390, placeOrder, signedInPage, STAFF, WIDE } from './admin-helpers';
import { eventually, invalidCss, screenshot, seriousA11yViolations, sidewaysOverflow, visit } from './shop-helpers';

jest.setTimeout(150_000);

const BLUE_DART = 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=';
const REASON = 'Size M sold out at the warehouse. Nothing was charged.';

/** The order's total and payment status, as its owner reads them. */
async function orderOf(token: string, n: string): Promise<{ total: number; paymentStatus: string }> {
  return (await gql(server, 'query O($n: String!) { order(orderNumber: $n) { total paymentStatus } }', { n }, { token })).body.data.order;
}

/** Waits until the dialog says `message` (the server's refusal, under its field or at its foot), once. */
const saysOnce = (dialog: Locator, message: string | RegExp) =>
  eventually(async () => (await dialog.innerText()).split('\n').filter((l) => (typeof message === 'string' ? l === message : message.test(l))).length, 1);

describe.each([
  ['1366', WIDE],
  ['390', PHONE_390],
])('shipping is recorded (%s px)', (_, viewport) => {
  useShopInBrowser();
  let shopper: Awaited<ReturnType<typeof signedUpShopper>>;
  let shipped: string;
  let cancelled: string;

  beforeAll(async () => {
    await createAdmin(server);
    shopper = await signedUpShopper(server);
    shipped = await placeOrder(server, shopper.token, 'cod');
    cancelled = await placeOrder(server, shopper.token, 'cod');
  });

  it('the staff ship with a courier and tracking number, deliver with the cash collected, cancel with a reason', async () => {
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password, viewport);
    await visit(page, `/admin/orders/${shipped}`);
    const moves = page.getByTestId('status-moves');
    await moves.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, `Order ${shipped} is now confirmed`);

    // Mark shipped asks for the courier and the tracking number; the server's refusals show beside the fields.
    const shipButton = moves.getByRole('button', { name: 'Mark shipped' });
    await shipButton.click();
    const ship = page.getByRole('dialog', { name: `Ship order ${shipped}` });
    await ship.waitFor();
    const courier = ship.getByLabel('Courier');
    // It starts on the courier; Escape goes back without moving, to the button that opened it.
    await eventually(() => courier.evaluate((el) => el === document.activeElement), true);
    await page.keyboard.press('Escape');
    await ship.waitFor({ state: 'detached' });
    await eventually(() => shipButton.evaluate((el) => el === document.activeElement), true);
    await shipButton.click();
    await ship.waitFor();
    expect(await courier.locator('option').allInnerTexts()).toEqual(['Choose a courier', 'Delhivery', 'Blue Dart', 'DTDC', 'Ecom Express', 'Xpressbees', 'Shadowfax', 'Ekart', 'India Post Speed Post', 'Own delivery']);
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await saysOnce(ship, 'Choose the courier the order ships with');
    await courier.selectOption({ label: 'Blue Dart' });
    await ship.getByText('8 to 11 digits').waitFor();
    await ship.getByLabel('Tracking number').fill('AB12');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await saysOnce(ship, 'Tracking numbers are 6 to 30 letters and digits (dashes between them)');
    await ship.getByLabel('Tracking number').fill('AB1234567');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await saysOnce(ship, 'Blue Dart tracking numbers are 8 to 11 digits');
    expect(await sidewaysOverflow(page)).toBe(0);
    await adminShot(page, 'ship-dialog');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await invalidCss(page)).toEqual([]);
    await ship.getByLabel('Tracking number').fill('9876 54321');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await toast(page, `Order ${shipped} is now shipped`);
    await ship.waitFor({ state: 'detached' });
    const record = page.getByTestId('move-record');
    await expect(record.getByTestId('order-shipment').innerText()).resolves.toBe('Shipped with Blue Dart · 987654321 · Track parcel');
    await expect(record.getByRole('link', { name: 'Track parcel' }).getAttribute('href')).resolves.toBe(`${BLUE_DART}987654321`);

    // Mark delivered asks to confirm and, for Cash on Delivery, the cash collected: the order's total.
    const { total } = await orderOf(shopper.token, shipped);
    await moves.getByRole('button', { name: 'Mark delivered' }).click();
    const deliver = page.getByRole('dialog', { name: `Mark order ${shipped} delivered?` });
    await deliver.waitFor();
    await deliver.getByText(/^The order's total: ₹[\d,.]+$/).waitFor();
    await deliver.getByLabel('Cash collected (₹)').fill(String(total - 100));
    await deliver.getByRole('button', { name: 'Mark delivered' }).click();
    await saysOnce(deliver, /^The cash collected must be the order's total, ₹[\d,]+\.\d\d: ₹[\d,]+\.\d\d was entered$/);
    await adminShot(page, 'deliver-dialog');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await deliver.getByLabel('Cash collected (₹)').fill(String(total));
    await deliver.getByRole('button', { name: 'Mark delivered' }).click();
    await toast(page, `Order ${shipped} is now delivered`);
    await expect(record.getByTestId('delivered-record').innerText()).resolves.toMatch(/^Delivered \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} · ₹[\d,.]+ cash collected$/);
    await expect(orderOf(shopper.token, shipped)).resolves.toMatchObject({ paymentStatus: 'PAID' });

    // Cancel asks for the reason the shopper will read; Keep order leaves it as it was.
    await visit(page, `/admin/orders/${cancelled}`);
    await moves.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('alertdialog', { name: `Cancel order ${cancelled}?` });
    await cancel.waitFor();
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await saysOnce(cancel, 'Give the reason for cancelling: the shopper is told it');
    await adminShot(page, 'cancel-reason-dialog');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await cancel.getByLabel('Reason').fill(REASON);
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await toast(page, `Order ${cancelled} is now cancelled`);
    await expect(page.getByTestId('move-record').getByTestId('cancel-reason').innerText()).resolves.toBe(`Cancelled: ${REASON}`);
    await expect(page.getByTestId('order-history').getByRole('listitem').last().innerText()).resolves.toContain(`Reason: ${REASON}`);
    expect(await sidewaysOverflow(page)).toBe(0);
    await adminShot(page, 'admin-order-cancelled');
    await page.context().close();
  });

  it("the shopper's /orders: 'Shipped with Blue Dart · 987654321' with its tracking page in a new tab, and the cancelled order's reason", async () => {
    // Another shopper's orders, moved by the staff over the API: this test stands on its own.
    const buyer = await signedUpShopper(server);
    const [parcel, dropped] = [await placeOrder(server, buyer.token, 'cod'), await placeOrder(server, buyer.token, 'cod')];
    const staff = (await rest(server, 'POST', '/api/auth/login', { ...STAFF, website: WEBSITE })).body.token as string;
    for (const [n, s, said] of [
      [parcel, 'CONFIRMED', {}],
      [parcel, 'SHIPPED', { shipment: { courier: 'BLUE_DART', trackingNumber: '987654321' } }],
      [dropped, 'CANCELLED', { reason: REASON }],
    ] as const) {
      const moved = await gql(server, MOVE, { n, s, ...said }, { token: staff });
      expect(moved.body.errors).toBeUndefined();
    }
    const page = await signedInPage(browser, server, buyer.user.email, PASSWORD, viewport);
    // The courier's site is not reached from the test: its page is answered here.
    await page.context().route(`${BLUE_DART}*`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Blue Dart tracking</title>' }));
    await visit(page, '/orders');
    const card = (n: string) => page.locator(`[data-testid=order-card][data-order-number="${n}"]`);
    for (const n of [parcel, dropped]) {
      if ((await card(n).getByTestId('order-toggle').getAttribute('aria-expanded')) !== 'true') await card(n).getByTestId('order-toggle').click();
    }
    await expect(card(parcel).getByTestId('order-shipment').innerText()).resolves.toBe('Shipped with Blue Dart · 987654321 · Track parcel');
    const link = card(parcel).getByRole('link', { name: 'Track parcel' });
    expect(await link.evaluate((a: HTMLAnchorElement) => [a.href, a.target, a.relList.contains('noopener')])).toEqual([`${BLUE_DART}987654321`, '_blank', true]);
    await expect(card(dropped).getByTestId('cancel-reason').innerText()).resolves.toBe(`Cancelled: ${REASON}`);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'orders-shipped-cancelled');
    // The link opens the courier's page in a tab of its own; the shop stays where it was.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${BLUE_DART}987654321`);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/orders');
    await page.context().close();
  });
});
