import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API, the catalogue file and the images come from the Nest server.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/graphql', '/api', '/products.json', '/images'];

export default defineConfig({
  plugins: [react()],
  // Only the shop's page: the explorer (explorer/, its own config) must not feed the shop's dep scan.
  optimizeDeps: { entries: ['index.html'] },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_ORIGIN, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Keeps the page chunks small; the shared vendor code is split by Vite on its own.
    chunkSizeWarningLimit: 600,
  },
});
