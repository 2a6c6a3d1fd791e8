import { DataSource } from 'typeorm';
import { DOCUMENT_KINDS, documentNumber, documentNumberSql } from './series.js';

/** documentNumberSql must number as documentNumber does, on each database the shop runs on. */
const databases: [string, () => DataSource][] = [['sqlite', () => new DataSource({ type: 'better-sqlite3', database: ':memory:' })]];
if (process.env.TEST_DATABASE_URL) databases.push(['postgres', () => new DataSource({ type: 'postgres', url: process.env.TEST_DATABASE_URL })]);

describe.each(databases)('document numbers in SQL on %s', (kind, open) => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = open();
    await ds.initialize();
  });
  afterAll(() => ds.destroy());

  const numberOf = async (k: string, fy: string, seq: number): Promise<string | null> => {
    const p = (i: number) => ds.driver.createParameter('p', i);
    const expression = documentNumberSql(kind === 'postgres', 't.k', 't.fy', 't.seq');
    const sql = `SELECT ${expression} AS number FROM (SELECT CAST(${p(0)} AS varchar(16)) AS k, CAST(${p(1)} AS varchar(5)) AS fy, CAST(${p(2)} AS integer) AS seq) t`;
    const [row] = (await ds.query(sql, [k, fy, seq])) as { number: string | null }[];
    return row.number;
  };

  it.each(DOCUMENT_KINDS)('gives %s the number documentNumber gives, up to the series capacity', async (k) => {
    for (const seq of [1, 9, 123, 99_999, 999_999]) expect(await numberOf(k, '25-26', seq)).toBe(documentNumber(k, '25-26', seq));
    expect(await numberOf(k, '99-00', 42)).toBe(documentNumber(k, '99-00', 42));
  });

  it('gives no number past a series capacity (documentNumber throws there)', async () => {
    expect(() => documentNumber('invoice', '25-26', 1_000_000)).toThrow(RangeError);
    expect(await numberOf('invoice', '25-26', 1_000_000)).toBeNull();
    expect(await numberOf('credit_note', '25-26', 9_999_999)).toBe(documentNumber('credit_note', '25-26', 9_999_999));
    expect(() => documentNumber('credit_note', '25-26', 10_000_000)).toThrow(RangeError);
    expect(await numberOf('credit_note', '25-26', 10_000_000)).toBeNull();
  });
});
