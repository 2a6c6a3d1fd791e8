import { skipToken, useQuery } from '@apollo/client/react';
import { StockMovementsDocument } from '../../../gql/graphql';

/** The latest movements of a product (every size), newest first; asked when its drawer opens. */
export function useStockMovements(productId: string | null) {
  const { data, loading, error } = useQuery(StockMovementsDocument, productId ? { variables: { productId, limit: 100 }, fetchPolicy: 'cache-and-network' } : skipToken);
  return { movements: data?.stockMovements ?? [], loading: loading && !data, error };
}
