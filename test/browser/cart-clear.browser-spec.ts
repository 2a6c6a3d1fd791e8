import { browser, server, useShopInBrowser } from '../support/browser';
import { addFromProductPage, pick, toast } from './account-helpers';
import { DESKTOP, eventually, newContext, PHONE, rupees, visit } from './shop-helpers';

jest.setTimeout(120_000);

const mug = pick((p) => p.price < 299 && p.sizes.length === 0);
const bag = pick((p) => p.price >= 999 && p.sizes.length === 0);

describe('Clear Cart offers Undo', () => {
  useShopInBrowser();

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('on /cart (%s): the cart empties at once; Undo in the toast puts every line back', async (_, viewport) => {
    const page = await (await newContext(browser, viewport, server.url)).newPage();
    await addFromProductPage(page, mug, 2);
    await addFromProductPage(page, bag);
    await visit(page, '/cart');
    const subtotal = rupees(Math.round(mug.price * 100) * 2 + Math.round(bag.price * 100));
    await eventually(() => page.getByTestId('cart-subtotal').innerText(), subtotal);
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await eventually(() => page.getByTestId('cart-count').innerText(), '0');
    await toast(page, 'Cart cleared');
    await page.getByRole('status').filter({ hasText: 'Cart cleared' }).getByRole('button', { name: 'Undo' }).click();
    await eventually(() => page.getByTestId('cart-line').count(), 2);
    await eventually(() => page.getByTestId('cart-count').innerText(), '3');
    await eventually(() => page.getByTestId('cart-subtotal').innerText(), subtotal);
    await eventually(() => page.getByRole('status').filter({ hasText: 'Cart cleared' }).count(), 0);
    // The restored cart is the stored one too.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage')!).state.items.map((l: { product: { id: string }; quantity: number }) => [l.product.id, l.quantity]));
    expect(stored).toEqual([[mug.id, 2], [bag.id, 1]]);
    await page.context().close();
  });

  it('without Undo the cart stays empty, after a reload too', async () => {
    const page = await (await newContext(browser, DESKTOP, server.url)).newPage();
    await addFromProductPage(page, mug);
    await visit(page, '/cart');
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await toast(page, 'Cart cleared');
    await visit(page, '/cart');
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await eventually(() => page.getByTestId('cart-count').innerText(), '0');
    await page.context().close();
  });
});
