import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { conflict } from '../common/app-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { OrderItemEntity } from './order-item.entity.js';
import type { PaymentMethod } from './payment-methods.js';
import { OrderEntity } from './order.entity.js';

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
    if (method !== 'cod') {
      const unpaid = await m
        .getRepository(OrderEntity)
        .createQueryBuilder('o')
        .select('o.orderNumber', 'orderNumber')
        .where("o.userId = :userId AND o.status <> 'cancelled' AND o.paymentMethod <> 'cod' AND o.paymentStatus IN ('pending', 'failed')", { userId })
        .andWhere('o.id <> :placing', { placing: placing ?? '' })
        .orderBy('o.createdAt', 'ASC')
        // Whether the limit is reached, and the orders to name: never every unpaid order a shopper has.
        .limit(limits.unpaidOnlineOrders)
        .getRawMany<{ orderNumber: string }>();
      if (unpaid.length >= limits.unpaidOnlineOrders) {
        const numbers = unpaid.map((o) => o.orderNumber).join(', ');
        throw conflict(`You have ${unpaid.length} online orders waiting for payment (${numbers}): please pay or cancel one of them before placing another`);
      }
    }
    const held = await m
      .getRepository(OrderItemEntity)
      .createQueryBuilder('i')
      .innerJoin(OrderEntity, 'o', 'o.id = i.orderId')
      .select('i.productId', 'productId')
      .addSelect('i.size', 'size')
      .addSelect('SUM(i.quantity)', 'held')
      .where("o.userId = :userId AND o.status IN ('pending', 'confirmed') AND i.productId IN (:...ids)", { userId, ids: [...new Set(lines.map((l) => l.productId))] })
      .andWhere('o.id <> :placing', { placing: placing ?? '' })
      .groupBy('i.productId')
      .addGroupBy('i.size')
      .getRawMany<{ productId: string; size: string; held: string | number }>();
    const heldOf = new Map(held.map((h) => [`${h.productId}|${h.size}`, Number(h.held)]));
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
}
