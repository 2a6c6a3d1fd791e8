import type { Filters } from '../../../apollo/vars/filters';

/**
 * The shop's URL <-> filter mapping. Read: category, search, new=true, sale=true, featured=true
 * (new AND sale), price=<min>-<max> (rupees) and size (once per size). Written back: category,
 * search, new, sale, price and sizes (issue 56: a filtered page can be shared and survives a
 * reload); colours stay in the page state.
 */
export function filtersFromParams(params: URLSearchParams): Filters {
  const f: Filters = {};
  const category = params.get('category');
  const search = params.get('search')?.trim();
  if (category && category !== 'all') f.category = category;
  if (search) f.search = search;
  const price = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(params.get('price') ?? '');
  if (price) {
    const [lo, hi] = [Number(price[1]), Number(price[2])];
    f.priceRange = lo <= hi ? [lo, hi] : [hi, lo];
  }
  const sizes = [...new Set(params.getAll('size').map((s) => s.trim()).filter(Boolean))];
  if (sizes.length) f.sizes = sizes;
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
  if (f.priceRange) params.set('price', `${f.priceRange[0]}-${f.priceRange[1]}`);
  for (const size of f.sizes ?? []) params.append('size', size);
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
