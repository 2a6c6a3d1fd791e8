import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * orders.pay_by: an online order's deadline for its payment, after which the shop cancels it and
 * its units go back on sale. Orders placed before it have none (never cancelled for it).
 * payment_attempts.checked_at: when the reconciler last asked the provider about the attempt
 * (it asks the least recently asked first, so abandoned checkouts never crowd out the others).
 */
export class OrderPayBy1764500000000 implements MigrationInterface {
  name = 'OrderPayBy1764500000000';

  async up(q: QueryRunner): Promise<void> {
    const ts = q.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await q.addColumn('orders', new TableColumn({ name: 'pay_by', type: ts, isNullable: true }));
    await q.createIndex('orders', new TableIndex({ name: 'IDX_orders_status_pay_by', columnNames: ['status', 'pay_by'] }));
    await q.addColumn('payment_attempts', new TableColumn({ name: 'checked_at', type: ts, isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('payment_attempts', 'checked_at');
    await q.dropIndex('orders', 'IDX_orders_status_pay_by');
    await q.dropColumn('orders', 'pay_by');
  }
}
