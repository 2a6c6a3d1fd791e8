/**
 * The shop's product lists in a real browser: filters in step with the URL, 24 products at a
 * time, sorting, grid and list views, collections, and the phone's filter sidebar.
 */
import { server, useShopInBrowser } from '../support/browser';
import { catalogue, count, DESKTOP, eventually, open, PHONE, resultCount, twoSizes, visit, waitForProducts, quickAddFirst } from './shop-helpers';
import { soldOutIn } from './stock-helpers';

jest.setTimeout(120_000);

describe('the shop in a real browser', () => {
  useShopInBrowser();

  it('filters keep the URL in step; toggles clear; Clear All empties filters and URL', async () => {
    const { page } = await open('/shop');
    await waitForProducts(page);
    await eventually(() => resultCount(page), catalogue.length);
    await page.getByTestId('filter-panel').first().getByText('New Arrivals').click();
    await page.waitForURL(/new=true/);
    await eventually(() => resultCount(page), count((p) => p.isNew));
    await page.getByTestId('filter-panel').first().getByText('New Arrivals').click();
    await page.waitForURL((u) => !u.search.includes('new='));
    await page.getByTestId('category-select').first().selectOption('women-footwear');
    await page.waitForURL(/category=women-footwear/);
    await page.getByTestId('category-select').first().selectOption('all');
    await page.waitForURL((u) => !u.search.includes('category='));
    const size = twoSizes.sizes[0];
    // A size lists the products in stock in it (the seed sells some out).
    const gone = await soldOutIn(server, catalogue.filter((p) => p.sizes.includes(size)), size);
    await page.getByTestId(`size-${size}`).first().click();
    await eventually(() => resultCount(page), count((p) => p.sizes.includes(size) && !gone.has(p.id)));
    await page.getByTestId(`size-${size}`).first().click();
    await eventually(() => resultCount(page), catalogue.length);
    await page.getByTestId('price-min').first().fill('1000');
    await page.getByTestId('price-max').first().fill('2000');
    await page.getByTestId('price-max').first().press('Enter');
    await eventually(() => resultCount(page), count((p) => p.price >= 1000 && p.price <= 2000));
    await page.getByRole('button', { name: 'Clear All' }).first().click();
    await eventually(() => resultCount(page), catalogue.length);
    expect(new URL(page.url()).search).toBe('');
    await visit(page, '/shop?featured=true');
    await waitForProducts(page);
    await eventually(() => resultCount(page), count((p) => p.isNew && p.isSale));
    await visit(page, '/shop?search=qqzzxx');
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await eventually(() => resultCount(page), catalogue.length);
    await page.context().close();
  });

  it('shows 24 products at a time; a filter change starts again at 24, each card with its own picture', async () => {
    const { page } = await open('/shop');
    await waitForProducts(page);
    const cards = () => page.getByTestId('product-card').count();
    const showing = () => page.getByText(/^Showing \d+ of \d+$/).innerText();
    expect(await cards()).toBe(24);
    expect(await showing()).toBe(`Showing 24 of ${catalogue.length}`);
    await page.getByTestId('show-more').click();
    await eventually(cards, 48);
    expect(await showing()).toBe(`Showing 48 of ${catalogue.length}`);
    // A new filter starts over at 24; the cards on the page take the new products (product-grid.tsx).
    const itemsBefore = await page.locator('[data-testid=product-grid] > li').elementHandles();
    const picturesBefore = await page.locator('[data-testid=product-grid] > li img').elementHandles();
    const altsBefore = await Promise.all(picturesBefore.map((img) => img.getAttribute('alt')));
    // Size M lists the products in stock in M (the seed sells some out).
    const goneInM = await soldOutIn(server, catalogue.filter((p) => p.sizes.includes('M')), 'M');
    const inM = (p: (typeof catalogue)[number]) => p.sizes.includes('M') && !goneInM.has(p.id);
    const sizeM = count(inM);
    await page.getByTestId('size-M').first().click();
    await eventually(() => resultCount(page), sizeM);
    await eventually(cards, Math.min(24, sizeM));
    // textContent: cards scrolled out of view are not rendered (content-visibility), so they have no innerText.
    const names = await page.locator('[data-testid=product-card] a[href^="/product/"]:not([aria-hidden])').allTextContents();
    // Most Popular: new and on sale first, then new, then on sale, each in catalogue order.
    const score = (p: (typeof catalogue)[number]) => (p.isNew ? 2 : 0) + (p.isSale ? 1 : 0);
    const expected = catalogue.filter(inM).sort((a, b) => score(b) - score(a));
    expect(names).toEqual(expected.slice(0, 24).map((p) => p.name));
    // Each card's picture is its own product's (the cards are kept, their pictures made anew).
    const pictures = await page.locator('[data-testid=product-card] img').evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('alt'), i.getAttribute('data-original') ?? i.getAttribute('src')]));
    expect(pictures).toEqual(expected.slice(0, 24).map((p) => [p.name, p.image]));
    // The first 24 items are the same elements; a picture whose product changed is a new <img>.
    const connected = (handles: { evaluate: (fn: (e: Element) => boolean) => Promise<boolean> }[]) => Promise.all(handles.map((h) => h.evaluate((e) => e.isConnected)));
    expect(await connected(itemsBefore.slice(0, 24))).toEqual(Array(24).fill(true));
    const kept = expected.slice(0, 24).map((p, i) => altsBefore[i] === p.name);
    expect(kept).toContain(false);
    expect(await connected(picturesBefore.slice(0, 24))).toEqual(kept);
    await page.context().close();
  });

  it('sorts by price and name; grid and list views (a row shows its price and adds to the cart)', async () => {
    const { page } = await open('/shop');
    await waitForProducts(page);
    const names = () => page.locator('[data-testid=product-card] a[href^="/product/"]:not([aria-hidden])').allInnerTexts();
    await page.getByTestId('sort-select').selectOption('price-low-high');
    const cheapest = [...catalogue].sort((a, b) => a.price - b.price)[0];
    await eventually(() => names().then((n) => n[0]), cheapest.name);
    await page.getByTestId('sort-select').selectOption('name-a-z');
    const byName = [...catalogue].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    await eventually(() => names().then((n) => n.slice(0, 5)), byName.slice(0, 5).map((p) => p.name));
    await page.getByTestId('view-list').click();
    await page.getByTestId('product-list').waitFor();
    const row = page.getByTestId('product-list').getByTestId('product-card').first();
    await expect(row.getByRole('link', { name: byName[0].name }).isVisible()).resolves.toBe(true);
    await expect(row.innerText()).resolves.toContain(`₹${byName[0].price.toLocaleString('en-IN')}`);
    await quickAddFirst(row);
    await eventually(() => page.getByTestId('cart-count').innerText(), '1');
    await page.getByTestId('view-grid').click();
    await expect(page.getByTestId('product-grid').getAttribute('data-columns')).resolves.toBe('3');
    await page.context().close();
  });

  it.each([
    ['new', 'New Arrivals', (p: (typeof catalogue)[number]) => p.isNew],
    ['sale', 'Sale Items', (p: (typeof catalogue)[number]) => p.isSale],
    ['featured', 'Featured Products', (p: (typeof catalogue)[number]) => p.isNew && p.isSale],
    ['premium', 'Premium', (p: (typeof catalogue)[number]) => p.price >= 2499],
    ['women-jeans', 'Women Jeans', (p: (typeof catalogue)[number]) => p.category === 'women-jeans'],
  ])('collection %s is titled %s with 4 columns', async (name, title, pred) => {
    const { page } = await open(`/collections/${name}`);
    await waitForProducts(page);
    await eventually(() => page.getByTestId('collection-heading').innerText(), title);
    await eventually(() => resultCount(page), count(pred));
    await expect(page.getByTestId('product-grid').getAttribute('data-columns')).resolves.toBe('4');
    await page.context().close();
  });

  it('phone: the hidden filter sidebar is kept as drawn, not hydrated; a window grown past lg makes it live with the filters set meanwhile', async () => {
    const { page } = await open('/shop', PHONE);
    const sidebar = page.locator('aside[aria-label=Filters]');
    const sidebarState = () =>
      sidebar.evaluate((aside) => {
        const tick = aside.querySelector('input[type=checkbox]');
        return { shown: aside.checkVisibility(), ticks: aside.querySelectorAll('input[type=checkbox]').length, hydrated: !!tick && Object.keys(tick).some((k) => k.startsWith('__react')) };
      });
    const drawn = await sidebarState();
    expect(drawn).toMatchObject({ shown: false, hydrated: false });
    expect(drawn.ticks).toBeGreaterThan(40);
    // Filters set in the phone's drawer meanwhile.
    await page.getByTestId('filters-button').click();
    await page.getByRole('dialog').getByText('On Sale').click();
    await page.waitForURL(/sale=true/);
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    await eventually(sidebarState, { shown: true, ticks: drawn.ticks, hydrated: true });
    expect(await sidebar.getByRole('checkbox', { name: 'On Sale' }).isChecked()).toBe(true);
    await sidebar.getByText('On Sale').click();
    await page.waitForURL((url) => !url.search.includes('sale='));
    await eventually(() => page.getByTestId('result-count').textContent(), `${catalogue.length} products found`);
    await page.context().close();
  });
});
