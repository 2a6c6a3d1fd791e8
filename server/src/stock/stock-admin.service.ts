import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Product } from '../catalogue/catalogue.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import type { RequestContext } from '../common/actor.js';
import { AppError, badInput, conflict, type FieldError, notFound } from '../common/app-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { isUniqueViolation } from '../database/errors.js';
import { UsersService } from '../users/users.service.js';
import { LOW_STOCK, MAX_STOCK, notEnough, overCap } from './stock-messages.js';
import { StockLevelEntity } from './stock-level.entity.js';
import { StockMovementEntity, type StockReason } from './stock-movement.entity.js';
import { type StockChange, StockService, stockedSizes } from './stock.service.js';

/** A level as the staff see it. */
export interface StockLevelRow {
  productId: string;
  productName: string;
  size: string;
  available: number;
  updatedAt: Date;
}

export interface StockFilter {
  search?: string | null;
  lowOnly?: boolean | null;
  productId?: string | null;
}

/** A figure to set: one line of an import, or setStock. `line` names a CSV line in errors. */
export interface StockFigure {
  productId: string;
  size: string;
  quantity: number;
  line?: number;
}

/** Sizes the catalogue gained since the last start have no row yet: nothing left, never changed. */
const NEVER = new Date(0);

/**
 * The staff's side of stock (DECISIONS 19): levels and movements, a figure set after a stock
 * take, a change with its reason, a whole import. Admins only (@AdminOnly on the API, and the
 * operator's command); each change is a movement naming who made it (the admin's email, or
 * 'cli'). A change waits its turn for a size that orders are taking at that moment
 * (DatabaseService.transactionInLine).
 */
@Injectable()
export class StockAdminService {
  constructor(
    private readonly db: DatabaseService,
    private readonly catalogue: CatalogueService,
    private readonly stock: StockService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Levels of the catalogue's products and sizes, by product id then size order, paged. */
  async levels(filter: StockFilter | null | undefined, page: number, pageSize: number) {
    const search = filter?.search?.trim().toLowerCase() ?? '';
    const products = this.catalogue.catalogue.products
      .filter((p) => !filter?.productId || p.id === filter.productId)
      .filter((p) => !search || p.id.toLowerCase().includes(search) || p.name.toLowerCase().includes(search))
      .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
    const stored = await this.db.manager.getRepository(StockLevelEntity).find();
    const byKey = new Map(stored.map((l) => [`${l.productId}\u0000${l.size}`, l]));
    const rows: StockLevelRow[] = products.flatMap((p) =>
      stockedSizes(p).map((size) => {
        const level = byKey.get(`${p.id}\u0000${size}`);
        return { productId: p.id, productName: p.name, size, available: level?.available ?? 0, updatedAt: level?.updatedAt ?? NEVER };
      }),
    );
    const matching = filter?.lowOnly ? rows.filter((r) => r.available < LOW_STOCK) : rows;
    return { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize };
  }

  /** A product's movements (of one size, when given), newest first. */
  async movements(productId: string, size: string | null | undefined, limit: number): Promise<StockMovementEntity[]> {
    if (!this.catalogue.product(productId)) throw notFound(`Unknown product ${productId}`);
    return this.db.manager.getRepository(StockMovementEntity).find({
      where: size ? { productId, size } : { productId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /** Sets a size's figure; the difference is kept as an ADJUSTMENT movement with the note. */
  async set(ctx: RequestContext, figure: StockFigure, note: string | null | undefined): Promise<StockLevelRow> {
    const actor = await this.users.adminName(ctx);
    const product = this.productOf(figure);
    assertFigure(figure.quantity);
    return this.db.transactionInLine((m) => this.setIn(m, product, figure, 'adjustment', actor, noteOf(note)));
  }

  /**
   * Sets many figures at once (the CLI's import), all or nothing: every figure is checked
   * first, and errors name the figure's line. Kept as INITIAL movements.
   */
  async importFigures(ctx: RequestContext, figures: StockFigure[], note: string): Promise<number> {
    const actor = await this.users.adminName(ctx);
    const errors: FieldError[] = [];
    const seen = new Set<string>();
    const checked = figures.map((f) => {
      const where = `line ${f.line ?? '?'}`;
      try {
        const product = this.productOf(f);
        assertFigure(f.quantity);
        const key = `${f.productId}\u0000${f.size}`;
        if (seen.has(key)) throw badInput(`${f.productId} size ${f.size} is already on an earlier line`);
        seen.add(key);
        return { product, figure: f };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        errors.push({ field: where, message: error.message });
        return null;
      }
    });
    if (errors.length) throw badInput(`${errors[0].field}: ${errors[0].message}`, errors);
    if (!checked.length) throw badInput('The import holds no figures');
    await this.db.transactionInLine(async (m) => {
      for (const c of checked) await this.setIn(m, c!.product, c!.figure, 'initial', actor, note);
    });
    return checked.length;
  }

  /**
   * Adds units to a size or takes them off, with the reason; never below 0 nor past MAX_STOCK
   * (CONFLICT naming what is on hand, nothing written). Both bounds are the update's own
   * condition, so two changes at once cannot pass them together.
   */
  async adjust(ctx: RequestContext, change: StockChange & { reason: StockReason }, note: string | null | undefined): Promise<StockLevelRow> {
    return this.adjustAs(await this.users.adminName(ctx), change, note);
  }

  /**
   * `adjust` for a caller named otherwise (an integrator's API key). With `requestKey` (the API
   * key's id and its Idempotency-Key), a retry answers the size as it stands without changing it
   * again, even two at once (the movement keeps the key, unique); the key used for another change
   * is refused (CONFLICT).
   */
  async adjustAs(actor: string, change: StockChange & { reason: StockReason }, note: string | null | undefined, requestKey: string | null = null): Promise<StockLevelRow & { replayed: boolean }> {
    const product = this.productOf(change);
    if (!['adjustment', 'return'].includes(change.reason)) throw badInput('Reason must be ADJUSTMENT or RETURN: orders, cancellations and the seed make the others');
    if (!Number.isInteger(change.delta) || change.delta === 0 || Math.abs(change.delta) > MAX_STOCK) {
      throw badInput(`Delta must be a whole number from -${MAX_STOCK} to ${MAX_STOCK}, not 0`);
    }
    const replay = async () => {
      const done = requestKey ? await this.db.manager.getRepository(StockMovementEntity).findOneBy({ requestKey }) : null;
      if (!done) return null;
      if (done.productId !== change.productId || done.size !== change.size || done.delta !== change.delta || done.reason !== change.reason) {
        throw conflict('This Idempotency-Key was already used for a different adjustment');
      }
      return { ...(await this.rowOf(this.db.manager, product, change.size)), replayed: true };
    };
    const replayed = await replay();
    if (replayed) return replayed;
    try {
      return { ...(await this.adjustIn(actor, product, change, note, requestKey)), replayed: false };
    } catch (error) {
      // A retry with the same key made the change meanwhile: answer it.
      if (requestKey && isUniqueViolation(error)) return (await replay())!;
      throw error;
    }
  }

  private async adjustIn(actor: string, product: Product, change: StockChange & { reason: StockReason }, note: string | null | undefined, requestKey: string | null): Promise<StockLevelRow> {
    return this.db.transactionInLine(async (m) => {
      const now = new Date();
      await ensureRow(m, change.productId, change.size, now);
      const left = await this.stock.shiftOrLeft(m, change, now, MAX_STOCK);
      if (left !== null) {
        const message = change.delta > 0 ? overCap(product.name, change.size, left, change.delta) : notEnough(product.name, change.size, left, -change.delta);
        throw conflict(message, [{ field: 'delta', message }]);
      }
      const moved = [{ productId: change.productId, size: change.size, delta: change.delta }];
      await this.stock.record(m, moved, change.reason, actor, noteOf(note), null, now, requestKey);
      await this.stock.announceRestocks(m, moved, change.reason, null);
      return this.rowOf(m, product, change.size);
    });
  }

  private async setIn(m: EntityManager, product: Product, f: StockFigure, reason: StockReason, actor: string, note: string | null): Promise<StockLevelRow> {
    const now = new Date();
    await ensureRow(m, f.productId, f.size, now);
    // PostgreSQL: the row stays locked until commit, so the difference recorded is exact.
    const query = m.getRepository(StockLevelEntity).createQueryBuilder('l').where('l.product_id = :productId AND l.size = :size', f);
    const before = await (this.config.database.type === 'postgres' ? query.setLock('pessimistic_write') : query).getOneOrFail();
    if (before.available !== f.quantity) {
      await m.getRepository(StockLevelEntity).update({ productId: f.productId, size: f.size }, { available: f.quantity, updatedAt: now });
      const moved = [{ productId: f.productId, size: f.size, delta: f.quantity - before.available }];
      await this.stock.record(m, moved, reason, actor, note, null, now);
      await this.stock.announceRestocks(m, moved, reason, null);
    }
    return this.rowOf(m, product, f.size);
  }

  private async rowOf(m: EntityManager, product: Product, size: string): Promise<StockLevelRow> {
    const level = await m.getRepository(StockLevelEntity).findOneByOrFail({ productId: product.id, size });
    return { productId: product.id, productName: product.name, size, available: level.available, updatedAt: level.updatedAt };
  }

  /** The product of a figure, when the catalogue has it in that size (BAD_USER_INPUT otherwise). */
  private productOf(f: { productId: string; size: string }): Product {
    const product = this.catalogue.product(f.productId);
    if (!product) throw badInput(`Unknown product ${f.productId}`, [{ field: 'productId', message: `Unknown product ${f.productId}` }]);
    if (!stockedSizes(product).includes(f.size)) {
      const message = `Size ${f.size} is not available for ${product.name}`;
      throw badInput(message, [{ field: 'size', message }]);
    }
    return product;
  }
}

/** The CLI and the import come without the DTO's rules: the service checks the figure itself. */
function assertFigure(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_STOCK) {
    const message = `Quantity must be a whole number from 0 to ${MAX_STOCK}`;
    throw badInput(message, [{ field: 'quantity', message }]);
  }
}

const noteOf = (note: string | null | undefined): string | null => {
  if (note && note.length > 200) throw badInput('Note must be at most 200 characters', [{ field: 'note', message: 'Note must be at most 200 characters' }]);
  return note?.trim() || null;
};

/** A size the catalogue has but the table does not yet: a row at 0 to change. */
async function ensureRow(m: EntityManager, productId: string, size: string, now: Date): Promise<void> {
  await m.createQueryBuilder().insert().into(StockLevelEntity).values({ productId, size, available: 0, updatedAt: now }).orIgnore().execute();
}
