import type { Page } from 'playwright-core';
import { browser, server, useShopInBrowser } from '../support/browser';
import { plentySizes } from '../support/shop';
import { catalogue, eventually, openPage, seriousA11yViolations } from './shop-helpers';

jest.setTimeout(120_000);

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
// Its sizes all stocked (the seed sells some sizes out, which then cannot be chosen).
const product = catalogue.find((p) => p.sizes.length >= 2 && plentySizes(p).length === p.sizes.length && catalogue.filter((q) => q.category === p.category).length > 4)!;

const scrollTo = (page: Page, y: number | 'end') =>
  page.evaluate(async (to) => {
    window.scrollTo(0, to === 'end' ? document.documentElement.scrollHeight : to);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, y);

describe('the product page keeps Add to Cart within reach on phones', () => {
  useShopInBrowser();

  it('at 390 px a bar with the price and Add to Cart stays at the foot of the screen while the form is out of sight, and adds what the form says', async () => {
    const { page } = await openPage(browser, server.url, `/product/${product.id}`, PHONE);
    await page.getByTestId('add-to-cart').waitFor();
    const bar = page.getByTestId('sticky-add-bar');
    // Sticky at the foot of the screen; at the end of the page it rests above the footer.
    const atFoot = async () => {
      const box = await bar.boundingBox();
      if (!box || !(await bar.isVisible())) return false;
      const footerTop = await page.locator('footer').evaluate((f) => f.getBoundingClientRect().top);
      return Math.abs(box.y + box.height - Math.min(PHONE.height, footerTop)) <= 1;
    };

    // The page opens on the picture: the form's button is below the screen, the bar is there.
    await eventually(atFoot, true);
    expect(await bar.innerText()).toContain(product.name);
    // With the form's own button in sight, the bar goes.
    const formButton = page.getByTestId('add-to-cart');
    await formButton.scrollIntoViewIfNeeded();
    await eventually(() => bar.isVisible(), false);
    // A size and two pieces chosen in the form, then on down until its button is above the screen.
    await page.getByTestId(`size-option-${product.sizes[1]}`).click();
    await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'Increase quantity' }).click();
    await scrollTo(page, await formButton.evaluate((b) => window.scrollY + b.getBoundingClientRect().bottom + 20));
    await eventually(atFoot, true);
    await scrollTo(page, await page.evaluate(() => window.scrollY + 200));
    await eventually(atFoot, true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await bar.getByRole('button', { name: 'Add to Cart' }).click();
    const toast = page.getByText('Added to cart!').first();
    await toast.waitFor();
    // The toast shows at the top, clear of the bar.
    const [toastBox, barBox] = [(await toast.boundingBox())!, (await bar.boundingBox())!];
    expect(toastBox.y + toastBox.height).toBeLessThan(barBox.y);
    await eventually(() => page.getByTestId('cart-count').innerText(), '2');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-storage') ?? '{}').state?.items ?? []);
    expect(stored.map((l: { product: { id: string }; size: string; quantity: number }) => [l.product.id, l.size, l.quantity])).toEqual([[product.id, product.sizes[1], 2]]);

    // At the end of the page the bar rests above the footer: the footer is not covered.
    await scrollTo(page, 'end');
    const footer = (await page.locator('footer').boundingBox())!;
    const resting = (await bar.boundingBox())!;
    expect(resting.y + resting.height).toBeLessThanOrEqual(footer.y + 1);
    expect(footer.y + footer.height).toBeLessThanOrEqual(PHONE.height + 1);
    await page.context().close();
  });

  it('at 1366 px there is no bar, before or after scrolling', async () => {
    const { page } = await openPage(browser, server.url, `/product/${product.id}`, DESKTOP);
    await page.getByTestId('add-to-cart').waitFor();
    const bar = page.getByTestId('sticky-add-bar');
    expect(await bar.isVisible()).toBe(false);
    await page.getByRole('heading', { name: 'You May Also Like' }).scrollIntoViewIfNeeded();
    await scrollTo(page, await page.evaluate(() => window.scrollY + 300));
    expect(await bar.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Add to Cart', exact: true }).count()).toBe(1);
    await page.context().close();
  });
});
