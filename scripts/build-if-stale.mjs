// Builds a workspace when its output is missing or older than its sources (npm start, npm run admin).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The newest modification time of a file, or of the files under a folder; 0 when missing. */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/**
 * `stamp`: a file every build rewrites: the server's bundle, or tsc's build info for what runs
 * tsc's output (the admin CLI). Not a file tsc emits: an incremental tsc leaves an output file
 * alone when its content is unchanged (main.js stays as old as the last change to main.ts), so
 * it would look stale after most changes and every start would build again.
 */
export function buildIfStale(workspace, stamp, sources) {
  const built = mtime(join(root, stamp));
  const changed = Math.max(...sources.map((s) => newest(join(root, s))));
  if (built && built >= changed) return;
  console.log(`Building ${workspace} (${built ? 'sources changed' : 'first start'})...`);
  execFileSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
}

