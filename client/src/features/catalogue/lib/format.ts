/** Words whose plain capitalisation reads wrong. */
const WORDS: Record<string, string> = { tshirts: 'T-Shirts', tshirt: 'T-Shirt' };

/** 'women-footwear' -> 'Women Footwear': how category and collection names are shown. */
export function formatCategory(name: string): string {
  return name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => WORDS[w.toLowerCase()] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
