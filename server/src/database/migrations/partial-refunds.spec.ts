import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from './index.js';
import { PartialRefunds1764850000000 } from './1764850000000-partial-refunds.js';

/**
 * The migration to refunds in part, on refunds written before it (one per attempt): each keeps
 * its row and gains the key of the decision that made it and who made it; a second refund of one
 * attempt is then taken, and a second of one decision refused. On SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL names one (a schema of its own, dropped after).
 */
const before = migrations.filter((m) => m !== PartialRefunds1764850000000);
const at = '2026-11-20T10:00:00.000Z';

async function migratedTo(options: DataSourceOptions, list: typeof migrations): Promise<DataSource> {
  if (options.type === 'postgres' && options.schema) {
    const admin = new DataSource({ type: 'postgres', url: options.url });
    await admin.initialize();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    await admin.destroy();
  }
  const ds = new DataSource({ ...options, migrations: list, migrationsTableName: 'migrations', synchronize: false, logging: false });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  return ds;
}

function suite(kind: 'sqlite' | 'postgres', options: () => DataSourceOptions, cleanUp: () => Promise<void> = async () => undefined) {
  describe(`on ${kind}`, () => {
    let ds: DataSource;
    afterAll(async () => {
      await ds?.destroy();
      await cleanUp();
    });

    test('refunds made before keep their rows and gain their decision and actor; several per attempt are taken after it, one per decision', async () => {
      const params = (n: number) => (kind === 'postgres' ? Array.from({ length: n }, (_, i) => `$${i + 1}`) : Array.from({ length: n }, () => '?')).join(', ');
      ds = await migratedTo(options(), before);
      const q = ds.createQueryRunner();
      // Bare rows: the orders and attempts they name do not matter here.
      await q.query(kind === 'postgres' ? 'SET session_replication_role = replica' : 'PRAGMA foreign_keys = OFF');
      const insert = (id: string, attempt: string, order: string, reason: string) =>
        q.query(`INSERT INTO payment_refunds (id, attempt_id, order_id, amount_paise, provider_refund_id, status, reason, created_at, updated_at) VALUES (${params(9)})`, [id, attempt, order, 58882, null, 'processed', reason, at, at]);
      await insert('r-cancel', 'a-1', 'o-1', 'order cancelled');
      await insert('r-late', 'a-2', 'o-2', 'captured after the order closed');
      await q.query(`INSERT INTO payment_status_changes (id, order_id, attempt_id, from_status, to_status, source, at) VALUES (${params(7)})`, ['c-1', 'o-1', null, 'paid', 'refunded', 'ops@squ.example', at]);
      await q.query(`INSERT INTO sandbox_payments (id, order_id, amount_paise, currency, method, status, error_description, created_at) VALUES (${params(8)})`, ['pay_1', 'order_1', 58882, 'INR', 'upi', 'refunded', null, at]);
      await q.query(`INSERT INTO sandbox_refunds (id, payment_id, amount_paise, receipt, status, created_at) VALUES (${params(6)})`, ['rfnd_1', 'pay_1', 58882, 'r-cancel', 'processed', at]);

      await new PartialRefunds1764850000000().up(q);

      const rows = await q.query('SELECT id, request_key, actor, reason, amount_paise FROM payment_refunds ORDER BY id');
      expect(rows).toEqual([
        { id: 'r-cancel', request_key: 'cancel:a-1', actor: 'ops@squ.example', reason: 'order cancelled', amount_paise: 58882 },
        { id: 'r-late', request_key: 'late:a-2', actor: 'shop', reason: 'captured after the order closed', amount_paise: 58882 },
      ]);
      expect(await q.query('SELECT amount_refunded FROM sandbox_payments')).toEqual([{ amount_refunded: 58882 }]);
      const staff = (id: string, key: string) =>
        q.query(`INSERT INTO payment_refunds (id, attempt_id, order_id, request_key, amount_paise, provider_refund_id, status, reason, actor, created_at, updated_at) VALUES (${params(11)})`, [
          id, 'a-1', 'o-1', key, 100, null, 'pending', 'A reason the staff gave, longer than the sixty-four characters the column held before this', 'ops@squ.example', at, at,
        ]);
      await staff('r-staff-1', 'staff:key-0001');
      await staff('r-staff-2', 'staff:key-0002');
      await expect(staff('r-staff-3', 'staff:key-0002')).rejects.toThrow(/unique|duplicate/i);
      await expect(q.query(`INSERT INTO payment_refunds (id, attempt_id, order_id, amount_paise, status, reason, actor, created_at, updated_at) VALUES (${params(9)})`, ['r-nokey', 'a-1', 'o-1', 1, 'pending', 'x', 'y', at, at])).rejects.toThrow(/null/i);
      await q.release();
    });
  });
}

suite('sqlite', () => ({ type: 'better-sqlite3', database: ':memory:' }));

const pg = process.env.TEST_DATABASE_URL;
if (pg) {
  const schema = `spec_refunds_${Date.now().toString(36)}`;
  suite(
    'postgres',
    () => ({ type: 'postgres', url: pg, schema, extra: { options: `-c search_path=${schema}` } }),
    async () => {
      const ds = new DataSource({ type: 'postgres', url: pg });
      await ds.initialize();
      await ds.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await ds.destroy();
    },
  );
}
