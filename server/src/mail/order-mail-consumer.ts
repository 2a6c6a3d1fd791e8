import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventType, OutboxEvent } from '../events/event-types.js';
import type { DeliveryResult, EventHead, OutboxConsumer } from '../events/outbox-consumer.js';
import type { RestOrder } from '../orders/rest-order.view.js';
import { OrderMail } from './order-mail.js';

/** The order events a shopper may get mail about; OrderMail decides from the order which ones do (a move to confirmed does not). */
const MAILED: ReadonlySet<EventType> = new Set(['order.created', 'order.status_changed', 'order.cancelled', 'refund.processed']);

/**
 * The outbox's `mail` consumer (issue 59): each order event a shopper may hear of goes to one
 * target, the order's shopper, and is sent by OrderMail. A send that fails is tried again by the
 * worker with its backoff; an event OrderMail writes nothing for is done at once.
 */
@Injectable()
export class OrderMailConsumer implements OutboxConsumer {
  readonly name = 'mail';

  constructor(private readonly mail: OrderMail) {}

  targetsFor(_m: EntityManager, events: EventHead[]): Promise<string[][]> {
    return Promise.resolve(events.map((e) => (e.orderNumber && MAILED.has(e.type) ? ['shopper'] : [])));
  }

  async deliver(_target: string, event: OutboxEvent): Promise<DeliveryResult> {
    const sent = await this.mail.handle({ ...event, orderNumber: event.orderNumber!, payload: event.payload as RestOrder });
    return { ok: true, status: null, answer: sent ? `sent ${sent.messageId}` : 'no message for this event' };
  }
}
