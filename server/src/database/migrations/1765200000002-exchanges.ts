import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Exchanges (issue 58, DECISIONS 14): an exchange is a kind of return request. return_requests
 * gains its kind ('return' for every request before) and, once an exchange is approved, its
 * replacement order's number; return_lines the size wanted instead; orders the number of the
 * order a replacement replaces (the link both ways).
 */
export class Exchanges1765200000002 implements MigrationInterface {
  name = 'Exchanges1765200000002';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('return_requests', new TableColumn({ name: 'kind', type: 'varchar', length: '16', default: "'return'" }));
    await q.addColumn('return_requests', new TableColumn({ name: 'replacement_order_number', type: 'varchar', length: '32', isNullable: true }));
    await q.addColumn('return_lines', new TableColumn({ name: 'wanted_size', type: 'varchar', length: '32', isNullable: true }));
    await q.addColumn('orders', new TableColumn({ name: 'replacement_for', type: 'varchar', length: '32', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('orders', 'replacement_for');
    await q.dropColumn('return_lines', 'wanted_size');
    await q.dropColumn('return_requests', 'replacement_order_number');
    await q.dropColumn('return_requests', 'kind');
  }
}
