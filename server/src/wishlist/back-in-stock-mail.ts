import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import type { OutboxEvent } from '../events/event-types.js';
import { EventsService } from '../events/events.service.js';
import type { DeliveryResult, EventHead, OutboxConsumer } from '../events/outbox-consumer.js';
import { OrderMail } from '../mail/order-mail.js';
import { UsersService } from '../users/users.service.js';
import { StockAlertsService } from './stock-alerts.service.js';

/** What stock.restocked says (StockService.announceRestocks). */
interface Restocked {
  productId: string;
  size: string;
}

/** Why a mail was not sent, as the delivery's log says it. */
const NOT_SENT = { gone: 'the request was withdrawn', notified: 'the shopper was told already', taken: "another restock's mail holds the request", 'sold-out': 'sold out again before the mail went: the request waits for the next restock' } as const;

/**
 * The outbox's `alert` consumer (issue 59): the 'back in stock' mail of 'Notify me'. Each
 * stock.restocked event goes to one target per request waiting for its size (`alert:<userId>`),
 * each request given to one restock only (StockAlertsService.claimFor, in the hand-over's
 * transaction); the mail is sent, and the request marked notified in the transaction that records
 * the delivery (`settled`). A kill between the two sends that one mail again, nothing more.
 */
@Injectable()
export class BackInStockMail implements OutboxConsumer {
  readonly name = 'alert';

  constructor(
    private readonly alerts: StockAlertsService,
    private readonly events: EventsService,
    private readonly mail: OrderMail,
    private readonly users: UsersService,
    private readonly catalogue: CatalogueService,
  ) {}

  async targetsFor(m: EntityManager, events: EventHead[]): Promise<string[][]> {
    const restocks = events.filter((e) => e.type === 'stock.restocked');
    const payloads = await this.events.payloadsOf(m, restocks.map((e) => e.id));
    const targets: string[][] = [];
    for (const e of events) {
      const what = payloads.get(e.id) as Restocked | undefined;
      targets.push(e.type === 'stock.restocked' && what ? await this.alerts.claimFor(m, e.id, what.productId, what.size) : []);
    }
    return targets;
  }

  async deliver(userId: string, event: OutboxEvent): Promise<DeliveryResult> {
    const { productId, size } = event.payload as Restocked;
    const state = await this.alerts.noticeFor(event.id, userId, productId, size);
    if (state !== 'send') return { ok: true, status: null, answer: `not sent: ${NOT_SENT[state]}` };
    const [shopper, product] = [await this.users.contactOf(userId), this.catalogue.product(productId)];
    if (!shopper || !product) return { ok: true, status: null, answer: 'not sent: the account or the product is gone' };
    const sent = await this.mail.backInStock({ email: shopper.email, firstName: shopper.firstName, productId, productName: product.name, size });
    return { ok: true, status: null, answer: `sent ${sent.messageId}` };
  }

  settled(m: EntityManager, userId: string, event: EventHead, status: 'delivered' | 'failed'): Promise<void> {
    return this.alerts.settleNotice(m, event.id, userId, status === 'delivered');
  }
}
