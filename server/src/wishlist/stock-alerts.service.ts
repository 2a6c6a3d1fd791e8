import { Injectable } from '@nestjs/common';
import { IsNull, Not, type EntityManager } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { actorOf, type RequestContext } from '../common/actor.js';
import { badInput, conflict } from '../common/app-error.js';
import { DatabaseService } from '../database/database.service.js';
import { stockedSizes, StockService } from '../stock/stock.service.js';
import { StockAlertEntity } from './stock-alert.entity.js';
import { productNotFound } from './wishlist.service.js';

export interface StockAlertView {
  productId: string;
  size: string;
  createdAt: string;
}

/** Who waits for a size: what the back-in-stock mail needs of each. */
export interface StockAlertWaiter {
  userId: string;
  createdAt: Date;
}

/** What a back-in-stock mail to one shopper may do now (see `noticeFor`). */
export type NoticeState = 'send' | 'gone' | 'notified' | 'taken' | 'sold-out';

/**
 * 'Notify me' on a sold-out size (issue 60): a signed-in shopper asks once per product and size.
 * The one writer of stock_alerts. When stock brings the size back (a stock.restocked event), each
 * waiting request is given to that event's mail once (`claimFor`, BackInStockMail), and marked
 * notified in the transaction that records the mail delivered (`settleNotice`): at least once
 * delivery never mails a request twice, and a later restock finds it no longer waiting.
 */
@Injectable()
export class StockAlertsService {
  constructor(
    private readonly db: DatabaseService,
    private readonly catalogue: CatalogueService,
    private readonly stock: StockService,
  ) {}

  /** The shopper's own requests still waiting, newest first. */
  async mine(ctx: RequestContext): Promise<StockAlertView[]> {
    const rows = await this.db.manager.getRepository(StockAlertEntity).find({ where: { userId: actorOf(ctx).userId, notifiedAt: IsNull() }, order: { createdAt: 'DESC' } });
    return rows.map(toView);
  }

  /**
   * Asks to be told when a sold-out size is back: NOT_FOUND for a product the catalogue lacks,
   * BAD_USER_INPUT for a size it does not sell, CONFLICT when the size has units left. Asking
   * again answers the first request; asking after its mail went (the size sold out again) waits anew.
   */
  async request(ctx: RequestContext, productId: string, size: string): Promise<StockAlertView> {
    const userId = actorOf(ctx).userId;
    const product = this.catalogue.product(productId);
    if (!product) throw productNotFound(productId);
    if (!stockedSizes(product).includes(size)) throw badInput(`${product.name} does not come in size ${size}`, [{ field: 'size', message: `Choose one of ${stockedSizes(product).join(', ')}` }]);
    const [levels] = await this.stock.ofProducts([productId]);
    const left = levels?.sizes.find((s) => s.size === size)?.available ?? 0;
    if (left > 0) throw conflict(`${product.name} in size ${size} is in stock: ${left} left`);
    return this.db.transaction(async (m) => {
      const repo = m.getRepository(StockAlertEntity);
      const now = new Date();
      await repo.createQueryBuilder().insert().values({ userId, productId, size, createdAt: now, noticeEventId: null, notifiedAt: null }).orIgnore().execute();
      await repo.update({ userId, productId, size, notifiedAt: Not(IsNull()) }, { createdAt: now, noticeEventId: null, notifiedAt: null });
      return toView((await repo.findOneByOrFail({ userId, productId, size })));
    });
  }

  /** Withdraws a request; withdrawing one that is not there changes nothing. */
  async cancel(ctx: RequestContext, productId: string, size: string): Promise<boolean> {
    const userId = actorOf(ctx).userId;
    return this.db.transaction(async (m) => ((await m.getRepository(StockAlertEntity).delete({ userId, productId, size })).affected ?? 0) > 0);
  }

  /** Who waits for a product's size, the longest waiting first (for the back-in-stock mail). */
  async waitingFor(productId: string, size: string): Promise<StockAlertWaiter[]> {
    const rows = await this.db.manager.getRepository(StockAlertEntity).find({ where: { productId, size, notifiedAt: IsNull() }, order: { createdAt: 'ASC', userId: 'ASC' } });
    return rows.map((r) => ({ userId: r.userId, createdAt: r.createdAt }));
  }

  /**
   * Gives the requests waiting for a size, that no other restock's mail holds, to the mail of
   * restock `eventId`, in the caller's transaction (the outbox's hand-over); answers their
   * shoppers, the longest waiting first. One conditional update: of two restocks handed over at
   * once (two instances), the second finds them taken.
   */
  async claimFor(m: EntityManager, eventId: string, productId: string, size: string): Promise<string[]> {
    const repo = m.getRepository(StockAlertEntity);
    await repo.update({ productId, size, noticeEventId: IsNull(), notifiedAt: IsNull() }, { noticeEventId: eventId });
    const rows = await repo.find({ select: { userId: true }, where: { productId, size, noticeEventId: eventId, notifiedAt: IsNull() }, order: { createdAt: 'ASC', userId: 'ASC' } });
    return rows.map((r) => r.userId);
  }

  /**
   * Whether restock `eventId`'s mail to a shopper is still to send: 'send' while the request is
   * its and waiting and the size has units (a request let go by a failed mail is taken again);
   * else why not. A size sold out again lets the request go, for the next restock to mail.
   */
  async noticeFor(eventId: string, userId: string, productId: string, size: string): Promise<NoticeState> {
    const repo = this.db.manager.getRepository(StockAlertEntity);
    const row = await repo.findOneBy({ userId, productId, size });
    if (!row) return 'gone';
    if (row.notifiedAt) return 'notified';
    if (row.noticeEventId !== eventId) {
      if (row.noticeEventId !== null) return 'taken';
      const taken = await this.db.transaction((m) => m.getRepository(StockAlertEntity).update({ userId, productId, size, noticeEventId: IsNull(), notifiedAt: IsNull() }, { noticeEventId: eventId }));
      if (!taken.affected) return 'taken';
    }
    if (await this.inStock(productId, size)) return 'send';
    await this.db.transaction((m) => m.getRepository(StockAlertEntity).update({ userId, productId, size, noticeEventId: eventId, notifiedAt: IsNull() }, { noticeEventId: null }));
    // A restock between the two may have been handed over while this mail still held the
    // request, and passed it by: the request is taken back for this mail unless that restock's
    // mail (or another) took it once it was let go.
    if (!(await this.inStock(productId, size))) return 'sold-out';
    const back = await this.db.transaction((m) => m.getRepository(StockAlertEntity).update({ userId, productId, size, noticeEventId: IsNull(), notifiedAt: IsNull() }, { noticeEventId: eventId }));
    return back.affected ? 'send' : 'taken';
  }

  private async inStock(productId: string, size: string): Promise<boolean> {
    const [levels] = await this.stock.ofProducts([productId]);
    return (levels?.sizes.find((s) => s.size === size)?.available ?? 0) > 0;
  }

  /**
   * In the transaction that records restock `eventId`'s mail to a shopper delivered, marks the
   * request it held notified; one whose mail failed for good is let go (the next restock mails it).
   * A request the mail no longer held (withdrawn, let go) is left alone.
   */
  async settleNotice(m: EntityManager, eventId: string, userId: string, delivered: boolean, now = new Date()): Promise<void> {
    await m.getRepository(StockAlertEntity).update({ userId, noticeEventId: eventId, notifiedAt: IsNull() }, delivered ? { notifiedAt: now } : { noticeEventId: null });
  }
}

const toView = (r: StockAlertEntity): StockAlertView => ({ productId: r.productId, size: r.size, createdAt: r.createdAt.toISOString() });
