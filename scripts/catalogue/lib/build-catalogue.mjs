// Builds the SQU product list from lib/data.mjs with a seeded PRNG.
import { createRng } from './prng.mjs';
import { CATEGORIES, COLORS, DISCOUNTS, MATERIALS, PRICE_POINTS, PRINTS, SIZE_SETS } from './data.mjs';

export const DEFAULT_SEED = 'squ-catalogue-v1';

const lower = (s) => s.toLowerCase();

function look(color, print) {
  return print === 'Solid' ? `solid ${lower(color)}` : `${lower(color)} ${PRINTS[print].phrase}`;
}

function pickPrice(rng, [min, max]) {
  const pts = PRICE_POINTS.filter((p) => p >= min && p <= max);
  if (!pts.length) throw new Error(`no price point in ${min}-${max}`);
  return rng.pick(pts);
}

function pickSizes(rng, spec) {
  const all = SIZE_SETS[spec.set];
  if (!all.length) return [];
  let lo = 0;
  let hi = all.length; // exclusive
  // Now and then a size at either end is not stocked.
  if (rng.chance(0.3) && hi - lo > spec.minLen) lo++;
  if (rng.chance(0.3) && hi - lo > spec.minLen) hi--;
  return all.slice(lo, hi);
}

function makeName(type, color, print, material) {
  // Drop the material from the name when the noun already says it
  // ("Leather Sneakers", "Cotton Stole", "Ribbed Crop Top").
  const nounWords = new Set(type.noun.split(/\s+/));
  let mat = MATERIALS[material].name;
  if (mat && mat.split(/\s+/).some((w) => nounWords.has(w))) mat = '';
  return [color, PRINTS[print].adj, mat, type.noun].filter(Boolean).join(' ');
}

// Combinations a buyer would find odd.
function plausible(color, print) {
  if (['Stone Wash', 'Acid Wash', 'Distressed'].includes(print) && ['White', 'Navy'].includes(color)) return false;
  return true;
}

function describe(rng, type, color, print, material) {
  const blurb = rng
    .pick(type.blurbs)
    .replaceAll('{look}', look(color, print))
    .replaceAll('{color}', lower(color));
  const m = MATERIALS[material];
  const fit = rng.pick(type.fits);
  return `${blurb} ${m.comp}. ${fit}. ${m.care}`;
}

/** Returns the catalogue as an array of plain product objects. */
export function buildCatalogue(seed = DEFAULT_SEED) {
  const rng = createRng(seed);
  const drafts = [];
  const usedNames = new Set();
  const usedModels = new Set();

  for (const cat of CATEGORIES) {
    const types = rng.shuffle(cat.types);
    for (let i = 0; i < cat.count; i++) {
      const type = { ...cat.common, ...types[i % types.length] };
      let color;
      let print;
      let material;
      let name;
      for (let attempt = 0; attempt < 50; attempt++) {
        color = rng.pick(type.colors);
        print = rng.pick(type.prints);
        material = rng.pick(type.materials);
        name = makeName(type, color, print, material);
        if (plausible(color, print) && !usedNames.has(name)) break;
      }
      if (usedNames.has(name) || !plausible(color, print)) throw new Error(`could not find a unique name for ${type.noun}`);
      if (!COLORS[color]) throw new Error(`unknown colour ${color}`);
      if (!PRINTS[print]) throw new Error(`unknown print ${print}`);
      usedNames.add(name);

      let model;
      do model = `SQ-${type.code}-${rng.int(1001, 1999)}`;
      while (usedModels.has(model));
      usedModels.add(model);

      drafts.push({
        name,
        category: cat.slug,
        model,
        color,
        printName: print,
        price: pickPrice(rng, type.price),
        sizes: pickSizes(rng, cat.sizes),
        description: describe(rng, type, color, print, material),
        // kept for the illustrations only; stripped before writing
        _shape: type.shape,
      });
    }
  }

  // Mix the categories so home-page sections (first 8 of each list) look varied.
  const mixed = rng.shuffle(drafts);

  // New / sale flags. A fixed share of each, then make sure the minimums hold.
  for (const p of mixed) {
    const r = rng.next();
    p.isNew = r < 0.2;
    p.isSale = r < 0.07 || (r >= 0.2 && r < 0.36);
  }
  const need = { featured: 10, isNew: 24, isSale: 24 };
  let k = 0;
  const count = (f) => mixed.filter(f).length;
  while (count((p) => p.isNew && p.isSale) < need.featured) {
    const p = mixed[(k++ * 7) % mixed.length];
    p.isNew = true;
    p.isSale = true;
  }
  while (count((p) => p.isNew) < need.isNew) mixed[(k++ * 11) % mixed.length].isNew = true;
  while (count((p) => p.isSale) < need.isSale) mixed[(k++ * 13) % mixed.length].isSale = true;

  return mixed.map((p, i) => {
    const id = String(101 + i);
    const out = {
      id,
      name: p.name,
      category: p.category,
      model: p.model,
      color: p.color,
      printName: p.printName,
      price: p.price,
      sizes: p.sizes,
      image: `/images/products/${id}.svg`,
      description: p.description,
      isNew: p.isNew,
      isSale: p.isSale,
    };
    if (p.isSale) out.discount = rng.weighted(DISCOUNTS);
    return out;
  });
}

/** Shape key (+ options) for a product, looked up from its category and name. */
export function shapeFor(product) {
  const cat = CATEGORIES.find((c) => c.slug === product.category);
  if (!cat) return null;
  // Longest matching noun wins ("Kurta" vs "Straight Kurta").
  const types = [...cat.types].sort((a, b) => b.noun.length - a.noun.length);
  const type = types.find((t) => product.name.endsWith(t.noun));
  return type ? { shape: type.shape, opts: type.opts || {} } : null;
}
