// What the built server loads: a package it does not use is not loaded at start. pg and ioredis
// (with what they load in turn, Node's fetch among it) were ~160 ms of a ~920 ms start on SQLite
// without REDIS_URL (bench/footprint.bench.mjs measures the start itself).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gql, WEBSITE } from '../support/api';
import { dbQuery } from '../support/shop';
import { startServer } from '../support/start-server';

// Each test starts a server of its own: several seconds on a busy machine.
jest.setTimeout(60_000);

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('packages the server loads', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'squ-startup-'));
    // Preloaded into the server: as it exits, it prints the packages that were loaded by name
    // (createRequire and require share this cache).
    writeFileSync(
      join(dir, 'report-packages.cjs'),
      `process.on('exit', () => {
        const names = new Set(Object.keys(require.cache).map((f) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(f)?.[1]).filter(Boolean));
        process.stdout.write('loaded packages: ' + JSON.stringify([...names].sort()) + '\\n');
      });`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function packagesLoaded(env: Record<string, string> = {}) {
    const server = await startServer({ env: { NODE_OPTIONS: `--require ${join(dir, 'report-packages.cjs')}`, ...env } });
    try {
      // A login (the database and the rate limit's counters) and the catalogue: what serving
      // needs is loaded too.
      const login = await gql(server, 'mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email: 'nobody@example.com', password: 'not-the-password', website: WEBSITE } });
      expect(login.body.errors?.[0]?.message).toBe('Invalid email or password');
      const catalogue = await gql(server, '{ catalogue { version } }');
      expect(catalogue.body.errors).toBeUndefined();
    } finally {
      await server.stop();
    }
    const line = /loaded packages: (\[.*\])/.exec(server.output());
    expect(line).not.toBeNull();
    return JSON.parse(line![1]) as string[];
  }

  it(`without REDIS_URL, on ${onPostgres ? 'PostgreSQL' : 'SQLite'}: ioredis is never loaded${onPostgres ? ', pg is' : ', nor pg'}`, async () => {
    const loaded = await packagesLoaded();
    expect(loaded).not.toContain('ioredis');
    if (onPostgres) expect(loaded).toContain('pg');
    else {
      expect(loaded).not.toContain('pg');
      expect(loaded).toContain('better-sqlite3');
    }
  });

  it('with REDIS_URL, ioredis is loaded (test/faults/instances.fault-spec.ts checks the counters it keeps)', async () => {
    const loaded = await packagesLoaded({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `squ-startup-${Date.now().toString(36)}:` });
    expect(loaded).toContain('ioredis');
  });
});

describe('the schema after the migrations', () => {
  it(`users has no orders_version column on ${onPostgres ? 'PostgreSQL' : 'SQLite'}: every ordersByUser answer is read through Nest's path, nothing is kept`, async () => {
    const server = await startServer();
    try {
      const reg = await gql(server, 'mutation($input: RegisterInput!) { register(input: $input) { user { id } } }', {
        input: { email: `house.${Date.now().toString(36)}@example.in`, password: 'secret123', firstName: 'Asha', lastName: 'Verma', website: WEBSITE },
      });
      expect(reg.body.errors).toBeUndefined();
      const [row] = await dbQuery(server, 'SELECT * FROM users WHERE id = $1', [reg.body.data.register.user.id]);
      expect(Object.keys(row)).toEqual(expect.arrayContaining(['id', 'email', 'password_hash', 'role']));
      expect(Object.keys(row)).not.toContain('orders_version');
      const [migration] = await dbQuery(server, "SELECT name FROM migrations WHERE name = 'DropOrdersVersion1764200000000'");
      expect(migration).toEqual({ name: 'DropOrdersVersion1764200000000' });
    } finally {
      await server.stop();
    }
  });
});
