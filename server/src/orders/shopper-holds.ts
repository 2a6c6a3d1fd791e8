import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { conflict } from '../common/app-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import type { PaymentMethod } from './payment-methods.js';
import { binder } from '../database/bind.js';

/** A line of an order about to be placed. */
export interface HeldLine {
  productId: string;
  size: string;
  quantity: number;
  name: string;
}

/**
 * What one shopper may hold at once (issue 55): an order not shipped yet keeps its units off
 * sale, and an unpaid online order keeps them until it is paid, cancelled, or cancelled by the
 * shop after its deadline. Without a bound, a few open orders empty a size.
 */
@Injectable()
export class ShopperHolds {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Refuses (409) an order that would take its shopper over a limit. In the order's write
   * transaction the caller has locked the shopper's row (UsersService.lockForUpdate) after
   * writing the order (`placing`, left out of the count), so two orders of one shopper, on any
   * instances, are counted one after the other and cannot both pass on the same count. Outside
   * one it refuses early, before a provider order is made for an order that would be refused
   * anyway.
   */
  async assertRoom(m: EntityManager, userId: string, lines: HeldLine[], method: PaymentMethod, placing: string | null = null): Promise<void> {
    const limits = this.config.orderLimits;
    const rows = await this.read(m, userId, [...new Set(lines.map((l) => l.productId))], method !== 'cod', placing);
    const unpaid = rows.filter((r) => r.kind === 'unpaid').map((r) => r.ref);
    if (unpaid.length >= limits.unpaidOnlineOrders) {
      throw conflict(`You have ${unpaid.length} online orders waiting for payment (${unpaid.join(', ')}): please pay or cancel one of them before placing another`);
    }
    const heldOf = new Map(rows.filter((r) => r.kind === 'held').map((r) => [`${r.ref}|${r.size}`, Number(r.held)]));
    const errors = lines.flatMap((l, i) => {
      const already = heldOf.get(`${l.productId}|${l.size}`) ?? 0;
      if (already + l.quantity <= limits.unitsPerSize) return [];
      const room = Math.max(0, limits.unitsPerSize - already);
      const message =
        `You already hold ${already} of ${l.name} in size ${l.size} in orders not shipped yet, and a shopper may hold at most ${limits.unitsPerSize} of a size: ` +
        (room ? `you can order ${room} more` : 'you can order more once one of those orders ships or is cancelled');
      return [{ field: `items[${i}].quantity`, message }];
    });
    if (errors.length) throw conflict(errors[0].message, errors);
  }

  /**
   * Both counts in one statement with its values bound (no query builder: this runs twice for
   * each online order): the units of the ordered products the shopper holds per size ('held'
   * rows), and for an online order their unpaid online orders, oldest first, no more than the
   * limit ('unpaid' rows, whose `ref` is the order number). The order being placed is left out.
   */
  private async read(m: EntityManager, userId: string, productIds: string[], online: boolean, placing: string | null): Promise<HoldRow[]> {
    const values: unknown[] = [];
    const bind = binder(m, values);
    const unpaid = online
      ? `SELECT * FROM (SELECT 'unpaid' AS kind, o.order_number AS ref, NULL AS size, 0 AS held, o.created_at AS at FROM orders o
           WHERE o.user_id = ${bind(userId)} AND o.id <> ${bind(placing ?? '')} AND o.status <> 'cancelled' AND o.payment_method <> 'cod'
             AND o.payment_status IN ('pending', 'failed')
           ORDER BY o.created_at LIMIT ${bind(this.config.orderLimits.unpaidOnlineOrders)}) unpaid
         UNION ALL `
      : '';
    const sql = `${unpaid}SELECT 'held' AS kind, i.product_id AS ref, i.size AS size, SUM(i.quantity) AS held, NULL AS at
      FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE o.user_id = ${bind(userId)} AND o.id <> ${bind(placing ?? '')} AND o.status IN ('pending', 'confirmed')
        AND i.product_id IN (${productIds.map(bind).join(', ')})
      GROUP BY i.product_id, i.size
      ORDER BY 1 DESC, 5`;
    return m.query(sql, values);
  }
}

interface HoldRow {
  kind: 'unpaid' | 'held';
  ref: string;
  size: string | null;
  held: string | number;
}
