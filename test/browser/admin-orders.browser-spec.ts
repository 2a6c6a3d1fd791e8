/**
 * DECISIONS 19, the admin console's orders in Chromium: an admin finds an order by the shopper's
 * email, opens it, sees it waits for its online payment, then (paid) confirms and ships it
 * (shipping asks for the courier, cancelling for a reason), and reads its history; a move the server refuses is shown. axe-core finds nothing serious on the pages, at 1366 and 390 px.
 */
import { gql, longEmail, signedUpShopper } from '../support/api';
import { browser, server, useShopInBrowser } from '../support/browser';
import { toast } from './account-helpers';
import { adminShot, createAdmin, payOrder, PHONE_390, placeOrder, signedInPage, STAFF, tableHiddenWidth, TABLET_1024, TABLET_800, WIDE } from './admin-helpers';
import { eventually, invalidCss, seriousA11yViolations, sidewaysOverflow, visit } from './shop-helpers';

jest.setTimeout(120_000);

describe('admin console: orders', () => {
  useShopInBrowser();
  let shopper: Awaited<ReturnType<typeof signedUpShopper>>;
  let orders: string[];
  let otherUnpaid: string;

  beforeAll(async () => {
    await createAdmin(server);
    // A long email, which the order's page must wrap to fit a phone.
    shopper = await signedUpShopper(server, true, { email: longEmail() });
    const other = await signedUpShopper(server);
    orders = [await placeOrder(server, shopper.token, 'netbanking'), await placeOrder(server, shopper.token, 'cod')];
    otherUnpaid = await placeOrder(server, other.token);
  });

  it('finds an order by email from the account menu; unpaid it can only be cancelled; paid, confirms and ships it; shows its history', async () => {
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByTestId('orders-search').fill(shopper.user.email.toUpperCase());
    await page.getByTestId('orders-search-submit').click();
    await page.waitForURL((u) => u.searchParams.get('q') === shopper.user.email.toUpperCase());
    await eventually(() => page.getByTestId('order-row').count(), 2);
    await page.getByTestId('order-row').getByRole('link', { name: orders[0] }).click();
    await page.waitForURL((u) => u.pathname === `/admin/orders/${orders[0]}`);
    // The method by the name the shopper saw at the checkout, not the API's enum.
    await expect(page.getByTestId('order-customer').innerText()).resolves.toMatch(/\nNet Banking · Pending\n/);

    // Not paid yet: it can only be cancelled, and the page says why.
    const moves = page.getByTestId('status-moves');
    await expect(page.getByTestId('awaiting-payment').innerText()).resolves.toMatch(
      /^Not paid yet: it can be confirmed and shipped once its online payment is made\. Unpaid at \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}, the shop cancels it and its items go back on sale\.$/,
    );
    expect(await moves.getByRole('button').allInnerTexts()).toEqual(['Cancel order']);
    await payOrder(server, shopper, orders[0]);
    await page.reload();
    await expect(page.getByTestId('order-customer').innerText()).resolves.toMatch(/\nNet Banking · Paid · pay_\w+\n/);
    expect(await page.getByTestId('awaiting-payment').count()).toBe(0);
    await moves.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, `Order ${orders[0]} is now confirmed`);
    // Shipping asks with which courier (shipping.browser-spec.ts has the rest).
    await moves.getByRole('button', { name: 'Mark shipped' }).click();
    const ship = page.getByRole('dialog', { name: `Ship order ${orders[0]}` });
    await ship.getByLabel('Courier').selectOption({ label: 'Delhivery' });
    await ship.getByLabel('Tracking number').fill('1234567890');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await toast(page, `Order ${orders[0]} is now shipped`);
    await moves.getByRole('button', { name: 'Mark delivered' }).waitFor();
    expect(await moves.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    const history = page.getByTestId('order-history').getByRole('listitem');
    await eventually(() => history.count(), 3);
    expect(await history.allInnerTexts()).toEqual([
      expect.stringMatching(/^Placed \(Pending\)[\s\S]*by shopper$/),
      expect.stringMatching(new RegExp(`^Pending → Confirmed[\\s\\S]*by ${STAFF.email}$`)),
      expect.stringMatching(new RegExp(`^Confirmed → Shipped[\\s\\S]*by ${STAFF.email}$`)),
    ]);
    // Back on the list, the filters came back from the URL.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/admin' && u.searchParams.has('q'));
    await page.getByTestId('filter-status').selectOption('SHIPPED');
    await page.waitForURL((u) => u.searchParams.get('status') === 'SHIPPED');
    await eventually(() => page.getByTestId('order-row').count(), 1);
    await page.context().close();
  });

  it('cancelling asks first (Keep order leaves it); a move the server refuses is shown', async () => {
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password);
    await visit(page, `/admin/orders/${orders[1]}`);
    const moves = page.getByTestId('status-moves');
    await moves.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await dialog.waitFor({ state: 'detached' });
    await moves.getByRole('button', { name: 'Confirm' }).waitFor();

    // Meanwhile the shopper cancels it: the page still offers Confirm, and the server refuses it.
    const cancelled = await gql(server, 'mutation C($n: String!) { cancelOrder(orderNumber: $n) { status } }', { n: orders[1] }, { token: shopper.token });
    expect(cancelled.body.data?.cancelOrder.status).toBe('CANCELLED');
    await moves.getByRole('button', { name: 'Confirm' }).click();
    await eventually(() => page.getByTestId('move-problem').textContent(), 'An order cannot move from cancelled to confirmed');
    await page.context().close();
  });

  it('an unpaid online order, once cancelled, is final: no moves and no "not paid" note', async () => {
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password);
    await visit(page, `/admin/orders/${otherUnpaid}`);
    await page.getByTestId('awaiting-payment').waitFor();
    await page.getByTestId('status-moves').getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alertdialog').getByLabel('Reason').fill('Not paid: the shopper asked us to cancel');
    await page.getByTestId('admin-cancel-dialog-confirm').click();
    await toast(page, `Order ${otherUnpaid} is now cancelled`);
    await page.getByTestId('order-moves').getByText('This order is final: it makes no more moves.').waitFor();
    expect(await page.getByTestId('awaiting-payment').count()).toBe(0);
    await page.reload();
    await page.getByTestId('order-moves').getByText('This order is final: it makes no more moves.').waitFor();
    expect(await page.getByTestId('awaiting-payment').count()).toBe(0);
    await page.context().close();
  });

  it.each([['1366', WIDE], ['390', PHONE_390]])('the list names how each order is paid: an unpaid COD order reads "COD · collect on delivery", an unpaid UPI one "Payment pending" (%s px)', async (_, viewport) => {
    const buyer = await signedUpShopper(server);
    const upi = await placeOrder(server, buyer.token, 'upi');
    const cod = await placeOrder(server, buyer.token, 'cod');
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password, viewport);
    await visit(page, `/admin?q=${encodeURIComponent(buyer.user.email)}`);
    await eventually(() => page.getByTestId('order-row').count(), 2);
    const payment = (n: string) => page.getByTestId('order-row').filter({ hasText: n }).getByTestId('order-payment').filter({ visible: true }).innerText();
    await expect(payment(cod)).resolves.toMatch(/^COD · collect on delivery$/i);
    await expect(payment(upi)).resolves.toMatch(/^UPI · Payment pending$/i);
    expect(await tableHiddenWidth(page, 'Orders table')).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await adminShot(page, 'admin-orders-payment');
    await page.context().close();
  });

  it.each([['1366', WIDE], ['1024', TABLET_1024], ['800', TABLET_800], ['390', PHONE_390]])('the list and an order fit the screen, pass axe-core at %s px and are photographed', async (_, viewport) => {
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password, viewport);
    await visit(page, '/admin');
    await page.getByTestId('order-row').first().waitFor();
    await adminShot(page, 'admin-orders');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await invalidCss(page)).toEqual([]);
    // Every column shows, a phone's too (there a row holds fewer), and the page does not scroll sideways.
    expect(await tableHiddenWidth(page, 'Orders table')).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await visit(page, `/admin/orders/${orders[0]}`);
    await page.getByTestId('order-history').waitFor();
    expect(await tableHiddenWidth(page, 'Order lines')).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await adminShot(page, 'admin-order');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await invalidCss(page)).toEqual([]);
    await page.getByRole('button', { name: 'Mark delivered' }).waitFor();
    // Cash on delivery: the shopper already holds as many unpaid online orders as the shop allows.
    await visit(page, `/admin/orders/${await placeOrder(server, shopper.token, 'cod')}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alertdialog').waitFor();
    await adminShot(page, 'admin-cancel-dialog');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await invalidCss(page)).toEqual([]);
    await page.context().close();
  });
});
