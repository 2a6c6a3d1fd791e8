import type { FaqCategory } from '../types';
import { faqEntryText } from './inline';

/** Lower case, one kind of dash, single spaces: '5-7 Days' finds '5–7 days'. */
export const normalise = (text: string): string =>
  text.toLocaleLowerCase('en-IN').replace(/[‐-―−]/g, '-').replace(/\s+/g, ' ').trim();

/**
 * The FAQ search: a question stays when its question or answer text contains the query,
 * ignoring case. Categories left empty drop out; a blank query keeps everything.
 */
export function searchFaq(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const q = normalise(query);
  if (!q) return [...categories];
  return categories
    .map((c) => ({ ...c, entries: c.entries.filter((e) => normalise(faqEntryText(e)).includes(q)) }))
    .filter((c) => c.entries.length > 0);
}

export const countEntries = (categories: readonly FaqCategory[]): number => categories.reduce((n, c) => n + c.entries.length, 0);
