import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import type { EntityManager } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { StockLevelEntity } from './stock-level.entity.js';
import { SHOP_ACTOR, StockService, stockedSizes } from './stock.service.js';

/** The seed file: units per size per product id (scripts/catalogue/lib/build-stock-seed.mjs). */
type StockSeed = Record<string, Record<string, number>>;

/**
 * On a shop's first start (no stock at all) every product and size of the catalogue gets its
 * figure from the seed file, each with an INITIAL movement. On every later start, sizes the
 * catalogue has gained get a level of 0: they are sold out until the staff stock them.
 * Instances starting together on one PostgreSQL schema take turns (an advisory lock held by
 * the transaction), so the seed is applied once.
 */
@Injectable()
export class StockSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Stock');

  constructor(
    private readonly db: DatabaseService,
    private readonly catalogue: CatalogueService,
    private readonly stock: StockService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const products = this.catalogue.catalogue.products;
    if (!products.length) return;
    // An instance starting while another seeds waits for it: seeding a new shop writes a row and
    // a movement for every size.
    const seeded = await this.db.inTurn('stock-seed', async (m) => {
      const now = new Date();
      // The sizes that have a level; on a later start usually all of them, and nothing is written.
      const stocked = new Set((await m.getRepository(StockLevelEntity).find({ select: { productId: true, size: true } })).map((l) => `${l.productId}\u0000${l.size}`));
      const empty = stocked.size === 0;
      const seed = empty ? this.readSeed() : {};
      const levels = products.flatMap((p) =>
        stockedSizes(p)
          .filter((size) => !stocked.has(`${p.id}\u0000${size}`))
          .map((size) => ({ productId: p.id, size, available: empty ? unitsOf(seed[p.id]?.[size]) : 0, updatedAt: now })),
      );
      await insertMissing(m, levels);
      if (empty) await this.stock.record(m, levels.map((l) => ({ productId: l.productId, size: l.size, delta: l.available })), 'initial', SHOP_ACTOR, 'seed', null, now);
      return empty ? levels.length : 0;
    });
    if (seeded) this.logger.log(`stocked ${seeded} sizes from ${this.config.stockSeedFile}`);
  }

  private readSeed(): StockSeed {
    const file = this.config.stockSeedFile;
    if (!existsSync(file)) {
      this.logger.warn(`no stock seed file at ${file}: every size starts at 0`);
      return {};
    }
    return JSON.parse(readFileSync(file, 'utf8')) as StockSeed;
  }
}

const unitsOf = (n: unknown): number => (Number.isInteger(n) && (n as number) >= 0 ? (n as number) : 0);

/** Inserts the levels that have no row yet; existing ones are left as they are. */
async function insertMissing(m: EntityManager, levels: StockLevelEntity[]): Promise<void> {
  for (let i = 0; i < levels.length; i += 500) {
    await m.createQueryBuilder().insert().into(StockLevelEntity).values(levels.slice(i, i + 500)).orIgnore().execute();
  }
}
