import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { timeOrderedId } from '../common/ids.js';
import { DeliveryService } from '../delivery/delivery.service.js';
import { EventsService } from '../events/events.service.js';
import { StockService } from '../stock/stock.service.js';
import { OrderItemEntity } from './order-item.entity.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { OrderEntity } from './order.entity.js';
import type { OrderFacts } from './order.view.js';
import { newOrderNumber, unshipped } from './order-rows.js';
import { NO_PAYMENT_FACTS } from './order-payments.port.js';
import { toRestOrder } from './rest-order.view.js';

/** A line of a replacement: an original order's line (its id), sent again in another size, or as another colour of its style (`product`). */
export interface ReplacementLine {
  itemId: string;
  size: string;
  quantity: number;
  product: { id: string; name: string; image: string } | null;
}

/**
 * The size an exchange wants is gone (its units were taken meanwhile): nothing of the replacement
 * is written (the caller's transaction rolls back) and the exchange becomes a refund.
 */
export class ReplacementSizeGone extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

/**
 * Replacement orders (DECISIONS 14: an exchange is a linked replacement order at no charge). The
 * orders module writes them, as it writes every order: at no charge (every figure 0, the sale
 * was made and invoiced with the original, so a zero-value replacement has no tax invoice of its
 * own), paid (nothing is owed, online or at the door), with the original's payment method,
 * contact and address, confirmed (the staff approved it), naming the original order; its units
 * are taken from stock in the caller's transaction.
 */
@Injectable()
export class ReplacementOrders {
  constructor(
    private readonly stock: StockService,
    private readonly delivery: DeliveryService,
    private readonly events: EventsService,
  ) {}

  /**
   * Writes the replacement of `lines` of the original order (`originalId`) in `m`'s transaction, `note` in its history
   * ('exchange RET-…'), and takes its units last (the rows' locks are held to the commit, as an
   * order's are). ReplacementSizeGone when a size has not enough left: the caller rolls back.
   */
  async place(m: EntityManager, originalId: string, lines: ReplacementLine[], actor: string, note: string, now: Date): Promise<OrderFacts> {
    // The original as it stands in the caller's transaction (which holds its row).
    const o = await m.getRepository(OrderEntity).findOneByOrFail({ id: originalId });
    const originals = new Map((await m.getRepository(OrderItemEntity).findBy({ orderId: o.id })).map((i) => [i.id, i]));
    const promise = this.delivery.promiseForOrder({ postalCode: o.shipPostalCode, state: o.shipState, country: o.shipCountry }, false, now);
    const order = Object.assign(new OrderEntity(), {
      ...o,
      id: timeOrderedId(now.getTime()),
      orderNumber: newOrderNumber(now),
      status: 'confirmed',
      paymentStatus: 'paid',
      transactionId: null,
      subtotalPaise: 0,
      discountPaise: 0,
      couponCode: null,
      taxPaise: 0,
      shippingPaise: 0,
      codChargePaise: 0,
      totalPaise: 0,
      ...unshipped(promise, now),
      replacementFor: o.orderNumber,
    } satisfies OrderEntity);
    const items = lines.map(({ itemId, size, quantity, product }, i) =>
      Object.assign(new OrderItemEntity(), {
        ...originals.get(itemId)!,
        ...(product && { productId: product.id, productName: product.name, productImage: product.image }),
        id: timeOrderedId(now.getTime()),
        orderId: order.id,
        lineNo: i + 1,
        size,
        quantity,
        unitPricePaise: 0,
        lineTotalPaise: 0,
        discountPaise: 0,
      } satisfies OrderItemEntity),
    );
    await m.getRepository(OrderEntity).insert(order);
    await m.getRepository(OrderItemEntity).insert(items);
    await m.getRepository(OrderStatusChangeEntity).insert(
      Object.assign(new OrderStatusChangeEntity(), { id: timeOrderedId(now.getTime()), orderId: order.id, fromStatus: null, toStatus: 'confirmed', actor, at: now, reason: `Replacement for ${o.orderNumber}, ${note}: nothing to pay`.slice(0, 200) }),
    );
    try {
      await this.stock.take(m, order.orderNumber, items.map((i) => ({ productId: i.productId, size: i.size, quantity: i.quantity, name: i.productName })), now);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') throw new ReplacementSizeGone(error.message);
      throw error;
    }
    const payload = toRestOrder({ order, items, payments: NO_PAYMENT_FACTS, invoice: null });
    await this.events.record(m, [{ type: 'order.created', orderNumber: order.orderNumber, payload }]);
    return order;
  }
}
