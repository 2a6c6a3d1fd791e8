/**
 * The shopper chooses the size (issue 56, point 1): nothing is chosen for them on the product
 * page, Add to Cart (the form's or the phones' sticky bar's) without a size says 'Please select a
 * size' and brings the sizes into view, Quick Add asks for the size and its toast names it, a
 * product with nothing left marks no size, and goods without sizes need no choice. At 1366 and
 * 390 px; screenshots under /tmp/shots-g/.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { server, useShopInBrowser } from '../support/browser';
import { plentySizes } from '../support/shop';
import { toast } from './account-helpers';
import { catalogue, eventually, open, seriousA11yViolations, waitForProducts } from './shop-helpers';
import { adminToken, setStock, stockOf } from './stock-helpers';

jest.setTimeout(180_000);

const SHOTS = '/tmp/shots-g';
const WIDTHS = [['1366', { width: 1366, height: 900 }], ['390', { width: 390, height: 844 }]] as const;
// Every size stocked, so that any may be chosen.
const sized = catalogue.filter((p) => p.sizes.length >= 3 && plentySizes(p).length === p.sizes.length);
const product = sized[0];
/** Nothing left in any size. */
const gone = sized[1];
const oneSize = catalogue.find((p) => p.sizes.length === 0 && plentySizes(p).length === 1)!;
const shopFor = (name: string) => `/shop?search=${encodeURIComponent(name)}`;
const cartLines = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('cart-storage') ?? '{}').state?.items ?? []).map((l: { size: string; quantity: number }) => [l.size, l.quantity]));
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png` });
/** The toasts showing (not those fading out). */
const toastsShown = (page: Page) => page.locator('[data-toaster] [data-state=open] [role=status]').allInnerTexts();

describe('the shopper chooses the size', () => {
  useShopInBrowser();

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    await setStock(server, await adminToken(server), gone.id, stockOf(gone, 0));
  });

  it.each(WIDTHS)("at %s px the product page chooses no size; Add to Cart without one says 'Please select a size' and shows the sizes", async (width, viewport) => {
    const { page } = await open(`/product/${product.id}`, viewport);
    await page.getByTestId('add-to-cart').waitFor();
    await expect(page.locator('input[name=size]:checked').count()).resolves.toBe(0);
    await expect(page.getByTestId('size-selector').locator('legend').innerText()).resolves.toBe('Size: Please select');

    // On a phone the page opens on the picture: the sticky bar's Add to Cart is the one in reach.
    const add = width === '390' ? page.getByTestId('sticky-add-to-cart') : page.getByTestId('add-to-cart');
    const scrolled = () => page.evaluate(() => window.scrollY);
    const before = await scrolled();
    await add.click();
    await toast(page, 'Please select a size');
    const sizes = (await page.getByTestId('size-selector').boundingBox())!;
    expect(sizes.y).toBeGreaterThanOrEqual(0);
    expect(sizes.y + sizes.height).toBeLessThanOrEqual(viewport.height);
    // On a desktop the sizes showed already: the page stays where it was, its title clear of the toast.
    if (width !== '390') expect(await scrolled()).toBe(before);
    await expect(cartLines(page)).resolves.toEqual([]);
    await page.waitForTimeout(400);
    await shot(page, 'size-please-select');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByTestId(`size-option-${product.sizes[1]}`).click();
    await page.getByTestId('add-to-cart').click();
    await toast(page, 'Added to cart!');
    // One answer per action: the refusal before it is gone.
    await eventually(() => toastsShown(page), ['Added to cart!']);
    await expect(cartLines(page)).resolves.toEqual([[product.sizes[1], 1]]);
    await page.context().close();
  });

  it.each(WIDTHS)('at %s px Quick Add asks for the size, offers the sizes, and its toast names the size', async (_, viewport) => {
    const { page } = await open(shopFor(product.name), viewport);
    await waitForProducts(page);
    const card = page.getByTestId('product-card').filter({ hasText: product.name }).first();
    await card.getByRole('button', { name: /Quick Add/ }).click();
    const sizes = card.getByRole('group', { name: `Choose a size of ${product.name}` });
    await expect(sizes.getByRole('button').allInnerTexts()).resolves.toEqual([...product.sizes, '']);
    await expect(cartLines(page)).resolves.toEqual([]);
    // The sizes fit inside the card.
    const [cardBox, sizesBox] = [(await card.boundingBox())!, (await sizes.boundingBox())!];
    expect(sizesBox.x + sizesBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);
    await shot(page, 'size-quick-add');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await sizes.getByRole('button', { name: product.sizes[2], exact: true }).click();
    await toast(page, `Added to cart: ${product.name}, size ${product.sizes[2]}`);
    await expect(cartLines(page)).resolves.toEqual([[product.sizes[2], 1]]);
    // The card offers Quick Add again.
    await card.getByRole('button', { name: /Quick Add/ }).waitFor();

    // Goods without sizes need no choice.
    await page.goto(shopFor(oneSize.name));
    await waitForProducts(page);
    await page.getByTestId('product-card').filter({ hasText: oneSize.name }).first().getByRole('button', { name: /Quick Add/ }).click();
    await toast(page, `Added to cart: ${oneSize.name}`);
    await eventually(() => cartLines(page), [[product.sizes[2], 1], ['One Size', 1]]);
    await page.context().close();
  });

  it.each(WIDTHS)('at %s px a sold-out product marks no size and offers no Add to Cart; goods without sizes are added without a choice', async (width, viewport) => {
    const { page } = await open(`/product/${gone.id}`, viewport);
    await page.getByTestId('out-of-stock').waitFor();
    await expect(page.locator('input[name=size]:checked').count()).resolves.toBe(0);
    await expect(page.getByTestId('add-to-cart').count()).resolves.toBe(0);
    await expect(page.getByTestId('sticky-add-to-cart').count()).resolves.toBe(0);
    // Nothing to choose: the sizes say so, rather than ask for a choice.
    await eventually(() => page.getByTestId('size-selector').locator('legend').innerText(), 'Size: Sold out');
    await shot(page, 'size-sold-out');

    await page.goto(`/product/${oneSize.id}`);
    await page.getByTestId(width === '390' ? 'sticky-add-to-cart' : 'add-to-cart').click();
    await toast(page, 'Added to cart!');
    await expect(cartLines(page)).resolves.toEqual([['One Size', 1]]);
    await page.context().close();
  });
});
