// server/scripts/bundle.mjs: what it leaves out of the bundle and what makes it fail. The real
// server bundle is exercised by every e2e, browser and fault test, which start it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const SCRIPT = join(ROOT, 'server/scripts/bundle.mjs');

describe('the server bundler', () => {
  let dir: string;
  beforeEach(() => {
    // Inside the repository, so that the bundle's external imports resolve when it runs.
    mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
    dir = mkdtempSync(join(ROOT, 'node_modules/.cache/squ-bundle-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function bundle(files: Record<string, string>) {
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    const run = spawnSync(process.execPath, [SCRIPT, join(dir, 'entry.mjs'), join(dir, 'out')], { encoding: 'utf8' });
    const main = join(dir, 'out/main.mjs');
    return {
      status: run.status,
      stderr: run.stderr,
      main: () => readFileSync(main, 'utf8'),
      /** Every chunk's code (TypeORM's, say, is a chunk of its own). */
      code: () => readdirSync(join(dir, 'out'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs')).map((f) => readFileSync(join(dir, 'out', f), 'utf8')).join('\n'),
      /** The bundle imported by another node: its exports, and what that node printed to stderr. */
      load: () => {
        const loaded = spawnSync(process.execPath, ['--input-type=module', '-e', `console.log(JSON.stringify({ ...(await import(${JSON.stringify(main)})) }));`], { encoding: 'utf8' });
        return { stderr: loaded.stderr, exports: loaded.status === 0 ? (JSON.parse(loaded.stdout) as Record<string, unknown>) : null };
      },
    };
  }

  it('bundles CommonJS and ES modules, leaving native packages and optional ones to node_modules', () => {
    const run = bundle({
      'entry.mjs': [
        "import Database from 'better-sqlite3';",
        "import { twice } from './helper.cjs';",
        "export const optional = await import('@apollo/gateway').catch(() => 'absent');",
        'export const value = `${twice(21)} ${typeof Database.prototype.prepare}`;',
      ].join('\n'),
      'helper.cjs': 'exports.twice = (n) => n * 2;',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.main()).toMatch(/import Database from\s*"better-sqlite3"/);
    const loaded = run.load();
    expect(loaded.stderr).toBe('');
    expect(loaded.exports).toEqual({ value: '42 function', optional: 'absent' });
  });

  it('writes non-ASCII text as escapes, so that node keeps the source one byte per character', () => {
    const run = bundle({ 'entry.mjs': "export const price = '₹2,299 · 4.8★';\nexport const name = 'Café';" });
    expect(run.status).toBe(0);
    // No character past Latin-1: V8 keeps a script's source as one-byte text only then (the
    // server's ~5 MB of bundle took twice that in its heap).
    expect([...run.main()].filter((c) => c.charCodeAt(0) > 0xff)).toEqual([]);
    expect(run.load().exports).toEqual({ price: '₹2,299 · 4.8★', name: 'Café' });
  });

  it("leaves Apollo's hashing to Node's crypto: bundled, it would hash every query with sha.js, SHA-256 in JavaScript", () => {
    const run = bundle({
      'entry.mjs': "import { createHash } from '@apollo/utils.createhash';\nexport const hashedBy = createHash('sha256').constructor.name;\nexport const digest = createHash('sha256').update('{ catalogue { version } }').digest('hex').slice(0, 16);",
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // Node's Hash, not sha.js's Sha256 (which a bundled copy of the package falls back to).
    expect(run.load().exports).toEqual({ hashedBy: 'Hash', digest: expect.stringMatching(/^[0-9a-f]{16}$/) });
  });

  it('fails on an import that does not resolve and is not a known optional package', () => {
    const run = bundle({ 'entry.mjs': "import 'no-such-package-squ';\nexport const x = 1;" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("[UNRESOLVED_IMPORT] Could not resolve 'no-such-package-squ'");
  });

  it('fails when bundled CommonJS code needs __dirname, which an ES module does not have', () => {
    const run = bundle({
      'entry.mjs': "import where from './where.cjs';\nexport const x = where;",
      'where.cjs': "module.exports = require('node:path').join(__dirname, 'package.json');",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('uses __dirname or __filename');
  });

  it("leaves out TypeORM's drivers but SQLite's and PostgreSQL's: another type fails with a message that says so", () => {
    const run = bundle({
      'entry.mjs': [
        "import { DriverFactory } from 'typeorm/driver/DriverFactory.js';",
        'const create = (type) => { try { return new DriverFactory().create({ options: { type } }).constructor.name; } catch (e) { return e.message; } };',
        "export const made = ['mysql', 'better-sqlite3', 'postgres'].map(create);",
      ].join('\n'),
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // (includes, not toContain: a failure would print the whole bundle)
    expect(run.code().includes('SqlServerQueryRunner')).toBe(false);
    expect(run.code().includes('BetterSqlite3QueryRunner')).toBe(true);
    const loaded = run.load();
    expect(loaded.stderr).toBe('');
    const [mysql, sqlite, postgres] = loaded.exports?.made as string[];
    expect(mysql).toBe("TypeORM's mysql driver is not part of this server's bundle (server/scripts/bundle.mjs): the shop runs on SQLite or PostgreSQL");
    expect([sqlite, postgres]).toEqual(['BetterSqlite3Driver', 'PostgresDriver']);
  });

  it("answers a require of 'typeorm' from the bundle with the bundle's own TypeORM, as @nestjs/typeorm makes one: none is loaded from node_modules", () => {
    const nodeModulesTypeorm = join(ROOT, 'node_modules/typeorm/');
    const run = bundle({
      'entry.mjs': [
        "import { createRequire } from 'node:module';",
        "import { DataSource } from 'typeorm';",
        'const require = createRequire(import.meta.url);',
        "export const same = require('typeorm').DataSource === DataSource;",
        `export const fromNodeModules = Object.keys(require.cache).filter((file) => file.startsWith(${JSON.stringify(nodeModulesTypeorm)})).length;`,
      ].join('\n'),
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const loaded = run.load();
    expect(loaded.stderr).toBe('');
    expect(loaded.exports).toEqual({ same: true, fromNodeModules: 0 });
  });
});
