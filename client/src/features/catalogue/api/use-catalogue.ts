import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CatalogueDocument, type ProductFieldsFragment } from '../../../gql/graphql';
import { orderCategories, orderSizes } from '../lib/filter-products';

export type Product = ProductFieldsFragment;

const EMPTY: Product[] = [];

/**
 * The catalogue with its derived lists. Loaded once per visit and shared from the cache by
 * every page and the header search. A failure is logged only (spec point 8): the shop then
 * shows its empty state.
 */
export function useCatalogue() {
  const { data, loading, error } = useQuery(CatalogueDocument, {
    fetchPolicy: 'cache-first',
    context: { silent: true },
  });
  const catalogue = data?.catalogue;
  return useMemo(
    () => ({
      loading: loading && !catalogue,
      error,
      products: catalogue?.products ?? EMPTY,
      categories: orderCategories(catalogue?.categories ?? []),
      colors: catalogue?.colors ?? [],
      sizes: orderSizes(catalogue?.sizes ?? []),
      priceRange: catalogue?.priceRange ?? { min: 0, max: 0 },
    }),
    [catalogue, loading, error],
  );
}
