import { skipToken, useQuery } from '@apollo/client/react';
import { QuoteCartDocument, type PaymentMethod } from '../../../gql/graphql';
import type { CheckoutLine } from '../lib/order-input';

/**
 * The server's price for the cart and payment method (as createOrder will charge). While a
 * new quote loads (the method changed) the last one stays on screen.
 */
export function useQuote(lines: CheckoutLine[], method: PaymentMethod) {
  const { data, previousData, loading, error, refetch } = useQuery(
    QuoteCartDocument,
    lines.length ? { variables: { lines, paymentMethod: method }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const quote = data?.quoteCart ?? previousData?.quoteCart ?? null;
  return { quote, loading, error: quote ? undefined : error, refetch: () => void refetch().catch(() => undefined) };
}
