import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { dataSourceOptions, ROW_WAIT_MS } from './data-source.js';
import { DatabaseService } from './database.service.js';

/**
 * `inTurn` on PostgreSQL: work of one name takes turns across instances (each here with its own
 * pool, as two shops are), waiting for the turn longer than a row's ROW_WAIT_MS; work of another
 * name, or of the same name in another schema, does not wait. The GST numbering runs so
 * (invoice-numberer.ts); two runs that met used to give up on each other's rows.
 */
const pg = process.env.TEST_DATABASE_URL;
(pg ? describe : describe.skip)('DatabaseService.inTurn on PostgreSQL', () => {
  const config = (schema: string | null) => ({ database: { type: 'postgres', url: pg!, schema } }) as AppConfig;
  const pools: DataSource[] = [];
  const instance = async (schema: string | null = null) => {
    const ds = new DataSource({ ...dataSourceOptions(config(schema)), entities: [], migrations: [] });
    await ds.initialize();
    pools.push(ds);
    return new DatabaseService(ds, ds, config(schema));
  };
  afterAll(() => Promise.all(pools.map((p) => p.destroy())));

  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it(`runs work of one name one at a time across instances, waiting past ${ROW_WAIT_MS} ms; other names and schemas go on`, async () => {
    const [a, b] = [await instance(), await instance()];
    const elsewhere = await instance('other_shop');
    const seen: string[] = [];
    const hold = ROW_WAIT_MS * 3;
    const first = a.inTurn('spec-turn', async (m) => {
      seen.push('a in');
      await m.query('SELECT 1');
      await sleep(hold);
      seen.push('a out');
      return 'a';
    });
    await sleep(100);
    const started = Date.now();
    const second = b.inTurn('spec-turn', async () => {
      seen.push('b in');
      return 'b';
    });
    const other = b.inTurn('spec-other-turn', async () => {
      seen.push('other name in');
      return 'other';
    });
    const otherSchema = elsewhere.inTurn('spec-turn', async () => {
      seen.push('other schema in');
      return 'other schema';
    });
    await expect(Promise.all([first, second, other, otherSchema])).resolves.toEqual(['a', 'b', 'other', 'other schema']);
    expect(Date.now() - started).toBeGreaterThan(hold - 200);
    expect(seen.indexOf('b in')).toBeGreaterThan(seen.indexOf('a out'));
    expect(seen.indexOf('other name in')).toBeLessThan(seen.indexOf('a out'));
    expect(seen.indexOf('other schema in')).toBeLessThan(seen.indexOf('a out'));
  });

  it('lets the next turn go when work fails (the transaction rolls back, its lock with it)', async () => {
    const [a, b] = [await instance(), await instance()];
    await expect(a.inTurn('spec-turn-fail', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(b.inTurn('spec-turn-fail', async () => 'next')).resolves.toBe('next');
  });
});
