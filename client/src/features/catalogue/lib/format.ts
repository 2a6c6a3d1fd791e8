/** Words whose plain capitalisation reads wrong. */
const WORDS: Record<string, string> = { tshirts: 'T-Shirts', tshirt: 'T-Shirt' };

/**
 * Categories whose plain name reads wrong beside the shop's own pages: 'home' (home decor) beside
 * the Home page. Only what is shown changes; the catalogue's ids (?category=home) stay.
 */
const NAMES: Record<string, string> = { home: 'Home & Living' };

/** 'women-footwear' -> 'Women Footwear': how category and collection names are shown. */
export function formatCategory(name: string): string {
  return NAMES[name.toLowerCase()] ?? name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => WORDS[w.toLowerCase()] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
