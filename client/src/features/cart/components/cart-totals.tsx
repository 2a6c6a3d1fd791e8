import { Text } from '@chakra-ui/react/text';
import { useMemo } from 'react';
import type { CartSummary } from '../../../apollo/vars/cart';
import { PriceChangeNotice } from '../../checkout/components/price-change-notice';
import { CouponBox, QuoteReason, SummaryTotals } from '../../checkout/components/summary-totals';
import { useQuote } from '../../checkout/hooks/use-quote';
import { priceChanges, quoteLines } from '../../checkout/lib/order-input';
import { DEFAULT_PAYMENT_METHOD } from '../../checkout/lib/payment-methods';
import { LINES_MESSAGE, QUOTE_FAILED_MESSAGE } from '../../checkout/lib/place-order-checks';

/**
 * The cart's totals on /cart and in the cart panel (spec point 9: total = subtotal × 1.18): the
 * server's quote, asked for with the checkout's own hook and drawn with its rows, for the
 * method the checkout opens on (any Cash on Delivery charge is the checkout's). Until it
 * answers, the cart's own subtotal shows and the tax and total are placeholders of their size.
 */
export function CartTotals({ cart }: { cart: CartSummary }) {
  const lines = useMemo(() => quoteLines(cart.items), [cart.items]);
  const { quote, failed, refetch } = useQuote(lines, DEFAULT_PAYMENT_METHOD);
  // A line asking for more than is left keeps its price and is marked by the cart's own stock
  // check; a line the server cannot price at all is left out of these totals, which says so.
  const reason = failed ? QUOTE_FAILED_MESSAGE : quote?.lines.some((l) => l.lineTotal === null) ? LINES_MESSAGE : null;
  return (
    <>
      <CouponBox quote={quote} />
      <SummaryTotals figures={quote} failed={failed} known={cart} page="cart" />
      <Text fontSize="xs" color="fg.muted" data-testid="cart-cod-note">
        Any Cash on Delivery charge is added at checkout.
      </Text>
      {quote && <PriceChangeNotice changes={priceChanges(cart.items, quote)} />}
      {reason && <QuoteReason text={reason} onRetry={failed ? refetch : undefined} testId="cart-quote-reason" />}
    </>
  );
}
