import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { ONE_SIZE, type Product } from '../catalogue/catalogue.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { conflict } from '../common/app-error.js';
import { timeOrderedId } from '../common/ids.js';
import { DatabaseService } from '../database/database.service.js';
import { EventsService } from '../events/events.service.js';
import { overStock } from '../pricing/pricing.service.js';
import { LOW_STOCK } from './stock-messages.js';
import { StockLevelEntity } from './stock-level.entity.js';
import { StockMovementEntity, type StockReason } from './stock-movement.entity.js';
import { binder, stored } from '../database/bind.js';
import { insertRows, insertStatement } from '../database/insert-rows.js';

/** What is left of each size of a product, in the catalogue's order of sizes. */
export interface ProductStock {
  productId: string;
  sizes: { size: string; available: number }[];
  inStock: boolean;
}

/** A line whose units an order takes: `index` is its place in the order, for the error. */
export interface StockLine {
  productId: string;
  size: string;
  quantity: number;
  name: string;
}

/** A move of one size's figure: units added (delta > 0) or taken off (delta < 0). */
export interface StockChange {
  productId: string;
  size: string;
  delta: number;
}

/** A size an order took below LOW_STOCK (it had LOW_STOCK or more before): what is left of it. */
export interface LowStock {
  productId: string;
  size: string;
  available: number;
}

/** Who changes stock when it is the shop itself: orders, cancellations, the seed. */
export const SHOP_ACTOR = 'shop';

/** The sizes a product is stocked in: its own, or 'One Size' for goods without sizes. */
export const stockedSizes = (p: Product): string[] => (p.sizes.length ? p.sizes : [ONE_SIZE]);

/** How many times a size's update is tried when units came back meanwhile (see `shiftOrLeft`). */
const SHIFT_TRIES = 5;

const keyOf = (productId: string, size: string) => `${productId}\u0000${size}`;

/**
 * Stock per product and size (DECISIONS 11): what shoppers see, and the units an order takes
 * and a cancellation gives back, inside the caller's transaction. A size without a row has
 * nothing left.
 */
@Injectable()
export class StockService {
  constructor(
    private readonly db: DatabaseService,
    private readonly catalogue: CatalogueService,
    private readonly events: EventsService,
  ) {}

  /** What is left of the given products (unknown ids left out), in the order asked. */
  async ofProducts(productIds: string[]): Promise<ProductStock[]> {
    const products = [...new Set(productIds)].map((id) => this.catalogue.product(id)).filter((p): p is Product => !!p);
    if (!products.length) return [];
    const levels = await this.db.manager.getRepository(StockLevelEntity).find({ where: { productId: In(products.map((p) => p.id)) } });
    const left = new Map(levels.map((l) => [keyOf(l.productId, l.size), l.available]));
    return products.map((p) => {
      const sizes = stockedSizes(p).map((size) => ({ size, available: left.get(keyOf(p.id, size)) ?? 0 }));
      return { productId: p.id, sizes, inStock: sizes.some((s) => s.available > 0) };
    });
  }

  /** Units left of each (product, size) asked for, as committed now; 0 for a size with no row. */
  async availableOf(lines: { productId: string; size: string }[]): Promise<(l: { productId: string; size: string }) => number> {
    const ids = [...new Set(lines.map((l) => l.productId))];
    const levels = ids.length ? await this.db.manager.getRepository(StockLevelEntity).find({ where: { productId: In(ids) } }) : [];
    const left = new Map(levels.map((l) => [keyOf(l.productId, l.size), l.available]));
    return (l) => left.get(keyOf(l.productId, l.size)) ?? 0;
  }

  /**
   * Takes each line's units for an order, in the order's transaction: all lines in one
   * conditional update (never a read then a write), so that two orders can never take the same
   * unit, on any number of instances. A line over stock refuses the whole order (CONFLICT naming
   * the line); the caller's transaction then stores nothing. Rows are locked in one order
   * (product, size) so that two orders never wait on each other (PostgreSQL). Callers run it in
   * `DatabaseService.transactionInLine`: a wait for a row other orders hold ends and is tried again.
   * Answers the sizes the order took below LOW_STOCK (for the stock.low event).
   */
  async take(m: EntityManager, orderNumber: string, lines: StockLine[], now = new Date()): Promise<LowStock[]> {
    const movements = movementRows(lines.map((l) => ({ productId: l.productId, size: l.size, delta: -l.quantity })), 'order', SHOP_ACTOR, null, orderNumber, now);
    const moved = await this.takeWhereEnough(m, lines, now, movements);
    const low = (): LowStock[] =>
      lines.flatMap((l) => {
        const left = moved.get(keyOf(l.productId, l.size));
        return left !== undefined && left < LOW_STOCK && left + l.quantity >= LOW_STOCK ? [{ productId: l.productId, size: l.size, available: left }] : [];
      });
    if (moved.size === lines.length) return low();
    // A line the update left alone: units may have come back meanwhile (see `shiftOrLeft`), else it refuses the order.
    const byKey = lines.map((line, index) => ({ line, index })).sort((a, b) => compare(a.line, b.line));
    for (const { line, index } of byKey) {
      if (moved.has(keyOf(line.productId, line.size))) continue;
      const left = await this.shiftOrLeft(m, { productId: line.productId, size: line.size, delta: -line.quantity }, now);
      if (left === null) continue;
      const message = overStock(line.name, line.size, left);
      throw conflict(message, [{ field: `items[${index}].quantity`, message }]);
    }
    return low();
  }

  /**
   * Takes every line that has enough left, in one statement with its values bound: answers the
   * (product, size) keys it took, with what is left of each. On PostgreSQL the rows are locked first, sorted as `compare`
   * sorts them (COLLATE "C": by code point), as `giveBack` and the staff's changes lock them; only
   * rows that have enough as last committed: once a size is sold out, the buyers still coming are
   * refused without queueing for its row behind each other (a rush of 200 for 10 units on two
   * instances queued so long on a loaded host that 137 of them ran out of row waits: 503s).
   * The order's movements are written by the same statement on PostgreSQL (in its WITH: no round
   * trip of their own, none while the rows are locked), before it on SQLite.
   */
  async takeWhereEnough(m: EntityManager, lines: StockLine[], now: Date, movements: readonly StockMovementEntity[]): Promise<Map<string, number>> {
    const values: unknown[] = [];
    const postgres = m.dataSource.options.type === 'postgres';
    if (!postgres) await insertRows(m, StockMovementEntity, movements);
    const moving = postgres && movements.length ? `, moved AS (${insertStatement(m, StockMovementEntity, movements, values)})` : '';
    const bind = binder(m, values);
    const wanted = lines.map((l) => `(${bind(l.productId)}, ${bind(l.size)}, CAST(${bind(l.quantity)} AS integer))`).join(', ');
    const locked = postgres
      ? `, locked AS (SELECT s.product_id, s.size FROM stock_levels s JOIN wanted w ON s.product_id = w.product_id AND s.size = w.size
           WHERE s.available >= w.quantity ORDER BY s.product_id COLLATE "C", s.size COLLATE "C" FOR UPDATE OF s)`
      : '';
    const sql = `WITH wanted (product_id, size, quantity) AS (VALUES ${wanted})${locked}${moving}
      UPDATE stock_levels SET available = stock_levels.available - wanted.quantity, updated_at = ${bind(stored(m, StockLevelEntity, 'updatedAt', now))}
      FROM wanted${postgres ? ' JOIN locked ON locked.product_id = wanted.product_id AND locked.size = wanted.size' : ''}
      WHERE stock_levels.product_id = wanted.product_id AND stock_levels.size = wanted.size AND stock_levels.available >= wanted.quantity
      RETURNING stock_levels.product_id, stock_levels.size, stock_levels.available`;
    // The caller's transaction's runner: its structured answer holds the rows on both databases.
    const result = await m.queryRunner!.query(sql, values, true);
    return new Map((result.records as { product_id: string; size: string; available: number | string }[]).map((r) => [keyOf(r.product_id, r.size), Number(r.available)]));
  }

  /** Gives back what an order took (its ORDER movements), in the transaction that cancels it (one in line, as for `take`). */
  async giveBack(m: EntityManager, orderNumber: string, now = new Date()): Promise<void> {
    const taken = await m.getRepository(StockMovementEntity).find({ where: { orderNumber, reason: 'order' } });
    if (!taken.length) return;
    const back = taken.map((t) => ({ productId: t.productId, size: t.size, delta: -t.delta })).sort(compare);
    for (const b of back) await this.shift(m, b, now);
    await this.record(m, back, 'cancel', SHOP_ACTOR, null, orderNumber, now);
    await this.announceRestocks(m, back, 'cancel', orderNumber);
  }

  /**
   * Puts units that came back to the shop on sale again (a return received, DECISIONS 14), in the
   * caller's transaction: each size's figure goes up and a RETURN movement names the order, who
   * received them and the return (`note`). The caller makes sure it happens once.
   */
  async putBack(m: EntityManager, orderNumber: string, lines: { productId: string; size: string; quantity: number }[], actor: string, note: string, now = new Date()): Promise<void> {
    const back = lines.map((l) => ({ productId: l.productId, size: l.size, delta: l.quantity })).sort(compare);
    for (const b of back) {
      if (!(await this.shift(m, b, now))) throw conflict(`${b.productId} in size ${b.size} has no stock row to put the returned units back on`);
    }
    await this.record(m, back, 'return', actor, note, orderNumber, now);
    await this.announceRestocks(m, back, 'return', orderNumber);
  }

  /**
   * Moves a size's figure by `delta` in one conditional update (never a read then a write), unless
   * that would take it below 0, or past `cap` when one is given: then nothing moves. Answers
   * whether it moved. A cancellation giving units back and staff adjusting the figure move it
   * this way, and an order a line that its one update for all lines (`takeWhereEnough`) left
   * alone; only the staff's changes are capped (units an order gives back are on the shelf
   * again, whatever the figure).
   */
  async shift(m: EntityManager, change: StockChange, now: Date, cap?: number): Promise<boolean> {
    const capped = cap === undefined ? '' : ' AND available + :delta <= :cap';
    const moved = await m
      .createQueryBuilder()
      .update(StockLevelEntity)
      .set({ available: () => 'available + :delta', updatedAt: now })
      .where(`product_id = :productId AND size = :size AND available + :delta >= 0${capped}`, { ...change, cap })
      .execute();
    return !!moved.affected;
  }

  /**
   * `shift`, tried again while what is left allows the move: units given back (a cancellation)
   * between a refused update and the read of what is left show in that read, so nobody is refused
   * while enough is left. Answers null once it moved, else what is left (for the refusal's words).
   */
  async shiftOrLeft(m: EntityManager, change: StockChange, now: Date, cap?: number): Promise<number | null> {
    for (let tries = 1; ; tries++) {
      if (await this.shift(m, change, now, cap)) return null;
      const left = (await m.getRepository(StockLevelEntity).findOneBy({ productId: change.productId, size: change.size }))?.available ?? 0;
      const after = left + change.delta;
      if (after < 0 || (cap !== undefined && after > cap) || tries >= SHIFT_TRIES) return left;
    }
  }

  /**
   * Records stock.restocked (through the outbox, in the caller's transaction) for each size that
   * `changes`, already made in that transaction, brought from none left to some: what 'Notify me'
   * waits for. Read after the changes, from rows this transaction holds (PostgreSQL: its updates
   * lock them), so what was left before is exact: what is left now less the changes.
   */
  async announceRestocks(m: EntityManager, changes: StockChange[], reason: StockReason, orderNumber: string | null): Promise<void> {
    const net = new Map<string, StockChange>();
    for (const c of changes) {
      const key = keyOf(c.productId, c.size);
      net.set(key, { ...c, delta: (net.get(key)?.delta ?? 0) + c.delta });
    }
    const added = [...net.values()].filter((c) => c.delta > 0);
    if (!added.length) return;
    const levels = await m.getRepository(StockLevelEntity).find({ where: added.map((c) => ({ productId: c.productId, size: c.size })) });
    const back = levels.filter((l) => l.available > 0 && l.available - net.get(keyOf(l.productId, l.size))!.delta <= 0);
    await this.events.record(
      m,
      back.map((l) => ({ type: 'stock.restocked', orderNumber, payload: { productId: l.productId, size: l.size, available: l.available, reason } })),
    );
  }

  /** Writes movements, many in one statement. */
  async record(
    m: EntityManager,
    changes: StockChange[],
    reason: StockReason,
    actor: string,
    note: string | null,
    orderNumber: string | null,
    now = new Date(),
    requestKey: string | null = null,
  ): Promise<void> {
    const rows = movementRows(changes, reason, actor, note, orderNumber, now, requestKey);
    for (let i = 0; i < rows.length; i += 500) await insertRows(m, StockMovementEntity, rows.slice(i, i + 500));
  }
}

function compare(a: { productId: string; size: string }, b: { productId: string; size: string }): number {
  return a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : a.size < b.size ? -1 : a.size > b.size ? 1 : 0;
}

/** The movement rows of `changes` (StockService.record writes them). */
function movementRows(changes: StockChange[], reason: StockReason, actor: string, note: string | null, orderNumber: string | null, now: Date, requestKey: string | null = null): StockMovementEntity[] {
  return changes.map((c) => ({ id: timeOrderedId(now.getTime()), ...c, reason, actor, note, orderNumber, createdAt: now, requestKey }) satisfies StockMovementEntity);
}
