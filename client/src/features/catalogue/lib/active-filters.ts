import type { createFilterActions, Filters } from '../../../apollo/vars/filters';
import { formatMoney } from '../../../lib/money';
import { formatCategory } from './format';

type FilterActions = ReturnType<typeof createFilterActions>;

/** One filter that is set, as the shop shows it above its products, and how to take it off. */
export interface ActiveFilter {
  /** Unique among the filters that are set. */
  key: string;
  /** What the chip says; its remove button is 'Remove filter: ' and this. */
  label: string;
  remove: (actions: FilterActions) => void;
}

function priceLabel([min, max]: [number, number]): string {
  return Number.isFinite(max) ? `${formatMoney(min)} – ${formatMoney(max)}` : `From ${formatMoney(min)}`;
}

/**
 * Every filter that is set, in the filter panel's order: category, search, price, offers,
 * sizes, colours. Each size and colour is a filter of its own. The sort is not one: it
 * orders the products and takes none away.
 */
export function activeFilters(f: Filters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (f.category) active.push({ key: 'category', label: formatCategory(f.category), remove: (a) => a.setCategory(undefined) });
  if (f.search) active.push({ key: 'search', label: `Search: "${f.search}"`, remove: (a) => a.setSearch(undefined) });
  if (f.priceRange) active.push({ key: 'price', label: priceLabel(f.priceRange), remove: (a) => a.setPriceRange(undefined) });
  if (f.isNew) active.push({ key: 'new', label: 'New Arrivals', remove: (a) => a.toggleNew() });
  if (f.isSale) active.push({ key: 'sale', label: 'On Sale', remove: (a) => a.toggleSale() });
  for (const size of f.sizes ?? []) active.push({ key: `size:${size}`, label: `Size ${size}`, remove: (a) => a.toggleSize(size) });
  for (const color of f.colors ?? []) active.push({ key: `color:${color}`, label: color, remove: (a) => a.toggleColor(color) });
  return active;
}
