import { useQuery } from '@apollo/client/react';
import { StockLevelsDocument } from '../../../admin-gql/admin-stock/graphql';
import type { StockQuery } from './use-stock-query';

export const PAGE_SIZE = 25;
/** Under this many units a size counts as low (the server's lowOnly filter uses the same figure). */
export const LOW_STOCK = 5;

/** A page of stock levels; the last page stays shown while the next one loads. */
export function useStockLevels(query: StockQuery) {
  const filter = { ...(query.search.trim() ? { search: query.search.trim() } : {}), ...(query.lowOnly ? { lowOnly: true } : {}) };
  const { data, previousData, loading, error } = useQuery(StockLevelsDocument, {
    variables: { filter, page: query.page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return { page: (data ?? previousData)?.stockLevels, loading, error };
}
