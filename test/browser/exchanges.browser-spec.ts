/**
 * Issue 58, exchanges in Chromium: a shopper asks on /orders to exchange a delivered line for
 * another size (only sizes in stock are offered; the line says until when), the admin's Returns
 * queue shows the wanted size and approves it, and the shopper sees the replacement order ('
 * Replacement for SQU-…', at no charge) and the request naming it. At 1366 and 390 px,
 * photographed, with no sideways scroll and no serious axe violations.
 */
import { rest, signedUpShopper } from '../support/api';
import { browser, server, useShopInBrowser } from '../support/browser';
import { loadCatalogue, plentySizes } from '../support/shop';
import { adminShot, deliverOrder, payOrder, PHONE_390, signedInPage, STAFF, useStaffToken, WIDE } from './admin-helpers';
import { orderCard, visitOrderCard } from './payment-helpers';
import { seriousA11yViolations, sidewaysOverflow, visit } from './shop-helpers';

jest.setTimeout(150_000);

/** A product returnable in 30 days with two sizes of plenty of stock: one bought, one wanted. */
const product = loadCatalogue().find((p) => !p.isSale && p.category !== 'accessories' && plentySizes(p).length >= 2)!;
const [have, want] = plentySizes(product);

describe('exchanges: the shopper asks for another size, the admin approves, the shopper sees the replacement', () => {
  useShopInBrowser();
  const staff = useStaffToken();

  async function deliveredOrder(shopper: Awaited<ReturnType<typeof signedUpShopper>>): Promise<string> {
    const placed = await rest(server, 'POST', '/api/orders', { paymentMethod: 'upi', items: [{ productId: product.id, size: have, quantity: 1 }] }, { token: shopper.token });
    if (placed.status !== 201) throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
    const n = placed.body.orderId as string;
    await payOrder(server, shopper, n);
    await deliverOrder(server, staff.token, n);
    return n;
  }


  it.each([['1366', WIDE], ['390', PHONE_390]])('a size exchanged, approved, its replacement order shown, and once delivered not returnable again (%s px)', async (width, viewport) => {
    const shopper = await signedUpShopper(server);
    const n = await deliveredOrder(shopper);

    const shop = await signedInPage(browser, server, (shopper.user as { email: string }).email, 'secret123', viewport);
    let order = await visitOrderCard(shop, n);
    await order.getByTestId('order-returns').waitFor();
    const line = order.getByTestId('returnable-line');
    await expect(line.getByTestId('exchange-window').innerText()).resolves.toMatch(/^Exchangeable until \d{1,2} [A-Z][a-z]{2}$/);
    await line.getByTestId('exchange-open').click();
    const form = order.getByTestId('exchange-form');
    await form.waitFor();
    const offered = await form.getByTestId('exchange-size').locator('option').allInnerTexts();
    expect(offered).toContain(want);
    expect(offered).not.toContain(have);
    await form.getByTestId('exchange-size').selectOption(want);
    await adminShot(shop, 'exchanges-shopper-form');
    await form.getByTestId('exchange-submit').click();
    const request = order.getByTestId('return-request');
    await request.waitFor();
    await expect(request.getByTestId('return-status').textContent()).resolves.toBe('Requested');
    const text = await request.innerText();
    expect(text).toContain(`(${have} for ${want})`);
    const returnNumber = text.match(/RET-\d{8}-[A-Z2-9]{6}/)![0];
    expect(await sidewaysOverflow(shop)).toBe(0);
    expect(await seriousA11yViolations(shop)).toEqual([]);
    await adminShot(shop, 'exchanges-shopper-requested');

    const admin = await signedInPage(browser, server, STAFF.email, STAFF.password, viewport);
    await visit(admin, '/admin/returns');
    await admin.getByTestId('returns-search').fill(returnNumber);
    const item = admin.locator(`[data-testid="admin-return"][data-return-number="${returnNumber}"]`);
    await item.waitFor();
    await expect(item.getByTestId('admin-return-wanted-size').innerText()).resolves.toContain(`wants size ${want}`);
    await item.getByTestId('move-approved').click();
    await item.getByTestId('admin-return-replacement').waitFor();
    const replacement = (await item.getByTestId('admin-return-replacement').innerText()).match(/SQU-\d{8}-[A-Z2-9]{8}/)![0];
    expect(await sidewaysOverflow(admin)).toBe(0);
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await adminShot(admin, 'exchanges-admin-approved');

    order = await visitOrderCard(shop, n);
    await expect(order.getByTestId('replacement-order').innerText()).resolves.toBe(`Replacement order ${replacement}, at no charge`);
    await expect(order.getByTestId('return-status').textContent()).resolves.toBe('Approved');
    const replaced = orderCard(shop, replacement);
    await expect(replaced.getByTestId('replacement-for').innerText()).resolves.toBe(`Replacement for ${n}`);
    await expect(replaced.getByTestId('order-total').innerText()).resolves.toBe('₹0');
    expect(await sidewaysOverflow(shop)).toBe(0);
    await adminShot(shop, 'exchanges-shopper-replacement');

    // Delivered, the replacement is neither returned nor exchanged again: its line says why, with no button.
    await deliverOrder(server, staff.token, replacement, { confirmed: true });
    const delivered = await visitOrderCard(shop, replacement);
    const again = delivered.getByTestId('returnable-line');
    await expect(again.getByTestId('return-window').innerText()).resolves.toBe(`Sent in exchange for an item of ${n}: for a problem with it, please contact us`);
    await expect(again.getByTestId('exchange-window').innerText()).resolves.toBe('Exchanged once already');
    await expect(again.getByTestId('return-open').count()).resolves.toBe(0);
    await expect(again.getByTestId('exchange-open').count()).resolves.toBe(0);
    expect(await sidewaysOverflow(shop)).toBe(0);
    await adminShot(shop, 'exchanges-replacement-delivered');
    await shop.context().close();
    await admin.context().close();
    expect(width).toBeTruthy();
  });
});
