import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defaultClientConditions, defineConfig } from 'vite';
import { rasterImages } from './vite-plugins/raster-images';

/** The modules of start.ts's chunk (index.html's script): see build.rolldownOptions below. */
const START_MODULES = ['/index.html', '/src/start.ts', '/src/lib/page-painted.ts', '/src/lib/early-input.ts', '/src/app/theme/fonts/fonts.css', 'vite/preload-helper.js'];

/**
 * Apollo's client with its links, cache and documents: not part of the shell (a page is
 * interactive without it, apollo/load-api.ts) but one chunk that the pages using its hooks and
 * the shell's first call through it share. What of it the shell itself imports (reactive
 * variables) stays in the shell: the shell's group is matched first. The reactive variables
 * (src/apollo/vars/) are never part of it: they need only Apollo's makeVar, which the shell has,
 * and a page that imports one (the shop, the shop's filters) would otherwise load and run the
 * whole client as it starts (~10 ms of the shop page's hydrating task, 40 at 4x CPU).
 * The wishlist's calls (its sync and 'Notify me') go with it: two chunks of 0.3-0.5 KB that
 * only ever load beside it, 0.4 KB less in all than as chunks of their own.
 */
const APOLLO = /\/node_modules\/(@apollo|rxjs|graphql|optimism|@wry|tslib)\/|\/src\/apollo\/(?!vars\/)|\/src\/gql\/|\/src\/features\/wishlist\/(wishlist-sync|stock-alert)\.ts$/;

/**
 * The small modules the home page imports beside the shell (the stock hook, section headings,
 * dates, the e-mail check): one chunk instead of four of 0.1 to 0.5 KB each, which `/` loads
 * anyway (0.3 KB less there, 0.4 KB less in all); a page that uses one of them loads the others
 * too (0.9 KB at most). Their own imports are all in the shell.
 */
const HOME_PARTS = /\/src\/(lib\/(validation|dates)|components\/section-heading|apollo\/vars\/use-stock)\.tsx?$/;

/**
 * What the cart page, the cart panel and the checkout share: the cart's lines and the server's
 * totals (features/cart/components/cart-totals.tsx: the checkout's quote hook and rows).
 * One chunk instead of two (the lines the cart page and panel share, the totals all three
 * share): the checkout loads the cart's line code it does not draw (1.3 KB gzip), and the whole
 * shop is 0.4 KB smaller. Only these modules, not what they import, which stays where it was (the
 * stock hook, loaded with `/`, is one of them).
 */
const ORDER_SUMMARY = /\/src\/features\/(cart\/(components\/(cart-line|cart-totals|checkout-link)|hooks\/use-cart-stock)|checkout\/(components\/(price-change-notice|summary-totals)|hooks\/use-quote|lib\/(order-input|place-order-checks|payment-methods|coupon-code)))\.tsx?$/;

/**
 * React Router's production build. Its package exports only its development build, which
 * differs in one constant (ENABLE_DEV_WARNINGS = true): the shop's bundle carried its warnings
 * for developers and the code that checks for them. Builds take the production one; the dev
 * server keeps the warnings.
 */
const REACT_ROUTER_PRODUCTION = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/\/development\/index\.m?js$/, '/production/index.mjs');
if (!REACT_ROUTER_PRODUCTION.endsWith('/production/index.mjs') || !existsSync(REACT_ROUTER_PRODUCTION)) {
  throw new Error(`React Router's production build is not where vite.config.ts looks for it (${REACT_ROUTER_PRODUCTION}): its package changed shape`);
}

/**
 * Chakra's component anatomies by name (Ark's are imported under the same name with `$1`), and
 * the function that makes them: pure calls for the tree-shaker (build.rolldownOptions.treeshake).
 */
const ANATOMY_NAMES = Object.keys(await import('@chakra-ui/react/anatomy')).filter((name) => name.endsWith('Anatomy'));
const PURE_ANATOMIES = ['createAnatomy', ...ANATOMY_NAMES, ...ANATOMY_NAMES.map((name) => `${name}$1`)];

// In development the API, the catalogue file and the images come from the Nest server.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/graphql', '/api', '/products.json', '/images'];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), rasterImages()],
  resolve: {
    // rxjs (Apollo's observables) exports its ES2015 build under the `es2015` condition and an ES5
    // one by default, with classes turned into functions and tslib's helpers: 1.6 KB gzip more of
    // the same code. No other package the client bundles exports an `es2015` condition.
    conditions: ['es2015', ...defaultClientConditions],
    ...(command === 'build' ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] } : {}),
  },
  // Only the shop's page: the explorer (explorer/, its own config) must not feed the shop's dep scan.
  optimizeDeps: { entries: ['index.html'] },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_ORIGIN, changeOrigin: true }])),
  },
  // `vite build --ssr src/entry-server.tsx`: the pages drawn ahead of time (scripts/prerender.mjs).
  build: isSsrBuild ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false } : {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, read by scripts/bundle-size.mjs.
    manifest: true,
    // The shell (everything main.tsx imports statically: React, the router, Chakra, the header)
    // is one chunk instead of ~25 small shared ones: few requests, and it compresses well. The
    // pages and overlays stay lazy chunks of their own, and their shared code still splits on its
    // own. The budget is test/unit/bundle-budget.spec.ts.
    //
    // index.html's script is start.ts, which imports the shell once a prerendered page has been
    // painted (lib/page-painted.ts). main.tsx is an entry of its own so that its static imports
    // still make the shell's chunk; START_MODULES make index.html's small chunk. Should start.ts
    // ever share a module with the shell, index.html would import the shell at once: the
    // prerender fails the build when index.html preloads a module.
    rolldownOptions: {
      input: { index: 'index.html', shell: 'src/main.tsx' },
      // hoist-non-react-statics (CommonJS, with react-is 16) has no side effects, but its package
      // does not say so. @emotion/react imports it bare (`import 'hoist-non-react-statics'`) beside
      // the module of its withTheme, the one thing that uses it, which the shop does not: the two
      // packages were run and kept in the shell all the same, 0.9 KB gzip of `/`. Code that used
      // withTheme would bring them back through its own import.
      //
      // Reading a property is taken to do nothing but read it (propertyReadSideEffects: false): the
      // theme's modules read the recipes and anatomies of the components the shop leaves out
      // (`radiomarkRecipe.variants?.size?.xs` for the radio group's recipe, which goes), and each
      // such read was kept for a getter it might call. Neither the shop nor the packages it
      // bundles read a property for its effect (a forced layout such as `el.offsetHeight;` would be
      // one). And making a component's anatomy (Ark's and Chakra's `xAnatomy`, `createAnatomy(...)`,
      // and the `.keys()`, `.parts()`, `.extendWith()` made from them) has no effect either: the
      // anatomies of components the shop does not use leave the build. Tree-shaking hints only:
      // Chakra's code is not rewritten, and what the shop uses runs as shipped.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
        propertyReadSideEffects: false,
        manualPureFunctions: PURE_ANATOMIES,
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', test: (id) => START_MODULES.some((m) => id.endsWith(m)), priority: 3 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            { name: 'parts', test: HOME_PARTS, priority: 1, includeDependenciesRecursively: false },
            { name: 'apollo', test: APOLLO, priority: 0 },
            { name: 'order-summary', test: ORDER_SUMMARY, priority: 0, includeDependenciesRecursively: false },
            // The icons that two or more lazy chunks share, one chunk rather than one each (ten
            // requests of ~0.2 KB); the shell keeps its own.
            { name: 'shared-icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 0 },
          ],
        },
      },
    },
    // Every browser the shop supports preloads modules itself (Chrome 66, Safari 17, Firefox 115);
    // an older one only loses the preloading. 0.4 KB gzip less in the page's first script.
    modulePreload: {
      polyfill: false,
      // The admin console's chunk is fetched on its own, its imports after it: the list of what
      // it imports is staff's, not written into the shopper's shell (a round trip more for the
      // staff's first open of the console).
      resolveDependencies: (file, deps) => (/(^|\/)admin-[\w-]+\.js$/.test(file) ? [] : deps),
    },
    // The shell (React DOM, Chakra, the router, the layout) is ~480 KB before compression, one
    // chunk; the budget test guards the sizes.
    chunkSizeWarningLimit: 520,
  },
}));
