#!/usr/bin/env node
// Writes server/seed/stock-seed.json (or <--out FILE>) from the committed catalogue file
// (or <--catalogue FILE>): the stock every product's size gets on a shop's first start.
// Deterministic: seeded PRNG, no Math.random, no clock. Usage:
//   node scripts/catalogue/generate-stock-seed.mjs [--catalogue FILE] [--out FILE]
import fs from 'node:fs';
import path from 'node:path';
import { buildStockSeed } from './lib/build-stock-seed.mjs';
import { parseArgs, REPO_ROOT, writeFile } from './lib/cli.mjs';

const args = parseArgs();
const catalogueFile = path.resolve(typeof args.catalogue === 'string' ? args.catalogue : path.join(REPO_ROOT, 'client/public/products.json'));
const out = path.resolve(typeof args.out === 'string' ? args.out : path.join(REPO_ROOT, 'server/seed/stock-seed.json'));

const seed = buildStockSeed(JSON.parse(fs.readFileSync(catalogueFile, 'utf8')));
writeFile(out, JSON.stringify(seed, null, 2) + '\n');

if (!args.quiet) {
  const figures = Object.values(seed).flatMap((sizes) => Object.values(sizes));
  const soldOut = figures.filter((n) => n === 0).length;
  const low = figures.filter((n) => n > 0 && n < 5).length;
  console.log(`wrote stock for ${figures.length} sizes of ${Object.keys(seed).length} products (${soldOut} sold out, ${low} under 5) to ${path.relative(process.cwd(), out) || out}`);
}
