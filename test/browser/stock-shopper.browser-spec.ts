/**
 * Stock as shoppers see it (issue 33, DECISIONS 11): sold-out sizes, 'Only N left', out-of-stock
 * products on their page and in the grid, and cart lines asking for more than is left, against
 * the real server. Known stock states are set through the admin API (setStock).
 */
import { browser, server, useShopInBrowser } from '../support/browser';
import { apiOrders, fillProfile, newEmail, registerInBrowser, toast } from './account-helpers';
import { catalogue, eventually, graphqlOperation, newContext, open, seriousA11yViolations, twoSizes, visit, waitForProducts } from './shop-helpers';
import { adminToken, setStock, stockOf, storeCart, viewShot } from './stock-helpers';

jest.setTimeout(180_000);

const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const sized = catalogue.filter((p) => p.sizes.length >= 3 && p.id !== twoSizes.id);
/** Its first size sold out, its second with 3 left, the others plenty. */
const lowAndGone = sized[0];
/** Nothing left in any size. */
const gone = sized[1];
/** 2 left of its first size: a cart line of 3 asks for more. */
const short = sized[2];
/** The home page's first featured product (new and on sale), with nothing left. */
const homeGone = catalogue.find((p) => p.isNew && p.isSale && ![lowAndGone, gone, short].includes(p))!;
const shopFor = (name: string) => `/shop?search=${encodeURIComponent(name)}`;

describe('stock as shoppers see it (Chromium)', () => {
  useShopInBrowser();
  let token: string;

  beforeAll(async () => {
    token = await adminToken(server);
    await setStock(server, token, lowAndGone.id, stockOf(lowAndGone, 50, { [lowAndGone.sizes[0]]: 0, [lowAndGone.sizes[1]]: 3 }));
    await setStock(server, token, gone.id, stockOf(gone, 0));
    await setStock(server, token, short.id, stockOf(short, 50, { [short.sizes[0]]: 2 }));
    await setStock(server, token, homeGone.id, stockOf(homeGone, 0));
  });

  it('product page: a sold-out size is shown sold out and cannot be chosen; fewer than 5 left says Only N left; the stepper stops there', async () => {
    const [soldOut, low, plenty] = lowAndGone.sizes;
    const { page } = await open(`/product/${lowAndGone.id}`, WIDE);
    const soldOutRadio = page.getByRole('radio', { name: `${soldOut}, sold out` });
    await soldOutRadio.waitFor({ state: 'attached' });
    await expect(soldOutRadio.isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId(`size-option-${soldOut}`).getAttribute('data-sold-out')).resolves.toBe('true');
    // No size is chosen until the shopper picks one; a sold-out one cannot be.
    await page.getByTestId(`size-option-${soldOut}`).click({ force: true });
    await expect(page.locator('input[name=size]:checked').count()).resolves.toBe(0);
    await page.getByTestId(`size-option-${low}`).click();
    await eventually(() => page.getByTestId('low-stock').innerText(), `Only 3 left in size ${low}`);
    const quantity = page.getByRole('group', { name: 'Quantity' });
    for (let i = 0; i < 2; i += 1) await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity.locator('output').innerText()).resolves.toBe('3');
    await expect(quantity.getByRole('button', { name: 'Increase quantity' }).isDisabled()).resolves.toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await viewShot(page, 'stock-product');
    await page.getByTestId(`size-option-${plenty}`).click();
    await eventually(() => page.getByTestId('low-stock').count(), 0);
    await page.context().close();

    const phone = (await open(`/product/${lowAndGone.id}`, PHONE)).page;
    await phone.getByTestId(`size-option-${low}`).click();
    await phone.getByTestId('low-stock').waitFor();
    await phone.getByTestId('low-stock').scrollIntoViewIfNeeded();
    await viewShot(phone, 'stock-product');
    await phone.context().close();
  });

  it('a product with no stock in any size says Out of stock and has no Add to Cart (nor on the phone bar); the grid badges it and offers no quick add', async () => {
    const { page } = await open(`/product/${gone.id}`, WIDE);
    await page.getByTestId('out-of-stock').waitFor();
    await expect(page.getByTestId('add-to-cart').count()).resolves.toBe(0);
    await page.getByTestId('product-badges').getByTestId('out-of-stock-badge').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await visit(page, shopFor(gone.name));
    await waitForProducts(page);
    const card = page.getByTestId('product-card').filter({ hasText: gone.name }).first();
    await card.getByTestId('out-of-stock-badge').waitFor();
    await expect(card.getByRole('button', { name: /Quick Add/ }).count()).resolves.toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await viewShot(page, 'stock-grid');
    await page.context().close();

    const phone = (await open(`/product/${gone.id}`, PHONE)).page;
    await phone.getByTestId('out-of-stock').waitFor();
    await phone.getByTestId('sticky-out-of-stock').waitFor();
    await expect(phone.getByTestId('sticky-add-to-cart').count()).resolves.toBe(0);
    await visit(phone, shopFor(gone.name));
    await waitForProducts(phone);
    await phone.getByTestId('product-card').filter({ hasText: gone.name }).first().getByTestId('out-of-stock-badge').waitFor();
    await viewShot(phone, 'stock-grid');
    await phone.context().close();
  });

  it("the home page's rows badge a product with nothing left, and offer no quick add for it; their stock is asked for once they come near", async () => {
    for (const size of [PHONE, WIDE]) {
      const page = await (await newContext(browser, size, server.url)).newPage();
      const stockCalls: string[] = [];
      page.on('request', (r) => graphqlOperation(r) === 'Stock' && stockCalls.push(r.url()));
      await visit(page, '/');
      if (size === PHONE) {
        // The first row starts ~2 screens down on a phone: nothing is asked for until the shopper scrolls on.
        await page.waitForTimeout(1_000);
        expect(stockCalls).toEqual([]);
      }
      const featured = page.getByRole('region', { name: 'Featured Products' });
      const card = featured.getByTestId('product-card').filter({ hasText: homeGone.name }).first();
      await card.scrollIntoViewIfNeeded();
      await card.getByTestId('out-of-stock-badge').waitFor();
      await expect(card.getByRole('button', { name: /Quick Add/ }).count()).resolves.toBe(0);
      // Only that one: the other cards of the row keep their Quick Add.
      await expect(featured.getByTestId('out-of-stock-badge').count()).resolves.toBe(1);
      if (size === PHONE) expect(stockCalls).toHaveLength(1);
      await viewShot(page, 'stock-home');
      await page.context().close();
    }
  });

  it('quick add offers the sizes, a sold-out one disabled, and adds the one picked', async () => {
    const { page } = await open(shopFor(lowAndGone.name), WIDE);
    await waitForProducts(page);
    const card = page.getByTestId('product-card').filter({ hasText: lowAndGone.name }).first();
    await card.getByRole('button', { name: /Quick Add/ }).click();
    const sizes = card.getByRole('group', { name: `Choose a size of ${lowAndGone.name}` });
    // The sizes show at once; the sold-out one is disabled as soon as the page's stock answer is in
    // (a fast click can open them before it: a CI run once read it enabled).
    await eventually(() => sizes.getByRole('button', { name: lowAndGone.sizes[0], exact: true }).isDisabled(), true);
    await sizes.getByRole('button', { name: lowAndGone.sizes[1], exact: true }).click();
    await eventually(() => page.getByTestId('cart-count').innerText(), '1');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage') ?? '{}').state.items.map((l: { size: string }) => l.size));
    expect(stored).toEqual([lowAndGone.sizes[1]]);
    await page.context().close();
  });

  it('what the cart holds is not offered again: the stepper stops at what is left beyond it, Add to Cart then says why, quick add of that size too', async () => {
    const low = lowAndGone.sizes[1];
    const { page } = await open(`/product/${lowAndGone.id}`, WIDE);
    await page.getByTestId(`size-option-${low}`).click();
    await eventually(() => page.getByTestId('low-stock').innerText(), `Only 3 left in size ${low}`);
    const quantity = page.getByRole('group', { name: 'Quantity' });
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByTestId('add-to-cart').click();
    await eventually(() => page.getByTestId('cart-count').innerText(), '2');
    // One more may go in: the stepper is back at 1 and stops there.
    await expect(quantity.locator('output').innerText()).resolves.toBe('1');
    await expect(quantity.getByRole('button', { name: 'Increase quantity' }).isDisabled()).resolves.toBe(true);
    await page.getByTestId('add-to-cart').click();
    await eventually(() => page.getByTestId('cart-holds-all').innerText(), `All 3 left in size ${low} are in your cart`);
    await page.getByTestId('add-to-cart').click();
    await toast(page, `Your cart already holds all 3 left of ${lowAndGone.name} in size ${low}`);
    await expect(page.getByTestId('cart-count').innerText()).resolves.toBe('3');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await viewShot(page, 'stock-cart-holds-all');

    // Quick Add of the size the cart holds all of says so; the next size goes in.
    await visit(page, shopFor(lowAndGone.name));
    await waitForProducts(page);
    const card = page.getByTestId('product-card').filter({ hasText: lowAndGone.name }).first();
    await card.getByRole('button', { name: /Quick Add/ }).click();
    await card.getByRole('button', { name: low, exact: true }).click();
    await toast(page, `Your cart already holds all that is left of ${lowAndGone.name} in size ${low}`);
    await card.getByRole('button', { name: /Quick Add/ }).click();
    await card.getByRole('button', { name: lowAndGone.sizes[2], exact: true }).click();
    await toast(page, `Added to cart: ${lowAndGone.name}, size ${lowAndGone.sizes[2]}`);
    await eventually(() => page.getByTestId('cart-count').innerText(), '4');
    const lines = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage') ?? '{}').state.items.map((l: { size: string; quantity: number }) => [l.size, l.quantity]));
    expect(lines).toEqual([[low, 3], [lowAndGone.sizes[2], 1]]);
    await page.context().close();
  });

  it('a cart line over stock says so on the line (cart panel and /cart), its stepper stops, and checkout waits until it is fixed', async () => {
    const size = short.sizes[0];
    const message = `Only 2 left in size ${size}`;
    const { page } = await open('/cart', WIDE);
    await storeCart(page, [{ product: short, size, quantity: 3 }]);
    await visit(page, '/cart');
    const line = page.getByTestId('cart-line');
    await eventually(() => line.getByTestId('line-stock-problem').innerText(), message);
    await expect(line.getByRole('button', { name: 'Increase quantity' }).isDisabled()).resolves.toBe(true);
    const proceed = page.getByTestId('proceed-to-checkout');
    await expect(proceed.isDisabled()).resolves.toBe(true);
    const reason = await proceed.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${reason}"]`).innerText()).resolves.toMatch(/update the marked items/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await viewShot(page, 'stock-cart-page');

    await page.getByTestId('cart-button').click();
    const panel = page.getByTestId('cart-panel');
    await eventually(() => panel.getByTestId('line-stock-problem').innerText(), message);
    await expect(panel.getByRole('button', { name: 'Increase quantity' }).isDisabled()).resolves.toBe(true);
    await expect(panel.getByTestId('proceed-to-checkout').isDisabled()).resolves.toBe(true);
    await panel.getByTestId('checkout-blocked').waitFor();
    // Once it has slid in: axe would read its text mid-fade.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await viewShot(page, 'stock-cart-panel');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // Fixed: down to what is left, the message goes, the stepper still stops there, checkout opens.
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await eventually(() => line.getByTestId('line-stock-problem').count(), 0);
    await expect(line.getByRole('button', { name: 'Increase quantity' }).isDisabled()).resolves.toBe(true);
    await eventually(() => proceed.evaluate((el) => el.tagName), 'A');
    await page.context().close();

    const phone = (await open('/cart', PHONE)).page;
    await storeCart(phone, [{ product: short, size, quantity: 3 }, { product: lowAndGone, size: lowAndGone.sizes[2], quantity: 1 }]);
    await visit(phone, '/cart');
    await phone.getByTestId('cart-button').click();
    await eventually(() => phone.getByTestId('cart-panel').getByTestId('line-stock-problem').innerText(), message);
    await phone.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await viewShot(phone, 'stock-cart-panel');
    await phone.context().close();
  });

  it('checkout: a line over stock blocks Place Order with the reason; an order refused for stock (409) shows the message and asks for stock again', async () => {
    const size = short.sizes[0];
    const context = await newContext(browser, WIDE, server.url);
    const page = await context.newPage();
    await registerInBrowser(page, newEmail('stock'));
    await visit(page, '/profile');
    await fillProfile(page, { phone: '+91 98765 43210', addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001' });
    await toast(page, 'Profile updated successfully!');

    await storeCart(page, [{ product: short, size, quantity: 3 }]);
    await visit(page, '/checkout');
    const place = page.getByTestId('place-order');
    await eventually(() => page.getByTestId('place-order-reason').innerText(), `Only 2 left of ${short.name} in size ${size}. Please update your cart.`);
    await expect(place.isDisabled()).resolves.toBe(true);
    await page.getByTestId('summary-line').getByText(`Only 2 left of ${short.name} in size ${size}`).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await viewShot(page, 'stock-checkout');

    // The quote allowed 2; one is sold meanwhile: the server refuses the order and stores nothing.
    await storeCart(page, [{ product: short, size, quantity: 2 }]);
    await visit(page, '/checkout');
    await eventually(() => place.isDisabled(), false);
    await setStock(server, token, short.id, { [size]: 1 });
    const stockAsked = page.waitForRequest((r) => graphqlOperation(r) === 'Stock');
    await place.click();
    await eventually(() => page.getByTestId('order-refused').innerText(), `Only 1 left of ${short.name} in size ${size}`);
    await eventually(() => page.getByTestId('place-order-reason').innerText(), `Only 1 left of ${short.name} in size ${size}. Please update your cart.`);
    await stockAsked;
    expect(await apiOrders(server, page)).toHaveLength(0);
    await context.close();
  });
});
