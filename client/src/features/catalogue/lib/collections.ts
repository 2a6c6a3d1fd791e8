import type { Filters } from '../../../apollo/vars/filters';
import { PREMIUM_MIN_PRICE } from '../../../config/constants';
import { formatCategory } from './format';

export interface Collection {
  title: string;
  filters: Filters;
  /** False when the name is neither a known collection nor a category. */
  known: boolean;
}

const TITLES: Record<string, string> = {
  new: 'New Arrivals',
  sale: 'Sale Items',
  featured: 'Featured Products',
};

/**
 * What /collections/{name} shows. new, sale and featured map to the flags (featured is new
 * AND sale). 'premium' is not defined by the spec: we define it as goods priced at
 * ₹2,499 or more. Any other name that is a category filters by that category. The
 * category and search query parameters narrow any collection further.
 */
export function resolveCollection(
  name: string,
  categories: readonly string[],
  query: { category?: string | null; search?: string | null } = {},
): Collection {
  const key = name.toLowerCase();
  const base: Filters =
    key === 'new' ? { isNew: true }
    : key === 'sale' ? { isSale: true }
    : key === 'featured' ? { isNew: true, isSale: true }
    : key === 'premium' ? { priceRange: [PREMIUM_MIN_PRICE, Number.POSITIVE_INFINITY] }
    : categories.includes(key) ? { category: key }
    : {};
  const known = key in TITLES || key === 'premium' || categories.includes(key);
  const filters: Filters = { ...base };
  if (query.category) filters.category = query.category;
  if (query.search?.trim()) filters.search = query.search.trim();
  return { title: TITLES[key] ?? formatCategory(name), filters, known };
}
