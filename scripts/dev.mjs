// `npm run dev`: the server rebuilt and restarted on change, and Vite's dev server
// (which proxies /graphql, /api, /products.json and /images to it).
import { execFileSync, spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) => spawn(cmd, args, { cwd: root, stdio: 'inherit' });

execFileSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
const children = [
  run('npx', ['tsc', '-p', 'server/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  run(process.execPath, ['--watch-path=server/dist', 'server/dist/main.js']),
  run('npm', ['run', 'dev', '-w', 'client']),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
