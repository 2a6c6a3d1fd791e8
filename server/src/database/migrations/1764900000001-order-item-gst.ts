import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/** Each order line keeps the HSN code and GST rate it was priced with (issue 58), so that its tax invoice, issued later for an online order, says what was charged. */
export class OrderItemGst1764900000001 implements MigrationInterface {
  name = 'OrderItemGst1764900000001';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('order_items', [
      new TableColumn({ name: 'hsn', type: 'varchar', length: '8', isNullable: true }),
      new TableColumn({ name: 'gst_rate_bp', type: 'integer', isNullable: true }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('order_items', ['hsn', 'gst_rate_bp']);
  }
}
