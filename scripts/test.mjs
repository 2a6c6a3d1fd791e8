// `npm test`: every check and suite, in the order a failure is cheapest to find.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const steps = [
  ['generated code is current', 'node', ['scripts/codegen-check.mjs']],
  ['types', 'npm', ['run', 'typecheck', '--silent']],
  ['build', 'npm', ['run', 'build', '--silent']],
  // Two files at a time here too: jest's default on two cores is one (cores - 1), and each e2e
  // file spends much of its time waiting on its own server process. 223 s one at a time in a CI
  // run, 142 s two at a time on the same machine.
  ['unit, server and server e2e suites', 'npx', ['jest', '--selectProjects', 'unit', 'server', 'e2e', '--maxWorkers=2']],
  // Two spec files at a time: each starts its own shop and Chromium (test/support/browser.ts),
  // and on the two-core CI machine the suite took 896 s one file at a time, 540 s two at a time.
  ['browser suite', 'npx', ['jest', '--selectProjects', 'browser', '--maxWorkers=2']],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n== ${name}`);
  const started = Date.now();
  // The server's specs load Nest, which ships ES modules only: jest's ESM mode needs this flag.
  const env = { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ') };
  const { status } = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  console.log(`== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) process.exit(status ?? 1);
}
