import 'reflect-metadata';
import { type INestApplicationContext, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Request, Response } from 'express';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Product } from '../catalogue/catalogue.js';
import type { Actor, RequestContext } from '../common/actor.js';
import { ConfigModule } from '../config/config.module.js';
import { loadConfig } from '../config/config.js';
import { DatabaseModule } from '../database/database.module.js';

/** A product of the test catalogue, with the fields the file has. */
export const product = (id: string, price: number, sizes: string[] = [], extra: Partial<Product> = {}): Product => ({
  id,
  name: `Product ${id}`,
  category: 'tees',
  model: `M-${id}`,
  color: 'Black',
  printName: 'Plain',
  price,
  sizes,
  image: `/images/products/${id}.svg`,
  description: 'A product.',
  isNew: false,
  isSale: false,
  ...extra,
});

/** What each size of a spec's catalogue starts with. */
export const SPEC_STOCK = 1000;

/** The limits on what one shopper may hold and try, raised for specs that leave many orders of one shopper unpaid. */
export const RAISED_SHOPPER_LIMITS = {
  ORDER_LIMIT_UNPAID_ONLINE_ORDERS: '1000',
  ORDER_LIMIT_UNITS_PER_SIZE: '100000',
  RATE_LIMIT_PAYMENT_ATTEMPTS_PER_SHOPPER: '100000',
};

export interface ServiceContext {
  app: INestApplicationContext;
  get<T>(type: Type<T>): T;
  close(): Promise<void>;
}

/**
 * Feature modules on a real, migrated in-memory SQLite database with a catalogue file of the
 * given products, without HTTP: for specs of the services that hold the shop's rules. `env`
 * adds to the configuration (a spec that places many orders for one shopper raises its limits).
 */
export async function serviceContext(modules: Type[], products: Product[] = [], env: Record<string, string> = {}): Promise<ServiceContext> {
  const dir = mkdtempSync(join(tmpdir(), 'squ-spec-'));
  const catalogueFile = join(dir, 'products.json');
  writeFileSync(catalogueFile, JSON.stringify(products));
  // Every size of the given products starts with plenty of stock (stock specs set their own figures).
  const stockSeedFile = join(dir, 'stock-seed.json');
  writeFileSync(stockSeedFile, JSON.stringify(Object.fromEntries(products.map((p) => [p.id, Object.fromEntries((p.sizes.length ? p.sizes : ['One Size']).map((s) => [s, SPEC_STOCK]))]))));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'sqlite::memory:',
    DATA_DIR: dir,
    CATALOGUE_FILE: catalogueFile,
    STOCK_SEED_FILE: stockSeedFile,
    JWT_SECRET: 'spec-secret-that-is-long-enough-0123456789',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    ...env,
  });

  @Module({ imports: [ConfigModule.forRoot(config), DatabaseModule, ...modules] })
  class SpecModule {}

  const app = await NestFactory.createApplicationContext(SpecModule, { logger: false });
  return {
    app,
    get: (type) => app.get(type),
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The request context of a caller (a signed-in actor, or nobody) from one address. */
export const callerContext = (actor: Actor | null, ip = '203.0.113.7'): RequestContext => ({
  actor,
  ip,
  req: { headers: {} } as Request,
  res: { setHeader: () => undefined, cookie: () => undefined, clearCookie: () => undefined } as unknown as Response,
});
