import { skipToken, useQuery } from '@apollo/client/react';
import { AdminOrdersDocument } from '../../../admin-gql/admin-orders/graphql';
import { type OrderQuery, toFilter } from '../lib/order-query';

export const PAGE_SIZE = 20;

/** A page of orders for the query; the last page stays shown while the next one loads. */
export function useAdminOrders(query: OrderQuery) {
  const { filter, problem } = toFilter(query);
  const { data, previousData, loading, error } = useQuery(
    AdminOrdersDocument,
    problem ? skipToken : { variables: { filter, page: query.page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' },
  );
  const page = (data ?? previousData)?.adminOrders;
  return { page, loading, error, problem };
}
