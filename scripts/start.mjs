// `npm start`: builds what is not built yet (or is older than its sources), then serves
// the shop and its API in this process on PORT (default 3000).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale('server', 'server/dist/bundle/main.mjs', ['server/src', 'server/tsconfig.json', 'server/scripts']);
if (existsSync(join(root, 'client/index.html'))) {
  buildIfStale('client', 'client/dist/.pages/manifest.json', ['client/src', 'client/scripts', 'client/index.html', 'client/vite.config.ts', 'client/vite-plugins', 'client/public', 'client/explorer', 'client/vite.explorer.config.ts', 'schema.graphql']);
}

// The server bundled into one file (server/scripts/bundle.mjs): it starts in about half the time.
await import(join(root, 'server/dist/bundle/main.mjs'));
