// Draws the shop's public pages ahead of time, after `vite build` (client/dist) and
// `vite build --ssr src/entry-server.tsx` (client/dist-ssr):
// - the catalogue is read as the server reads it (server/dist's buildCatalogue, the same file:
//   CATALOGUE_FILE or client/public/products.json) and answered with the client's own
//   catalogue query (graphql-js on schema.graphql), exactly the data the browser would fetch,
//   each product's GST rate from the rates file the server reads by default (GST_RATES_FILE or
//   server/seed/gst/hsn-rates.json, through server/dist's GstRates);
// - every path of entry-server's prerenderPaths() is drawn into dist/index.html: its title and
//   emotion's style rules in <head>, the markup in #root, the catalogue after it, and the list
//   of the shell's chunks and its route's; the page's script (start.ts) fetches them once the
//   page has been painted with its main picture (lib/page-painted.ts), so the picture, styles
//   and fonts come first on a slow line; dist/index.html gets the list of the shell's chunks and
//   preloads of the two core font files (its text is drawn only once the app has run);
// - the pages go to dist/.pages/ (a dot folder: the static file server never hands it out) with
//   manifest.json: { catalogueVersion, pages: { "/shop": "shop.html", ... }, readsQuery: [...],
//   shells: { "/cart": "_shells/cart.html", "/collections/new": "_shells/collection.html", ... } }. The server answers a page from there only
//   while its catalogue answers have that version (the catalogue's and the rates file's), and, for a page in readsQuery (the shop's filters),
//   only for a URL without a query (server/src/web/static-files.ts);
// - a page drawn in the browser (entry-server's browserDrawnPaths(), and a readsQuery page asked
//   for with a query) gets its shell: index.html listing its route's chunks beside the shell's,
//   so that they are fetched side by side instead of the route's after the shell has run;
// - the help, company and policy pages' texts (entry-server's CONTENT: data, not code) go to
//   dist/content/<slug>.json, which the browser fetches with the page's chunk when the shopper
//   goes there, and into the page drawn from them, which the browser hydrates with.
//
//   node client/scripts/prerender.mjs
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSchema, defaultFieldResolver, execute } from 'graphql';
import { beyondEntry, readManifest, shellModules } from '../../scripts/bundle-size.mjs';

// React, Chakra and Apollo pick their production builds by this, as the browser bundle does.
process.env.NODE_ENV = 'production';

const CLIENT = new URL('..', import.meta.url).pathname;
const ROOT = resolve(CLIENT, '..');
const DIST = join(CLIENT, 'dist');
const OUT = join(DIST, '.pages');
const SSR_ENTRY = join(CLIENT, 'dist-ssr/entry-server.js');
const SERVER_CATALOGUE = join(ROOT, 'server/dist/catalogue/catalogue.js');
const SERVER_GST_RATES = join(ROOT, 'server/dist/pricing/gst-rates.js');
const catalogueFile = resolve(ROOT, process.env.CATALOGUE_FILE ?? 'client/public/products.json');
const ratesFile = resolve(ROOT, process.env.GST_RATES_FILE ?? 'server/seed/gst/hsn-rates.json');

for (const [file, hint] of [
  [join(DIST, 'index.html'), 'npm run build -w client'],
  [SSR_ENTRY, 'npm run build -w client'],
  [SERVER_CATALOGUE, 'npm run build -w server'],
  [SERVER_GST_RATES, 'npm run build -w server'],
]) {
  if (!existsSync(file)) throw new Error(`prerender: ${file} is missing; run \`${hint}\` first`);
}

const { buildCatalogue } = await import(pathToFileURL(SERVER_CATALOGUE).href);
const { GstRates, catalogueAnswersVersion } = await import(pathToFileURL(SERVER_GST_RATES).href);
const rates = GstRates.load(ratesFile);
const ssr = await import(pathToFileURL(SSR_ENTRY).href);

const { catalogue: loaded } = buildCatalogue(readFileSync(catalogueFile));
const answer = await execute({
  schema: buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8')),
  document: ssr.catalogueDocument,
  rootValue: { catalogue: loaded },
  // Product.gstRatePercent, as the server's ProductGstResolver answers it.
  fieldResolver: (source, _args, _context, info) => (info.parentType.name === 'Product' && info.fieldName === 'gstRatePercent' ? rates.rateOfProduct(source) : defaultFieldResolver(source, _args, _context, info)),
});
if (answer.errors?.length) throw new Error(`prerender: the catalogue query failed: ${answer.errors.map((e) => e.message).join('; ')}`);
const catalogue = JSON.parse(JSON.stringify(answer.data));

// The shell's chunks and the ones a route needs beyond them, from Vite's manifest: start.ts
// preloads them all at once, then imports the shell.
const { manifest, entryKey } = readManifest(DIST);
const href = (key) => `/${manifest[key].file}`;
const shellHrefs = shellModules(manifest, entryKey).map(href);
const modulesList = (hrefs) => `<script type="application/json" id="${ssr.PRERENDER_MODULES_ID}">${scriptJson(hrefs)}</script>`;
const modulesByRoute = new Map();
function modulesFor(route) {
  if (!manifest[route]) throw new Error(`prerender: the route module ${route} is not a chunk of Vite's manifest`);
  if (!modulesByRoute.has(route)) modulesByRoute.set(route, modulesList([...shellHrefs, ...beyondEntry(manifest, entryKey, route).map(href)]));
  return modulesByRoute.get(route);
}

// index.html (the pages drawn in the browser) lists the shell's chunks; a page drawn here, its route's too.
const MODULES_LIST = new RegExp(`<script type="application/json" id="${ssr.PRERENDER_MODULES_ID}">[^<]*</script>`);
const template = readFileSync(join(DIST, 'index.html'), 'utf8').replace(MODULES_LIST, () => '');
const TITLE = /<title>[^<]*<\/title>/;
const ROOT_DIV = '<div id="root"></div>';
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;
/** The entry script: start.ts, small; the shell (~200 KB) is not preloaded, it waits for the page to paint. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;
const PRELOAD = /<link rel="modulepreload"[^>]*>/;
if (PRELOAD.test(template)) throw new Error('prerender: dist/index.html preloads a module; the shell must wait for the page to paint (client/vite.config.ts)');
for (const [what, pattern] of [['<title>', TITLE], [ROOT_DIV, ROOT_DIV], ['<noscript>', NOSCRIPT], ['</head>', '</head>'], ['entry <script>', ENTRY_SCRIPT]]) {
  if (!(typeof pattern === 'string' ? template.includes(pattern) : pattern.test(template))) throw new Error(`prerender: dist/index.html has no ${what}`);
}
/** What every page shares: index.html without its title and noscript note. */
const pageTemplate = template.replace(TITLE, () => '').replace(NOSCRIPT, () => '');
/** JSON inside <script>: nothing in it may close the element or open a comment. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
/** The file a path is kept in: "/" is index.html, "/product/x" product/x.html. */
function fileFor(path) {
  const segments = path.split('/').filter(Boolean);
  if (segments.some((s) => !/^[\w.%-]+$/.test(s) || s === '..' || s === '.')) throw new Error(`prerender: cannot keep the path ${path} as a file`);
  return segments.length ? `${segments.join('/')}.html` : 'index.html';
}

/**
 * A page drawn in the browser shows its text only once the app has run, seconds after the page
 * came: its fonts, fetched only when text first uses them, then arrived after it and the text
 * moved as they swapped in (a signed-out /profile's buttons went from two lines to one: a layout
 * shift of 0.025). index.html and the shells fetch both families' core files with the page
 * instead, so they are there before the app draws. A prerendered page paints its text at once
 * and keeps the bandwidth for its main picture: it does not preload them.
 */
const CORE_FONTS = ['src/app/theme/fonts/inter-core.woff2', 'src/app/theme/fonts/playfair-display-core.woff2'];
for (const font of CORE_FONTS) if (!manifest[font]) throw new Error(`prerender: the font ${font} is not in Vite's manifest`);
const fontPreloads = CORE_FONTS.map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href(font)}">`).join('');
const browserTemplate = template.replace('</head>', () => `${fontPreloads}</head>`);

writeFileSync(join(DIST, 'index.html'), browserTemplate.replace(ROOT_DIV, () => `${ROOT_DIV}${modulesList(shellHrefs)}`));

const started = performance.now();
rmSync(OUT, { recursive: true, force: true });
const pages = {};
let bytes = 0;
const prerenderer = ssr.createPrerenderer(catalogue);
const state = `<script type="application/json" id="${ssr.PRERENDER_STATE_ID}">${scriptJson(prerenderer.state)}</script>`;
const drawnPaths = ssr.prerenderPaths(catalogue.catalogue);
const CONTENT_DIR = join(DIST, 'content');
rmSync(CONTENT_DIR, { recursive: true, force: true });
mkdirSync(CONTENT_DIR);
for (const [slug, texts] of Object.entries(ssr.CONTENT)) writeFileSync(join(CONTENT_DIR, `${slug}.json`), JSON.stringify(texts));
const contentOf = (slug) => (slug ? `<script type="application/json" id="${ssr.PRERENDER_CONTENT_ID}" data-slug="${slug}">${scriptJson(ssr.CONTENT[slug])}</script>` : '');
for (const { path, route, content } of drawnPaths) {
  const page = await prerenderer.render(path);
  const html = pageTemplate
    .replace('</head>', () => `${page.head}</head>`)
    .replace(ROOT_DIV, () => `<div id="root">${page.html}</div>${state}${contentOf(content)}${modulesFor(route)}`);
  const file = fileFor(path);
  mkdirSync(dirname(join(OUT, file)), { recursive: true });
  writeFileSync(join(OUT, file), html);
  pages[path] = file;
  bytes += html.length;
}

// The shells: index.html with the route's chunks listed too (its title and noscript note kept),
// one file per route, which every path of that route is answered with.
const readsQuery = drawnPaths.filter((p) => p.readsQuery);
const shells = {};
const shellFiles = new Map();
mkdirSync(join(OUT, '_shells'), { recursive: true });
for (const { path, route } of [...ssr.browserDrawnPaths(), ...readsQuery]) {
  if (!shellFiles.has(route)) {
    const file = `_shells/${basename(route).replace(/\.\w+$/, '')}.html`;
    writeFileSync(join(OUT, file), browserTemplate.replace(ROOT_DIV, () => `${ROOT_DIV}${modulesFor(route)}`));
    shellFiles.set(route, file);
  }
  shells[path] = shellFiles.get(route);
}

const pagesManifest = { catalogueVersion: catalogueAnswersVersion(catalogue.catalogue.version, rates), pages, readsQuery: readsQuery.map((p) => p.path), shells };
writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify(pagesManifest, null, 2)}\n`);
const count = Object.keys(pages).length;
console.log(`prerendered ${count} pages (${Math.round(bytes / count / 1000)} KB each on average) and ${shellFiles.size} shells in ${Math.round(performance.now() - started)} ms`);
