/**
 * The product page, the cart panel and the cart page in a real browser; unknown products and
 * pages; sheets that leave as they came.
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
    await expect(page.locator(`input[name=size][value="${twoSizes.sizes[0]}"]`).isChecked()).resolves.toBe(true);
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
    await eventually(() => panel.getByTestId('cart-total').innerText(), rupees(paise + Math.round(paise * 0.18)));
    await panel.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL(/\/cart$/);
    await eventually(() => page.getByTestId('cart-subtotal').innerText(), rupees(paise));
    await eventually(() => page.getByTestId('cart-shipping').innerText(), 'Free');
    await eventually(() => page.getByTestId('cart-tax').innerText(), rupees(Math.round(paise * 0.18)));
    await eventually(() => page.getByTestId('cart-total').innerText(), rupees(paise + Math.round(paise * 0.18)));
    await reload(page);
    await eventually(() => page.getByTestId('cart-count').innerText(), '2');
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await page.context().close();
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

  it('sheets leave as they came: the cart panel slides out after Escape, its close button or the backdrop, then closes; at once with reduced motion', async () => {
    // The other tests ask for reduced motion (newContext); this one for motion.
    const moving = await browser.newContext({ viewport: DESKTOP, baseURL: server.url, reducedMotion: 'no-preference', deviceScaleFactor: 1 });
    const page = await moving.newPage();
    await visit(page, '/shop');
    await waitForProducts(page);
    // Animations at a third of their speed, so that the closing one is seen mid-way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.3 });
    const sheet = () =>
      page.evaluate(() => ({
        showing: !!document.querySelector('dialog[open]'),
        closing: !!document.querySelector('dialog[open][data-closing]'),
        content: !!document.querySelector('[data-testid=cart-panel]'),
        focusInside: !!document.activeElement?.closest('dialog'),
        pageLocked: document.documentElement.style.overflow === 'hidden',
      }));
    const closeBy: Record<string, () => Promise<void>> = {
      Escape: () => page.keyboard.press('Escape'),
      'the close button': () => page.getByRole('button', { name: 'Close cart' }).click(),
      'the backdrop': () => page.mouse.click(40, DESKTOP.height / 2),
    };
    for (const [how, close] of Object.entries(closeBy)) {
      await page.getByTestId('cart-button').click();
      await page.getByTestId('cart-panel').waitFor();
      await page.waitForTimeout(300);
      await close();
      const leaving = await sheet();
      expect({ how, ...leaving }).toEqual({ how, showing: true, closing: true, content: true, focusInside: true, pageLocked: true });
      await eventually(sheet, { showing: false, closing: false, content: false, focusInside: false, pageLocked: false });
      await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'cart-button');
    }
    await moving.close();

    const { page: still } = await open('/shop');
    await waitForProducts(still);
    await still.getByTestId('cart-button').click();
    await still.getByTestId('cart-panel').waitFor();
    await expect(still.evaluate(() => getComputedStyle(document.querySelector('dialog[open]')!).animationName)).resolves.toBe('none');
    await still.keyboard.press('Escape');
    await still.getByTestId('cart-panel').waitFor({ state: 'detached', timeout: 1000 });
    await still.context().close();
  });
});
