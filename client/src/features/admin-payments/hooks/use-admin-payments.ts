import { useQuery } from '@apollo/client/react';
import { AdminPaymentsDocument } from '../../../admin-gql/admin-payments/graphql';
import { useUrlQuery } from '../../../lib/url-query';
import { type PaymentQuery, paymentVariables, readPaymentQuery, writePaymentQuery } from '../lib/payment-query';

export const PAGE_SIZE = 20;

/** The list's search, status and page, kept in the URL. */
export const usePaymentQuery = () => useUrlQuery(readPaymentQuery, writePaymentQuery);

/** A page of payment attempts, asked afresh each time (webhooks keep coming); the last page stays shown while the next loads. */
export function useAdminPayments(query: PaymentQuery) {
  const { data, previousData, loading, error } = useQuery(AdminPaymentsDocument, { variables: paymentVariables(query, PAGE_SIZE), fetchPolicy: 'cache-and-network' });
  return { page: (data ?? previousData)?.adminPayments, loading, error };
}
