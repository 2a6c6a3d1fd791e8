import { useMemo, useSyncExternalStore } from 'react';
import type { Product } from '../api/use-catalogue';
import { type Found, needleOf, onSearchReady, searchCatalogue, searchReady } from '../lib/search-products';

/**
 * What the catalogue's products answer a term (lib/search-products.ts): `found` for the
 * filtering functions, and `searching` while the index is still being made (the page says
 * 'Searching…' rather than 'No products found'). No term: nothing to find, nothing searching.
 */
export function useCatalogueSearch(products: readonly Product[], term: string | null | undefined): { found: Found | null; searching: boolean } {
  const ready = useSyncExternalStore(onSearchReady, () => searchReady(products), () => false);
  const needle = needleOf(term);
  const found = useMemo(() => (needle ? searchCatalogue(products, needle) : null), [products, needle, ready]);
  return { found, searching: Boolean(needle) && !found };
}
