/**
 * Issue 58, an exchange for another colour in Chromium: a delivered line says which other
 * colours of its style (at the price paid) it may be exchanged for and until when; the shopper
 * picks a colour and a size on /orders, the admin's Returns queue shows the colour wanted and
 * approves it, and the shopper's replacement order holds the other colour at no charge. At 1366
 * and 390 px, photographed, with no sideways scroll and no serious axe violations.
 */
import { styleOf } from '../../server/src/catalogue/catalogue';
import { rest, signedUpShopper } from '../support/api';
import { browser, server, useShopInBrowser } from '../support/browser';
import { loadCatalogue, plentySizes } from '../support/shop';
import { adminShot, deliverOrder, payOrder, PHONE_390, signedInPage, STAFF, useStaffToken, WIDE } from './admin-helpers';
import { orderCard, visitOrderCard } from './payment-helpers';
import { seriousA11yViolations, sidewaysOverflow, visit } from './shop-helpers';

jest.setTimeout(150_000);

/** Two colours of one style at one price, returnable in 30 days, sharing a size with plenty of stock. */
const returnable = loadCatalogue().filter((p) => !p.isSale && p.category !== 'accessories');
const pair = returnable
  .flatMap((have) => returnable.filter((o) => o.id !== have.id && o.price === have.price && styleOf(o) === styleOf(have)).map((other) => ({ have, other })))
  .map(({ have, other }) => ({ have, other, size: plentySizes(have).find((s) => plentySizes(other).includes(s)) }))
  .find((p) => p.size)!;
const { have, other } = pair;
const size = pair.size!;

describe('exchanges for another colour: the shopper picks a colour, the admin approves, the replacement sends it', () => {
  useShopInBrowser();
  const staff = useStaffToken();


  it.each([['1366', WIDE], ['390', PHONE_390]])('another colour in the same size, approved, its replacement shown (%s px)', async (width, viewport) => {
    const shopper = await signedUpShopper(server);
    const placed = await rest(server, 'POST', '/api/orders', { paymentMethod: 'upi', items: [{ productId: have.id, size, quantity: 1 }] }, { token: shopper.token });
    expect(placed.status).toBe(201);
    const n = placed.body.orderId as string;
    await payOrder(server, shopper, n);
    await deliverOrder(server, staff.token, n);

    const shop = await signedInPage(browser, server, (shopper.user as { email: string }).email, 'secret123', viewport);
    let order = await visitOrderCard(shop, n);
    const line = order.getByTestId('returnable-line');
    await expect(line.getByTestId('colour-window').innerText()).resolves.toMatch(new RegExp(`^Another colour \\(.*${other.color}.*\\) until \\d{1,2} [A-Z][a-z]{2}$`));
    await line.getByTestId('exchange-open').click();
    const form = order.getByTestId('exchange-form');
    await form.waitFor();
    const colours = await form.getByTestId('exchange-colour').locator('option').allInnerTexts();
    expect(colours).toEqual(expect.arrayContaining(['Same colour', other.color]));
    await form.getByTestId('exchange-colour').selectOption({ label: other.color });
    // The sizes offered are the other colour's in stock, its own size among them.
    await expect(form.getByTestId('exchange-size').locator('option').allInnerTexts()).resolves.toContain(size);
    await form.getByTestId('exchange-size').selectOption(size);
    await adminShot(shop, 'colour-exchange-form');
    await form.getByTestId('exchange-submit').click();
    const request = order.getByTestId('return-request');
    await request.waitFor();
    const text = await request.innerText();
    expect(text).toContain(`(${size} for ${other.name}, ${size})`);
    const returnNumber = text.match(/RET-\d{8}-[A-Z2-9]{6}/)![0];
    expect(await sidewaysOverflow(shop)).toBe(0);
    expect(await seriousA11yViolations(shop)).toEqual([]);

    const admin = await signedInPage(browser, server, STAFF.email, STAFF.password, viewport);
    await visit(admin, '/admin/returns');
    await admin.getByTestId('returns-search').fill(returnNumber);
    const item = admin.locator(`[data-testid="admin-return"][data-return-number="${returnNumber}"]`);
    await item.waitFor();
    await expect(item.getByTestId('admin-return-wanted-size').innerText()).resolves.toContain(`wants ${other.name}, size ${size}`);
    await item.getByTestId('move-approved').click();
    await item.getByTestId('admin-return-replacement').waitFor();
    const replacement = (await item.getByTestId('admin-return-replacement').innerText()).match(/SQU-\d{8}-[A-Z2-9]{8}/)![0];
    expect(await sidewaysOverflow(admin)).toBe(0);
    await adminShot(admin, 'colour-exchange-admin');

    order = await visitOrderCard(shop, n);
    await expect(order.getByTestId('replacement-order').innerText()).resolves.toBe(`Replacement order ${replacement}, at no charge`);
    const replaced = await visitOrderCard(shop, replacement);
    await expect(replaced.innerText()).resolves.toContain(other.name);
    await expect(replaced.getByTestId('order-total').innerText()).resolves.toBe('₹0');
    expect(await sidewaysOverflow(shop)).toBe(0);
    await adminShot(shop, 'colour-exchange-replacement');
    await shop.context().close();
    await admin.context().close();
    expect(width).toBeTruthy();
  });
});
