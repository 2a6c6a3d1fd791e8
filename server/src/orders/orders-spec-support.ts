import type { DatabaseService } from '../database/database.service.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { OrderEntity } from './order.entity.js';

/**
 * What other modules' specs do to orders that no service does, so that they never reach for
 * orders' entities themselves: a payment deadline moved into the past, and an order's history.
 */

/** Moves the payment deadline of the orders `where` names (one order, or all of a shopper's). */
export const setPayBy = async (db: DatabaseService, where: { id: string } | { userId: string }, payBy: Date): Promise<void> =>
  void (await db.manager.getRepository(OrderEntity).update(where, { payBy }));

/** An order's status history, oldest first, as 'from->to by actor', and '(reason)' when one was given. */
export const historyOf = async (db: DatabaseService, orderId: string): Promise<string[]> =>
  (await db.manager.getRepository(OrderStatusChangeEntity).find({ where: { orderId }, order: { at: 'ASC' } })).map(
    (h) => `${h.fromStatus}->${h.toStatus} by ${h.actor}${h.reason === null ? '' : ` (${h.reason})`}`,
  );
