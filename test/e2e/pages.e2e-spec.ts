/**
 * Pages drawn ahead of time (client/scripts/prerender.mjs, served by server/src/web/static-files.ts):
 * a shopper landing on the home page, the shop, a collection, a product or a help page gets
 * the page's HTML at once, with its title, its styles and the catalogue it was drawn from, and
 * so does a URL whose query the page does not draw from (a campaign's `?utm_source=`); pages
 * drawn in the browser (the cart and the account, the shop with filters in its query) get a
 * shell, index.html listing their route's chunks too; unknown paths get index.html with a 404;
 * and after the catalogue file changes no page shows the old catalogue. Pages for clients other
 * than browsers (curl): client-routes.e2e-spec.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_SECTIONS } from '../../client/src/app/admin/sections';
import { paths } from '../../client/src/config/paths';
import { gql } from '../support/api';
import { expectGqlOk, loadCatalogue } from '../support/shop';
import { ROOT, type RunningServer, startServer, startServerOnCatalogueCopy } from '../support/start-server';

jest.setTimeout(60_000);

const PAGES = join(ROOT, 'client/dist/.pages');
const manifest = JSON.parse(readFileSync(join(PAGES, 'manifest.json'), 'utf8')) as {
  catalogueVersion: string;
  pages: Record<string, string>;
  readsQuery: string[];
  shells: Record<string, string>;
};
// The pages' version: the catalogue file's (Catalogue.version) and the GST rates file's, since each product says its rate.
const [builtCatalogue, builtRates] = manifest.catalogueVersion.split('.');
const chunks: Record<string, { file: string; imports?: string[] }> = JSON.parse(readFileSync(join(ROOT, 'client/dist/.vite/manifest.json'), 'utf8'));
const modulesListed = (html: string): string[] => JSON.parse(/<script type="application\/json" id="squ-modules">([^<]*)<\/script>/.exec(html)![1]);
/** The fonts a page preloads, in order. */
const fontPreloads = (html: string): string[] => [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const catalogue = loadCatalogue();

async function page(server: RunningServer, path: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
  const html = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), html, root: /<div id="root">([\s\S]*?)<\/div><script|<div id="root"><\/div>/.exec(html)?.[1] ?? '' };
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const titles = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]));
const state = (html: string) => JSON.parse(/<script type="application\/json" id="squ-state">([\s\S]*?)<\/script>/.exec(html)![1]);

describe('pages drawn ahead of time', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.stop());

  test('the build drew the home page, the shop, every collection, every product, every help page and the sign-in form', () => {
    const paths = Object.keys(manifest.pages);
    expect(paths).toEqual(expect.arrayContaining(['/', '/shop', '/collections/new', '/collections/sale', '/collections/featured', '/about', '/faq', '/privacy-policy', '/login']));
    for (const p of catalogue) expect(paths).toContain(`/product/${encodeURIComponent(p.id)}`);
    for (const c of new Set(catalogue.map((p) => p.category))) expect(paths).toContain(`/collections/${c}`);
    for (const browserDrawn of ['/cart', '/checkout', '/orders', '/profile']) expect(paths).not.toContain(browserDrawn);
  });

  test('/ answers its page: the markup, one title, its styles, the catalogue it was drawn from, no inline script', async () => {
    const r = await page(server, '/');
    expect([r.status, r.type, r.cache]).toEqual([200, 'text/html; charset=utf-8', 'no-cache']);
    expect(r.html).toBe(readFileSync(join(PAGES, manifest.pages['/']), 'utf8'));
    expect(r.root).toContain('Featured Products');
    expect(titles(r.html)).toEqual(['SQU | Fashion & Lifestyle']);
    // What React hoists (the title, the main picture's preload) is in <head>, not in the markup.
    expect(r.root).not.toMatch(/<title|<link|<meta/);
    expect(r.html.slice(0, r.html.indexOf('</head>'))).toMatch(/<link rel="preload" as="image" href="\/images\/banners\/[^"]+" fetchPriority="high"\/>/);
    expect(r.html).toMatch(/<style data-prerendered-styles="css [^"]+">/);
    // Scripts are the module entry (and its preloads) or data: the CSP (script-src 'self') blocks anything inline.
    for (const tag of r.html.match(/<script[^>]*>/g)!) expect(tag).toMatch(/type="module"[^>]* src="\/assets\/|type="application\/json"/);
    // The page shows without its JavaScript: its one script (client/src/start.ts, small) fetches
    // the shell's chunks and the route's, listed in the page, once the page has been painted with
    // its main picture. Nothing preloads them before that (the browser suite times it).
    expect(r.html.match(/<script[^>]*type="module"[^>]*>/g)).toEqual([`<script type="module" crossorigin src="/${chunks['index.html'].file}">`]);
    expect(r.html).not.toContain('modulepreload');
    // Its text is painted at once; its main picture keeps the bandwidth the fonts' preloads would take.
    expect(fontPreloads(r.html)).toEqual([]);
    const listed = modulesListed(r.html);
    const shell = [`/${chunks['src/main.tsx'].file}`, ...(chunks['src/main.tsx'].imports ?? []).filter((k) => k !== 'index.html').map((k) => `/${chunks[k].file}`)];
    expect(listed).toEqual(expect.arrayContaining([...shell, `/${chunks['src/app/routes/home.tsx'].file}`]));
    expect(new Set(listed).size).toBe(listed.length);
    // index.html (the pages drawn in the browser) lists the shell's chunks alone.
    const index = modulesListed(readFileSync(join(ROOT, 'client/dist/index.html'), 'utf8'));
    expect([...index].sort()).toEqual([...shell].sort());
    expect(listed.slice(0, index.length)).toEqual(index);
    const { version, products } = expectGqlOk(await gql(server, '{ catalogue { version products { id } } }')).catalogue;
    expect(builtCatalogue).toBe(version);
    expect(builtRates).toMatch(/^[0-9a-f]{16}$/);
    const drawnFrom = state(r.html);
    expect(drawnFrom.version).toBe(version);
    expect(drawnFrom.products.map((p: { id: string }) => p.id)).toEqual(products.map((p: { id: string }) => p.id));
    expect(drawnFrom.products[0]).toMatchObject({ __typename: 'Product', id: expect.any(String), price: expect.any(Number) });
  });

  test('forms on drawn pages that take personal data post: sent without the app, nothing lands in the URL', async () => {
    for (const [path, label] of [['/login', 'Sign in to your account'], ['/contact', 'Contact form'], ['/', 'Newsletter signup']]) {
      const r = await page(server, path);
      const form = new RegExp(`<form[^>]*aria-label="${label}"[^>]*>`).exec(r.root)?.[0] ?? '';
      expect({ path, form: /\bmethod="post"/.test(form) }).toEqual({ path, form: true });
    }
  });

  test('each product page carries its product: title, heading, price', async () => {
    for (const p of catalogue) {
      const r = await page(server, `/product/${encodeURIComponent(p.id)}`);
      expect(titles(r.html)).toEqual([`${p.name} | SQU`]);
      // The page's main picture, preloaded as its SVG (lib/raster-images.ts: not a drawing).
      expect(r.html).toContain(`<link rel="preload" as="image" href="${p.image}" fetchPriority="high"/>`);
      expect(decode(r.root)).toMatch(new RegExp(`<h1[^>]*>${p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      expect(r.root).toContain(`₹${p.price.toLocaleString('en-IN')}`);
    }
  });

  test('every page the build drew is answered as drawn', async () => {
    for (const [path, file] of Object.entries(manifest.pages)) {
      const r = await page(server, path);
      expect({ path, same: r.html === readFileSync(join(PAGES, file), 'utf8') }).toEqual({ path, same: true });
    }
  });

  test('a query the page does not draw from still gets the page as drawn', async () => {
    const product = catalogue[0];
    for (const [path, drawn] of [['/?utm_source=mail', '/'], [`/product/${encodeURIComponent(product.id)}?utm_source=instagram&utm_medium=social`, `/product/${encodeURIComponent(product.id)}`], ['/faq?ref=footer', '/faq']]) {
      const r = await page(server, path);
      expect({ path, status: r.status, same: r.html === readFileSync(join(PAGES, manifest.pages[drawn]), 'utf8') }).toEqual({ path, status: 200, same: true });
    }
  });

  test("pages drawn in the browser get their shell: index.html listing their route's chunks beside the shell's", async () => {
    const index = readFileSync(join(ROOT, 'client/dist/index.html'), 'utf8');
    const shellChunks = modulesListed(index);
    const routeChunk = (name: string) => `/${chunks[`src/app/routes/${name}.tsx`].file}`;
    const cases: [string, string][] = [
      ['/cart', 'cart'], ['/checkout', 'checkout'], ['/orders', 'orders'], ['/profile', 'profile'],
      // The shop and its collections draw their filters from the query.
      ['/shop?category=women-jeans', 'shop'], ['/shop?search=kurta&sort=price-low-high', 'shop'], ['/collections/new?sort=name-asc', 'collection'],
    ];
    expect(manifest.readsQuery).toEqual(expect.arrayContaining(['/shop', '/collections/new', '/collections/sale']));
    for (const [path, route] of cases) {
      const r = await page(server, path);
      const listed = modulesListed(r.html);
      expect({ path, status: r.status, cache: r.cache, root: r.root, titles: titles(r.html) }).toEqual({ path, status: 200, cache: 'no-cache', root: '', titles: titles(index) });
      // The shell's chunks first, as index.html lists them, then the route's, each once.
      expect({ path, first: listed.slice(0, shellChunks.length) }).toEqual({ path, first: shellChunks });
      expect({ path, route: listed.includes(routeChunk(route)) }).toEqual({ path, route: true });
      expect(new Set(listed).size).toBe(listed.length);
      expect(r.html).not.toContain('squ-state');
      // The text comes with the app, seconds after the page: the core fonts are fetched with the page.
      expect({ path, fonts: fontPreloads(r.html) }).toEqual({ path, fonts: [`/${chunks['src/app/theme/fonts/inter-core.woff2'].file}`, `/${chunks['src/app/theme/fonts/playfair-display-core.woff2'].file}`] });
      expect(r.html).toBe(index.replace(/<script type="application\/json" id="squ-modules">[^<]*<\/script>/, () => /<script type="application\/json" id="squ-modules">[^<]*<\/script>/.exec(r.html)![0]));
    }
  });

  test("every page of the shop's own paths is drawn ahead of time or has a shell, and answers 200", async () => {
    const fixed = Object.values(paths).filter((p) => !p.includes(':'));
    expect(fixed).toEqual(expect.arrayContaining(['/', '/cart', '/wishlist', '/orders', '/faq']));
    for (const path of fixed) {
      expect({ path, known: path in manifest.pages || path in manifest.shells }).toEqual({ path, known: true });
      expect({ path, status: (await page(server, path)).status }).toEqual({ path, status: 200 });
    }
  });

  test("every section of the admin console, and an order's page, answers 200 with the console's shell", async () => {
    const consoleChunk = `/${chunks['src/app/routes/admin.tsx'].file}`;
    for (const path of [...ADMIN_SECTIONS.map((s) => s.path), '/admin/orders/SQU-20261201-ABCDEFGH']) {
      const r = await page(server, path);
      expect({ path, status: r.status, root: r.root, listsConsole: modulesListed(r.html).includes(consoleChunk) }).toEqual({ path, status: 200, root: '', listsConsole: true });
    }
    expect(ADMIN_SECTIONS.map((s) => s.path)).toEqual(expect.arrayContaining(['/admin', '/admin/stock', '/admin/offers', '/admin/gst', '/admin/integrations']));
  });

  test('unknown paths get index.html, drawn in the browser (the 404 page), with the status 404', async () => {
    const index = readFileSync(join(ROOT, 'client/dist/index.html'), 'utf8');
    for (const path of ['/no-such-page', '/product/no-such-product', '/collections/no-such-collection?sort=name-asc']) {
      const r = await page(server, path);
      expect({ path, status: r.status, index: r.html === index }).toEqual({ path, status: 404, index: true });
    }
  });

  test("a help page's texts are data: its page carries them, /content/<page>.json answers them revalidated, and no chunk holds them", async () => {
    const contentOf = (html: string) => /<script type="application\/json" id="squ-content" data-slug="([a-z-]+)">([\s\S]*?)<\/script>/.exec(html);
    const slugs = ['about', 'contact', 'faq', 'shipping-policy', 'returns-exchanges', 'cancellation-refund', 'privacy-policy', 'terms-conditions'];
    for (const slug of slugs) {
      const drawn = contentOf((await page(server, `/${slug}`)).html);
      const res = await fetch(`${server.url}/content/${slug}.json`);
      expect({ slug, status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), inPage: drawn?.[1] }).toEqual({
        slug, status: 200, type: 'application/json; charset=utf-8', cache: 'public, max-age=0', inPage: slug,
      });
      expect(JSON.parse(drawn![2])).toEqual(await res.json());
      // A browser asks again with it and gets a 304 while the texts are unchanged.
      expect(res.headers.get('etag')).toBeTruthy();
    }
    const privacy = await (await fetch(`${server.url}/content/privacy-policy.json`)).json();
    expect(privacy).toMatchObject({ title: 'Privacy Policy', sections: expect.arrayContaining([expect.objectContaining({ title: 'Information We Collect' })]) });
    // The shop's code does not carry the texts; pages that are not help pages carry none.
    const code = Object.values(chunks).filter((c) => c.file.endsWith('.js')).map((c) => readFileSync(join(ROOT, 'client/dist', c.file), 'utf8'));
    expect(code.filter((js) => js.includes('Information We Collect') || js.includes('Do I need an account to shop?'))).toEqual([]);
    for (const path of ['/', '/shop', '/login']) expect(contentOf((await page(server, path)).html)).toBeNull();
    // A page that has no texts: the API's JSON 404, not a page.
    const missing = await fetch(`${server.url}/content/no-such-page.json`, { headers: { accept: 'text/html' } });
    expect([missing.status, missing.headers.get('content-type')]).toEqual([404, expect.stringMatching(/application\/json/)]);
  });

  test('the API and the files are not pages', async () => {
    const api = await fetch(`${server.url}/api/products`, { headers: { accept: 'text/html' } });
    expect(api.headers.get('content-type')).not.toMatch(/text\/html/);
    const json = await fetch(`${server.url}/products.json`, { headers: { accept: 'text/html' } });
    expect(json.headers.get('content-type')).toMatch(/application\/json/);
  });
});

describe('after the catalogue file changes', () => {
  let own: Awaited<ReturnType<typeof startServerOnCatalogueCopy>>;
  let server: RunningServer;
  let file: string;
  const original = readFileSync(join(ROOT, 'client/public/products.json'));
  beforeAll(async () => {
    own = await startServerOnCatalogueCopy();
    ({ server, file } = own);
  });
  afterAll(async () => own?.stop());

  const versionBecomes = async (check: (v: string) => boolean) => {
    for (const deadline = Date.now() + 8000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      if (check(expectGqlOk(await gql(server, '{ catalogue { version } }')).catalogue.version)) return true;
    }
    return false;
  };

  test('no page shows the old catalogue: every page is drawn in the browser until the file is back', async () => {
    expect((await page(server, '/')).root).toContain('Featured Products');
    const products = JSON.parse(original.toString('utf8'));
    products[0].price += 100;
    writeFileSync(file, JSON.stringify(products));
    expect(await versionBecomes((v) => v !== builtCatalogue)).toBe(true);
    for (const path of ['/', '/shop', `/product/${encodeURIComponent(products[0].id)}`, '/about']) expect({ path, root: (await page(server, path)).root }).toEqual({ path, root: '' });

    writeFileSync(file, original);
    expect(await versionBecomes((v) => v === builtCatalogue)).toBe(true);
    expect((await page(server, '/')).root).toContain('Featured Products');
  });

  test("meanwhile the server cannot know the client's pages: a product new since the build, and any path, is a page (200)", async () => {
    const products = JSON.parse(original.toString('utf8'));
    products.push({ ...products[0], id: 'e2e-new-product' });
    writeFileSync(file, JSON.stringify(products));
    expect(await versionBecomes((v) => v !== builtCatalogue)).toBe(true);
    for (const path of ['/product/e2e-new-product', '/no-such-page']) expect({ path, status: (await page(server, path)).status }).toEqual({ path, status: 200 });

    writeFileSync(file, original);
    expect(await versionBecomes((v) => v === builtCatalogue)).toBe(true);
    expect((await page(server, '/no-such-page')).status).toBe(404);
  });
});
