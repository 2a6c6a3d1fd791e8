import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { type RunningServer, startServer } from '../support/start-server';
import {
  catalogue, DESKTOP, eventually, newContext, openPage, PHONE, resultCount, rupees, screenshot, seriousA11yViolations,
  ready, reload, visit, waitForProducts,
} from './shop-helpers';

jest.setTimeout(120_000);

const count = (pred: (p: (typeof catalogue)[number]) => boolean) => catalogue.filter(pred).length;
const twoSizes = catalogue.find((p) => p.sizes.length >= 2)!;

describe('the shop in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = (path: string, viewport = DESKTOP) => openPage(browser, server.url, path, viewport);

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
    await page.getByTestId(`size-${size}`).first().click();
    await eventually(() => resultCount(page), count((p) => p.sizes.includes(size)));
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

  it('shows 24 products at a time; a filter change draws its cards over a few frames and starts again at 24', async () => {
    const { page } = await open('/shop');
    await waitForProducts(page);
    const cards = () => page.getByTestId('product-card').count();
    const showing = () => page.getByText(/^Showing \d+ of \d+$/).innerText();
    expect(await cards()).toBe(24);
    expect(await showing()).toBe(`Showing 24 of ${catalogue.length}`);
    await page.getByTestId('show-more').click();
    await eventually(cards, 48);
    expect(await showing()).toBe(`Showing 48 of ${catalogue.length}`);
    // A new filter starts over at 24 and draws the new list a step at a time until all 24 are there.
    const sizeM = count((p) => p.sizes.includes('M'));
    await page.getByTestId('size-M').first().click();
    await eventually(() => resultCount(page), sizeM);
    await eventually(cards, Math.min(24, sizeM));
    // textContent: cards scrolled out of view are not rendered (content-visibility), so they have no innerText.
    const names = await page.locator('[data-testid=product-card] a[href^="/product/"]:not([aria-hidden])').allTextContents();
    // Most Popular: new and on sale first, then new, then on sale, each in catalogue order.
    const score = (p: (typeof catalogue)[number]) => (p.isNew ? 2 : 0) + (p.isSale ? 1 : 0);
    const expected = catalogue.filter((p) => p.sizes.includes('M')).sort((a, b) => score(b) - score(a));
    expect(names).toEqual(expected.slice(0, 24).map((p) => p.name));
    await page.context().close();
  });

  it('sorts by price and name; grid and list views', async () => {
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

  it('prerendered pages: whole without JavaScript; hydrate without a mismatch; the stored cart shows once hydrated', async () => {
    const product = catalogue.find((p) => p.sizes.length === 0) ?? catalogue[0];
    const path = `/product/${encodeURIComponent(product.id)}`;
    const bare = await (await browser.newContext({ baseURL: server.url, javaScriptEnabled: false })).newPage();
    for (const [url, heading] of [[path, product.name], ['/faq', 'Frequently Asked Questions'], ['/', 'Featured Products'], ['/shop', 'Shop All Products']]) {
      await bare.goto(url);
      await bare.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 2_000 });
    }
    expect(await bare.locator('[data-testid=product-card]').count()).toBeGreaterThan(0);
    await bare.context().close();

    const { page } = await open('/about');
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => errors.push(e.message));
    await visit(page, path);
    if (product.sizes.length) await page.getByRole('radio', { name: product.sizes[0] }).click();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await eventually(() => page.getByTestId('cart-count').innerText(), '1');
    // The page is drawn with an empty cart; once hydrated it shows the cart kept in the browser.
    await reload(page);
    await eventually(() => page.getByTestId('cart-count').innerText(), '1');
    await visit(page, '/');
    await eventually(() => page.getByTestId('cart-count').innerText(), '1');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("start-up: a prerendered page keeps Chakra's global CSS as drawn, index.html pages make it, the toaster comes with the first toast", async () => {
    // The style elements that define Chakra's token variables, and whether each came with the page.
    const tokenStyles = (page: Page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('style')]
          // Emotion inserts through the CSSOM in production (the tag's text stays empty).
          .filter((s) => [...(s.sheet?.cssRules ?? [])].some((r) => r.cssText.includes('--chakra-colors-gray-100:')))
          .map((s) => s.hasAttribute('data-prerendered-styles')),
      );
    const looks = (page: Page) =>
      page.evaluate(() => ({
        gray: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-gray-100').trim(),
        font: getComputedStyle(document.body).fontFamily,
        margin: getComputedStyle(document.body).margin,
      }));
    const { page } = await open('/');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await waitForProducts(page);
    expect(await tokenStyles(page)).toEqual([true]);
    const drawn = await looks(page);
    expect(drawn).toMatchObject({ gray: expect.stringMatching(/^#/), margin: '0px' });
    expect(drawn.font).toContain('Inter');
    expect(await page.locator('[data-rht-toaster]').count()).toBe(0);
    await page.getByTestId('product-card').first().getByRole('button', { name: /Quick Add/ }).click();
    await page.getByRole('status').filter({ hasText: 'Added to cart!' }).waitFor();
    expect(await page.locator('[data-rht-toaster]').count()).toBe(1);
    // Client-side navigation to a page the server never draws: the page's global CSS still serves.
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-panel').getByRole('link', { name: /View Cart/ }).click();
    await page.waitForURL(/\/cart$/);
    expect(await tokenStyles(page)).toEqual([true]);

    // /cart straight from the server is index.html: the browser writes the global CSS itself.
    await visit(page, '/cart');
    expect(await tokenStyles(page)).toEqual([false]);
    expect(await looks(page)).toEqual(drawn);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('start-up: a prerendered page fetches the app once its main picture has been painted; index.html fetches it at once', async () => {
    const { page } = await open('/cart');
    // Milliseconds from the navigation's start.
    const times = new Map<string, number>();
    let started = Date.now();
    page.on('request', (r) => /\/assets\/shell-/.test(r.url()) && times.set('shell requested', Date.now() - started));
    page.on('requestfinished', (r) => r.url().endsWith('/images/banners/new.svg') && times.set('picture loaded', Date.now() - started));
    // The main picture comes slowly: the app waits for it (not for the other pictures).
    await page.route('**/images/banners/new.svg', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    started = Date.now();
    await visit(page, '/');
    expect(times.get('picture loaded')).toBeGreaterThan(800);
    expect(times.get('shell requested')).toBeGreaterThanOrEqual(times.get('picture loaded')!);
    // The shell's and the route's chunks, listed in the page, come with the app, not before.
    // (Vite's preloading of the shell's steps may name the page's own script too: it is loaded.)
    const { modules, entry } = await page.evaluate(() => ({
      modules: [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => new URL(l.href).pathname),
      entry: new URL(document.querySelector<HTMLScriptElement>('script[type=module]')!.src).pathname,
    }));
    // Apollo's client is neither, nor is it fetched once the page is idle: a shopper who only
    // browses never loads it (client/src/main.tsx). Pointing at the sign-in link fetches that
    // page's code, and with it the client (lib/prefetch-on-intent.ts).
    const apollo = (m: string) => /^\/assets\/apollo-[\w-]+\.js$/.test(m);
    const listed: string[] = JSON.parse((await page.locator('#squ-modules').textContent()) ?? '[]');
    expect(listed.filter(apollo)).toEqual([]);
    expect(modules.filter((m) => m !== entry && !apollo(m))).toEqual(listed);
    const apolloFetched = () => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/assets\/apollo-[\w-]+\.js$/.test(r.name)));
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))));
    expect(await apolloFetched()).toBe(false);
    await page.getByLabel('Login').hover();
    await eventually(apolloFetched, true, 8_000);
    await page.getByTestId('product-card').first().getByRole('button', { name: /Quick Add/ }).click();
    await eventually(() => page.getByTestId('cart-count').innerText(), '1');

    // index.html (the cart: not prerendered) shows nothing without the app: no wait.
    await page.unrouteAll();
    times.clear();
    started = Date.now();
    await visit(page, '/cart');
    expect(times.get('shell requested')).toBeLessThan(2000);
    await page.context().close();
  });

  it('start-up: a page drawn in the browser fetches its route with the shell, draws it in its first pass, and nothing on it moves', async () => {
    const cases: [string, (page: Page) => Promise<unknown>][] = [
      ['/profile', (page) => page.getByTestId('login-required').waitFor()],
      ['/cart', (page) => page.getByRole('heading', { name: 'Your cart is empty' }).waitFor()],
      ['/shop?category=women-jeans', (page) => waitForProducts(page)],
    ];
    for (const [path, shown] of cases) {
      const context = await newContext(browser, PHONE, server.url);
      const page = await context.newPage();
      // The catalogue comes late: the shop shows its loading cards first, then the products.
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('Catalogue')) await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number; placeholder: boolean };
        w.shifts = 0;
        w.placeholder = false;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.shifts += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // The placeholder of a page whose code has not come (app/layout/page-fallback.tsx).
        new MutationObserver(() => {
          if (document.querySelector('[aria-label=Loading][aria-busy=true]')) w.placeholder = true;
        }).observe(document, { childList: true, subtree: true });
      });
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      await visit(page, path);
      await shown(page);
      await page.waitForTimeout(500);
      const { shifts, placeholder } = await page.evaluate(() => {
        const w = window as unknown as { shifts: number; placeholder: boolean };
        return { shifts: w.shifts, placeholder: w.placeholder };
      });
      // The page lists its route's chunks beside the shell's (the server's shell of index.html).
      const listed: string[] = JSON.parse((await page.locator('#squ-modules').textContent()) ?? '[]');
      expect({ path, routeListed: listed.some((m) => m.startsWith(`/assets/${path.slice(1).split('?')[0]}-`)), allFetched: listed.every((m) => requested.includes(m)) })
        .toEqual({ path, routeListed: true, allFetched: true });
      expect({ path, placeholder, shifted: shifts >= 0.01 ? shifts : false }).toEqual({ path, placeholder: false, shifted: false });
      await context.close();
    }
  });

  it('start-up: taps, choices and typing before the app has come are handed to it once it has (lib/early-input.ts)', async () => {
    const { page } = await open('/cart');
    // The app's React and Chakra chunk comes 2.5 s late: the page shows, and takes input, meanwhile. The test
    // goes on once the page is parsed: the page's load event may wait for the app's chunks.
    await page.route(/\/assets\/shell-ui-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    const isReady = () => page.evaluate(() => document.documentElement.hasAttribute('data-ready'));

    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    const quickAdd = page.getByTestId('product-card').first().getByRole('button', { name: /Quick Add/ });
    // Tapped twice because nothing happened: one line, not two.
    await quickAdd.click();
    await quickAdd.click();
    const onSale = page.getByTestId('filter-panel').first().getByRole('checkbox', { name: 'On Sale' });
    await page.getByTestId('filter-panel').first().getByText('On Sale').click();
    expect(await onSale.isChecked()).toBe(false);
    await page.getByTestId('category-select').first().selectOption('women-footwear');
    expect(await isReady()).toBe(false);
    await ready(page);
    await eventually(() => page.getByTestId('cart-count').innerText(), '1');
    await page.waitForURL((u) => u.searchParams.get('sale') === 'true' && u.searchParams.get('category') === 'women-footwear');
    expect(await onSale.isChecked()).toBe(true);
    await eventually(() => resultCount(page), count((p) => p.isSale && p.category === 'women-footwear'));

    // A term typed before the app came is the box's term once it has; its suggestions open only
    // if the box still has focus.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('search-input').first().fill('cotton');
    await page.getByRole('heading', { name: 'Featured Products' }).click();
    await ready(page);
    await eventually(() => page.getByTestId('search-input').first().inputValue(), 'cotton');
    await page.waitForTimeout(300);
    expect(await page.locator('[data-suggestion]').count()).toBe(0);

    // A term typed and sent before the app came is the one the shop searches for.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('search-input').first().fill('cotton');
    await page.getByTestId('search-input').first().press('Enter');
    expect(await isReady()).toBe(false);
    await page.waitForURL((u) => u.pathname === '/shop' && u.searchParams.get('search') === 'cotton');
    await eventually(() => resultCount(page), count((p) => [p.name, p.description, p.category, p.color].some((f) => f.toLowerCase().includes('cotton'))));

    // An app that cannot load holds nothing: the pointer shows busy while a tap waits for it, then no more.
    await page.unrouteAll();
    await page.route(/\/assets\/shell-ui-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.abort();
    });
    const failed = new Promise<void>((resolve) => page.on('console', (m) => m.text().includes('The shop could not start') && resolve()));
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    await quickAdd.click();
    const pointer = () => page.evaluate(() => document.documentElement.style.cursor);
    expect(await pointer()).toBe('progress');
    await failed;
    expect(await pointer()).toBe('');
    await page.context().close();
  });

  it('pictures: below the main ones, products and categories come as WebP drawings that fit their boxes; a failed drawing gives way to its SVG, then to the placeholder', async () => {
    const picture = (page: Page, n: number) => page.getByTestId('product-card').nth(n).locator('img').first();
    const loaded = (page: Page, n: number) => eventually(() => picture(page, n).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), true);
    const seen = (page: Page, n: number) => picture(page, n).evaluate((img: HTMLImageElement) => ({ src: new URL(img.currentSrc).pathname, box: img.clientWidth }));
    // A phone at 2x: two cards a row, each ~164 px wide, so ~330 device px: the 360 w drawing.
    const phone = await browser.newContext({ viewport: PHONE, baseURL: server.url, reducedMotion: 'reduce', deviceScaleFactor: 2 });
    const page = await phone.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await visit(page, '/shop');
    await waitForProducts(page);
    // The first row is the page's main pictures (priority): their SVGs, the fewest bytes.
    await loaded(page, 0);
    expect((await seen(page, 0)).src).toMatch(/^\/images\/products\/[^/]+\.svg$/);
    // After a change of the list, a picture new to the first row is an ordinary one, a drawing
    // (an SVG is parsed, laid out and painted on the main thread); one that was there stays.
    const svgOf = (n: number) => picture(page, n).evaluate((img: HTMLImageElement) => img.dataset.original ?? img.getAttribute('src'));
    const firstRow = await Promise.all([0, 1, 2].map(svgOf));
    const cheapest = [...catalogue].sort((a, b) => a.price - b.price)[0];
    await page.getByTestId('sort-select').selectOption('price-low-high');
    await eventually(() => svgOf(0), cheapest.image);
    const after = await Promise.all([0, 1, 2].map(async (n) => ({ svg: await svgOf(n), src: await picture(page, n).getAttribute('src') })));
    const fresh = after.filter((a) => !firstRow.includes(a.svg));
    expect(fresh.length).toBeGreaterThan(0);
    for (const a of fresh) expect(a.src).toMatch(/^\/images\/products\/[^/]+-\d+w\.webp$/);
    for (const a of after.filter((x) => firstRow.includes(x.svg))) expect(a.src).toBe(a.svg);
    await loaded(page, 0);
    // The tab icon is a PNG: browsers fetch it again after each change of address.
    expect(requested.filter((u) => u.startsWith('/favicon'))).not.toContain('/favicon.svg');
    await picture(page, 3).scrollIntoViewIfNeeded();
    await loaded(page, 3);
    const drawn = await seen(page, 3);
    expect(drawn.src).toMatch(/^\/images\/products\/[^/]+-360w\.webp$/);
    expect(Number(/-(\d+)w\./.exec(drawn.src)?.[1])).toBeGreaterThanOrEqual(drawn.box * 2);
    await visit(page, '/');
    const tile = page.getByTestId('category-tile').first().locator('img');
    await tile.scrollIntoViewIfNeeded();
    await eventually(() => tile.evaluate((img: HTMLImageElement) => img.complete && /^\/images\/categories\/[\w-]+-\d+w\.webp$/.test(new URL(img.currentSrc).pathname)), true);
    await phone.close();

    const fallback = async (route: RegExp) => {
      const context = await newContext(browser, DESKTOP, server.url);
      await context.route(route, (r) => r.abort());
      const p = await context.newPage();
      await visit(p, '/shop');
      await waitForProducts(p);
      await picture(p, 4).scrollIntoViewIfNeeded();
      await eventually(() => picture(p, 4).evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && !/\.webp$/.test(i.currentSrc)), true);
      const shown = await picture(p, 4).evaluate((i: HTMLImageElement) => ({ src: new URL(i.currentSrc).pathname, srcset: i.getAttribute('srcset'), original: i.dataset.original }));
      await context.close();
      return shown;
    };
    const drawnFails = await fallback(/\/images\/products\/[^/]+-\d+w\.webp$/);
    expect(drawnFails).toEqual({ src: drawnFails.original, srcset: null, original: expect.stringMatching(/^\/images\/products\/[^/]+\.svg$/) });
    expect(await fallback(/\/images\/products\//)).toEqual({ src: '/images/placeholder.svg', srcset: null, original: expect.any(String) });
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
    await page.getByTestId('product-card').first().getByRole('button', { name: /Quick Add/ }).click();
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

  const ROUTES: [string, string][] = [
    ['home', '/'], ['shop', '/shop'], ['shop-search', '/shop?search=denim'], ['collection-new', '/collections/new'],
    ['product', `/product/${twoSizes.id}`], ['cart', '/cart'], ['not-found', '/no-such-page'],
  ];

  describe.each([['desktop', DESKTOP], ['phone', PHONE]])('every route at %s width', (_, viewport) => {
    it.each(ROUTES)('%s passes axe-core (no serious or critical) and is photographed', async (name, path) => {
      const { page, foreign } = await open(path, viewport);
      if (name === 'cart') {
        await page.evaluate((p) => localStorage.setItem('cart-storage', JSON.stringify({ version: 1, state: { items: [{ product: p, size: p.sizes[0], quantity: 2, price: p.price }] } })), twoSizes);
        await reload(page);
      }
      await waitForProducts(page);
      await page.waitForLoadState('networkidle');
      await screenshot(page, name);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(foreign).toEqual([]);
      await page.context().close();
    });
  });
});
