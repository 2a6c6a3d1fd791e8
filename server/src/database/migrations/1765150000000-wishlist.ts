import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * The wishlist (DECISIONS 18): wishlist_items, the products a signed-in shopper keeps (a product
 * once); and stock_alerts, the sold-out sizes a shopper asked to hear about ('Notify me'). Both
 * go with their account (ON DELETE CASCADE): they are the shopper's, not records the shop keeps.
 */
export class Wishlist1765150000000 implements MigrationInterface {
  name = 'Wishlist1765150000000';

  async up(q: QueryRunner): Promise<void> {
    const ts = q.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    const owner = new TableForeignKey({ columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' });
    await q.createTable(
      new Table({
        name: 'wishlist_items',
        columns: [
          { name: 'user_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'product_id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'added_at', type: ts },
        ],
        foreignKeys: [owner],
      }),
    );
    await q.createTable(
      new Table({
        name: 'stock_alerts',
        columns: [
          { name: 'user_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'product_id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'size', type: 'varchar', length: '32', isPrimary: true },
          { name: 'created_at', type: ts },
        ],
        foreignKeys: [new TableForeignKey({ columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' })],
        // Who waits for a product's size, for the mail that says it is back.
        indices: [new TableIndex({ name: 'IDX_stock_alerts_product_size', columnNames: ['product_id', 'size'] })],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('stock_alerts');
    await q.dropTable('wishlist_items');
  }
}
