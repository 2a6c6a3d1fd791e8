import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { buildCatalogue, type Catalogue, EMPTY_CATALOGUE, type Product, styleOf } from './catalogue.js';

/**
 * Holds the static catalogue file in memory, read once at start and again whenever the
 * file changes. A broken file keeps the last good catalogue (or an empty one at start).
 */
@Injectable()
export class CatalogueService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Catalogue');
  private current: Catalogue = EMPTY_CATALOGUE;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    this.load();
    watchFile(this.config.catalogueFile, { interval: 1000, persistent: false }, () => this.load());
  }

  onModuleDestroy(): void {
    unwatchFile(this.config.catalogueFile);
  }

  get catalogue(): Catalogue {
    return this.current;
  }

  product(id: string): Product | undefined {
    return this.current.byId.get(id);
  }

  /** The product's other colours: the other products of its style (catalogue.ts, styleOf), in catalogue order. */
  coloursOf(id: string): Product[] {
    const product = this.product(id);
    if (!product) return [];
    return (this.current.byStyle.get(styleOf(product)) ?? []).filter((p) => p.id !== id);
  }

  private load(): void {
    try {
      const { catalogue, rejected } = buildCatalogue(readFileSync(this.config.catalogueFile));
      if (rejected) this.logger.warn(`${rejected} entries of ${this.config.catalogueFile} are not products and were left out`);
      if (catalogue.version === this.current.version) return;
      this.current = catalogue;
      this.logger.log(`loaded ${catalogue.products.length} products (version ${catalogue.version})`);
    } catch (error) {
      this.logger.error(`cannot read the catalogue ${this.config.catalogueFile}: ${(error as Error).message}`);
    }
  }
}
