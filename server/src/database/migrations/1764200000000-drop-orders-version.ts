import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * users.orders_version served a cache of ordersByUser answers kept outside Nest's request path;
 * every request now takes that path, and the column goes.
 */
export class DropOrdersVersion1764200000000 implements MigrationInterface {
  name = 'DropOrdersVersion1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.dropColumn('users', 'orders_version');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.addColumn('users', new TableColumn({ name: 'orders_version', type: 'varchar', length: '32', default: "''" }));
  }
}
