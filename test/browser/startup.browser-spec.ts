/**
 * Start-up in a real browser: prerendered pages whole without JavaScript and hydrated without a
 * mismatch, Chakra's global CSS, when the app is fetched, pages drawn in the browser without
 * moving, and input taken before the app has come.
 */
import type { Page } from 'playwright-core';
import { browser, server, useShopInBrowser } from '../support/browser';
import { catalogue, count, eventually, gate, graphqlOperation, newContext, open, PHONE, quickAddFirst, ready, reload, resultCount, visit, waitForProducts } from './shop-helpers';

jest.setTimeout(120_000);

describe('the shop in a real browser', () => {
  useShopInBrowser();

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
    expect(await page.locator('[data-toaster]').count()).toBe(0);
    await quickAddFirst(page.getByTestId('product-card').first());
    await page.getByRole('status').filter({ hasText: /^Added to cart: / }).waitFor();
    expect(await page.locator('[data-toaster]').count()).toBe(1);
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
    // (Vite's preloading of the shell's chunks may name the page's own script too: it is loaded.)
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
    await quickAddFirst(page.getByTestId('product-card').first());
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
      // (The catalogue goes by GET, its name in the query string: a glob of the path would miss it.)
      await page.route((url) => url.pathname === '/graphql', async (route) => {
        if (graphqlOperation(route.request()) === 'Catalogue') await new Promise((resolve) => setTimeout(resolve, 600));
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
    // The app's shell chunk (React, Chakra, the app) is held until the test lets it come: the page
    // shows, and takes input, meanwhile. The test goes on once the page is parsed: the page's load
    // event may wait for the app's chunks. Held, not delayed by a timer: on a slow host a timer
    // could run out while the test is still tapping (a fresh-clone CI run saw the app fail before
    // the tap that should have waited for it).
    const shell = gate();
    await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
      await shell.passed();
      await route.continue();
    });
    const isReady = () => page.evaluate(() => document.documentElement.hasAttribute('data-ready'));

    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    const quickAdd = page.getByTestId('product-card').first().getByRole('button', { name: /Quick Add/ });
    // Tapped before the app came: once it has, the tap is answered (Quick Add asks for the size).
    await quickAdd.click();
    const onSale = page.getByTestId('filter-panel').first().getByRole('checkbox', { name: 'On Sale' });
    await page.getByTestId('filter-panel').first().getByText('On Sale').click();
    expect(await onSale.isChecked()).toBe(false);
    await page.getByTestId('category-select').first().selectOption('women-footwear');
    expect(await isReady()).toBe(false);
    shell.open();
    await ready(page);
    const sizes = page.getByRole('group', { name: /^Choose a size/ });
    await eventually(() => sizes.count(), 1);
    await sizes.locator('button:enabled').first().click();
    await eventually(() => page.getByTestId('cart-count').innerText(), '1');
    await page.waitForURL((u) => u.searchParams.get('sale') === 'true' && u.searchParams.get('category') === 'women-footwear');
    expect(await onSale.isChecked()).toBe(true);
    await eventually(() => resultCount(page), count((p) => p.isSale && p.category === 'women-footwear'));

    // A term typed before the app came is the box's term once it has; its suggestions open only
    // if the box still has focus.
    shell.close();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('search-input').first().fill('cotton');
    await page.getByRole('heading', { name: 'Featured Products' }).click();
    shell.open();
    await ready(page);
    await eventually(() => page.getByTestId('search-input').first().inputValue(), 'cotton');
    await page.waitForTimeout(300);
    expect(await page.locator('[data-suggestion]').count()).toBe(0);

    // A term typed and sent before the app came is the one the shop searches for.
    shell.close();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('search-input').first().fill('cotton');
    await page.getByTestId('search-input').first().press('Enter');
    expect(await isReady()).toBe(false);
    shell.open();
    await page.waitForURL((u) => u.pathname === '/shop' && u.searchParams.get('search') === 'cotton');
    await eventually(() => resultCount(page), count((p) => [p.name, p.description, p.category, p.color].some((f) => f.toLowerCase().includes('cotton'))));

    // An app that cannot load holds nothing: the pointer shows busy while a tap waits for it, then no more.
    await page.unrouteAll();
    const failing = gate();
    await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
      await failing.passed();
      await route.abort();
    });
    const failed = new Promise<void>((resolve) => page.on('console', (m) => m.text().includes('The shop could not start') && resolve()));
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });
    await quickAdd.click();
    const pointer = () => page.evaluate(() => document.documentElement.style.cursor);
    expect(await pointer()).toBe('progress');
    failing.open();
    await failed;
    expect(await pointer()).toBe('');
    await page.context().close();
  });
});
