import { createServer, type Server, type Socket } from 'node:net';
import { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../common/error-mapping.js';
import type { AppConfig } from '../config/config.js';
import { dataSourceOptions, ROW_WAIT_MS } from './data-source.js';
import { isLockTimeout } from './errors.js';

/**
 * The PostgreSQL pool's timeouts (data-source.ts): a connection that cannot be opened fails
 * within the connect timeout, with an error the shop answers as 503. A server that accepts the
 * connection and never answers stands for a database black-holed by the network.
 */
describe('PostgreSQL connections to a database that never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let url: string;
  beforeAll(async () => {
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((ready) => silent.listen(0, '127.0.0.1', ready));
    url = `postgres://shop@127.0.0.1:${(silent.address() as { port: number }).port}/shop`;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((closed) => silent.close(closed));
  });

  const open = () => new DataSource(dataSourceOptions({ database: { type: 'postgres', url, schema: null } } as AppConfig));

  it('fail within the connect timeout (1 s), with an error the shop maps to 503', async () => {
    const started = Date.now();
    const error = await open().initialize().then(
      () => null,
      (e: unknown) => e,
    );
    const ms = Date.now() - started;
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(4000);
  });
});

/**
 * Every serving connection waits at most ROW_WAIT_MS for a row another transaction holds, set as
 * it opens (no transaction spends a round trip on SET LOCAL); then PostgreSQL refuses with 55P03,
 * which transactionInLine tries again and the shop otherwise answers as busy.
 */
const pg = process.env.TEST_DATABASE_URL;
(pg ? describe : describe.skip)('PostgreSQL serving connections', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = new DataSource({ ...dataSourceOptions({ database: { type: 'postgres', url: pg!, schema: null } } as AppConfig), entities: [], migrations: [] });
    await ds.initialize();
  });
  afterAll(() => ds.destroy());

  it(`give up waiting for a held row after ${ROW_WAIT_MS} ms, with PostgreSQL's lock timeout`, async () => {
    expect(await ds.query('SHOW lock_timeout')).toEqual([{ lock_timeout: `${ROW_WAIT_MS}ms` }]);
    const table = `lock_wait_${process.pid}`;
    await ds.query(`CREATE TABLE ${table} (id int PRIMARY KEY)`);
    try {
      await ds.query(`INSERT INTO ${table} VALUES (1)`);
      const holder = ds.createQueryRunner();
      await holder.startTransaction();
      try {
        await holder.query(`SELECT id FROM ${table} WHERE id = 1 FOR UPDATE`);
        const started = Date.now();
        const error = await ds.transaction((m) => m.query(`UPDATE ${table} SET id = 2 WHERE id = 1`)).then(() => null, (e: unknown) => e);
        expect(isLockTimeout(error)).toBe(true);
        expect(Date.now() - started).toBeGreaterThanOrEqual(ROW_WAIT_MS - 50);
      } finally {
        await holder.rollbackTransaction();
        await holder.release();
      }
    } finally {
      await ds.query(`DROP TABLE ${table}`);
    }
  });
});
