#!/usr/bin/env node
// Writes client/public/products.json (or <--out DIR>/products.json) and the stock every
// product's size starts with, server/seed/stock-seed.json (or <--out DIR>/stock-seed.json).
// Deterministic: seeded PRNG, no Math.random, no clock. Usage:
//   node scripts/catalogue/generate-catalogue.mjs [--out DIR] [--seed STRING]
import path from 'node:path';
import { buildCatalogue, DEFAULT_SEED } from './lib/build-catalogue.mjs';
import { buildStockSeed } from './lib/build-stock-seed.mjs';
import { parseArgs, REPO_ROOT, writeFile } from './lib/cli.mjs';

const args = parseArgs();
const outDir = path.resolve(typeof args.out === 'string' ? args.out : path.join(REPO_ROOT, 'client/public'));
const seed = typeof args.seed === 'string' ? args.seed : DEFAULT_SEED;

const products = buildCatalogue(seed);
const file = path.join(outDir, 'products.json');
writeFile(file, JSON.stringify(products, null, 2) + '\n');
const stockFile = typeof args.out === 'string' ? path.join(outDir, 'stock-seed.json') : path.join(REPO_ROOT, 'server/seed/stock-seed.json');
writeFile(stockFile, JSON.stringify(buildStockSeed(products), null, 2) + '\n');

const cats = new Set(products.map((p) => p.category));
if (!args.quiet) {
  console.log(`wrote ${products.length} products in ${cats.size} categories to ${path.relative(process.cwd(), file) || file}`);
  console.log(`wrote their starting stock to ${path.relative(process.cwd(), stockFile) || stockFile}`);
}
