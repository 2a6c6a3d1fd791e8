import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Integrators' stock adjustments (issue 59, POST /api/v1/stock/{productId}/{size}/adjustments)
 * take an Idempotency-Key: the movement keeps it (with the API key's id), unique, so that a retry,
 * even two at once, makes the change once.
 */
export class StockMovementRequestKey1765200000001 implements MigrationInterface {
  name = 'StockMovementRequestKey1765200000001';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('stock_movements', new TableColumn({ name: 'request_key', type: 'varchar', length: '200', isNullable: true }));
    await q.createIndex('stock_movements', new TableIndex({ name: 'UQ_stock_movements_request_key', columnNames: ['request_key'], isUnique: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('stock_movements', 'UQ_stock_movements_request_key');
    await q.dropColumn('stock_movements', 'request_key');
  }
}
