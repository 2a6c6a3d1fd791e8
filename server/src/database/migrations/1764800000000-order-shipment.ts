import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * What the staff record as an order moves on (issue 56, point 8): the courier and tracking number
 * it shipped with and when, when it was delivered, the cash collected for a Cash on Delivery
 * order, and why it was cancelled (on the order for the shopper, and on the cancellation in its
 * history). Orders moved before have none of them.
 */
export class OrderShipment1764800000000 implements MigrationInterface {
  name = 'OrderShipment1764800000000';

  async up(q: QueryRunner): Promise<void> {
    const ts = q.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await q.addColumns('orders', [
      new TableColumn({ name: 'courier', type: 'varchar', length: '32', isNullable: true }),
      new TableColumn({ name: 'tracking_number', type: 'varchar', length: '32', isNullable: true }),
      new TableColumn({ name: 'shipped_at', type: ts, isNullable: true }),
      new TableColumn({ name: 'delivered_at', type: ts, isNullable: true }),
      new TableColumn({ name: 'cash_collected_paise', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'cancel_reason', type: 'varchar', length: '200', isNullable: true }),
    ]);
    await q.addColumn('order_status_changes', new TableColumn({ name: 'reason', type: 'varchar', length: '200', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('order_status_changes', 'reason');
    for (const column of ['cancel_reason', 'cash_collected_paise', 'delivered_at', 'shipped_at', 'tracking_number', 'courier']) await q.dropColumn('orders', column);
  }
}
