/**
 * Issue 56 point 9, the admin console's payments in Chromium: an attempt whose payment went back
 * to the shopper reads 'Refunded', not a green 'Paid', and the list filters by Refunded; a failed
 * attempt says why (the provider's words), in its details and on the order's page; at 1366 and
 * 390 px, photographed.
 */
import { gql, rest, signedUpShopper } from '../support/api';
import { sandboxPay } from '../support/payments';
import { browser, server, useShopInBrowser } from '../support/browser';
import { adminShot, createAdmin, payOrder, PHONE_390, placeOrder, signedInPage, STAFF, tableHiddenWidth, WIDE } from './admin-helpers';
import { eventually, sidewaysOverflow, visit } from './shop-helpers';

jest.setTimeout(120_000);

const DECLINED = 'Payment declined by the bank (sandbox)';

describe('admin console: payments', () => {
  useShopInBrowser();
  let refunded: string;
  let paid: string;
  let declined: string;

  beforeAll(async () => {
    await createAdmin(server);
    const shopper = await signedUpShopper(server);
    [refunded, paid] = [await placeOrder(server, shopper.token), await placeOrder(server, shopper.token)];
    await payOrder(server, shopper, refunded);
    await payOrder(server, shopper, paid);
    // Cancelling a paid order gives its money back.
    const cancelled = await gql(server, 'mutation C($n: String!) { cancelOrder(orderNumber: $n) { paymentStatus } }', { n: refunded }, { token: shopper.token });
    expect(cancelled.body.data?.cancelOrder.paymentStatus).toBe('REFUNDED');
    // A payment the bank declined.
    declined = await placeOrder(server, shopper.token);
    const opened = await rest(server, 'POST', `/api/orders/${declined}/payments`, undefined, { token: shopper.token });
    expect((await sandboxPay(server, opened.body.payment.payUrl, 'failure')).error).toBe(DECLINED);
    expect((await rest(server, 'POST', `/api/orders/${declined}/payments/refresh`, undefined, { token: shopper.token })).body.order.paymentDetails.status).toBe('failed');
  });

  it.each([['1366', WIDE], ['390', PHONE_390]])("a failed attempt says why, in its details and on the order's page (%s px)", async (w, viewport) => {
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password, viewport);
    await visit(page, `/admin/payments?q=${declined}`);
    // The newest attempt first: the one declined (the first, opened at placement, was never paid).
    const row = page.getByTestId('payment-row').filter({ hasText: declined }).first();
    await eventually(() => row.getByTestId('attempt-status').filter({ visible: true }).innerText().then((t) => t.toUpperCase()), 'FAILED');
    await row.getByTestId('payment-details').click();
    const facts = page.getByTestId('attempt-drawer').getByTestId('attempt-facts');
    await eventually(async () => (await facts.innerText()).includes(`Why it failed\n${DECLINED}`), true);
    await adminShot(page, `admin-payment-declined-${w}`, { fullPage: false });
    await page.getByRole('button', { name: 'Close payment details' }).click();

    await visit(page, `/admin/orders/${declined}`);
    await eventually(() => page.getByTestId('order-payment-failure').innerText(), `Why it failed: ${DECLINED}`);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.context().close();
  });

  it.each([['1366', WIDE], ['390', PHONE_390]])('a refunded attempt reads Refunded, not Paid; the list filters by Refunded (%s px)', async (_, viewport) => {
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password, viewport);
    // The statuses of the order's attempts, newest first (the one paid is its last).
    const statuses = () => page.getByTestId('payment-row').getByTestId('attempt-status').filter({ visible: true }).allInnerTexts().then((all) => all.map((t) => t.toUpperCase()));
    await visit(page, `/admin/payments?q=${refunded}`);
    await eventually(() => statuses().then((all) => all[0]), 'REFUNDED');
    await expect(page.getByTestId('payment-row').first().getByTestId('attempt-status').filter({ visible: true }).getAttribute('data-palette')).resolves.toBe('gray');
    expect(await statuses()).not.toContain('PAID');
    await visit(page, `/admin/payments?q=${paid}`);
    await eventually(() => statuses().then((all) => all[0]), 'PAID');

    await visit(page, '/admin/payments');
    await page.getByTestId('payments-status').selectOption('REFUNDED');
    await page.waitForURL((u) => u.searchParams.get('status') === 'REFUNDED');
    const rows = page.getByTestId('payment-row');
    await eventually(() => rows.filter({ hasText: refunded }).count(), 1);
    expect(await rows.filter({ hasText: paid }).count()).toBe(0);
    expect((await rows.getByTestId('attempt-status').filter({ visible: true }).allInnerTexts()).map((t) => t.toUpperCase())).toEqual(expect.arrayContaining(['REFUNDED']));
    expect(new Set((await rows.getByTestId('attempt-status').filter({ visible: true }).allInnerTexts()).map((t) => t.toUpperCase()))).toEqual(new Set(['REFUNDED']));
    expect(await sidewaysOverflow(page)).toBe(0);
    if (viewport === PHONE_390) expect(await tableHiddenWidth(page, 'Payments table')).toBe(0);
    await adminShot(page, 'admin-payments-refunded');

    // Paid leaves the refunded attempt out.
    await page.getByTestId('payments-status').selectOption('PAID');
    await page.waitForURL((u) => u.searchParams.get('status') === 'PAID');
    await eventually(() => rows.filter({ hasText: paid }).count(), 1);
    expect(await rows.filter({ hasText: refunded }).count()).toBe(0);
    await page.context().close();
  });
});
