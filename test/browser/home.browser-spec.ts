/**
 * The home page and the header in a real browser: the hero carousel, the categories menu, live
 * search, the phone's menu and search toggle, and the keyboard through all of them.
 */
import { useShopInBrowser } from '../support/browser';
import { catalogue, count, eventually, open, PHONE, resultCount, seriousA11yViolations, visit, waitForProducts, quickAddFirst } from './shop-helpers';

jest.setTimeout(120_000);

describe('the shop in a real browser', () => {
  useShopInBrowser();

  it('home: hero carousel with arrows, dots and a 5 s rotation; product sections load', async () => {
    const { page, foreign } = await open('/');
    await waitForProducts(page);
    const slides = page.getByTestId('hero-slide');
    await eventually(() => slides.count(), 3);
    const active = () => page.locator('[data-testid=hero-slide][data-active]').getAttribute('aria-label');
    await eventually(active, '1 of 3');
    await page.waitForFunction(() => document.querySelector('[data-testid=hero-slide][data-active]')?.getAttribute('aria-label') === '2 of 3', null, { timeout: 7_000 });
    await page.getByRole('button', { name: 'Next slide' }).click();
    await eventually(active, '3 of 3');
    // The first slide's picture is the page's main one, its SVG; the others come as drawings,
    // chosen for the width the hero crops them to (1,600 px at 1280 x 600).
    const pictures = () =>
      page.$$eval('[data-testid=hero-slide] img', (imgs) => (imgs as HTMLImageElement[]).map((i) => (i.complete && i.naturalWidth > 0 ? new URL(i.currentSrc).pathname : 'not shown')));
    await eventually(pictures, ['/images/banners/new.svg', '/images/banners/sale-1600w.webp', '/images/banners/premium-1600w.webp']);
    await page.getByRole('button', { name: 'Go to slide 1' }).click();
    await eventually(active, '1 of 3');
    await page.getByRole('heading', { name: 'Featured Products' }).waitFor();
    await eventually(() => page.getByTestId('category-tile').count(), new Set(catalogue.map((p) => p.category)).size);
    expect(foreign).toEqual([]);
    await page.context().close();
  });

  it('categories dropdown opens on hover, lists categories in shop order and filters the shop', async () => {
    const { page } = await open('/');
    await page.getByTestId('categories-trigger').hover();
    const menu = page.getByTestId('categories-menu');
    await menu.waitFor({ state: 'visible' });
    const names = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? a.textContent));
    expect(names.slice(0, 2)).toEqual(['Women Footwear', 'Women Jeans']);
    await menu.getByRole('link', { name: 'Women Jeans' }).click();
    await page.waitForURL(/\/shop\?category=women-jeans$/);
    await waitForProducts(page);
    await eventually(() => resultCount(page), count((p) => p.category === 'women-jeans'));
    await page.context().close();
  });

  it('live search: suggestions after more than 2 characters, "No products found for", blank submit ignored', async () => {
    const { page } = await open('/');
    await waitForProducts(page);
    const box = page.getByTestId('search-input').first();
    await box.fill('sh');
    await eventually(() => page.getByTestId('search-suggestions').count(), 0);
    await box.fill('shirt');
    const list = page.getByTestId('search-suggestions');
    await list.waitFor();
    const shown = await list.locator('li').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(5);
    if (shown === 5) await list.getByText('View all results for "shirt"').waitFor();
    await box.fill('qqzzxx');
    await list.getByText('No products found for "qqzzxx"').waitFor();
    await box.fill('   ');
    await box.press('Enter');
    await expect(page.waitForURL(/\/shop/, { timeout: 1_000 })).rejects.toThrow();
    await box.fill('denim');
    await box.press('Enter');
    await page.waitForURL(/\/shop\?search=denim$/);
    await eventually(() => page.getByTestId('shop-heading').innerText(), 'Search Results for "denim"');
    await page.context().close();
  });

  it('phone: hamburger, search toggle, filter drawer and the cart panel', async () => {
    const { page } = await open('/', PHONE);
    await waitForProducts(page);
    await page.getByTestId('menu-button').click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Women Footwear' }).click();
    await page.waitForURL(/category=women-footwear/);
    await page.getByTestId('search-toggle').click();
    const box = page.locator('[data-testid=search-input]:visible');
    await box.fill('kurta');
    await page.getByTestId('search-suggestions').waitFor();
    await box.press('Enter');
    await page.waitForURL(/search=kurta/);
    // The filter drawer: focus starts on its first control, the page behind is inert, and a
    // click on the backdrop closes it back to its button.
    await page.getByTestId('filters-button').click();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'category-select');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await eventually(() => page.getByRole('dialog').count(), 0);
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'filters-button');
    await page.getByTestId('filters-button').click();
    await page.getByRole('dialog').getByText('On Sale').click();
    await page.waitForURL(/sale=true/);
    await page.getByRole('dialog').getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await quickAddFirst(page.getByTestId('product-card').first());
    await eventually(() => page.getByTestId('cart-count').innerText(), '1');
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-panel').getByRole('button', { name: 'Decrease quantity' }).click();
    await page.getByTestId('cart-panel').getByText('Your cart is empty').waitFor();
    await page.context().close();
  });

  it('keyboard: categories menu, search suggestions, carousel, filters and the cart panel', async () => {
    const { page } = await open('/');
    await waitForProducts(page);
    const focusedTestId = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);
    await page.getByTestId('categories-trigger').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('categories-menu').waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Women Footwear');
    await page.keyboard.press('Escape');
    await page.getByTestId('categories-menu').waitFor({ state: 'hidden' });
    await expect(focusedTestId()).resolves.toBe('categories-trigger');

    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await eventually(() => page.locator('[data-testid=hero-slide][data-active]').getAttribute('aria-label'), '2 of 3');

    const search = page.getByTestId('search-input').first();
    await search.focus();
    await page.keyboard.type('jeans');
    await page.getByTestId('search-suggestions').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\//);

    await visit(page, '/shop');
    await waitForProducts(page);
    await page.getByTestId('filter-new').first().locator('input').focus();
    await page.keyboard.press('Space');
    await page.waitForURL(/new=true/);

    await page.getByTestId('cart-button').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('cart-panel').waitFor();
    await eventually(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid=cart-panel]')), true);
    await page.keyboard.press('Escape');
    await page.getByTestId('cart-panel').waitFor({ state: 'detached' });
    await eventually(focusedTestId, 'cart-button');
    await page.context().close();
  });
});
