import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Exchanges for another colour (issue 58, DECISIONS 14): an exchange's line may want another
 * product of the item's style (its colour), named here beside the size wanted; null for the same
 * product (a size exchange) and on a return's line.
 */
export class ColourExchanges1765250000000 implements MigrationInterface {
  name = 'ColourExchanges1765250000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('return_lines', new TableColumn({ name: 'wanted_product_id', type: 'varchar', length: '64', isNullable: true }));
    await q.addColumn('return_lines', new TableColumn({ name: 'wanted_product_name', type: 'varchar', length: '200', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('return_lines', 'wanted_product_name');
    await q.dropColumn('return_lines', 'wanted_product_id');
  }
}
