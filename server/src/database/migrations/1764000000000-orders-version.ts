import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * users.orders_version: a random token that changes in the same transaction as any change
 * to the user's orders (a new order, a status move). A prepared answer of ordersByUser is
 * served only while the token it was made under is still the stored one.
 */
export class OrdersVersion1764000000000 implements MigrationInterface {
  name = 'OrdersVersion1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('users', new TableColumn({ name: 'orders_version', type: 'varchar', length: '32', default: "''" }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('users', 'orders_version');
  }
}
