/**
 * Issue 56 point 9, the staff refund a paid order in full or in part, in Chromium: on the order's
 * admin page the Refunds panel shows what was paid, refunded and left; Refund opens a dialog
 * whose amount is what is left and that asks why; the server's refusals show in it; a part, then
 * the rest, are refunded and listed (amount, status, reason, who, when), the order's payment reads
 * partly refunded (the shopper's /orders too), then refunded, and nothing more is offered. The payments page lists both
 * refunds of the attempt. At 1366 and 390 px, photographed, axe-clean.
 */
import type { Page } from 'playwright-core';
import { signedUpShopper } from '../support/api';
import { browser, server, useShopInBrowser } from '../support/browser';
import { PASSWORD, toast } from './account-helpers';
import { adminShot, createAdmin, payOrder, PHONE_390, placeOrder, signedInPage, STAFF, WIDE } from './admin-helpers';
import { eventually, seriousA11yViolations, sidewaysOverflow, visit } from './shop-helpers';

jest.setTimeout(120_000);

/** '₹1,179.82' -> 1179.82 */
const amountOf = (text: string) => Number(text.replace(/[₹,\s]/g, ''));
/** An amount as the page writes it: '₹100', '₹1,079.82'. */
const money = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;
/** As the server's messages write it: '₹100.00'. */
const serverMoney = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('admin console: refunds', () => {
  useShopInBrowser();
  let shopper: Awaited<ReturnType<typeof signedUpShopper>>;

  beforeAll(async () => {
    await createAdmin(server);
    shopper = await signedUpShopper(server);
  });

  const figure = async (page: Page, testId: string) => amountOf(await page.getByTestId(testId).innerText());

  it.each([['1366', WIDE], ['390', PHONE_390]])('refunds part of a paid order, then the rest, with reasons; the refusals show in the dialog (%s px)', async (_, viewport) => {
    const n = await placeOrder(server, shopper.token);
    await payOrder(server, shopper, n);
    const page = await signedInPage(browser, server, STAFF.email, STAFF.password, viewport);
    await visit(page, `/admin/orders/${n}`);
    const panel = page.getByTestId('order-refunds');
    await panel.waitFor();
    const paid = await figure(page, 'refunds-paid');
    expect(paid).toBeGreaterThan(100);
    expect([await figure(page, 'refunds-refunded'), await figure(page, 'refunds-left')]).toEqual([0, paid]);
    await expect(panel.innerText()).resolves.toContain('No refunds yet.');

    // Refund opens the dialog, its amount what is left; focus starts on it.
    await page.getByTestId('refund-open').click();
    const dialog = page.getByTestId('refund-dialog');
    await dialog.waitFor();
    const amount = page.getByTestId('refund-amount-input');
    await expect(amount.inputValue()).resolves.toBe(Number.isInteger(paid) ? String(paid) : paid.toFixed(2));
    await expect(amount.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(page.getByTestId('refund-left').innerText()).resolves.toBe(`${money(paid)} was paid: up to ${money(paid)} can be refunded. It goes back to the way the shopper paid.`);

    // The server's refusals, in its words, inside the dialog: no reason; more than is left.
    const problem = page.getByTestId('refund-problem');
    await page.getByTestId('refund-confirm').click();
    await expect(problem.innerText()).resolves.toBe('Please give a reason for the refund');
    await page.getByTestId('refund-reason-input').fill('One sleeve was torn');
    await amount.fill(String(paid + 1));
    await page.getByTestId('refund-confirm').click();
    await eventually(() => problem.innerText(), `Only ${serverMoney(paid)} is left to refund of order ${n}: ${serverMoney(paid)} was paid and ₹0.00 refunded`);
    expect(await sidewaysOverflow(page)).toBe(0);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await adminShot(page, 'admin-refund-dialog', { fullPage: false });

    // A part: the dialog closes, the refund is listed, the payment reads partly refunded.
    await amount.fill('100');
    await expect(page.getByTestId('refund-confirm').innerText()).resolves.toBe('Refund ₹100');
    await page.getByTestId('refund-confirm').click();
    await toast(page, `Refund of ₹100 made for order ${n}`);
    await dialog.waitFor({ state: 'detached' });
    const rows = page.getByTestId('refund-row');
    await eventually(() => rows.count(), 1);
    await expect(rows.first().getByTestId('refund-amount').innerText()).resolves.toBe('₹100');
    await expect(rows.first().getByTestId('refund-reason').innerText()).resolves.toBe('One sleeve was torn');
    await expect(rows.first().innerText()).resolves.toContain(`by ${STAFF.email}`);
    expect([await figure(page, 'refunds-refunded'), await figure(page, 'refunds-left')]).toEqual([100, Math.round((paid - 100) * 100) / 100]);
    await page.getByText('Payment partly refunded').waitFor();
    // The shopper's /orders says so too.
    const mine = await signedInPage(browser, server, shopper.user.email, PASSWORD, viewport);
    await visit(mine, '/orders');
    const card = mine.locator(`[data-testid=order-card][data-order-number="${n}"]`);
    await eventually(() => card.getByTestId('payment-status').textContent().then((t) => t?.trim()), 'Partly refunded');
    await expect(card.getByTestId('payment-status').getAttribute('data-palette')).resolves.toBe('gray');
    await adminShot(mine, 'orders-partly-refunded', { fullPage: false });
    await mine.context().close();

    // The rest: the amount starts at what is left now, and no more is offered after it.
    await page.getByTestId('refund-open').click();
    await dialog.waitFor();
    await expect(amount.inputValue()).resolves.toBe((Math.round((paid - 100) * 100) / 100).toFixed(Number.isInteger(paid) ? 0 : 2));
    await expect(page.getByTestId('refund-reason-input').inputValue()).resolves.toBe('');
    await page.getByTestId('refund-reason-input').fill('The shopper sent the kurta back');
    await page.getByTestId('refund-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => rows.count(), 2);
    await page.getByText('Payment refunded', { exact: true }).waitFor();
    expect(await figure(page, 'refunds-left')).toBe(0);
    await expect(page.getByTestId('refund-refusal').innerText()).resolves.toMatch(new RegExp(`^Nothing is left to refund of order ${n}: all ₹[\\d,.]+ paid is refunded$`));
    expect(await page.getByTestId('refund-open').count()).toBe(0);
    // The sandbox processes both once they are sent: the page says so on its own, not reloaded.
    await eventually(() => rows.getByTestId('refund-status').allInnerTexts(), ['Processed', 'Processed'], 20_000);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await adminShot(page, 'admin-refunds-list');

    // The payments page: the attempt that paid (the newest: payOrder paid a second one) reads Refunded, and its Details list both refunds.
    await visit(page, `/admin/payments?q=${n}`);
    const paidAttempt = page.getByTestId('payment-row').first();
    await eventually(() => paidAttempt.getByTestId('attempt-status').filter({ visible: true }).innerText().then((t) => t.toUpperCase()), 'REFUNDED');
    await paidAttempt.getByTestId('payment-details').click();
    const drawer = page.getByTestId('attempt-drawer');
    await drawer.waitFor();
    await eventually(() => drawer.getByTestId('refund-reason').allInnerTexts(), ['One sleeve was torn', 'The shopper sent the kurta back']);
    await page.context().close();
  });
});
