import type MiniSearch from 'minisearch';
import type { SearchOptions, SearchResult } from 'minisearch';
import type { ProductFieldsFragment as Product } from '../../../gql/graphql';
import { type IdleTime, whenIdle } from '../../../lib/when-idle';

/**
 * The catalogue search (spec points 2 and 5, issue 56 point 4), by MiniSearch: which products
 * answer a term and how well. A term's words are looked for at the start of the words of a
 * product's name, category, colour and description, case-insensitively, every word somewhere
 * ('black kur' finds the black kurtas); the name counts most, the description least. When no
 * product holds them all, a word may be one or two letters off ('kurtha' finds the kurtas), or
 * have two letters the wrong way round ('shrit' finds the shirts), and the search says what it
 * looked for instead ('Showing results for "kurta"'). A term that
 * matches nothing even so finds nothing: never an unrelated product.
 *
 * The index is made once per catalogue, while the browser is idle, with MiniSearch loaded as a
 * chunk of its own (`/` does not carry it): `prepareSearch` starts it as the catalogue comes,
 * `searchCatalogue` answers null until it is ready, and `onSearchReady` says when it is.
 */

/** The fields searched and how much a word found in each counts. */
const FIELDS = ['name', 'category', 'color', 'description'] as const;
const BOOST: Record<(typeof FIELDS)[number], number> = { name: 6, category: 3, color: 2, description: 0.5 };

/** Where a text's words break: MiniSearch's own rule (spaces and punctuation), for the index and the search alike. */
const WORD_BREAK = /[\n\r\p{Z}\p{P}]+/u;
const wordsOf = (text: string): string[] => text.split(WORD_BREAK).filter(Boolean);

/**
 * How many letters a word may be off when nothing holds the words as typed: none for words of
 * up to 4 letters (one letter off, 'lamp' is 'damp' and 'belt' is 'bolt'), one up to 8
 * ('kurtha': 'kurta'), two from 9. Never the first letter (shoppers rarely miss it; 'sandle'
 * is not 'candle'), and only in names, categories and colours: a description's every word would
 * turn a typo into an unrelated product ('wipe with a damp cloth').
 */
export function typoDistance(word: string): number | false {
  if (word.length >= 9) return 2;
  return word.length >= 5 ? 1 : false;
}
function typoSearch(needle: string): SearchOptions {
  const initials = new Set(wordsOf(needle).map((word) => word[0]));
  return {
    fuzzy: typoDistance,
    fields: ['name', 'category', 'color'],
    filter: (result) => result.terms.every((term) => initials.has(term[0])),
  };
}

/** What a search found: each product's score (higher is better) and what it looked for instead of the term, if it did. */
export interface Found {
  readonly scores: ReadonlyMap<Product, number>;
  readonly showingFor: string | null;
}

type Index = MiniSearch<Product>;

interface Build {
  index: Index | null;
  ready: boolean;
  byId: Map<string, Product>;
  /** Settles once the index is ready, or its chunk failed to load. */
  done: Promise<void>;
}

const builds = new WeakMap<readonly Product[], Build>();
const listeners = new Set<() => void>();

/** Calls `listener` whenever an index becomes ready; answers the way to stop. */
export function onSearchReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Products one idle slice indexes at least, when the browser has no time to spare. */
const INDEX_SLICE = 50;

/**
 * Starts making the catalogue's index, in slices while the browser is idle (`schedule`): the
 * 10,000-product catalogue takes ~450 ms to index, which in one task would freeze the page.
 * Answers a promise that settles once the index is ready, or its chunk failed to load (tests await it).
 */
export function prepareSearch(products: readonly Product[], schedule: (slice: (idle: IdleTime) => void) => void = whenIdle): Promise<void> {
  const started = builds.get(products);
  if (started) return started.done;
  const build: Build = { index: null, ready: false, byId: new Map(), done: Promise.resolve() };
  builds.set(products, build);
  const made = import('minisearch').then(
    ({ default: MiniSearchClass }) =>
      new Promise<void>((resolve) => {
        const index = new MiniSearchClass<Product>({
          fields: [...FIELDS],
          idField: 'id',
          tokenize: wordsOf,
          searchOptions: { boost: BOOST, prefix: true, combineWith: 'AND' },
        });
        build.index = index;
        let next = 0;
        const slice = (idle: IdleTime) => {
          const end = next + INDEX_SLICE;
          while (next < products.length && (next < end || idle.timeRemaining() > 2)) {
            const product = products[next++];
            // A catalogue holds each id once (the server's check); a second one is left out of the search.
            if (build.byId.has(product.id)) continue;
            build.byId.set(product.id, product);
            index.add(product);
          }
          if (next < products.length) return schedule(slice);
          build.ready = true;
          resolve();
          for (const listener of listeners) listener();
        };
        schedule(slice);
      }),
  );
  // Should its chunk not load (the connection dropped), the next search tries again.
  build.done = made.catch(() => void builds.delete(products));
  return build.done;
}

/** Whether the catalogue's index is ready to answer. */
export const searchReady = (products: readonly Product[]): boolean => builds.get(products)?.ready ?? false;

/** The term as it is looked for: trimmed, in lower case; empty for none. */
export const needleOf = (term: string | null | undefined): string => (term ?? '').trim().toLowerCase();

// The last answers per catalogue: the shop asks for one term several times as it draws (the
// list, the sizes in view), and the header asks for each keystroke's.
const KEPT_ANSWERS = 8;
const answers = new WeakMap<readonly Product[], Map<string, Found>>();

/**
 * What the catalogue's products answer `term` (see the file's comment): null while the index
 * is not ready (prepareSearch starts it), and nothing found for a blank term.
 */
export function searchCatalogue(products: readonly Product[], term: string | null | undefined): Found | null {
  const build = builds.get(products);
  if (!build?.ready || !build.index) {
    if (!build) void prepareSearch(products);
    return null;
  }
  const needle = needleOf(term);
  let kept = answers.get(products);
  if (!kept) answers.set(products, (kept = new Map()));
  let found = kept.get(needle);
  if (!found) {
    found = find(build.index, build.byId, needle);
    if (kept.size >= KEPT_ANSWERS) kept.delete(kept.keys().next().value as string);
    kept.set(needle, found);
  }
  return found;
}

const NOTHING: Found = { scores: new Map(), showingFor: null };

function find(index: Index, byId: Map<string, Product>, needle: string): Found {
  if (!needle) return NOTHING;
  let results = index.search(needle);
  let showingFor: string | null = null;
  if (!results.length) {
    results = index.search(needle, typoSearch(needle));
    if (results.length) showingFor = correction(index, needle);
  }
  if (!results.length) {
    const swapped = unswapped(index, needle);
    if (swapped) [results, showingFor] = [index.search(swapped), swapped];
  }
  const scores = new Map<Product, number>();
  for (const r of results) scores.set(byId.get(r.id as string)!, r.score);
  return { scores, showingFor };
}

/**
 * The words a fuzzy search looked for: each word that finds nothing as typed becomes the
 * catalogue word most products hold among those it is close to. Null when nothing changed.
 */
function correction(index: Index, needle: string): string | null {
  let changed = false;
  const said = wordsOf(needle).map((word) => {
    if (index.search(word).length) return word;
    const closest = mostHeld(index.search(word, { ...typoSearch(word), prefix: false }));
    if (closest && closest !== word) changed = true;
    return closest ?? word;
  });
  return changed ? said.join(' ') : null;
}

/**
 * Two neighbouring letters typed the wrong way round ('shrit', 'jenas', 'sheos'), which the typo
 * search counts as two letters off: each word that finds nothing as typed, and may be off at all
 * (typoDistance), becomes the swap of two of its letters (never the first) that finds the most
 * products. Null when the words so put right find nothing together.
 */
function unswapped(index: Index, needle: string): string | null {
  const said = wordsOf(needle)
    .map((word) => {
      if (typoDistance(word) === false || index.search(word).length) return word;
      let [best, most] = [word, 0];
      for (let i = 1; i < word.length - 1; i++) {
        const swap = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
        const held = index.search(swap).length;
        if (held > most) [best, most] = [swap, held];
      }
      return best;
    })
    .join(' ');
  // A word left as typed still finds nothing: so do the words together.
  return index.search(said).length ? said : null;
}

/** The matched catalogue word that the most results hold; the best result's first on a tie. */
function mostHeld(results: SearchResult[]): string | null {
  const counts = new Map<string, number>();
  for (const r of results) for (const term of r.terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  let best: string | null = null;
  for (const [term, n] of counts) if (best === null || n > counts.get(best)!) best = term;
  return best;
}
