/**
 * The REST contract as integrators use it, with tools nobody here wrote: Redocly's linter on the
 * served document, and a client generated from it (openapi-typescript + openapi-fetch) that must
 * compile in strict mode and run the shop's flows, every answer matching the document.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rest, WEBSITE } from '../support/api';
import { contractAt } from '../support/contract';
import { priceBands, sizeOf } from '../support/shop';
import { ROOT, type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(120_000);

let server: RunningServer;
let work: string;

beforeAll(async () => {
  server = await startServer();
  work = join(ROOT, 'test/artifacts', `rest-client-${process.pid}`);
  mkdirSync(work, { recursive: true });
});
afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

const bin = (pkg: string, file: string) => join(ROOT, 'node_modules', pkg, file);

/** Runs a package's command in Node (asynchronously: a blocked test process would keep dead connections). */
const run = (script: string, args: string[]) =>
  new Promise<{ status: number; output: string }>((done) => {
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    execFile(process.execPath, [script, ...args], { encoding: 'utf8', env, maxBuffer: 1 << 24 }, (error, stdout, stderr) =>
      done({ status: error ? Number(error.code ?? 1) : 0, output: stdout + (error ? stderr : '') }),
    );
  });

test('every operation has an operationId, and the ones the document secures answer 401 without a token', async () => {
  const { document } = await contractAt(server.url);
  const ops = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
  // 18, returns' 4 and exchanges' 1, the wishlist's 7, and issue 59's 12 its 2 of password reset, and issue 58's 4 of GST documents (list, CSV, print): the staff's webhooks (7) and API keys (3), the integrators' v1 orders (2); and the v1 calls of orders:write, stock:read and stock:write (4).
  expect(ops.length).toBe(52);
  expect(new Set(ops.map((o) => o.op.operationId)).size).toBe(52);
  for (const { path, method, op } of ops) {
    expect({ path, security: Array.isArray(op.security) }).toEqual({ path, security: true });
    if (!op.security!.length) continue;
    // rest() checks the 401 is documented and has the error body.
    const r = await rest(server, method.toUpperCase(), path.replace(/\{[^}]+\}/g, 'x'), method === 'get' ? undefined : {});
    expect({ path, status: r.status }).toEqual({ path, status: 401 });
  }
});

test('a client generated from the document compiles in strict mode and runs register, login, profile, order, list, cancel and the errors', async () => {
  // As the README tells integrators: openapi-typescript's command on the served document.
  const generate = await run(bin('openapi-typescript', 'bin/cli.js'), [`${server.url}/api/openapi.json`, '-o', join(work, 'schema.d.ts')]);
  expect(generate.status).toBe(0);
  copyFileSync(join(ROOT, 'examples/rest-client/shop-client.ts'), join(work, 'shop-client.ts'));
  const tsc = await run(bin('typescript', 'bin/tsc'), ['--strict', '--noEmit', '--skipLibCheck', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--lib', 'es2022,dom', join(work, 'shop-client.ts')]);
  expect(tsc).toEqual({ status: 0, output: '' });

  const { walkThrough } = (await import(join(work, 'shop-client.ts'))) as typeof import('../../examples/rest-client/shop-client');
  const product = priceBands().dear.find((p) => p.sizes.length > 0)!;
  const log = await walkThrough(server.url, WEBSITE, { id: product.id, size: sizeOf(product), price: product.price });
  const contract = await contractAt(server.url);
  expect(log.map((e) => `${e.method} ${e.status}`)).toEqual([
    'POST 201',
    'POST 200',
    'GET 200',
    'PUT 200',
    'POST 201',
    'GET 200',
    'POST 200',
    'POST 409',
    'POST 401',
    'PUT 400',
    'POST 400',
    'POST 409',
    'POST 404',
    'GET 401',
  ]);
  for (const e of log) expect(contract.problems(e.method, e.path, e.status, e.body)).toEqual([]);
});

test("Redocly's recommended rules find no error (and no warning) in /api/openapi.json", async () => {
  const file = join(work, 'openapi.json');
  writeFileSync(file, JSON.stringify((await contractAt(server.url)).document));
  const lint = await run(bin('@redocly/cli', 'bin/cli.js'), ['lint', file, '--extends=recommended', '--format=json']);
  const report = JSON.parse(lint.output.slice(lint.output.indexOf('{'), lint.output.lastIndexOf('}') + 1));
  const problems = (report.problems ?? []).map((p: { severity: string; ruleId: string; message: string }) => `${p.severity} ${p.ruleId}: ${p.message}`);
  expect(problems).toEqual([]);
  expect(lint.status).toBe(0);
});
