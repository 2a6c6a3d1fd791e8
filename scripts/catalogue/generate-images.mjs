#!/usr/bin/env node
// Writes the product illustrations, hero banners, category tiles and the placeholder.
// Deterministic (no randomness, no clock): same catalogue in -> byte-identical SVGs out.
//   node scripts/catalogue/generate-images.mjs [--out DIR] [--catalogue FILE]
// DIR stands for client/public (images go to DIR/images/...). The catalogue defaults to
// DIR/products.json.
import fs from 'node:fs';
import path from 'node:path';
import { shapeFor } from './lib/build-catalogue.mjs';
import { parseArgs, REPO_ROOT, writeFile } from './lib/cli.mjs';
import { productSvg } from './lib/render.mjs';
import { bannerSvg, BANNERS, categorySvg, placeholderSvg } from './lib/art.mjs';

const args = parseArgs();
const outDir = path.resolve(typeof args.out === 'string' ? args.out : path.join(REPO_ROOT, 'client/public'));
const catalogueFile = path.resolve(typeof args.catalogue === 'string' ? args.catalogue : path.join(outDir, 'products.json'));
const products = JSON.parse(fs.readFileSync(catalogueFile, 'utf8'));

let written = 0;
const sizes = [];
const productDir = path.join(outDir, 'images/products');
for (const p of products) {
  const info = shapeFor(p);
  if (!info) throw new Error(`no illustration for ${p.id} ${p.name}`);
  const svg = productSvg(p, info);
  sizes.push(Buffer.byteLength(svg));
  if (writeFile(path.join(productDir, `${p.id}.svg`), svg)) written++;
}

for (const key of Object.keys(BANNERS)) {
  if (writeFile(path.join(outDir, `images/banners/${key}.svg`), bannerSvg(key))) written++;
}
for (const cat of [...new Set(products.map((p) => p.category))].sort()) {
  if (writeFile(path.join(outDir, `images/categories/${cat}.svg`), categorySvg(cat))) written++;
}
if (writeFile(path.join(outDir, 'images/placeholder.svg'), placeholderSvg())) written++;

// Remove illustrations of products or categories that are no longer in the catalogue.
let removed = 0;
const keep = {
  products: new Set(products.map((p) => `${p.id}.svg`)),
  categories: new Set(products.map((p) => `${p.category}.svg`)),
};
for (const [dir, names] of Object.entries(keep)) {
  const full = path.join(outDir, 'images', dir);
  for (const f of fs.readdirSync(full)) {
    if (f.endsWith('.svg') && !names.has(f)) {
      fs.rmSync(path.join(full, f));
      removed++;
    }
  }
}

if (!args.quiet) {
  const avg = Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length);
  console.log(
    `${products.length} product images (bytes min ${Math.min(...sizes)}, avg ${avg}, max ${Math.max(...sizes)}), ` +
      `${Object.keys(BANNERS).length} banners, category tiles, placeholder; ${written} file(s) changed, ${removed} removed, under ${path.relative(process.cwd(), outDir) || outDir}/images`,
  );
}
