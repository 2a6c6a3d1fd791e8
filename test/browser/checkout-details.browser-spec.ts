/**
 * DECISIONS 20, in Chromium: a shopper whose profile lacks the phone and address (or has an
 * address abroad) gives them at checkout. Place Order marks what is missing and focuses it,
 * shows the server's refusal at its field (nothing saved, no order), and once they are right
 * saves them to the profile and places the order, which ships there. axe-core finds nothing
 * serious, and the form fits a phone.
 */
import type { Page } from 'playwright-core';
import { FULL_PROFILE, rest, signedUpShopper } from '../support/api';
import { browser, server, useShopInBrowser } from '../support/browser';
import { apiOrders, PASSWORD, pick, toast } from './account-helpers';
import { PHONE_390, signedInPage, WIDE } from './admin-helpers';
import { eventually, seriousA11yViolations, sidewaysOverflow, visit } from './shop-helpers';
import { storeCart, viewShot } from './stock-helpers';

jest.setTimeout(120_000);

/** A product without sizes, above the COD minimum and its charge. */
const product = pick((p) => p.sizes.length === 0 && p.price >= 299);
const ADDRESS = { phone: '98300 12345', addressLine1: '44 Park Street', city: 'Kolkata', state: 'West Bengal', postalCode: '700016' };
const FIELD = { phone: 'checkout-phone', addressLine1: 'checkout-address', city: 'checkout-city', state: 'checkout-state', postalCode: 'checkout-pin' } as const;

const focused = (page: Page) => () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
const invalid = (page: Page, testId: string) => page.getByTestId(testId).getAttribute('aria-invalid');
const profileOf = async (token: string) => (await rest(server, 'GET', '/api/user/profile', undefined, { token })).body;

async function fill(page: Page, values: Partial<typeof ADDRESS>) {
  for (const [field, value] of Object.entries(values)) await page.getByTestId(FIELD[field as keyof typeof ADDRESS]).fill(value);
}

/** A new shopper (no phone or address unless `profile` says otherwise) signed in, with the product in the cart, on /checkout. */
async function atCheckout(viewport = WIDE, profile?: typeof FULL_PROFILE) {
  const shopper = await signedUpShopper(server, false);
  if (profile) expect((await rest(server, 'PUT', '/api/user/profile', profile, { token: shopper.token })).status).toBe(200);
  const page = await signedInPage(browser, server, shopper.user.email, PASSWORD, viewport);
  await storeCart(page, [{ product, size: 'One Size', quantity: 1 }]);
  await visit(page, '/checkout');
  await page.getByTestId('delivery-note').waitFor();
  await eventually(() => page.getByTestId('place-order').isDisabled(), false, 15_000);
  return { page, shopper };
}

describe('checkout: the delivery details a profile lacks (DECISIONS 20)', () => {
  useShopInBrowser();

  it('marks what is missing, shows the server refusal at its field, then saves the details and ships the order there', async () => {
    const { page, shopper } = await atCheckout();
    await page.getByTestId('payment-COD').click();
    await page.getByRole('button', { name: 'Place COD Order' }).click();
    await toast(page, 'Please add your phone, address, city, state and PIN code before placing the order.');
    for (const testId of Object.values(FIELD)) expect([testId, await invalid(page, testId)]).toEqual([testId, 'true']);
    await page.getByText('Please enter your phone', { exact: true }).waitFor();
    await eventually(focused(page), 'checkout-phone');

    // Filled in, but the phone is not one: the server says so at the field; nothing is saved or placed.
    await fill(page, { ...ADDRESS, phone: '12345' });
    await eventually(() => invalid(page, FIELD.city), null);
    await page.getByRole('button', { name: 'Place COD Order' }).click();
    await toast(page, 'Please enter a valid phone number (10 to 15 digits)');
    await eventually(() => invalid(page, FIELD.phone), 'true');
    await eventually(focused(page), 'checkout-phone');
    expect(await profileOf(shopper.token)).toMatchObject({ phone: null, address: { addressLine1: null, city: null } });
    expect(await apiOrders(server, page)).toHaveLength(0);

    await fill(page, { phone: ADDRESS.phone });
    await page.getByRole('button', { name: 'Place COD Order' }).click();
    await page.waitForURL((u) => u.pathname === '/orders');
    await page.getByTestId('order-placed').getByText(/^Order number: SQU-\d{8}-\w+$/).waitFor();
    await toast(page, 'Your delivery details are saved to your profile.');
    // The refusal it put right (shown for 5 s) closes with the news that the details are saved.
    await page.getByRole('status').filter({ hasText: 'Please enter a valid phone number' }).waitFor({ state: 'detached', timeout: 2_000 });
    const { phone, ...address } = ADDRESS;
    expect(await profileOf(shopper.token)).toMatchObject({ phone, address: { ...address, country: 'India' } });
    const [order] = await apiOrders(server, page);
    expect(order).toMatchObject({ paymentMethod: 'COD', shippingAddress: { state: 'West Bengal' } });

    // The profile is complete now: the next checkout shows it read-only, with Edit Profile.
    await storeCart(page, [{ product, size: 'One Size', quantity: 1 }]);
    await visit(page, '/checkout');
    await eventually(() => page.getByTestId('checkout-city').inputValue(), 'Kolkata');
    expect(await page.getByTestId('checkout-city').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByTestId('delivery-note').count()).toBe(0);
    await page.context().close();
  });

  it('asks for an address in India when the profile has one abroad, and saves India with it', async () => {
    const abroad = { ...FULL_PROFILE, address: { addressLine1: '10 Downing Street', city: 'London', state: 'London', postalCode: 'SW1A 2AA', country: 'UK' } };
    const { page, shopper } = await atCheckout(WIDE, abroad);
    await page.getByTestId('delivery-note').getByText(/We ship only within India/).waitFor();
    await expect(page.getByTestId('checkout-city').inputValue()).resolves.toBe('London');
    await fill(page, { addressLine1: ADDRESS.addressLine1, city: ADDRESS.city, state: ADDRESS.state, postalCode: ADDRESS.postalCode });
    await page.getByTestId('payment-COD').click();
    await page.getByRole('button', { name: 'Place COD Order' }).click();
    await page.waitForURL((u) => u.pathname === '/orders');
    expect(await profileOf(shopper.token)).toMatchObject({ address: { city: 'Kolkata', country: 'India' } });
    await page.context().close();
  });

  it.each([['1366', WIDE], ['390', PHONE_390]])('the form with its messages passes axe-core and fits the screen at %s px; photographed', async (_, viewport) => {
    const { page } = await atCheckout(viewport);
    await page.getByTestId('place-order').click();
    await eventually(focused(page), 'checkout-phone');
    await viewShot(page, 'checkout-details');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.context().close();
  });
});
