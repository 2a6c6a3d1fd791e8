import type { Filters } from '../../../apollo/vars/filters';
import { LEADING_CATEGORIES, SEARCH_MIN_CHARS, SEARCH_SUGGESTION_LIMIT } from '../../../config/constants';
import type { ProductFieldsFragment as Product } from '../../../gql/graphql';
import type { StockMap } from '../../../apollo/vars/stock';
import { isSoldOut } from '../../../lib/stock';
import { type Found, needleOf } from './search-products';

/**
 * Every rule for filtering, sorting and searching the catalogue (spec points 4, 5 and 9),
 * in one pure module (with search-products.ts, which says what a term matches): the shop, the
 * collections, the header search and the home page all use these functions and nothing else.
 * With a search, they are handed what the search found (`Found`, from searchCatalogue); with
 * none yet (its index is still being made), nothing passes a search.
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

type Test = (p: Product) => boolean;

/** Tests for the filters that are set but the search, the cheapest first; none for no filter. */
function filterTests(f: Filters): Test[] {
  const tests: Test[] = [];
  const { category, priceRange, sizes, colors } = f;
  if (category) tests.push((p) => p.category === category);
  if (f.isNew) tests.push((p) => p.isNew);
  if (f.isSale) tests.push((p) => p.isSale);
  if (priceRange) tests.push((p) => p.price >= priceRange[0] && p.price <= priceRange[1]);
  if (colors?.length) tests.push((p) => colors.includes(p.color));
  if (sizes?.length) tests.push((p) => p.sizes.some((s) => sizes.includes(s)));
  return tests;
}

function passes(p: Product, tests: Test[]): boolean {
  for (const test of tests) if (!test(p)) return false;
  return true;
}

export function filterProducts(products: readonly Product[], f: Filters, found?: Found | null): Product[] {
  // Only the filters that are set are tested, one after another, with the search last.
  const tests = filterTests(f);
  if (needleOf(f.search)) {
    const scores = found?.scores;
    return scores ? products.filter((p) => scores.has(p) && passes(p, tests)) : [];
  }
  return tests.length ? products.filter((p) => passes(p, tests)) : [...products];
}

/** Popularity: a new product counts 2, a sale product 1. */
export const popularScore = (p: Product): number => (p.isNew ? 2 : 0) + (p.isSale ? 1 : 0);

// One collator for every comparison: localeCompare with options builds a new one per call,
// which makes a name sort of 50,000 products take seconds. Made on the first name sort, not as
// the module loads: building it (ICU's collation data) took ~15 ms of every page's start-up,
// ~60 ms at 4x CPU slowdown, though few shoppers sort by name.
let collator: Intl.Collator | undefined;
const byName = (a: Product, b: Product) => (collator ??= new Intl.Collator('en', { sensitivity: 'base' })).compare(a.name, b.name);

/**
 * How each order sorts. Those whose key is one of a few small numbers (popular, newest) give a
 * rank (0 first) and are sorted by putting each product in its rank's bucket, in one pass; the
 * others compare.
 */
type Order = { count: number; rank: (p: Product) => number } | { compare: (a: Product, b: Product) => number };
const POPULARITY_LEVELS = 4;
const ORDER_BY_POPULARITY = { count: POPULARITY_LEVELS, rank: (p: Product) => POPULARITY_LEVELS - 1 - popularScore(p) };
const ORDERS: Record<SortOption, Order> = {
  popular: ORDER_BY_POPULARITY,
  newest: { count: 2, rank: (p) => (p.isNew ? 0 : 1) },
  'price-low-high': { compare: (a, b) => a.price - b.price },
  'price-high-low': { compare: (a, b) => b.price - a.price },
  'name-a-z': { compare: byName },
  'name-z-a': { compare: (a, b) => byName(b, a) },
};

function sortByRank(products: readonly Product[], { count, rank }: { count: number; rank: (p: Product) => number }): Product[] {
  const buckets: Product[][] = Array.from({ length: count }, () => []);
  for (const p of products) buckets[rank(p)].push(p);
  // concat, not flat(): V8's flat() takes ~6x as long for 50,000 products.
  return ([] as Product[]).concat(...buckets);
}

/**
 * Sorts a copy (stable, so ties keep catalogue order). Any other value, including the
 * collection page's legacy price-asc, price-desc, name-asc and name-desc, leaves the order alone.
 */
export function sortProducts(products: readonly Product[], sort: string | null | undefined): Product[] {
  if (!isSortOption(sort)) return [...products];
  const order = ORDERS[sort];
  return 'compare' in order ? [...products].sort(order.compare) : sortByRank(products, order);
}

// A catalogue sorted once per order that compares (names, prices), kept while the catalogue is:
// a filter change then only filters the sorted list (the same result, as the sort is stable),
// instead of sorting again. Sorting 50,000 names takes ~150 ms; filtering them ~5 ms.
const sortedLists = new WeakMap<readonly Product[], Map<SortOption, Product[]>>();
function sortedOnce(products: readonly Product[], sort: SortOption): Product[] {
  let bySort = sortedLists.get(products);
  if (!bySort) sortedLists.set(products, (bySort = new Map()));
  let sorted = bySort.get(sort);
  if (!sorted) bySort.set(sort, (sorted = sortProducts(products, sort)));
  return sorted;
}

/**
 * A search's order in the default order (popular): how well each product answers the term (the
 * search's score: the name counts most, the description least), the more popular first on a
 * tie. With a `limit`, only the best that many.
 */
function searchInOrder(f: Filters, found: Found | null | undefined, limit = Number.POSITIVE_INFINITY): Product[] {
  if (!found) return [];
  const tests = filterTests(f);
  const { scores } = found;
  const ranked = [...scores.keys()].filter((p) => passes(p, tests));
  ranked.sort((a, b) => scores.get(b)! - scores.get(a)! || popularScore(b) - popularScore(a));
  return ranked.length > limit ? ranked.slice(0, limit) : ranked;
}

/** The shop's view of a catalogue: its products that pass the filters (the search's `found`), in the chosen order. */
export function applyCatalogueView(products: readonly Product[], f: Filters, sort?: string | null, found?: Found | null): Product[] {
  if (needleOf(f.search) && sort === DEFAULT_SORT) return searchInOrder(f, found);
  if (isSortOption(sort) && 'compare' in ORDERS[sort]) return filterProducts(sortedOnce(products, sort), f, found);
  return sortProducts(filterProducts(products, f, found), sort);
}

/**
 * Alphabetical order of short Latin text (category slugs, size names), as localeCompare orders
 * it: by letters whatever their case, then lower case first. Not localeCompare itself: its first
 * call loads ICU's collation data (~25 ms, ~100 ms at 4x CPU slowdown), and every page orders the
 * categories and sizes while it hydrates.
 */
function alphabetical(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la !== lb) return la < lb ? -1 : 1;
  return a === b ? 0 : a > b ? -1 : 1;
}

/** Shop order: women-footwear, women-jeans, then the rest alphabetically. */
export function orderCategories(categories: readonly string[]): string[] {
  const lead = LEADING_CATEGORIES.filter((c) => categories.includes(c));
  const rest = [...new Set(categories)].filter((c) => !lead.includes(c as never)).sort(alphabetical);
  return [...lead, ...rest];
}

/**
 * Why the price inputs cannot be applied, or null: a negative price is refused (it would
 * otherwise fall back to the catalogue's bound while the box still showed it).
 */
export function priceInputProblem(minInput: string, maxInput: string): { field: 'min' | 'max'; message: string } | null {
  const negative = (v: string) => Number.parseFloat(v) < 0;
  if (negative(minInput)) return { field: 'min', message: 'The minimum price cannot be negative' };
  if (negative(maxInput)) return { field: 'max', message: 'The maximum price cannot be negative' };
  return null;
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

/**
 * Up to 5 suggestions for the header search, none for 2 characters or fewer: the first five
 * results of the search (`found`, for `term`) in the shop's default order, so 'View all results
 * for' opens on them.
 */
export function searchSuggestions(term: string, found: Found | null | undefined): Product[] {
  return canSuggest(term) && needleOf(term) ? searchInOrder({}, found, SEARCH_SUGGESTION_LIMIT) : [];
}

/**
 * The categories offered when a search finds nothing: the `count` whose products are the most
 * popular in all (popularScore), then the larger, in shop order on a tie.
 */
export function popularCategories(products: readonly Product[], count = 4): string[] {
  const popularity = new Map<string, number>();
  const size = new Map<string, number>();
  for (const p of products) {
    popularity.set(p.category, (popularity.get(p.category) ?? 0) + popularScore(p));
    size.set(p.category, (size.get(p.category) ?? 0) + 1);
  }
  return orderCategories([...size.keys()])
    .sort((a, b) => popularity.get(b)! - popularity.get(a)! || size.get(b)! - size.get(a)!)
    .slice(0, count);
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
    return ga - gb || va - vb || alphabetical(a, b);
  });
}

/**
 * The sizes the size filter offers: those of the products in view, that is of the products that
 * pass every filter but the sizes, and the sizes ticked (so that they can be unticked), in the
 * order shoppers read them.
 */
export function sizesInView(products: readonly Product[], f: Filters, found?: Found | null): string[] {
  const sizes = new Set<string>(f.sizes);
  for (const p of filterProducts(products, { ...f, sizes: undefined }, found)) for (const s of p.sizes) sizes.add(s);
  return orderSizes([...sizes]);
}

/**
 * With sizes ticked, the products that have one of them in stock (the stock answer the grid
 * uses, apollo/vars/stock.ts): a product sold out in every size ticked leaves the list. A product
 * with no answer yet stays.
 */
export function inStockInSizes(products: Product[], sizes: readonly string[] | undefined, stock: StockMap | null): Product[] {
  if (!sizes?.length || !stock) return products;
  return products.filter((p) => {
    const answer = stock.get(p.id);
    return !answer || sizes.some((s) => p.sizes.includes(s) && !isSoldOut(answer, s));
  });
}
