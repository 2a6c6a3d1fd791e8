// Fails when the committed output of `npm run codegen` is stale (schema.graphql or a
// .graphql document changed without regenerating). Leaves the work tree as it found it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync, statSync, existsSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['client/src/gql', 'client/src/admin-gql'];

function snapshot() {
  const files = new Map();
  const walk = (p) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) readdirSync(p).forEach((f) => walk(join(p, f)));
    else files.set(relative(root, p), readFileSync(p, 'utf8'));
  };
  outputs.forEach((o) => walk(join(root, o)));
  return files;
}

const before = snapshot();
execFileSync(process.execPath, [join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen.ts', '--silent'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const after = snapshot();

const stale = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (stale.length) {
  // Put back what was there: the check reports, it does not fix.
  for (const f of after.keys()) if (!before.has(f)) rmSync(join(root, f));
  for (const [f, text] of before) writeFileSync(join(root, f), text);
  console.error(`codegen: generated code is stale; run \`npm run codegen\` and commit:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log('codegen: generated code is up to date');
