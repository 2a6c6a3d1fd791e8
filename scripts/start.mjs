// `npm start`: builds what is not built yet (or is older than its sources), then serves
// the shop and its API in this process on PORT (default 3000).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The newest modification time under `dir` (files only), or 0. */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function buildIfStale(workspace, output, sources) {
  const built = mtime(join(root, output));
  const changed = Math.max(...sources.map((s) => newest(join(root, s))), ...sources.map((s) => mtime(join(root, s))));
  if (built && built >= changed) return;
  console.log(`Building ${workspace} (${built ? 'sources changed' : 'first start'})...`);
  execFileSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
}

buildIfStale('server', 'server/dist/main.js', ['server/src', 'server/tsconfig.json']);
if (existsSync(join(root, 'client/index.html'))) {
  buildIfStale('client', 'client/dist/index.html', ['client/src', 'client/index.html', 'client/vite.config.ts']);
}

await import(join(root, 'server/dist/main.js'));
