/**
 * Pictures in a real browser: the main ones as SVGs, the others as WebP drawings that fit their
 * boxes, and the fallbacks when a drawing fails.
 */
import type { Page } from 'playwright-core';
import { browser, server, useShopInBrowser } from '../support/browser';
import { catalogue, DESKTOP, eventually, newContext, PHONE, visit, waitForProducts } from './shop-helpers';

jest.setTimeout(120_000);

describe('the shop in a real browser', () => {
  useShopInBrowser();

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
});
