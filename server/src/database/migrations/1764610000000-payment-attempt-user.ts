import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * payment_attempts.user_id: whose order an attempt pays, so that the attempts a shopper opened
 * in the last hour are counted (issue 55) without reading the orders table. Older attempts take
 * their order's shopper.
 */
export class PaymentAttemptUser1764610000000 implements MigrationInterface {
  name = 'PaymentAttemptUser1764610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('payment_attempts', new TableColumn({ name: 'user_id', type: 'varchar', length: '36', isNullable: true }));
    await q.query('UPDATE payment_attempts SET user_id = (SELECT o.user_id FROM orders o WHERE o.id = payment_attempts.order_id)');
    await q.createIndex('payment_attempts', new TableIndex({ name: 'IDX_payment_attempts_user_created', columnNames: ['user_id', 'created_at'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('payment_attempts', 'IDX_payment_attempts_user_created');
    await q.dropColumn('payment_attempts', 'user_id');
  }
}
