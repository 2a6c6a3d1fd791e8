import axe from 'axe-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { browser as shopBrowser, server as shopServer } from '../support/browser';
import { plentySizes } from '../support/shop';

export const ROOT = join(__dirname, '../..');
export const SHOTS = join(ROOT, 'test/artifacts/screenshots');
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

export interface CatalogueProduct {
  id: string;
  name: string;
  description: string;
  category: string;
  color: string;
  price: number;
  sizes: string[];
  isNew: boolean;
  isSale: boolean;
}

/** The catalogue the server serves, read from the same file, so expectations follow the data. */
export const catalogue: CatalogueProduct[] = JSON.parse(readFileSync(join(ROOT, 'client/public/products.json'), 'utf8'));
export const count = (pred: (p: CatalogueProduct) => boolean) => catalogue.filter(pred).length;
/** A product whose first two sizes start with plenty of stock (the seed sells some sizes out). */
export const twoSizes = catalogue.find((p) => p.sizes.length >= 2 && p.sizes.slice(0, 2).every((s) => plentySizes(p).includes(s)))!;

/** en-IN money as the shop writes it, computed in paise: '₹2,299', and 2 decimals only with paise ('₹2,712.82'). */
export function rupees(paise: number): string {
  const fraction = paise % 100 ? 2 : 0;
  return `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: fraction, maximumFractionDigits: fraction }).format(paise / 100)}`;
}

/**
 * A context for the shop's pages: reduced motion, one device pixel per CSS pixel, and the rules
 * the page inserts into its style sheets recorded (recordInsertedCss) for invalidCss.
 */
export async function newContext(browser: Browser, viewport: { width: number; height: number }, baseURL: string, extra: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, baseURL, reducedMotion: 'reduce', deviceScaleFactor: 1, ...extra });
  await context.addInitScript(recordInsertedCss);
  return context;
}

/**
 * Runs in each page before its scripts: keeps the text of every rule inserted with insertRule.
 * Emotion inserts the styles the page draws after it has loaded (an overlay, a signed-in
 * screen) that way, and the browser keeps no trace of a declaration it refused.
 */
function recordInsertedCss() {
  const inserted: string[] = [];
  (window as unknown as { __insertedCss: string[] }).__insertedCss = inserted;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
    inserted.push(rule);
    return insertRule.call(this, rule, index);
  };
}

/**
 * The declarations of the page's CSS (its <style> tags and the rules inserted since it loaded)
 * that Chromium refuses, as `property: value` lines. A style prop naming a token that does not
 * exist (`zIndex="skipLink"`) writes `z-index:skipLink`, which the browser drops without a word.
 * Not counted: what is written for other browsers (`-moz-` properties; for Safari, the
 * `-webkit-text-decoration` shorthand of app/emotion-cache.ts and the
 * `-webkit-overflow-scrolling` of Chakra's table), and the descriptors of @font-face and @property.
 */
export async function invalidCss(page: Page): Promise<string[]> {
  return page.evaluate((OTHER_BROWSERS) => {
    const texts = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '');
    texts.push(...((window as unknown as { __insertedCss?: string[] }).__insertedCss ?? []));
    /** `a: b; c: d` split at the semicolons that are outside quotes and brackets (a data: URL has some). */
    const declarations = (block: string) => {
      const out: string[] = [];
      let depth = 0;
      let quote = '';
      let start = 0;
      for (let i = 0; i < block.length; i++) {
        const c = block[i];
        if (quote) quote = c === quote ? '' : quote;
        else if (c === '"' || c === "'") quote = c;
        else if (c === '(') depth++;
        else if (c === ')') depth--;
        else if (c === ';' && depth === 0) {
          out.push(block.slice(start, i));
          start = i + 1;
        }
      }
      out.push(block.slice(start));
      return out;
    };
    const refused = new Set<string>();
    for (const css of texts) {
      for (const [, prelude, block] of css.matchAll(/([^{};]*)\{([^{}]*)\}/g)) {
        if (/^\s*@(font-face|property)\b/.test(prelude)) continue;
        for (const declaration of declarations(block)) {
          const colon = declaration.indexOf(':');
          if (colon < 0) continue;
          const property = declaration.slice(0, colon).trim();
          const value = declaration.slice(colon + 1).trim().replace(/\s*!important$/, '');
          if (property.startsWith('--') || property.startsWith('-moz-') || OTHER_BROWSERS.includes(property)) continue;
          if (!CSS.supports(property, value)) refused.add(`${property}: ${value}`);
        }
      }
    }
    return [...refused];
  }, ['-webkit-text-decoration', '-webkit-overflow-scrolling']);
}

/**
 * The GraphQL operation a request names, or null for anything else: a public read goes by GET
 * with its name in the query string (the catalogue, stock), the rest by POST in the body.
 */
export function graphqlOperation(request: Request): string | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  if (request.method() === 'GET') return url.searchParams.get('operationName');
  return (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? null;
}

/** Records every request that leaves our own origin: the shop must load nothing from a CDN. */
export function watchForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  return foreign;
}

/** A new page in its own context at `viewport`, on `path`, watching for requests to other hosts. */
export async function openPage(browser: Browser, baseURL: string, path: string, viewport = DESKTOP): Promise<{ page: Page; foreign: string[] }> {
  const context = await newContext(browser, viewport, baseURL);
  const page = await context.newPage();
  const foreign = watchForeignRequests(page, baseURL);
  await visit(page, path);
  return { page, foreign };
}

/** A new page, as openPage, on the shop of useShopInBrowser() (test/support/browser.ts). */
export const open = (path: string, viewport = DESKTOP) => openPage(shopBrowser, shopServer.url, path, viewport);

/**
 * Until the page is drawn and React answers it: a prerendered page shows (and takes clicks)
 * before it is hydrated. <html data-ready> is set by app/layout/root-layout.tsx.
 */
export async function ready(page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** Opens `path` in `page` and waits until it is ready. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await ready(page);
}

/** Reloads `page` and waits until it is ready again. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await ready(page);
}

/** Waits until the catalogue has loaded: skeletons gone, real cards (or an empty state) shown. */
export async function waitForProducts(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-testid=product-skeleton]'), null, { timeout: 20_000 });
}

/**
 * Serious and critical axe-core findings on the page as it stands, as readable lines: axe-core's
 * own `axe.run` in the page, asked for violations only. The shop's pages hold no frames, so
 * @axe-core/playwright's partial run per frame, merged in a blank page it opens, had nothing to
 * merge; the every-route spec's 18 checks took 63 s that way and 15 s this way. The source goes
 * in by `evaluate`, which the page's Content-Security-Policy leaves alone (a script tag would be
 * refused).
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations));
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** A full-page picture with every lazy image loaded (the page is scrolled through first). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
    // A lazy image that is not rendered (in a panel folded away at this width) never loads.
    const shown = (i: HTMLImageElement) => i.loading !== 'lazy' || i.getClientRects().length > 0;
    await Promise.all([...document.images].filter((i) => !i.complete && shown(i)).map((i) => new Promise((r) => { i.onload = i.onerror = r; })));
  });
  const width = page.viewportSize()?.width ?? 0;
  // Blocks below the first screen are drawn only near the viewport (content-visibility: auto);
  // a full-page picture would show them blank.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** The number in '14 products found'. */
export async function resultCount(page: Page): Promise<number> {
  const text = await page.getByTestId('result-count').innerText();
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
}

/**
 * Re-reads until the value matches (the page updates after a transition), else fails with the last
 * value. 10 s by default: a CI host running two Chromiums and their servers can be slow.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeout = 10_000): Promise<void> {
  const until = Date.now() + timeout;
  let last: T | undefined;
  while (Date.now() < until) {
    try {
      last = await read();
      if (JSON.stringify(last) === JSON.stringify(expected)) return;
    } catch {
      // Not rendered yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Expected ${JSON.stringify(expected)}, last saw ${JSON.stringify(last)}`);
}

/** How far the page reaches past the screen's right edge, in px (0: the page never scrolls sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * Quick Add on a card (or list row): a product with several sizes asks which first; this takes
 * the first size it offers. Returns the size taken (undefined when the product needs no choice).
 */
export async function quickAddFirst(card: Locator): Promise<string | undefined> {
  await card.getByRole('button', { name: /Quick Add/ }).click();
  const sizes = card.getByRole('group', { name: /^Choose a size/ });
  if (!(await sizes.count())) return undefined;
  const first = sizes.locator('button:enabled').first();
  const size = await first.innerText();
  await first.click();
  return size;
}

/**
 * A gate for requests a test holds (in a page.route handler: `await gate.passed()`) until it lets
 * them go with `open()`: `passed()` answers once the gate is open, at once while it is, so a request
 * that comes before `open()` or after it goes on the same; `close()` holds the next ones. Held, not
 * delayed by a timer: on a slow host a timer can run out while the test is still typing or tapping.
 */
export function gate() {
  let isOpen = false;
  let waiting: (() => void)[] = [];
  return {
    passed: () => (isOpen ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
    open() {
      isOpen = true;
      for (const resolve of waiting) resolve();
      waiting = [];
    },
    close() {
      isOpen = false;
    },
  };
}
