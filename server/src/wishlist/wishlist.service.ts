import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { actorOf, type RequestContext } from '../common/actor.js';
import { conflict, notFound } from '../common/app-error.js';
import { DatabaseService } from '../database/database.service.js';
import { UsersService } from '../users/users.service.js';
import { WishlistItemEntity } from './wishlist-item.entity.js';

/** The most products one wishlist keeps (a merge past it keeps the newest it can). */
export const MAX_WISHLIST_ITEMS = 200;

export interface WishlistItemView {
  productId: string;
  addedAt: string;
}

export interface WishlistView {
  /** Newest first; products the catalogue no longer has are left out. */
  items: WishlistItemView[];
}

export const productNotFound = (id: string) => notFound(`Product ${id} not found`);

/**
 * A signed-in shopper's wishlist (DECISIONS 18): products (not sizes; the size is chosen when
 * one moves to the cart), each once. Visitors keep theirs in the browser and hand it over at
 * sign-in (`merge`). Adding what is there already, or removing what is not, changes nothing.
 */
@Injectable()
export class WishlistService {
  constructor(
    private readonly db: DatabaseService,
    private readonly catalogue: CatalogueService,
    private readonly users: UsersService,
  ) {}

  async list(ctx: RequestContext): Promise<WishlistView> {
    return this.read(this.db.manager, actorOf(ctx).userId);
  }

  /** Adds a product of the catalogue (NOT_FOUND for any other); CONFLICT once the wishlist is full. */
  async add(ctx: RequestContext, productId: string): Promise<WishlistView> {
    const userId = actorOf(ctx).userId;
    if (!this.catalogue.product(productId)) throw productNotFound(productId);
    return this.db.transaction(async (m) => {
      await this.users.lockForUpdate(m, userId);
      const repo = m.getRepository(WishlistItemEntity);
      if (!(await repo.existsBy({ userId, productId }))) {
        if ((await repo.countBy({ userId })) >= MAX_WISHLIST_ITEMS) throw conflict(`Your wishlist holds ${MAX_WISHLIST_ITEMS} products, the most it can: remove one to add another`);
        await this.insert(m, [{ userId, productId, addedAt: new Date() }]);
      }
      return this.read(m, userId);
    });
  }

  async remove(ctx: RequestContext, productId: string): Promise<WishlistView> {
    const userId = actorOf(ctx).userId;
    return this.db.transaction(async (m) => {
      await m.getRepository(WishlistItemEntity).delete({ userId, productId });
      return this.read(m, userId);
    });
  }

  /**
   * Joins the browser's list (oldest first, as the browser keeps it) to the stored one: products
   * already there keep their place, the others are added, newest last, as far as the wishlist has
   * room. Ids the catalogue does not have (any more) are passed over: a list kept in a browser
   * for months may name them.
   */
  async merge(ctx: RequestContext, productIds: string[]): Promise<WishlistView> {
    const userId = actorOf(ctx).userId;
    const known = [...new Set(productIds)].filter((id) => this.catalogue.product(id));
    return this.db.transaction(async (m) => {
      await this.users.lockForUpdate(m, userId);
      const repo = m.getRepository(WishlistItemEntity);
      const stored = new Set((await repo.find({ select: { productId: true }, where: { userId } })).map((r) => r.productId));
      const room = Math.max(0, MAX_WISHLIST_ITEMS - stored.size);
      const missing = known.filter((id) => !stored.has(id));
      const fresh = missing.slice(Math.max(0, missing.length - room));
      const now = Date.now();
      // One millisecond apart, so that the browser's order survives as the order of adding.
      if (fresh.length) await this.insert(m, fresh.map((productId, i) => ({ userId, productId, addedAt: new Date(now - (fresh.length - 1 - i)) })));
      return this.read(m, userId);
    });
  }

  private async insert(m: EntityManager, rows: WishlistItemEntity[]): Promise<void> {
    // A second tab adding the same product at the same moment: the first row stands.
    await m.getRepository(WishlistItemEntity).createQueryBuilder().insert().values(rows).orIgnore().execute();
  }

  private async read(m: EntityManager, userId: string): Promise<WishlistView> {
    const rows = await m.getRepository(WishlistItemEntity).find({ where: { userId }, order: { addedAt: 'DESC', productId: 'ASC' } });
    return { items: rows.filter((r) => this.catalogue.product(r.productId)).map((r) => ({ productId: r.productId, addedAt: r.addedAt.toISOString() })) };
  }
}
