import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (server/dist/config -> ../../..), whatever the working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
