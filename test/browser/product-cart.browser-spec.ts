/**
 * The product page, the cart panel and the cart page in a real browser; unknown products and
 * pages.
 */
import { browser, server, useShopInBrowser } from '../support/browser';
import { DESKTOP, eventually, open, reload, rupees, twoSizes, visit, waitForProducts } from './shop-helpers';

jest.setTimeout(120_000);

describe('the shop in a real browser', () => {
  useShopInBrowser();

  it('product page: two sizes into the cart, the panel stepper to zero, /cart totals', async () => {
    const { page } = await open(`/product/${twoSizes.id}`);
    await waitForProducts(page);
    await eventually(() => page.getByTestId('product-id').innerText(), `Product ID: SQU-${twoSizes.id}`);
    await page.getByRole('img', { name: 'Rated 4.8 out of 5' }).waitFor();
    // The breadcrumb ends on the product, so the crumb before it reads as its category.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link').allInnerTexts()).resolves.toEqual(['Home', 'Shop', expect.any(String)]);
    await expect(crumbs.getByRole('link').last().getAttribute('href')).resolves.toBe(`/shop?category=${twoSizes.category}`);
    await expect(crumbs.locator('[aria-current=page]').innerText()).resolves.toBe(twoSizes.name);
    // No size is chosen for the shopper.
    await expect(page.locator('input[name=size]:checked').count()).resolves.toBe(0);
    await page.getByTestId(`size-option-${twoSizes.sizes[0]}`).click();
    await page.getByTestId('add-to-cart').click();
    await page.getByText('Added to cart!').first().waitFor();
    await page.getByTestId(`size-option-${twoSizes.sizes[1]}`).click();
    await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByTestId('add-to-cart').click();
    await eventually(() => page.getByTestId('cart-count').innerText(), '3');

    await page.getByTestId('cart-button').click();
    const panel = page.getByTestId('cart-panel');
    await panel.waitFor();
    await eventually(() => panel.getByTestId('cart-line').count(), 2);
    const second = panel.locator(`[data-testid=cart-line][data-size="${twoSizes.sizes[1]}"]`);
    await second.getByRole('button', { name: 'Decrease quantity' }).click();
    await second.getByRole('button', { name: 'Decrease quantity' }).click();
    await eventually(() => panel.getByTestId('cart-line').count(), 1);
    const first = panel.getByTestId('cart-line').first();
    await first.getByRole('button', { name: 'Increase quantity' }).click();
    const paise = Math.round(twoSizes.price * 100) * 2;
    await eventually(() => panel.getByTestId('cart-subtotal').innerText(), rupees(paise));
    await panel.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL(/\/cart$/);
    await eventually(() => page.getByTestId('cart-subtotal').innerText(), rupees(paise));
    await eventually(() => page.getByTestId('cart-shipping').innerText(), 'Free');
    // Tax and the total are the server's quote (spec point 9: 18% on top); COD's charge is the checkout's.
    await eventually(() => page.getByTestId('cart-tax').innerText(), rupees(Math.round(paise * 0.18)));
    await eventually(() => page.getByTestId('cart-total').innerText(), rupees(paise + Math.round(paise * 0.18)));
    await reload(page);
    await eventually(() => page.getByTestId('cart-count').innerText(), '2');
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await page.context().close();
  });

  it('Share: the share sheet where the browser has one, else the link copied and a toast', async () => {
    const link = `${server.url}/product/${twoSizes.id}`;
    // Chromium on Linux has no share sheet: the link is copied.
    const { page } = await open(`/product/${twoSizes.id}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText('Link copied').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.context().close();

    // A browser with one (a phone) gets the sheet, with the product's name and link; nothing is copied.
    const { page: phone } = await open('/');
    await phone.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.assign(navigator, { share: async (data: unknown) => void shared.push(data), canShare: () => true });
    });
    await visit(phone, `/product/${twoSizes.id}`);
    await phone.getByRole('button', { name: 'Share', exact: true }).click();
    await eventually(() => phone.evaluate(() => JSON.stringify((window as unknown as { shared: unknown[] }).shared)), JSON.stringify([{ title: `${twoSizes.name} | SQU`, url: link }]));
    expect(await phone.getByText('Link copied').count()).toBe(0);
    await phone.context().close();
  });

  it('unknown product and unknown page', async () => {
    const { page } = await open('/product/no-such-id');
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Continue Shopping' }).waitFor();
    await visit(page, '/collections/no-such-collection');
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    await visit(page, '/no-such-page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    for (const name of ['Go Home', 'Contact us']) await page.getByRole('link', { name, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await page.context().close();
  });

});
