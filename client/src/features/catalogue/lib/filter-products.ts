import type { Filters } from '../../../apollo/vars/filters';
import { LEADING_CATEGORIES, SEARCH_MIN_CHARS, SEARCH_SUGGESTION_LIMIT } from '../../../config/constants';
import type { ProductFieldsFragment as Product } from '../../../gql/graphql';

/**
 * Every rule for filtering, sorting and searching the catalogue (spec points 4, 5 and 9),
 * in one pure module: the shop, the collections, the header search and the home page all
 * use these functions and nothing else.
 */

export const SORT_OPTIONS = [
  { value: 'popular', label: 'Most Popular' },
  { value: 'newest', label: 'Newest First' },
  { value: 'price-low-high', label: 'Price: Low to High' },
  { value: 'price-high-low', label: 'Price: High to Low' },
  { value: 'name-a-z', label: 'Name: A to Z' },
  { value: 'name-z-a', label: 'Name: Z to A' },
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortOption = 'popular';

export const isSortOption = (v: unknown): v is SortOption => SORT_OPTIONS.some((o) => o.value === v);

// The searched fields in lower case, once per product: a search over 10,000 products would
// otherwise lower-case 40,000 strings on every keystroke. Products are immutable cache objects.
const searchText = new WeakMap<Product, string[]>();
function searchFields(product: Product): string[] {
  let fields = searchText.get(product);
  if (!fields) {
    fields = [product.name, product.description, product.category, product.color].map((f) => f.toLowerCase());
    searchText.set(product, fields);
  }
  return fields;
}

const matchesNeedle = (product: Product, needle: string): boolean => searchFields(product).some((field) => field.includes(needle));

/** Case-insensitive match of the term over name, description, category and colour. */
export function matchesSearch(product: Product, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return !needle || matchesNeedle(product, needle);
}

export function filterProducts(products: readonly Product[], f: Filters): Product[] {
  const needle = f.search?.trim().toLowerCase();
  return products.filter(
    (p) =>
      (!needle || matchesNeedle(p, needle)) &&
      (!f.category || p.category === f.category) &&
      (!f.priceRange || (p.price >= f.priceRange[0] && p.price <= f.priceRange[1])) &&
      (!f.sizes?.length || p.sizes.some((s) => f.sizes!.includes(s))) &&
      (!f.colors?.length || f.colors.includes(p.color)) &&
      (!f.isNew || p.isNew) &&
      (!f.isSale || p.isSale),
  );
}

/** Popularity: a new product counts 2, a sale product 1. */
export const popularScore = (p: Product): number => (p.isNew ? 2 : 0) + (p.isSale ? 1 : 0);

// One collator for every comparison: localeCompare with options builds a new one per call,
// which makes a name sort of 50,000 products take seconds.
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: Product, b: Product) => collator.compare(a.name, b.name);

const COMPARATORS: Record<SortOption, (a: Product, b: Product) => number> = {
  popular: (a, b) => popularScore(b) - popularScore(a),
  newest: (a, b) => Number(b.isNew) - Number(a.isNew),
  'price-low-high': (a, b) => a.price - b.price,
  'price-high-low': (a, b) => b.price - a.price,
  'name-a-z': byName,
  'name-z-a': (a, b) => byName(b, a),
};

/**
 * Sorts a copy (stable, so ties keep catalogue order). Any other value, including the
 * collection page's legacy price-asc, price-desc, name-asc and name-desc, leaves the order alone.
 */
export function sortProducts(products: readonly Product[], sort: string | null | undefined): Product[] {
  const compare = isSortOption(sort) ? COMPARATORS[sort] : undefined;
  return compare ? [...products].sort(compare) : [...products];
}

export const applyCatalogueView = (products: readonly Product[], f: Filters, sort?: string | null): Product[] =>
  sortProducts(filterProducts(products, f), sort);

/** Shop order: women-footwear, women-jeans, then the rest alphabetically. */
export function orderCategories(categories: readonly string[]): string[] {
  const lead = LEADING_CATEGORIES.filter((c) => categories.includes(c));
  const rest = [...new Set(categories)].filter((c) => !lead.includes(c as never)).sort((a, b) => a.localeCompare(b));
  return [...lead, ...rest];
}

/**
 * The price filter from the two inputs: an empty, zero or unparsable input falls back to the
 * catalogue's minimum or maximum; swapped bounds are put right.
 */
export function resolvePriceRange(minInput: string | number, maxInput: string | number, range: { min: number; max: number }): [number, number] {
  const parse = (v: string | number) => {
    const n = typeof v === 'number' ? v : Number.parseFloat(v);
    return Number.isFinite(n) && n > 0 ? n : null;
  };
  const lo = parse(minInput) ?? range.min;
  const hi = parse(maxInput) ?? range.max;
  return lo <= hi ? [lo, hi] : [hi, lo];
}

/** Whether a term is long enough to suggest products: more than 2 characters. */
export const canSuggest = (term: string): boolean => term.trim().length >= SEARCH_MIN_CHARS;

/** Up to 5 suggestions for the header search; none for 2 characters or fewer. */
export function searchSuggestions(products: readonly Product[], term: string): Product[] {
  if (!canSuggest(term)) return [];
  const needle = term.trim().toLowerCase();
  const found: Product[] = [];
  for (const p of products) {
    if (matchesNeedle(p, needle) && found.push(p) === SEARCH_SUGGESTION_LIMIT) break;
  }
  return found;
}

const APPAREL_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

function sizeRank(size: string): [number, number] {
  const apparel = APPAREL_SIZES.indexOf(size.toUpperCase());
  if (apparel >= 0) return [0, apparel];
  const uk = /^UK\s*(\d+(?:\.\d+)?)$/i.exec(size);
  if (uk) return [1, Number(uk[1])];
  const waist = Number(size);
  return Number.isFinite(waist) ? [2, waist] : [3, 0];
}

/** Sizes as a shopper reads them: XS to XXL, then shoe sizes, then waist sizes, then the rest. */
export function orderSizes(sizes: readonly string[]): string[] {
  return [...new Set(sizes)].sort((a, b) => {
    const [ga, va] = sizeRank(a);
    const [gb, vb] = sizeRank(b);
    return ga - gb || va - vb || a.localeCompare(b);
  });
}
