import type { ProductFieldsFragment as Product } from '../../../gql/graphql';
import { type IdleTime, whenIdle } from '../../../lib/when-idle';

/**
 * The catalogue search (spec points 2 and 5): which products answer a term, and how well. A
 * term is looked for, case-insensitively, in a product's name, category, colour and description.
 * filter-products.ts filters, orders and suggests with these functions.
 */

// The searched fields in lower case, once per product and as one text: a search over 50,000
// products would otherwise lower-case 200,000 strings on every keystroke, and look in four of
// them for each product. The fields are joined by a character no search term holds (terms lose
// it, see `needleOf`), so a term never matches across two fields. They come best first (see
// `relevanceIn`). Products are immutable cache objects.
const FIELD_BREAK = '\u0000';
const searchText = new WeakMap<Product, string>();
export function searchFields(product: Product): string {
  let text = searchText.get(product);
  if (text === undefined) {
    text = [product.name, product.category, product.color, product.description].join(FIELD_BREAK).toLowerCase();
    searchText.set(product, text);
  }
  return text;
}

/** How many levels `relevanceIn` answers: name, category, colour, description. */
export const RELEVANCE_LEVELS = 4;

/**
 * How well a product's text (searchFields) answers a term: 0 when its name holds it, 1 its
 * category, 2 its colour, 3 only its description; -1 when nothing does. The fields are joined
 * best first, so the first place the term is found is the best field that holds it: a shopper
 * typing 'shi' means the shirts, not the flats whose description says 'cushioned'.
 */
export function relevanceIn(text: string, needle: string): number {
  const at = text.indexOf(needle);
  if (at < 0) return -1;
  let level = 0;
  for (let b = text.indexOf(FIELD_BREAK); b !== -1 && b < at; b = text.indexOf(FIELD_BREAK, b + 1)) level += 1;
  return level;
}

/** The term as it is looked for: trimmed, in lower case, without the field break; empty for none. */
export const needleOf = (term: string | null | undefined): string => (term ?? '').split(FIELD_BREAK).join('').trim().toLowerCase();

// The same texts for a whole list, by position: the shop searches the one catalogue array over
// and over, and reading 50,000 texts from an array is ~3x as fast as from the WeakMap above.
const listTexts = new WeakMap<readonly Product[], string[]>();
export function searchTexts(products: readonly Product[]): string[] {
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

/** Case-insensitive match of the term over name, category, colour and description. */
export function matchesSearch(product: Product, term: string): boolean {
  const needle = needleOf(term);
  return !needle || searchFields(product).includes(needle);
}
