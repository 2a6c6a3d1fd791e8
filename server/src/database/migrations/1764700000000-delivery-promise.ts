import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * The delivery promise (DECISIONS 13): pincode_overrides, an operator's list of pincodes not
 * served or without Cash on Delivery; and on each order the promise made at placement: its
 * pincode's tier and the first and last day of delivery ('YYYY-MM-DD', India's dates). Orders
 * placed before it have none: they keep their estimated_delivery (placement + 7 days).
 */
export class DeliveryPromise1764700000000 implements MigrationInterface {
  name = 'DeliveryPromise1764700000000';

  async up(q: QueryRunner): Promise<void> {
    const ts = q.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await q.createTable(
      new Table({
        name: 'pincode_overrides',
        columns: [
          { name: 'pincode', type: 'varchar', length: '6', isPrimary: true },
          { name: 'serviceable', type: 'boolean' },
          { name: 'cod_available', type: 'boolean' },
          { name: 'note', type: 'varchar', length: '200', isNullable: true },
          { name: 'updated_at', type: ts },
        ],
      }),
    );
    await q.addColumns('orders', [
      new TableColumn({ name: 'delivery_tier', type: 'varchar', length: '16', isNullable: true }),
      new TableColumn({ name: 'delivery_from', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'delivery_by', type: 'varchar', length: '10', isNullable: true }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('orders', 'delivery_by');
    await q.dropColumn('orders', 'delivery_from');
    await q.dropColumn('orders', 'delivery_tier');
    await q.dropTable('pincode_overrides');
  }
}
