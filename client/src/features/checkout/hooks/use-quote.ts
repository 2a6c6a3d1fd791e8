import { skipToken, useQuery } from '@apollo/client/react';
import { QuoteCartDocument, type PaymentMethod } from '../../../gql/graphql';
import type { CheckoutLine } from '../lib/order-input';

/**
 * The server's price for this cart and payment method (as createOrder will charge). Only the
 * answer for these very lines and this method is given: while another cart's or method's
 * answer is all there is (the method or a quantity just changed), `quote` is null and
 * `loading` true, so no figure, COD charge or permission is shown that the server has not
 * given for what the shopper is about to order.
 */
export function useQuote(lines: CheckoutLine[], method: PaymentMethod) {
  const { data, loading, error, refetch } = useQuery(
    QuoteCartDocument,
    lines.length ? { variables: { lines, paymentMethod: method }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const quote = data?.quoteCart ?? null;
  return { quote, loading: !quote && loading, failed: !quote && !!error, refetch: () => void refetch().catch(() => undefined) };
}
