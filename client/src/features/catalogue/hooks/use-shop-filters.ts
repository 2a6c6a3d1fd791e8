import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filterActions, filtersVar, type Filters } from '../../../apollo/vars/filters';
import { useTrailingVar } from '../../../apollo/vars/use-var';
import { DEFAULT_SORT, isSortOption, type SortOption } from '../lib/filter-products';
import { filtersFromParams, filtersKey, paramsFromFilters } from '../lib/url-filters';

export type FilterActions = typeof filterActions;
export type ViewMode = 'grid' | 'list';

/** Colours live only in the page state; the URL owns the rest (price and sizes included). */
const localPart = ({ colors }: Filters): Filters => ({ colors });

/** The filters of a URL, with the page's own (colours) kept, into the variable. */
function readFiltersFrom(params: URLSearchParams): void {
  const next = { ...localPart(filtersVar()), ...filtersFromParams(params) };
  // After a filter change the URL comes back with the filters it was written from: setting
  // them again would filter and draw the whole catalogue a second time for nothing.
  if (filtersKey(next) !== filtersKey(filtersVar())) filterActions.setFilters(next);
}

/**
 * Keeps the filters variable and the URL in step: the URL is read whenever it changes
 * (header search, category links, Back), and every filter change writes it back.
 * The filters it answers trail the variable by a transition (the filter panel reads the
 * variable itself), as the URL's sort and view do: the list that follows them is drawn in
 * the background, and a click or keystroke never waits for it.
 */
export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  // The URL's filters are the variable's before the page's first render: its parts that follow
  // the variable (the chips above the list, the panel's controls) are drawn with it, not a
  // frame later, moving the list. Only the shop page's own components read the variable.
  useState(() => readFiltersFrom(params));
  const filters = useTrailingVar(filtersVar);

  useEffect(() => readFiltersFrom(params), [params]);

  // The router hands out a new setter with every URL; the actions stay the same objects so the
  // filter options, memoised on them, do not all redraw on every change.
  const setParamsRef = useRef(setParams);
  useLayoutEffect(() => {
    setParamsRef.current = setParams;
  }, [setParams]);

  const actions = useMemo(() => {
    const setParams: typeof setParamsRef.current = (...a) => setParamsRef.current(...a);
    const sync = <A extends unknown[]>(fn: (...a: A) => void) => (...a: A) => {
      fn(...a);
      setParams((prev) => paramsFromFilters(filtersVar(), prev), { replace: true });
    };
    const synced = Object.fromEntries(
      Object.entries(filterActions).map(([k, fn]) => [k, sync(fn as (...a: unknown[]) => void)]),
    ) as FilterActions;
    // Clear All empties the filters and the whole query string.
    synced.clearFilters = () => {
      filterActions.clearFilters();
      setParams(new URLSearchParams(), { replace: true });
    };
    return synced;
  }, []);

  const sortParam = params.get('sort');
  const sort: SortOption = isSortOption(sortParam) ? sortParam : DEFAULT_SORT;
  const view: ViewMode = params.get('view') === 'list' ? 'list' : 'grid';

  const setParam = useCallback(
    (key: string, value: string, fallback: string) =>
      setParamsRef.current((prev) => {
        const next = new URLSearchParams(prev);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      }, { replace: true }),
    [],
  );

  const setSort = useCallback((s: SortOption) => setParam('sort', s, DEFAULT_SORT), [setParam]);
  const setView = useCallback((v: ViewMode) => setParam('view', v, 'grid'), [setParam]);
  return { filters, actions, sort, setSort, view, setView };
}
