import type { Browser, Page } from 'playwright-core';
import { signedUpShopper } from '../support/api';
import type { RunningServer } from '../support/start-server';
import { PASSWORD, pick } from './account-helpers';
import { signedInPage, WIDE } from './admin-helpers';
import { eventually, visit, watchForeignRequests } from './shop-helpers';
import { storeCart } from './stock-helpers';

/** The sandbox provider's payment page (a page of the server, not of the client), opened on the method chosen at the shop. */
export const SANDBOX_PAGE = /\/sandbox\/pay\/order_\w+(\?method=\w+)?$/;
/** A product without sizes that starts with plenty of stock. */
export const product = pick((p) => p.sizes.length === 0);

export type Method = 'CARD' | 'UPI' | 'NET_BANKING';
export type SandboxOutcome = 'success' | 'failure' | 'upi_pending';

/** A new shopper with a full profile (over REST), signed in in the browser; requests to other hosts are recorded. */
export async function shopperPage(browser: Browser, server: RunningServer, viewport = WIDE): Promise<{ page: Page; foreign: string[] }> {
  const { user } = await signedUpShopper(server);
  const page = await signedInPage(browser, server, user.email, PASSWORD, viewport);
  return { page, foreign: watchForeignRequests(page, server.url) };
}

/** Puts the product in the cart and opens the checkout with `method` chosen, once the quote allows placing. */
export async function checkoutWith(page: Page, method: Method): Promise<void> {
  await storeCart(page, [{ product, size: 'One Size', quantity: 1 }]);
  await visit(page, '/checkout');
  await page.getByTestId(`payment-${method}`).click();
  await eventually(() => page.getByTestId('place-order').isDisabled(), false, 15_000);
}

/** The order number the sandbox's page is asking to be paid ('Pay SQU for order SQU-…'). */
export async function sandboxOrderNumber(page: Page): Promise<string> {
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  const found = /order (SQU-\S+)/.exec(heading);
  if (!found) throw new Error(`Not the sandbox's payment page: ${heading}`);
  return found[1];
}

/** Places the order from the open checkout; the sandbox's payment page opens. Answers the order number. */
export async function placeFromCheckout(page: Page): Promise<string> {
  await page.getByTestId('place-order').click();
  await page.waitForURL(SANDBOX_PAGE);
  return sandboxOrderNumber(page);
}

const OUTCOME_BUTTON: Record<SandboxOutcome, string | RegExp> = {
  success: /^Pay ₹[\d,.]+ successfully$/,
  failure: 'Fail the payment',
  upi_pending: 'UPI: leave pending, approve later',
};

/** A tester's choice on the sandbox's page; a completed payment comes back to the shop's /orders. */
export async function payInSandbox(page: Page, outcome: SandboxOutcome): Promise<void> {
  await page.getByRole('button', { name: OUTCOME_BUTTON[outcome] }).click();
  if (outcome !== 'upi_pending') await page.waitForURL((u) => u.pathname === '/orders', { timeout: 15_000 });
}

export const orderCard = (page: Page, orderNumber: string) => page.locator(`[data-testid=order-card][data-order-number="${orderNumber}"]`);

/** The payment badge's words ('Paid', 'Payment pending'). */
export const paymentBadge = (page: Page, orderNumber: string) => () => orderCard(page, orderNumber).getByTestId('payment-status').textContent();

/** Opens the order's card on /orders if it is folded. */
export async function openCard(page: Page, orderNumber: string): Promise<void> {
  const toggle = orderCard(page, orderNumber).getByTestId('order-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Goes to /orders and opens the order's card (cards start folded); answers the card. */
export async function visitOrderCard(page: Page, orderNumber: string) {
  await visit(page, '/orders');
  await orderCard(page, orderNumber).waitFor();
  await openCard(page, orderNumber);
  return orderCard(page, orderNumber);
}
