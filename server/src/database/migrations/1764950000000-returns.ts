import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Returns (issue 58, DECISIONS 14): a shopper's return of lines of a delivered order, its lines,
 * and its moves. The returns module's own tables; orders, stock and payments keep theirs.
 */
export class Returns1764950000000 implements MigrationInterface {
  name = 'Returns1764950000000';

  async up(q: QueryRunner): Promise<void> {
    const ts = q.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    const id = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
    await q.createTable(
      new Table({
        name: 'return_requests',
        columns: [
          id,
          { name: 'return_number', type: 'varchar', length: '32' },
          { name: 'order_id', type: 'varchar', length: '36' },
          { name: 'order_number', type: 'varchar', length: '32' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'reason', type: 'varchar', length: '20' },
          { name: 'comment', type: 'varchar', length: '500', isNullable: true },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'reject_reason', type: 'varchar', length: '200', isNullable: true },
          { name: 'refund_paise', type: 'integer' },
          { name: 'refund_method', type: 'varchar', length: '16' },
          { name: 'payout_masked', type: 'varchar', length: '80', isNullable: true },
          { name: 'payout_sealed', type: 'varchar', length: '1000', isNullable: true },
          { name: 'refund_reference', type: 'varchar', length: '64', isNullable: true },
          { name: 'created_at', type: ts },
          { name: 'updated_at', type: ts },
        ],
        indices: [
          new TableIndex({ name: 'UQ_return_requests_number', columnNames: ['return_number'], isUnique: true }),
          new TableIndex({ name: 'IDX_return_requests_order', columnNames: ['order_id', 'created_at'] }),
          new TableIndex({ name: 'IDX_return_requests_status', columnNames: ['status', 'created_at'] }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'return_lines',
        columns: [
          id,
          { name: 'request_id', type: 'varchar', length: '36' },
          { name: 'order_id', type: 'varchar', length: '36' },
          { name: 'order_item_id', type: 'varchar', length: '36' },
          { name: 'product_id', type: 'varchar', length: '64' },
          { name: 'product_name', type: 'varchar', length: '200' },
          { name: 'size', type: 'varchar', length: '32' },
          { name: 'quantity', type: 'integer' },
          { name: 'unit_price_paise', type: 'integer' },
        ],
        indices: [
          new TableIndex({ name: 'IDX_return_lines_request', columnNames: ['request_id'] }),
          new TableIndex({ name: 'IDX_return_lines_order', columnNames: ['order_id'] }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'return_moves',
        columns: [
          id,
          { name: 'request_id', type: 'varchar', length: '36' },
          { name: 'from_status', type: 'varchar', length: '16', isNullable: true },
          { name: 'to_status', type: 'varchar', length: '16' },
          { name: 'actor', type: 'varchar', length: '254' },
          { name: 'note', type: 'varchar', length: '200', isNullable: true },
          { name: 'at', type: ts },
        ],
        indices: [new TableIndex({ name: 'IDX_return_moves_request', columnNames: ['request_id', 'at'] })],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('return_moves');
    await q.dropTable('return_lines');
    await q.dropTable('return_requests');
  }
}
