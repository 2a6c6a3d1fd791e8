/**
 * Issue 56 point 3 in Chromium, at 1366 and 390 px: /orders says what each order and its payment
 * are, as the server decides it. A placed order reads 'Placed' (not 'Pending'); after placing
 * (Cash on Delivery) or paying (the sandbox), the shopper lands on the order's confirmation with
 * its number, total, how it is paid and what happens next; a failed payment shows the provider's
 * reason, kept by the server; while a retried payment is under way the order reads 'Payment
 * pending' and offers no second Retry; a delivered order says when it was delivered; a refund
 * shows its amount and date.
 */
import { gql, rest, WEBSITE } from '../support/api';
import { browser, server, useShopInBrowser } from '../support/browser';
import { sandboxPay } from '../support/payments';
import { MOVE, staffSays } from '../support/shop';
import { pick, shopDate, storedSession } from './account-helpers';
import { createAdmin, payOrder, PHONE_390, STAFF, WIDE } from './admin-helpers';
import { openCard, orderCard, payInSandbox, paymentBadge, placeFromCheckout, SANDBOX_PAGE, shopperPage } from './payment-helpers';
import { eventually, reload, rupees, seriousA11yViolations, sidewaysOverflow, visit } from './shop-helpers';
import { storeCart, viewShot } from './stock-helpers';

jest.setTimeout(180_000);

/** A product without sizes that Cash on Delivery takes without its charge (₹299 or more), stocked plenty. */
const product = pick((p) => p.sizes.length === 0 && p.price >= 299);
const ORDER = 'query O($n: String!) { order(orderNumber: $n) { total deliveredAt estimatedDelivery refunds { amount processedAt createdAt } } }';
/** As the shop writes an amount of rupees. */
const money = (amount: number) => rupees(Math.round(amount * 100));

/** The signed-in shopper's session from the page (their token, for the calls that set an order up). */
async function sessionOf(page: Parameters<typeof storedSession>[0]) {
  const s = await storedSession(page);
  if (!s) throw new Error('not signed in');
  return s as { token: string; user: { id: string; email: string } };
}

/** An order of the product over REST, by `method`: its number, and its checkout's page (null for COD). */
async function placeOver(token: string, method: string): Promise<{ orderNumber: string; payUrl: string | null }> {
  const placed = await rest(server, 'POST', '/api/orders', { paymentMethod: method, items: [{ productId: product.id, size: 'One Size', quantity: 1 }] }, { token });
  if (placed.status !== 201) throw new Error(`not placed: ${JSON.stringify(placed.body)}`);
  return { orderNumber: placed.body.orderId, payUrl: placed.body.payment?.payUrl ?? null };
}

/** The staff move an order along its lifecycle (the admin the operator's command makes). */
let staff: Promise<void> | null = null;
async function staffMoves(orderNumber: string, statuses: string[]): Promise<void> {
  await (staff ??= createAdmin(server));
  const signedIn = await rest(server, 'POST', '/api/auth/login', { ...STAFF, website: WEBSITE });
  const token = signedIn.body.token;
  const order = (await gql(server, 'query O($n: String!) { order(orderNumber: $n) { paymentMethod total } }', { n: orderNumber }, { token })).body.data.order;
  for (const s of statuses) {
    // Saying what each move records: the courier and tracking number, the cash collected.
    const moved = await gql(server, MOVE, { n: orderNumber, s, ...staffSays(s, order) }, { token });
    if (moved.body.errors) throw new Error(JSON.stringify(moved.body.errors));
  }
}

const orderOf = async (token: string, n: string) => (await gql(server, ORDER, { n }, { token })).body.data.order;

/** The checkout with the product in the cart and `method` chosen, once the quote allows placing. */
async function checkout(page: Parameters<typeof storedSession>[0], method: string) {
  await storeCart(page, [{ product, size: 'One Size', quantity: 1 }]);
  await visit(page, '/checkout');
  await page.getByTestId(`payment-${method}`).click();
  await eventually(() => page.getByTestId('place-order').isDisabled(), false, 15_000);
}

describe('honest order and payment states on /orders (Chromium)', () => {
  useShopInBrowser();

  describe.each([
    ['1366', WIDE],
    ['390', PHONE_390],
  ])('at %s px', (_, viewport) => {
    it('Cash on Delivery placed at checkout lands on its confirmation: number, total, pay on delivery, what happens next; the order reads Placed', async () => {
      const { page, foreign } = await shopperPage(browser, server, viewport);
      await checkout(page, 'COD');
      await page.getByTestId('place-order').click();
      await page.waitForURL((u) => u.pathname === '/orders');
      const placed = page.getByTestId('order-placed');
      await placed.getByRole('heading', { name: 'Order placed successfully!', level: 2 }).waitFor();
      const orderNumber = await placed.getByTestId('placed-number').innerText();
      expect(orderNumber).toMatch(/^SQU-\d{8}-\w{8}$/);
      const { token } = await sessionOf(page);
      const order = await orderOf(token, orderNumber);
      await expect(placed.getByTestId('placed-payment').innerText()).resolves.toBe(`Total ${money(order.total)} · Cash on Delivery: pay ${money(order.total)} when it arrives`);
      const next = await placed.getByTestId('placed-next').getByRole('listitem').allInnerTexts();
      expect(next).toEqual([
        'We confirm your order: its card below then reads Confirmed.',
        'We pack and ship it, and its card shows when it is on its way.',
        `It should reach you by ${shopDate(order.estimatedDelivery, true)}.`,
        `Please keep ${money(order.total)} ready, in exact change if you can.`,
      ]);
      // One answer: the confirmation, no toast beside it.
      expect(await page.getByRole('status').filter({ hasText: 'Order placed successfully' }).count()).toBe(0);
      // The order itself: placed, paid at the door; its card is open below the confirmation.
      const card = orderCard(page, orderNumber);
      await expect(card.getByTestId('order-status').textContent()).resolves.toBe('Placed');
      await expect(card.getByTestId('payment-status').textContent()).resolves.toBe('Pay on delivery');
      await expect(card.getByTestId('order-toggle').getAttribute('aria-expanded')).resolves.toBe('true');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      await viewShot(page, 'states-confirmation-cod');
      expect(foreign).toEqual([]);
      await page.context().close();
    });

    it('a UPI order paid on the sandbox page lands on its confirmation, paid by UPI; /orders opened afresh is the list alone', async () => {
      const { page } = await shopperPage(browser, server, viewport);
      await checkout(page, 'UPI');
      const orderNumber = await placeFromCheckout(page);
      await payInSandbox(page, 'success');
      const placed = page.getByTestId('order-placed');
      await placed.getByRole('heading', { name: 'Order placed successfully!' }).waitFor();
      await expect(placed.getByTestId('placed-number').innerText()).resolves.toBe(orderNumber);
      const { token } = await sessionOf(page);
      const order = await orderOf(token, orderNumber);
      await expect(placed.getByTestId('placed-payment').innerText()).resolves.toBe(`Total ${money(order.total)} · Paid by UPI`);
      expect(await placed.getByTestId('placed-next').getByRole('listitem').count()).toBe(3);
      await expect(orderCard(page, orderNumber).getByTestId('order-status').textContent()).resolves.toBe('Placed');
      await eventually(paymentBadge(page, orderNumber), 'Paid');
      expect(await sidewaysOverflow(page)).toBe(0);
      await viewShot(page, 'states-confirmation-paid');
      // /orders opened afresh (not the landing, which a reload keeps) is the list alone.
      await visit(page, '/');
      await visit(page, '/orders');
      await orderCard(page, orderNumber).waitFor();
      expect(await page.getByTestId('order-placed').count()).toBe(0);
      await page.context().close();
    });

    it("a failed payment shows the provider's reason, kept by the shop; retried and left pending in a UPI app, the order reads Payment pending and offers no second Retry", async () => {
      const { page } = await shopperPage(browser, server, viewport);
      const { token } = await sessionOf(page);
      const { orderNumber, payUrl } = await placeOver(token, 'upi');
      // The first payment fails at the sandbox, and the shopper comes back (the shop asks the provider).
      expect((await sandboxPay(server, payUrl!, 'failure')).error).toBe('Payment declined by the bank (sandbox)');
      expect((await rest(server, 'POST', `/api/orders/${orderNumber}/payments/refresh`, undefined, { token })).status).toBe(200);

      await visit(page, '/orders');
      const card = orderCard(page, orderNumber);
      await eventually(paymentBadge(page, orderNumber), 'Payment failed');
      await openCard(page, orderNumber);
      const note = card.getByTestId('payment-note');
      await expect(note.innerText()).resolves.toBe('Your last payment failed: Payment declined by the bank (sandbox).');
      // Stored, not a toast: still there after a reload.
      await reload(page);
      await openCard(page, orderNumber);
      await expect(note.innerText()).resolves.toBe('Your last payment failed: Payment declined by the bank (sandbox).');
      await note.scrollIntoViewIfNeeded();
      await viewShot(page, 'states-payment-failed');

      // Retry, then a UPI payment left waiting for approval; the shopper goes back to the shop.
      await card.getByTestId('retry-payment').click();
      await page.waitForURL(SANDBOX_PAGE);
      await payInSandbox(page, 'upi_pending');
      await page.getByText('Waiting for approval in your UPI app.').waitFor();
      await page.getByRole('link', { name: 'Cancel and return to the shop' }).click();
      await page.waitForURL((u) => u.pathname === '/orders');
      await eventually(paymentBadge(page, orderNumber), 'Payment pending');
      await expect(card.getByTestId('order-toggle').getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(note.innerText()).resolves.toMatch(
        /^A payment is under way \(a UPI request waiting for your approval, or your bank's page\): the order shows it paid once it goes through\. If it does not, you can retry the payment after \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}\.$/,
      );
      expect(await card.getByTestId('retry-payment').count()).toBe(0);
      // Cancel is still offered: the order is the shopper's to cancel until it ships.
      await card.getByTestId('cancel-order').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      await note.scrollIntoViewIfNeeded();
      await viewShot(page, 'states-payment-under-way');
      await page.context().close();
    });

    it('a delivered order says when it was delivered, not the estimate; a paid order cancelled shows its refund, amount and date', async () => {
      const { page } = await shopperPage(browser, server, viewport);
      const session = await sessionOf(page);
      const delivered = (await placeOver(session.token, 'cod')).orderNumber;
      await staffMoves(delivered, ['CONFIRMED', 'SHIPPED', 'DELIVERED']);
      const refunded = (await placeOver(session.token, 'upi')).orderNumber;
      await payOrder(server, session as never, refunded);

      await visit(page, '/orders');
      // The newest (the paid one) is open; the delivered one is opened.
      await openCard(page, delivered);
      const d = orderCard(page, delivered);
      const { deliveredAt } = await orderOf(session.token, delivered);
      await expect(d.getByTestId('delivered-on').innerText()).resolves.toBe(`Delivered on ${shopDate(deliveredAt, true)}`);
      expect(await d.getByTestId('estimated-delivery').count()).toBe(0);
      await expect(d.getByTestId('payment-status').textContent()).resolves.toBe('Paid');
      await d.getByTestId('delivered-on').scrollIntoViewIfNeeded();
      await viewShot(page, 'states-delivered');

      const r = orderCard(page, refunded);
      await r.getByTestId('cancel-order').click();
      await page.getByTestId('confirm-cancel').click();
      await eventually(paymentBadge(page, refunded), 'Refunded');
      const { total } = await orderOf(session.token, refunded);
      // Decided at once; processed by the provider a moment later (the page shows it when read again).
      const refund = r.getByTestId('order-refund');
      await expect(refund.innerText()).resolves.toMatch(new RegExp(`^(Refund started on|Refunded on) \\d{1,2} [A-Z][a-z]{2,3} \\d{4}\\s*${money(total).replace(/[.]/g, '\\.')}`));
      const processed = async () => {
        await reload(page);
        await openCard(page, refunded);
        return (await refund.innerText()).split('\n')[0];
      };
      // The provider processes it a moment later: its date is the one the page then shows.
      let refunds: { processedAt: string | null }[] = [];
      await eventually(async () => {
        refunds = (await orderOf(session.token, refunded)).refunds;
        return refunds.length === 1 && refunds[0].processedAt !== null;
      }, true, 15_000);
      expect(refunds).toHaveLength(1);
      await eventually(processed, `Refunded on ${shopDate(refunds[0].processedAt!)}`);
      await expect(refund.innerText()).resolves.toMatch(new RegExp(`\\s${money(total).replace(/[.]/g, '\\.')}$`));
      expect(await sidewaysOverflow(page)).toBe(0);
      await refund.scrollIntoViewIfNeeded();
      await viewShot(page, 'states-refunded');
      await page.context().close();
    });
  });
});
