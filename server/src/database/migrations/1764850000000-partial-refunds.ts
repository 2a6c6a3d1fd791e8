import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Refunds in part (issue 56 point 9): an attempt may have several refunds, so the unique index per
 * attempt goes. What keeps each decision to one refund is a key of its own (`request_key`,
 * unique): `cancel:<attempt>` for a cancellation (which refunds what is left), `late:<attempt>` for
 * a capture after the order closed, `staff:<idempotency key>` for the staff's refunds. Each refund
 * names who decided it (`actor`), and its reason may be the staff's own words (200 characters).
 * The sandbox provider keeps what it refunded of each payment (Razorpay's amount_refunded).
 * Older refunds were one per attempt, so their keys are unique; their actor is who cancelled.
 */
const postgres = (q: QueryRunner) => q.connection.options.type === 'postgres';

export class PartialRefunds1764850000000 implements MigrationInterface {
  name = 'PartialRefunds1764850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.dropIndex('payment_refunds', 'UQ_payment_refunds_attempt');
    await q.addColumns('payment_refunds', [
      new TableColumn({ name: 'request_key', type: 'varchar', length: '140', isNullable: true }),
      new TableColumn({ name: 'actor', type: 'varchar', length: '254', isNullable: true }),
    ]);
    await q.query(`
      UPDATE payment_refunds SET
        request_key = CASE WHEN reason = 'order cancelled' THEN 'cancel:' || attempt_id ELSE 'late:' || attempt_id END,
        actor = CASE WHEN reason = 'order cancelled'
          THEN COALESCE((SELECT c.source FROM payment_status_changes c WHERE c.order_id = payment_refunds.order_id AND c.to_status = 'refunded' ORDER BY c.at LIMIT 1), 'shop')
          ELSE 'shop' END`);
    if (postgres(q)) {
      // In place: TypeORM's changeColumn drops and adds a column whose length changes, and its rows with it.
      await q.query('ALTER TABLE payment_refunds ALTER COLUMN request_key SET NOT NULL, ALTER COLUMN actor SET NOT NULL, ALTER COLUMN reason TYPE varchar(200)');
    } else {
      // SQLite rebuilds the table, its rows copied.
      const table = (await q.getTable('payment_refunds'))!;
      await q.changeColumns('payment_refunds', [
        { oldColumn: table.findColumnByName('request_key')!, newColumn: new TableColumn({ name: 'request_key', type: 'varchar', length: '140' }) },
        { oldColumn: table.findColumnByName('actor')!, newColumn: new TableColumn({ name: 'actor', type: 'varchar', length: '254' }) },
        { oldColumn: table.findColumnByName('reason')!, newColumn: new TableColumn({ name: 'reason', type: 'varchar', length: '200' }) },
      ]);
    }
    await q.createIndices('payment_refunds', [
      new TableIndex({ name: 'UQ_payment_refunds_request_key', columnNames: ['request_key'], isUnique: true }),
      new TableIndex({ name: 'IDX_payment_refunds_attempt', columnNames: ['attempt_id'] }),
    ]);
    await q.addColumn('sandbox_payments', new TableColumn({ name: 'amount_refunded', type: 'integer', default: 0 }));
    await q.query('UPDATE sandbox_payments SET amount_refunded = (SELECT COALESCE(SUM(r.amount_paise), 0) FROM sandbox_refunds r WHERE r.payment_id = sandbox_payments.id)');
  }

  /** Back to one refund per attempt: fails while an attempt has several (refunded in part), which the older code cannot read. */
  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('sandbox_payments', 'amount_refunded');
    await q.dropIndex('payment_refunds', 'IDX_payment_refunds_attempt');
    await q.dropIndex('payment_refunds', 'UQ_payment_refunds_request_key');
    await q.query('UPDATE payment_refunds SET reason = SUBSTR(reason, 1, 64)');
    if (postgres(q)) await q.query('ALTER TABLE payment_refunds ALTER COLUMN reason TYPE varchar(64)');
    else {
      const table = (await q.getTable('payment_refunds'))!;
      await q.changeColumn('payment_refunds', table.findColumnByName('reason')!, new TableColumn({ name: 'reason', type: 'varchar', length: '64' }));
    }
    await q.dropColumns('payment_refunds', ['request_key', 'actor']);
    await q.createIndex('payment_refunds', new TableIndex({ name: 'UQ_payment_refunds_attempt', columnNames: ['attempt_id'], isUnique: true }));
  }
}
