import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lazyChakraGlobalCss } from './vite-plugins/lazy-chakra-global-css';

/** The modules of start.ts's chunk (index.html's script): see build.rolldownOptions below. */
const START_MODULES = ['/index.html', '/src/start.ts', '/src/lib/page-painted.ts', '/src/app/theme/fonts.css', 'vite/preload-helper.js'];

// In development the API, the catalogue file and the images come from the Nest server.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/graphql', '/api', '/products.json', '/images'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), lazyChakraGlobalCss()],
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
    // The shell (everything the entry imports statically: React, the router, Apollo, Chakra, the
    // header) is one chunk instead of ~25 small shared ones: `/` makes 11 requests instead of 37
    // and compresses better (~8 KB gzip less). The pages and overlays stay lazy chunks of their own,
    // and their shared code still splits on its own. The budget is test/unit/bundle-budget.spec.ts.
    //
    // index.html's script is start.ts, which imports the shell (main.tsx) once a prerendered page
    // has been painted (lib/page-painted.ts). main.tsx is an entry of its own so that its static
    // imports still make one chunk; START_MODULES make index.html's small chunk. Should start.ts
    // ever share a module with the shell, index.html would import the shell at once: the
    // prerender fails the build when index.html preloads a module.
    rolldownOptions: {
      input: { index: 'index.html', shell: 'src/main.tsx' },
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', test: (id) => START_MODULES.some((m) => id.endsWith(m)), priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
    // Every browser the shop supports preloads modules itself (Chrome 66, Safari 17, Firefox 115);
    // an older one only loses the preloading. 0.4 KB gzip less in the page's first script.
    modulePreload: { polyfill: false },
    // The shell chunk is ~680 KB before compression (~205 KB gzip); the budget test guards its size.
    chunkSizeWarningLimit: 700,
  },
}));
