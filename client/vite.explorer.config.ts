import { defineConfig } from 'vite';

// The GraphQL explorer is its own small app (GraphiQL + Monaco), built apart from the
// shop so that none of its weight reaches shoppers. The server serves it at GET /graphql.
export default defineConfig({
  root: 'explorer',
  base: '/graphql/explorer/',
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: '../dist-explorer',
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
    rollupOptions: {
      // GraphiQL's dependencies carry React Server Components directives that mean nothing here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  worker: { format: 'es' },
});
