/**
 * /cart has its totals again (issue 56, point 2), at 1366 and 390 px: subtotal, shipping 'Free',
 * 18% tax and the total from the server's quote (spec point 9: total = subtotal × 1.18), drawn
 * while the quote is on its way and without moving when it comes; the cart panel shows the
 * same; a quote that could not be had says so, with Retry. The product page says tax comes on
 * top ('+ 18% GST' beside the price). At checkout, the Cash on Delivery minimum names the
 * subtotal and is said once (point 3).
 */
import type { Page, Route } from 'playwright-core';
import { COD_MINIMUM } from '../support/orders';
import { pick, type Product } from './account-helpers';
import { PHONE, useOverlayShop, WIDE } from './overlay-helpers';
import { eventually, gate, graphqlOperation, rupees, twoSizes, visit } from './shop-helpers';

jest.setTimeout(120_000);

const WIDTHS = [['1366', WIDE], ['390', PHONE]] as const;
const under199 = pick((p) => p.price === 169 && p.sizes.length === 0);
const paise = (rupeesValue: number) => Math.round(rupeesValue * 100);
const withTax = (sub: number) => sub + Math.round(sub * 0.18);

/** Puts exactly these lines in the stored cart (as the shop keeps it) and opens `path`. */
async function cartWith(page: Page, lines: { product: Product; size: string; quantity: number }[], path: string) {
  await page.evaluate(
    (items) => localStorage.setItem('cart-storage', JSON.stringify({ version: 1, state: { items } })),
    lines.map(({ product, size, quantity }) => ({ product, size, quantity, price: product.price })),
  );
  await visit(page, path);
}

/** Routes the page's QuoteCart requests through `handle`; every other request goes on. */
async function onQuote(page: Page, handle: (route: Route) => Promise<void>) {
  await page.route('**/graphql', (route) => (graphqlOperation(route.request()) === 'QuoteCart' ? handle(route) : route.fallback()));
}

const text = (page: Page, testId: string) => () => page.getByTestId(testId).first().innerText();
const summaryHeight = async (page: Page) => (await page.getByRole('complementary', { name: 'Order summary' }).boundingBox())!.height;

describe('the cart totals are the server’s quote', () => {
  const { pageAt, signIn } = useOverlayShop('cart-totals-spec-order-1');
  const [first, second] = twoSizes.sizes;
  const lines = [{ product: twoSizes, size: first, quantity: 1 }, { product: twoSizes, size: second, quantity: 1 }];
  const sub = paise(twoSizes.price) * 2;

  it.each(WIDTHS)('at %s px /cart draws at once from the cart, then shows the quote’s tax and total (subtotal × 1.18) where it held their place', async (_, viewport) => {
    const page = await pageAt('/', viewport);
    const quote = gate();
    let quotes = 0;
    await onQuote(page, async (route) => {
      quotes += 1;
      await quote.passed();
      await route.fallback();
    });
    await cartWith(page, lines, '/cart');
    // Painted before the server answers: the lines, the cart's own subtotal, places for the rest.
    await eventually(() => page.getByTestId('cart-line').count(), 2);
    await eventually(text(page, 'cart-subtotal'), rupees(sub));
    await eventually(text(page, 'cart-shipping'), 'Free');
    // Under it, the same promise: every order ships free (not 'above ₹999', which the totals contradicted on a small cart).
    await page.getByText('Secure checkout · Free shipping on every order', { exact: true }).waitFor();
    await page.getByTestId('cart-tax-pending').waitFor();
    await page.getByTestId('cart-total-pending').waitFor();
    await expect(page.getByTestId('cart-total').count()).resolves.toBe(0);
    await eventually(async () => quotes > 0, true);
    const before = await summaryHeight(page);

    quote.open();
    await eventually(text(page, 'cart-tax'), rupees(Math.round(sub * 0.18)));
    await eventually(text(page, 'cart-total'), rupees(withTax(sub)));
    await expect(page.getByText('Tax (18%)').first().isVisible()).resolves.toBe(true);
    await eventually(text(page, 'cart-cod-note'), 'Any Cash on Delivery charge is added at checkout.');
    // The figures took the placeholders' place: nothing below them moved.
    expect(await summaryHeight(page)).toBe(before);

    // The cart panel shows the same quote.
    await page.getByTestId('cart-button').click();
    const panel = page.getByTestId('cart-panel');
    await eventually(() => panel.getByTestId('cart-total').innerText(), rupees(withTax(sub)));
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it.each(WIDTHS)('at %s px the figures are the server’s word, asked for again when the cart changes', async (_, viewport) => {
    const page = await pageAt('/', viewport);
    // The client restates no tax rule: whatever the quote says is what shows.
    await onQuote(page, async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      body.data.quoteCart = { ...body.data.quoteCart, tax: body.data.quoteCart.tax + 1, total: body.data.quoteCart.total + 1 };
      await route.fulfill({ response: answer, json: body });
    });
    await cartWith(page, lines, '/cart');
    await eventually(text(page, 'cart-total'), rupees(withTax(sub) + 100));
    await page.locator(`[data-testid=cart-line][data-size="${first}"]`).getByRole('button', { name: 'Increase quantity' }).click();
    const three = paise(twoSizes.price) * 3;
    await eventually(text(page, 'cart-total'), rupees(withTax(three) + 100));
    await eventually(text(page, 'cart-subtotal'), rupees(three));
    await expect(page.getByText('Subtotal (3 items)').count()).resolves.toBe(1);
    await page.context().close();
  });

  it.each(WIDTHS)('at %s px a quote that could not be had says so under the totals, and Retry asks again', async (_, viewport) => {
    const page = await pageAt('/', viewport);
    let fail = true;
    await onQuote(page, (route) => (fail ? route.abort('internetdisconnected') : route.fallback()));
    await cartWith(page, lines, '/cart');
    await eventually(text(page, 'cart-quote-reason'), 'We could not price your cart. Please try again.', 15_000);
    await expect(page.getByTestId('cart-total').count()).resolves.toBe(0);
    await eventually(text(page, 'cart-subtotal'), rupees(sub));
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await eventually(text(page, 'cart-total'), rupees(withTax(sub)));
    await expect(page.getByTestId('cart-quote-reason').count()).resolves.toBe(0);
    await page.context().close();
  });

  it.each(WIDTHS)("at %s px the product page says tax comes on top: '+ 18% GST' beside the price", async (width, viewport) => {
    const page = await pageAt(`/product/${twoSizes.id}`, viewport);
    const detail = page.locator('main');
    const tax = detail.getByTestId('price-tax').first();
    await eventually(() => tax.innerText(), '+ 18% GST');
    const price = detail.locator('.price-now').first();
    const [p, t] = [(await price.boundingBox())!, (await tax.boundingBox())!];
    // On the price's own line, after it.
    expect(t.x).toBeGreaterThan(p.x + p.width);
    expect(Math.abs(t.y + t.height - (p.y + p.height))).toBeLessThan(p.height / 2);
    if (width === '390') {
      // The phones' sticky bar, where Add to Cart is within reach, says it too.
      const bar = page.getByTestId('sticky-add-bar');
      await bar.waitFor({ state: 'visible' });
      await expect(bar.getByTestId('price-tax').innerText()).resolves.toBe('+ 18% GST');
    }
    await page.context().close();
  });

  it.each(WIDTHS)('at %s px Cash on Delivery under ₹199 is refused once, naming the subtotal before tax', async (_, viewport) => {
    const page = await pageAt('/', viewport);
    await signIn(page);
    await cartWith(page, [{ product: under199, size: 'One Size', quantity: 1 }], '/checkout');
    await eventually(text(page, 'checkout-total'), rupees(withTax(16900)));
    await page.getByTestId('payment-COD').click();
    await eventually(text(page, 'place-order-reason'), COD_MINIMUM);
    expect(COD_MINIMUM).toMatch(/^Cash on Delivery needs a subtotal of ₹199 or more before tax\./);
    await expect(page.getByText(COD_MINIMUM).count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Place COD Order' }).isDisabled()).resolves.toBe(true);
    // The COD notes state the same rule in the same terms.
    await page.getByTestId('cod-notes').getByText('Available on a subtotal of ₹199 or more, before tax').waitFor();
    await page.context().close();
  });
});
