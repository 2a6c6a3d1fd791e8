#!/usr/bin/env node
// Synthetic catalogues for benchmarks: bench/data/catalogue-10000.json and
// bench/data/catalogue-50000.json (git-ignored). Same product shape as
// client/public/products.json; every product is derived from a real one, so
// categories, colours, prints, sizes and images are all real (images point at
// existing product illustrations). Deterministic and prefix-stable: the first
// 10,000 products of the 50,000 file equal the 10,000 file.
//   node scripts/catalogue/generate-synthetic.mjs [--count N] [--out DIR] [--catalogue FILE] [--seed S]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, REPO_ROOT } from './lib/cli.mjs';
import { createRng } from './lib/prng.mjs';
import { DISCOUNTS, PRICE_POINTS } from './lib/data.mjs';

const args = parseArgs();
const outDir = path.resolve(typeof args.out === 'string' ? args.out : path.join(REPO_ROOT, 'bench/data'));
const catalogueFile = path.resolve(typeof args.catalogue === 'string' ? args.catalogue : path.join(REPO_ROOT, 'client/public/products.json'));
const seed = typeof args.seed === 'string' ? args.seed : 'squ-synthetic-v1';
const counts = args.count !== undefined ? [Number(args.count)] : [10000, 50000];
for (const n of counts) {
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
    console.error(`--count must be an integer between 1 and 1000000 (got ${args.count})`);
    process.exit(2);
  }
}

const real = JSON.parse(fs.readFileSync(catalogueFile, 'utf8'));
if (!Array.isArray(real) || real.length === 0) throw new Error(`${catalogueFile} holds no products`);

const LINES = [
  'Everyday', 'Studio', 'Heritage', 'Weekend', 'Festive', 'Essential', 'Signature', 'Classic', 'Resort', 'Monsoon',
  'Metro', 'Artisan', 'Summer', 'Coastal', 'Urban', 'Handloom', 'Heirloom', 'Easy', 'Workwear', 'Travel',
];

function* products(total) {
  const rng = createRng(seed);
  for (let i = 0; i < total; i++) {
    const base = real[rng.int(0, real.length - 1)];
    const line = rng.pick(LINES);
    // Nudge the price up or down a step or two along the real price points.
    const at = PRICE_POINTS.indexOf(base.price);
    const idx = at < 0 ? -1 : Math.max(0, Math.min(PRICE_POINTS.length - 1, at + rng.int(-2, 2)));
    const price = idx < 0 ? base.price : PRICE_POINTS[idx];
    // Occasionally a size at either end is out of stock.
    let sizes = base.sizes.slice();
    if (sizes.length > 4 && rng.chance(0.25)) sizes = sizes.slice(1);
    if (sizes.length > 4 && rng.chance(0.25)) sizes = sizes.slice(0, -1);
    const r = rng.next();
    const isNew = r < 0.2;
    const isSale = r < 0.07 || (r >= 0.2 && r < 0.36);
    const discount = rng.weighted(DISCOUNTS);
    const [, code] = base.model.split('-');
    const p = {
      id: String(100001 + i),
      name: `${line} ${base.name}`,
      category: base.category,
      model: `SQ-${code}-${String(10000 + i).padStart(5, '0')}`,
      color: base.color,
      printName: base.printName,
      price,
      sizes,
      image: base.image,
      description: base.description,
      isNew,
      isSale,
    };
    if (isSale) p.discount = discount;
    yield p;
  }
}

fs.mkdirSync(outDir, { recursive: true });
for (const n of counts) {
  const file = path.join(outDir, `catalogue-${n}.json`);
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, '[\n');
  let first = true;
  let chunk = '';
  for (const p of products(n)) {
    chunk += (first ? '' : ',\n') + JSON.stringify(p);
    first = false;
    if (chunk.length > 1 << 20) {
      fs.writeSync(fd, chunk);
      chunk = '';
    }
  }
  fs.writeSync(fd, chunk + '\n]\n');
  fs.closeSync(fd);
  if (!args.quiet) console.log(`wrote ${n} products to ${path.relative(process.cwd(), file) || file} (${fs.statSync(file).size} bytes)`);
}
