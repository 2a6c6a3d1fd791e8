// `npm run admin -- <command>`: the operator CLI (server/src/cli/admin.ts), built first if needed.
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale('server', 'server/dist/.tsbuildinfo', ['server/src', 'server/tsconfig.json']);
await import(join(root, 'server/dist/cli/admin.js'));
