import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import type { RestOrder } from '../orders/rest-order.view.js';
import type { Rendered } from './layout.js';
import { MailSender, type Sent } from './mail-sender.js';
import { type BackInStock, backInStock, orderCancelled, orderConfirmation, orderDelivered, orderShipped, refundProcessed, type ShopLinks } from './order-templates.js';

/**
 * An order event as the outbox hands it to its consumers (issue 59): its id, type and time, the
 * order's number and the order's read-back shape (REST's, the one integrators read).
 */
export interface OrderEvent {
  id: string;
  type: string;
  occurredAt: string | Date;
  orderNumber: string;
  payload: RestOrder;
}

/**
 * The shopper's e-mail about their order: a consumer of order events. `handle` renders and sends
 * the message an event calls for, or nothing for events shoppers get no mail about (a payment's
 * own events, a move to confirmed). It rejects when the message could not be sent, so that the
 * outbox tries the event again.
 */
@Injectable()
export class OrderMail {
  readonly links: ShopLinks;

  constructor(
    private readonly sender: MailSender,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const shop = config.mail.shopUrl;
    this.links = { orders: `${shop}/orders`, product: (id) => `${shop}/product/${encodeURIComponent(id)}` };
  }

  /** The message an event calls for, or null. */
  render(event: OrderEvent): Rendered | null {
    const order = event.payload;
    switch (event.type) {
      case 'order.created':
        return orderConfirmation(order, this.links);
      case 'order.status_changed':
        if (order.status === 'shipped') return orderShipped(order, this.links);
        if (order.status === 'delivered') return orderDelivered(order, this.links);
        return null;
      case 'order.cancelled':
        return orderCancelled(order, this.links);
      case 'refund.processed':
        return refundProcessed(order, this.links);
      default:
        return null;
    }
  }

  async handle(event: OrderEvent): Promise<Sent | null> {
    const message = this.render(event);
    if (!message) return null;
    return this.sender.send({ to: event.payload.customerInfo.email, ...message });
  }

  /** 'Notify me': the size a shopper asked about is back in stock. */
  backInStock(notice: BackInStock): Promise<Sent> {
    return this.sender.send({ to: notice.email, ...backInStock(notice, this.links) });
  }
}
