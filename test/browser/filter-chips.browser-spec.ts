import type { Page } from 'playwright-core';
import { browser, server, useShopInBrowser } from '../support/browser';
import { catalogue, eventually, openPage, resultCount, seriousA11yViolations, waitForProducts } from './shop-helpers';

jest.setTimeout(120_000);

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const count = (pred: (p: (typeof catalogue)[number]) => boolean) => catalogue.filter(pred).length;
const chipLabels = (page: Page) => page.getByTestId('filter-chip').allInnerTexts();
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

describe('active filters as chips above the shop grid', () => {
  useShopInBrowser();

  it('each filter set shows as a chip; its button removes that filter alone; Clear all removes them all', async () => {
    const { page } = await openPage(browser, server.url, '/shop?category=men-shirts&sale=true', DESKTOP);
    await waitForProducts(page);
    await eventually(() => chipLabels(page), ['Men Shirts', 'On Sale']);
    await page.getByTestId('filter-panel').first().getByTestId('size-M').click();
    await page.getByTestId('price-min').first().fill('1000');
    await page.getByTestId('price-max').first().fill('2000');
    await page.getByTestId('price-max').first().press('Enter');
    await eventually(() => chipLabels(page), ['Men Shirts', '₹1,000 – ₹2,000', 'On Sale', 'Size M']);
    const shirtsM = (p: (typeof catalogue)[number]) => p.category === 'men-shirts' && p.sizes.includes('M');
    await eventually(() => resultCount(page), count((p) => shirtsM(p) && p.isSale && p.price >= 1000 && p.price <= 2000));
    // Above the grid.
    const chipsBox = (await page.getByTestId('filter-chips').boundingBox())!;
    expect(chipsBox.y + chipsBox.height).toBeLessThanOrEqual((await page.getByTestId('product-card').first().boundingBox())!.y);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Remove filter: On Sale' }).click();
    await eventually(() => chipLabels(page), ['Men Shirts', '₹1,000 – ₹2,000', 'Size M']);
    await page.waitForURL((u) => !u.searchParams.has('sale') && u.searchParams.get('category') === 'men-shirts');
    await eventually(() => resultCount(page), count((p) => shirtsM(p) && p.price >= 1000 && p.price <= 2000));
    expect(await page.getByTestId('filter-panel').first().getByRole('checkbox', { name: 'On Sale' }).isChecked()).toBe(false);
    // The keyboard's focus moves to the chip that took the removed one's place.
    await eventually(() => focusedName(page), 'Remove filter: Size M');

    await page.getByRole('button', { name: 'Remove filter: ₹1,000 – ₹2,000' }).click();
    await eventually(() => chipLabels(page), ['Men Shirts', 'Size M']);
    await eventually(() => resultCount(page), count(shirtsM));
    await eventually(() => page.getByTestId('price-min').first().inputValue(), '');

    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    await eventually(() => page.getByTestId('filter-chip').count(), 0);
    await eventually(() => resultCount(page), catalogue.length);
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  it('a search and a category from the URL; one chip has no Clear all; removing the search leaves the category', async () => {
    const { page } = await openPage(browser, server.url, '/shop?search=shirt&category=men-shirts', DESKTOP);
    await waitForProducts(page);
    await eventually(() => chipLabels(page), ['Men Shirts', 'Search: "shirt"']);
    await page.getByRole('button', { name: 'Remove filter: Search: "shirt"' }).click();
    await page.waitForURL((u) => u.search === '?category=men-shirts');
    await eventually(() => page.getByTestId('shop-heading').innerText(), 'Men Shirts'); // the heading names the category (issue 56 point 5)
    await eventually(() => chipLabels(page), ['Men Shirts']);
    expect(await page.getByRole('button', { name: 'Clear all', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Remove filter: Men Shirts' }).click();
    await eventually(() => page.getByTestId('filter-chips').count(), 0);
    await eventually(() => resultCount(page), catalogue.length);
    await page.context().close();
  });

  it('on a phone the chips sit above the grid and answer as on the desktop', async () => {
    const { page } = await openPage(browser, server.url, '/shop?category=women-jeans&new=true', PHONE);
    await waitForProducts(page);
    await eventually(() => chipLabels(page), ['Women Jeans', 'New Arrivals']);
    const chipsBox = (await page.getByTestId('filter-chips').boundingBox())!;
    expect(chipsBox.x + chipsBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(chipsBox.y + chipsBox.height).toBeLessThanOrEqual((await page.getByTestId('product-card').first().boundingBox())!.y);
    await page.getByRole('button', { name: 'Remove filter: New Arrivals' }).click();
    await page.waitForURL((u) => u.search === '?category=women-jeans');
    await eventually(() => resultCount(page), count((p) => p.category === 'women-jeans'));
    await eventually(() => page.getByTestId('filters-button').innerText(), 'Filters (1)');
    await page.context().close();
  });
});
