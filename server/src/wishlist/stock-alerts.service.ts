import { Injectable } from '@nestjs/common';
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

/**
 * 'Notify me' on a sold-out size (issue 60): a signed-in shopper asks once per product and size.
 * The mail that tells them it is back is the order events' (DECISIONS 16): it asks `waitingFor`.
 */
@Injectable()
export class StockAlertsService {
  constructor(
    private readonly db: DatabaseService,
    private readonly catalogue: CatalogueService,
    private readonly stock: StockService,
  ) {}

  /** The shopper's own requests, newest first. */
  async mine(ctx: RequestContext): Promise<StockAlertView[]> {
    const rows = await this.db.manager.getRepository(StockAlertEntity).find({ where: { userId: actorOf(ctx).userId }, order: { createdAt: 'DESC' } });
    return rows.map(toView);
  }

  /**
   * Asks to be told when a sold-out size is back: NOT_FOUND for a product the catalogue lacks,
   * BAD_USER_INPUT for a size it does not sell, CONFLICT when the size has units left. Asking
   * again answers the first request.
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
      await repo.createQueryBuilder().insert().values({ userId, productId, size, createdAt: new Date() }).orIgnore().execute();
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
    const rows = await this.db.manager.getRepository(StockAlertEntity).find({ where: { productId, size }, order: { createdAt: 'ASC', userId: 'ASC' } });
    return rows.map((r) => ({ userId: r.userId, createdAt: r.createdAt }));
  }
}

const toView = (r: StockAlertEntity): StockAlertView => ({ productId: r.productId, size: r.size, createdAt: r.createdAt.toISOString() });
