import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * orders.delivered_at for the orders delivered before it was kept (1764800000000): the time of
 * their move to delivered in their status history (every order delivered has one: the history's
 * own migration wrote it from status_updated_at for orders moved before it), else their status
 * time (delivered is final, so the move set it last). The shopper reads 'Delivered on <date>' on
 * them too, not the estimate made at placement.
 */
export class DeliveredAtFromHistory1764810000000 implements MigrationInterface {
  name = 'DeliveredAtFromHistory1764810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE orders SET delivered_at = COALESCE(
         (SELECT MAX(h.at) FROM order_status_changes h WHERE h.order_id = orders.id AND h.to_status = 'delivered'),
         status_updated_at)
       WHERE status = 'delivered' AND delivered_at IS NULL`,
    );
  }

  async down(): Promise<void> {
    // The times it filled are the history's: nothing to take back.
  }
}
