import { type MigrationInterface, type QueryRunner, Table, TableCheck, TableIndex } from 'typeorm';

/**
 * Stock per product and size, and its movements (DECISIONS 11). The CHECK is the last guard
 * against selling a unit twice: the order's conditional update never lets it fire.
 */
export class Stock1764300000000 implements MigrationInterface {
  name = 'Stock1764300000000';

  async up(q: QueryRunner): Promise<void> {
    const ts = q.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await q.createTable(
      new Table({
        name: 'stock_levels',
        columns: [
          { name: 'product_id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'size', type: 'varchar', length: '32', isPrimary: true },
          { name: 'available', type: 'integer' },
          { name: 'updated_at', type: ts },
        ],
        checks: [new TableCheck({ name: 'CHK_stock_levels_available', expression: 'available >= 0' })],
      }),
    );
    await q.createTable(
      new Table({
        name: 'stock_movements',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'product_id', type: 'varchar', length: '64' },
          { name: 'size', type: 'varchar', length: '32' },
          { name: 'delta', type: 'integer' },
          { name: 'reason', type: 'varchar', length: '16' },
          { name: 'note', type: 'varchar', length: '200', isNullable: true },
          { name: 'actor', type: 'varchar', length: '254' },
          { name: 'order_number', type: 'varchar', length: '32', isNullable: true },
          { name: 'created_at', type: ts },
        ],
        indices: [
          // A product's movements, newest first (the admin's list; ids are time-ordered too).
          new TableIndex({ name: 'IDX_stock_movements_product', columnNames: ['product_id', 'created_at'] }),
          // What an order took, to give it back when it is cancelled.
          new TableIndex({ name: 'IDX_stock_movements_order', columnNames: ['order_number'] }),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('stock_movements');
    await q.dropTable('stock_levels');
  }
}
