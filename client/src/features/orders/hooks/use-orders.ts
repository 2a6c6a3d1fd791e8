import { skipToken, useQuery } from '@apollo/client/react';
import { OrdersByUserDocument, type OrderFieldsFragment } from '../../../gql/graphql';

const NONE: OrderFieldsFragment[] = [];

/**
 * The signed-in shopper's orders, newest first; always asked afresh (a new order, a status
 * moved by the shop). A failed load shows as an empty list (spec point 8); the link chain
 * has already said why.
 */
export function useOrders(userId: string | null | undefined) {
  const { data, loading } = useQuery(
    OrdersByUserDocument,
    userId ? { variables: { userId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  return { orders: data?.ordersByUser ?? NONE, loading: loading && !data };
}
