import { useEffect, useMemo } from 'react';
import { catalogueVar, ensureCatalogue } from '../../../apollo/vars/catalogue';
import { useVar } from '../../../apollo/vars/use-var';
import type { ProductFieldsFragment } from '../../../gql/graphql';
import { orderCategories, orderSizes } from '../lib/filter-products';
import { prepareSearch } from '../lib/search-products';

export type Product = ProductFieldsFragment;

const EMPTY: Product[] = [];

/**
 * The catalogue with its derived lists (apollo/vars/catalogue.ts). Loading until it has come;
 * should its load fail, the failure is logged (spec point 8) and the shop shows its empty state,
 * and the next page that needs it tries again. Once it is there, its search texts are made
 * while the browser is idle (prepareSearch).
 */
export function useCatalogue() {
  const { catalogue, error } = useVar(catalogueVar);
  useEffect(() => {
    if (!catalogue) void ensureCatalogue();
    else void prepareSearch(catalogue.products);
  }, [catalogue]);
  return useMemo(
    () => ({
      loading: !catalogue && !error,
      error,
      products: catalogue?.products ?? EMPTY,
      categories: orderCategories(catalogue?.categories ?? []),
      colors: catalogue?.colors ?? [],
      sizes: orderSizes(catalogue?.sizes ?? []),
      priceRange: catalogue?.priceRange ?? { min: 0, max: 0 },
    }),
    [catalogue, error],
  );
}
