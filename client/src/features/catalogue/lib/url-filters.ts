import type { Filters } from '../../../apollo/vars/filters';

/**
 * The shop's URL <-> filter mapping. Read: category, search, new=true, sale=true and
 * featured=true (new AND sale). Written back: category, search, new and sale only; price,
 * sizes and colours stay in the page state.
 */
export function filtersFromParams(params: URLSearchParams): Filters {
  const f: Filters = {};
  const category = params.get('category');
  const search = params.get('search')?.trim();
  if (category && category !== 'all') f.category = category;
  if (search) f.search = search;
  const featured = params.get('featured') === 'true';
  if (featured || params.get('new') === 'true') f.isNew = true;
  if (featured || params.get('sale') === 'true') f.isSale = true;
  return f;
}

export function paramsFromFilters(f: Filters, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  if (f.category) params.set('category', f.category);
  if (f.search) params.set('search', f.search);
  if (f.isNew) params.set('new', 'true');
  if (f.isSale) params.set('sale', 'true');
  // The sort and view are page settings, not filters: carried over untouched.
  for (const k of ['sort', 'view']) {
    const v = keep?.get(k);
    if (v) params.set(k, v);
  }
  return params;
}

/** The URL-owned part of the filters, to tell whether the URL needs rewriting. */
export const urlKey = (f: Filters): string => paramsFromFilters(f).toString();

/**
 * One string per distinct filter object, whatever the order of its keys or absent fields:
 * tells a real change from the same filters built again (the URL read back after a write).
 */
export const filtersKey = (f: Filters): string =>
  JSON.stringify([f.search ?? null, f.category ?? null, f.priceRange ?? null, f.sizes ?? null, f.colors ?? null, !!f.isNew, !!f.isSale]);
