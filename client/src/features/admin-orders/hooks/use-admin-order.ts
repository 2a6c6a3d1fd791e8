import { useQuery } from '@apollo/client/react';
import { AdminOrderDocument } from '../../../admin-gql/admin-orders/graphql';

/** One order for its admin page, asked afresh each time the page opens (someone may have moved it), with the couriers it may ship with. */
export function useAdminOrder(orderNumber: string) {
  const { data, loading, error } = useQuery(AdminOrderDocument, { variables: { orderNumber }, fetchPolicy: 'cache-and-network' });
  return { order: data?.order ?? null, couriers: data?.couriers ?? [], loading: loading && !data, error };
}
