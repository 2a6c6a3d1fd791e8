/**
 * Filters that fit the category (issue 56 point 5), at 1366 and 390 px: the size filter offers
 * the sizes of the products in view, not all of the catalogue's; a size ticked leaves out the
 * products sold out in it (the stock answer the grid uses); price and sizes live in the URL (a
 * filtered page can be shared and survives a reload); the heading names the category.
 */
import type { Page } from 'playwright-core';
import { server, useShopInBrowser } from '../support/browser';
import { catalogue, eventually, open, reload, resultCount, screenshot, waitForProducts } from './shop-helpers';
import { adminToken, setStock, soldOutIn, stockOf } from './stock-helpers';

jest.setTimeout(180_000);

const WIDTHS = [
  ['desktop 1366', { width: 1366, height: 900 }],
  ['phone 390', { width: 390, height: 844 }],
] as const;

const CATEGORY = 'women-kurtas';
const kurtas = catalogue.filter((p) => p.category === CATEGORY);
const allSizes = new Set(catalogue.flatMap((p) => p.sizes));
const kurtaSizes = new Set(kurtas.flatMap((p) => p.sizes));
/** The size the sold-out product leaves: one most kurtas come in. */
const SIZE = 'M';
const withSize = kurtas.filter((p) => p.sizes.includes(SIZE));
/** The kurta made sold out in SIZE (and only in it) for this spec. */
const goneInSize = withSize.find((p) => p.sizes.length >= 2)!;

/** The filter controls: the sidebar's on a desktop, the drawer's (opened) on a phone. */
async function filters(page: Page) {
  if (page.viewportSize()!.width >= 1024) return page.locator('aside[aria-label=Filters]');
  await page.getByTestId('filters-button').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByTestId('filter-panel').waitFor();
  return drawer;
}

/** The sizes the size filter offers, as the ticks' test ids name them. */
const offeredSizes = async (panel: Awaited<ReturnType<typeof filters>>) =>
  (await panel.locator('[data-testid^="size-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('size-'.length)))).filter(Boolean);

describe('filters that fit the category', () => {
  useShopInBrowser();

  beforeAll(async () => {
    expect(kurtaSizes.size).toBeLessThan(allSizes.size);
    expect(goneInSize).toBeDefined();
    const token = await adminToken(server);
    await setStock(server, token, goneInSize.id, stockOf(goneInSize, 20, { [SIZE]: 0 }));
  });

  it.each(WIDTHS)('at %s the heading names the category, and the size filter offers only its sizes', async (_, viewport) => {
    const { page } = await open(`/shop?category=${CATEGORY}`, viewport);
    await waitForProducts(page);
    await page.getByRole('heading', { level: 1, name: 'Women Kurtas' }).waitFor();
    await eventually(() => resultCount(page), kurtas.length);
    const panel = await filters(page);
    await eventually(async () => new Set(await offeredSizes(panel)), kurtaSizes);
    await screenshot(page, 'filters-kurtas-sizes');
    await page.context().close();
  });

  it.each(WIDTHS)('at %s a size ticked leaves out the kurta sold out in it; price and size stay in the URL through a reload', async (_, viewport) => {
    const { page } = await open(`/shop?category=${CATEGORY}`, viewport);
    await waitForProducts(page);
    const panel = await filters(page);
    await panel.getByTestId(`size-${SIZE}`).click();
    await page.waitForURL((u) => u.searchParams.getAll('size').join() === SIZE);
    const gone = await soldOutIn(server, withSize, SIZE);
    expect(gone.has(goneInSize.id)).toBe(true);
    const inStock = withSize.filter((p) => !gone.has(p.id));
    await eventually(() => resultCount(page), inStock.length, 20_000);

    // A price range: both go into the URL.
    const prices = inStock.map((p) => p.price).sort((a, b) => a - b);
    const [lo, hi] = [Math.floor(prices[0]), Math.ceil(prices[Math.floor(prices.length / 2)])];
    await panel.getByTestId('price-min').fill(String(lo));
    await panel.getByTestId('price-max').fill(String(hi));
    await panel.getByTestId('price-max').press('Enter');
    await page.waitForURL((u) => u.searchParams.get('price') === `${lo}-${hi}` && u.searchParams.get('size') === SIZE && u.searchParams.get('category') === CATEGORY);
    const expected = inStock.filter((p) => p.price >= lo && p.price <= hi).length;
    expect(expected).toBeGreaterThan(0);
    if (viewport.width < 1024) await page.keyboard.press('Escape');
    await eventually(() => resultCount(page), expected, 20_000);

    // A reload (or the link shared) shows the same products, with the filters shown as set.
    await reload(page);
    await waitForProducts(page);
    await eventually(() => resultCount(page), expected, 20_000);
    const names = await page.getByTestId('product-card').locator('.product-card-name').evaluateAll((els) => els.map((e) => e.textContent));
    expect(names).not.toContain(goneInSize.name);
    await page.getByRole('heading', { level: 1, name: 'Women Kurtas' }).waitFor();
    const again = await filters(page);
    expect(await again.getByTestId(`size-${SIZE}`).locator('input').isChecked()).toBe(true);
    expect(await again.getByTestId('price-min').inputValue()).toBe(String(lo));
    expect(await again.getByTestId('price-max').inputValue()).toBe(String(hi));
    if (viewport.width < 1024) await page.keyboard.press('Escape');
    await screenshot(page, 'filters-size-price-reloaded');
    await page.context().close();
  });
});
