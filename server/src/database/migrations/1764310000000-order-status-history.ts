import { randomUUID } from 'node:crypto';
import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * order_status_changes: each order's status history (placement and every move). Orders placed
 * before it get their placement, and a change to their present status when they have moved,
 * with the actor 'system' (who moved them was not kept then). Their ids are random: a migration
 * uses none of the shop's code, so it does what it did when it shipped (and the database layer
 * imports nothing above it); the history is read by time, and a move comes after its placement.
 */
export class OrderStatusHistory1764310000000 implements MigrationInterface {
  name = 'OrderStatusHistory1764310000000';

  async up(q: QueryRunner): Promise<void> {
    const ts = q.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await q.createTable(
      new Table({
        name: 'order_status_changes',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'order_id', type: 'varchar', length: '36' },
          { name: 'from_status', type: 'varchar', length: '16', isNullable: true },
          { name: 'to_status', type: 'varchar', length: '16' },
          { name: 'actor', type: 'varchar', length: '254' },
          { name: 'at', type: ts },
        ],
        indices: [new TableIndex({ name: 'IDX_order_status_changes_order', columnNames: ['order_id', 'at'] })],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['order_id'], referencedTableName: 'orders', referencedColumnNames: ['id'], onDelete: 'RESTRICT', onUpdate: 'RESTRICT' }),
        ],
      }),
    );
    // Admin listings sort and filter by placement time.
    await q.createIndex('orders', new TableIndex({ name: 'IDX_orders_created', columnNames: ['created_at'] }));

    const orders: { id: string; status: string; created_at: string | Date; status_updated_at: string | Date }[] = await q.query(
      'SELECT id, status, created_at, status_updated_at FROM orders',
    );
    const insert = (orderId: string, from: string | null, to: string, actor: string, at: string | Date) =>
      q.manager.createQueryBuilder().insert().into('order_status_changes').values({ id: randomUUID(), order_id: orderId, from_status: from, to_status: to, actor, at }).execute();
    for (const o of orders) {
      await insert(o.id, null, 'pending', 'shopper', o.created_at);
      if (o.status !== 'pending') await insert(o.id, 'pending', o.status, 'system', o.status_updated_at);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('orders', 'IDX_orders_created');
    await q.dropTable('order_status_changes');
  }
}
