import { skipToken, useQuery } from '@apollo/client/react';
import { StockMovementsDocument } from '../../../admin-gql/admin-stock/graphql';

/**
 * The latest movements of a product (every size), newest first: asked each time its drawer opens
 * (`productId` null while it is closed), so a change made meanwhile shows. While the drawer slides
 * out, the last answer stays.
 */
export function useStockMovements(productId: string | null) {
  const { data, previousData, loading, error } = useQuery(StockMovementsDocument, productId ? { variables: { productId, limit: 100 }, fetchPolicy: 'cache-and-network' } : skipToken);
  const shown = data ?? (productId ? undefined : previousData);
  return { movements: shown?.stockMovements ?? [], loading: loading && !data, error };
}
