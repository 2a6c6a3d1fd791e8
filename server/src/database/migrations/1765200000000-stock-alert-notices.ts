import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * The back-in-stock mail (issue 59): a 'Notify me' request remembers the stock.restocked event
 * whose mail it was given to (`notice_event_id`, so that two restocks never mail it twice) and
 * when that mail went (`notified_at`; a request notified is no longer waiting).
 */
export class StockAlertNotices1765200000000 implements MigrationInterface {
  name = 'StockAlertNotices1765200000000';

  async up(q: QueryRunner): Promise<void> {
    const ts = q.connection.options.type === 'postgres' ? 'timestamptz' : 'datetime';
    await q.addColumn('stock_alerts', new TableColumn({ name: 'notice_event_id', type: 'varchar', length: '36', isNullable: true }));
    await q.addColumn('stock_alerts', new TableColumn({ name: 'notified_at', type: ts, isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('stock_alerts', 'notified_at');
    await q.dropColumn('stock_alerts', 'notice_event_id');
  }
}
