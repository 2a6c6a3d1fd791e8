import { makeVar, type ReactiveVar } from '@apollo/client';

/** The shop's filter object (spec point 3). An absent field means 'no filter'. */
export interface Filters {
  search?: string;
  category?: string;
  priceRange?: [number, number];
  sizes?: string[];
  colors?: string[];
  isNew?: boolean;
  isSale?: boolean;
}

export const filtersVar = makeVar<Filters>({});

/** Adds the value when absent, removes it when present; an emptied list removes the filter. */
function toggleIn(list: string[] | undefined, value: string): string[] | undefined {
  const next = list?.includes(value) ? list.filter((v) => v !== value) : [...(list ?? []), value];
  return next.length ? next : undefined;
}

/** Drops keys whose value is undefined so filter objects compare cleanly. */
function compact(f: Filters): Filters {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as Filters;
}

export const ALL_CATEGORIES = 'all';

export function createFilterActions(filters: ReactiveVar<Filters>) {
  const patch = (p: Partial<Filters>) => filters(compact({ ...filters(), ...p }));
  return {
    /** Replaces the whole filter object (the shop page reading the URL). */
    setFilters(next: Filters): void {
      filters(compact(next));
    },
    /** Choosing All Categories (or the blank choice) clears the category. */
    setCategory(category: string | undefined): void {
      patch({ category: category && category !== ALL_CATEGORIES ? category : undefined });
    },
    setSearch(search: string | undefined): void {
      patch({ search: search?.trim() || undefined });
    },
    setPriceRange(range: [number, number] | undefined): void {
      patch({ priceRange: range });
    },
    toggleSize(size: string): void {
      patch({ sizes: toggleIn(filters().sizes, size) });
    },
    toggleColor(color: string): void {
      patch({ colors: toggleIn(filters().colors, color) });
    },
    /** Toggling the same checkbox twice clears it. */
    toggleNew(): void {
      patch({ isNew: filters().isNew ? undefined : true });
    },
    toggleSale(): void {
      patch({ isSale: filters().isSale ? undefined : true });
    },
    clearFilters(): void {
      filters({});
    },
  };
}

export const filterActions = createFilterActions(filtersVar);
