import { Column, DataSource, Entity, PrimaryColumn, type Logger } from 'typeorm';
import { insertAlone, insertFrom, insertRows, insertRowsTogether } from './insert-rows.js';

/** The probe table, with the timestamp type of the database it is made for. */
function probeEntity(timestamp: 'datetime' | 'timestamptz') {
  @Entity('insert_rows_probe')
  class ProbeEntity {
    @PrimaryColumn({ type: 'varchar', length: 40 })
    id: string;

    @Column({ name: 'amount_paise', type: 'integer' })
    amountPaise: number;

    @Column({ type: 'boolean' })
    paid: boolean;

    @Column({ type: 'varchar', length: 40, nullable: true })
    note: string | null;

    @Column({ name: 'created_at', type: timestamp })
    createdAt: Date;

    @Column({ type: 'varchar', length: 16, default: 'fresh' })
    state?: string;
  }
  return ProbeEntity;
}
type Probe = InstanceType<ReturnType<typeof probeEntity>>;

class Statements implements Logger {
  texts: string[] = [];
  logQuery(query: string) {
    this.texts.push(query);
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

/**
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL names one (a schema of its own, dropped
 * after). The tests look for values in statement texts as whole words (\b): the schema's name
 * holds the process id, which can contain them (insert_rows_11114 held 1111 on a CI run).
 */
const kinds: [string, ReturnType<typeof probeEntity>, () => Promise<DataSource>, (ds: DataSource) => Promise<void>][] = [];
const sqliteProbe = probeEntity('datetime');
kinds.push([
  'sqlite',
  sqliteProbe,
  async () => new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [sqliteProbe], synchronize: true, logger: new Statements() }),
  async () => undefined,
]);
const pg = process.env.TEST_DATABASE_URL;
if (pg) {
  const schema = `insert_rows_${process.pid}`;
  const pgProbe = probeEntity('timestamptz');
  kinds.push([
    'postgres',
    pgProbe,
    async () => {
      const admin = new DataSource({ type: 'postgres', url: pg });
      await admin.initialize();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      await admin.destroy();
      return new DataSource({ type: 'postgres', url: pg, schema, entities: [pgProbe], synchronize: true, logger: new Statements() });
    },
    async (ds) => void (await ds.query(`DROP SCHEMA "${schema}" CASCADE`)),
  ]);
}

describe.each(kinds)('insertRows on %s', (_kind, ProbeEntity, open, drop) => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = await open();
    await ds.initialize();
  });
  afterAll(async () => {
    await drop(ds);
    await ds.destroy();
  });

  const row = (id: string, amountPaise: number, paid: boolean, note: string | null): Probe =>
    Object.assign(new ProbeEntity(), { id, amountPaise, paid, note, createdAt: new Date('2026-11-29T10:15:30.123Z') });

  test('stores what TypeORM reads back as it was given: numbers, booleans, nulls and dates; a column no row sets takes its default', async () => {
    await insertRows(ds.manager, ProbeEntity, [row('a', 129_900, true, null), row('b', 5, false, 'gift')]);
    const back = await ds.getRepository(ProbeEntity).find({ order: { id: 'ASC' } });
    expect(back.map((r) => ({ ...r }))).toEqual([
      { id: 'a', amountPaise: 129_900, paid: true, note: null, createdAt: new Date('2026-11-29T10:15:30.123Z'), state: 'fresh' },
      { id: 'b', amountPaise: 5, paid: false, note: 'gift', createdAt: new Date('2026-11-29T10:15:30.123Z'), state: 'fresh' },
    ]);
  });

  test('binds every value: rows with other amounts run the same statement text, with no value in it', async () => {
    const log = ds.logger as Statements;
    log.texts = [];
    await insertRows(ds.manager, ProbeEntity, [row('c', 77_777, true, 'x')]);
    await insertRows(ds.manager, ProbeEntity, [row('d', 31_415, false, null)]);
    const inserts = log.texts.filter((t) => t.startsWith('INSERT'));
    expect(inserts).toHaveLength(2);
    expect(inserts[0]).toBe(inserts[1]);
    expect(inserts[0]).not.toMatch(/\b(77777|31415)\b/);
  });

  test('a row that leaves a column unset while another sets it is refused before anything is written', async () => {
    const partial = Object.assign(row('e', 1, true, null), { state: 'used' });
    await expect(insertRows(ds.manager, ProbeEntity, [partial, row('f', 2, true, null)])).rejects.toThrow('a row leaves state unset while another sets it');
    expect(await ds.getRepository(ProbeEntity).countBy({ id: 'e' })).toBe(0);
  });

  test('a unique violation reaches the caller as the driver reports it', async () => {
    await expect(insertRows(ds.manager, ProbeEntity, [row('a', 1, true, null)])).rejects.toThrow(/UNIQUE|duplicate key/);
  });

  test("insertAlone builds insertRows' own statement, its values bound, for a statement run alone (DatabaseService.statement)", async () => {
    const log = ds.logger as Statements;
    log.texts = [];
    await insertRows(ds.manager, ProbeEntity, [row('k1', 4242, true, null)]);
    const { sql, values } = insertAlone(ProbeEntity, [row('k2', 4343, false, 'alone')])(ds.manager);
    expect(sql).toBe(log.texts.find((t) => t.startsWith('INSERT')));
    expect(sql).not.toMatch(/\b4343\b/);
    await ds.query(sql, values);
    const back = await ds.getRepository(ProbeEntity).findOneByOrFail({ id: 'k2' });
    expect([back.amountPaise, back.paid, back.note, back.state]).toEqual([4343, false, 'alone', 'fresh']);
  });

  test('insertFrom inserts the row once for each row the statement before it answers, taking the named values from it and binding the rest; none when it answers none', async () => {
    const from = (source: string) => {
      const values: unknown[] = [];
      const sql = `WITH src AS (${source}) ${insertFrom(ds.manager, ProbeEntity, row('unused', 5150, true, 'taken'), values, 'src', { id: 'src.id' })}`;
      return { sql, values };
    };
    const two = from("SELECT 'f1' AS id UNION ALL SELECT 'f2' AS id");
    expect(two.sql).not.toMatch(/\b5150\b|'unused'/);
    await ds.query(two.sql, two.values);
    const none = from("SELECT 'f3' AS id WHERE 1 = 0");
    await ds.query(none.sql, none.values);
    const back = await ds.getRepository(ProbeEntity).find({ where: [{ id: 'f1' }, { id: 'f2' }, { id: 'f3' }, { id: 'unused' }], order: { id: 'ASC' } });
    expect(back.map((r) => [r.id, r.amountPaise, r.paid, r.note, r.state])).toEqual([['f1', 5150, true, 'taken', 'fresh'], ['f2', 5150, true, 'taken', 'fresh']]);
  });

  test('insertRowsTogether stores every group, in one statement on PostgreSQL and one per group on SQLite; empty groups write nothing', async () => {
    const log = ds.logger as Statements;
    log.texts = [];
    await insertRowsTogether(ds.manager, [
      [ProbeEntity, [row('g1', 1111, true, null), row('g2', 2222, false, 'two')]],
      [ProbeEntity, []],
      [ProbeEntity, [row('g3', 3333, true, 'three')]],
    ]);
    const inserts = log.texts.filter((t) => /^(INSERT|WITH)/.test(t));
    expect(inserts).toHaveLength(_kind === 'postgres' ? 1 : 2);
    expect(inserts.join(' ')).not.toMatch(/\b(1111|2222|3333)\b/);
    const back = await ds.getRepository(ProbeEntity).find({ where: [{ id: 'g1' }, { id: 'g2' }, { id: 'g3' }], order: { id: 'ASC' } });
    expect(back.map((r) => [r.id, r.amountPaise, r.paid, r.note])).toEqual([['g1', 1111, true, null], ['g2', 2222, false, 'two'], ['g3', 3333, true, 'three']]);
  });

  test('insertRowsTogether: a refused row in one group leaves none of the others in the transaction', async () => {
    await expect(
      ds.transaction((m) => insertRowsTogether(m, [
        [ProbeEntity, [row('h1', 1, true, null)]],
        [ProbeEntity, [row('a', 2, true, null)]],
      ])),
    ).rejects.toThrow(/UNIQUE|duplicate key/);
    expect(await ds.getRepository(ProbeEntity).countBy({ id: 'h1' })).toBe(0);
  });
});
