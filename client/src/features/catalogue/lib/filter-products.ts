import type { Filters } from '../../../apollo/vars/filters';
import { LEADING_CATEGORIES, SEARCH_MIN_CHARS, SEARCH_SUGGESTION_LIMIT } from '../../../config/constants';
import type { ProductFieldsFragment as Product } from '../../../gql/graphql';
import { type IdleTime, whenIdle } from '../../../lib/when-idle';

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

// The searched fields in lower case, once per product and as one text: a search over 50,000
// products would otherwise lower-case 200,000 strings on every keystroke, and look in four of
// them for each product. The fields are joined by a character no search term holds (terms lose
// it, see `needleOf`), so a term never matches across two fields. Products are immutable cache objects.
const FIELD_BREAK = '\u0000';
const searchText = new WeakMap<Product, string>();
function searchFields(product: Product): string {
  let text = searchText.get(product);
  if (text === undefined) {
    text = [product.name, product.description, product.category, product.color].join(FIELD_BREAK).toLowerCase();
    searchText.set(product, text);
  }
  return text;
}

/** The term as it is looked for: trimmed, in lower case, without the field break; empty for none. */
const needleOf = (term: string | null | undefined): string => (term ?? '').split(FIELD_BREAK).join('').trim().toLowerCase();

const matchesNeedle = (product: Product, needle: string): boolean => searchFields(product).includes(needle);

// The same texts for a whole list, by position: the shop searches the one catalogue array over
// and over, and reading 50,000 texts from an array is ~3x as fast as from the WeakMap above.
const listTexts = new WeakMap<readonly Product[], string[]>();
function searchTexts(products: readonly Product[]): string[] {
  let texts = listTexts.get(products);
  if (!texts) {
    texts = products.map(searchFields);
    listTexts.set(products, texts);
  }
  return texts;
}

/** Products whose texts one idle slice makes at least, when the browser has no time to spare. */
const PREPARE_SLICE = 250;
const preparing = new WeakSet<readonly Product[]>();

/**
 * Makes the list's search texts before its first search, in slices while the browser is idle
 * (`schedule`): otherwise the first search over the 10,000-product catalogue makes them all in
 * the one task that answers it (~90 ms of a ~120 ms task at 4x CPU slowdown). A search that
 * comes first makes what is left itself: the texts already made are kept by product.
 */
export function prepareSearch(products: readonly Product[], schedule: (slice: (idle: IdleTime) => void) => void = whenIdle): void {
  if (listTexts.has(products) || preparing.has(products)) return;
  preparing.add(products);
  let next = 0;
  const slice = (idle: IdleTime) => {
    if (listTexts.has(products)) return;
    const end = next + PREPARE_SLICE;
    while (next < products.length && (next < end || idle.timeRemaining() > 2)) searchFields(products[next++]);
    if (next < products.length) schedule(slice);
    else searchTexts(products);
  };
  schedule(slice);
}

/** Case-insensitive match of the term over name, description, category and colour. */
export function matchesSearch(product: Product, term: string): boolean {
  const needle = needleOf(term);
  return !needle || matchesNeedle(product, needle);
}

export function filterProducts(products: readonly Product[], f: Filters): Product[] {
  // Only the filters that are set are tested, one after another, with the cheapest first.
  const tests: ((p: Product, index: number) => boolean)[] = [];
  const { category, priceRange, sizes, colors } = f;
  if (category) tests.push((p) => p.category === category);
  if (f.isNew) tests.push((p) => p.isNew);
  if (f.isSale) tests.push((p) => p.isSale);
  if (priceRange) tests.push((p) => p.price >= priceRange[0] && p.price <= priceRange[1]);
  if (colors?.length) tests.push((p) => colors.includes(p.color));
  if (sizes?.length) tests.push((p) => p.sizes.some((s) => sizes.includes(s)));
  const needle = needleOf(f.search);
  if (needle) {
    const texts = searchTexts(products);
    tests.push((_, index) => texts[index].includes(needle));
  }
  if (!tests.length) return [...products];
  return products.filter((p, index) => {
    for (const test of tests) if (!test(p, index)) return false;
    return true;
  });
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
const ORDERS: Record<SortOption, Order> = {
  popular: { count: 4, rank: (p) => 3 - popularScore(p) },
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

/** The shop's view of a catalogue: its products that pass the filters, in the chosen order. */
export function applyCatalogueView(products: readonly Product[], f: Filters, sort?: string | null): Product[] {
  if (isSortOption(sort) && 'compare' in ORDERS[sort]) return filterProducts(sortedOnce(products, sort), f);
  return sortProducts(filterProducts(products, f), sort);
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

/** Up to 5 suggestions for the header search; none for 2 characters or fewer. */
export function searchSuggestions(products: readonly Product[], term: string): Product[] {
  const needle = needleOf(term);
  if (!canSuggest(term) || !needle) return [];
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
    return ga - gb || va - vb || alphabetical(a, b);
  });
}
