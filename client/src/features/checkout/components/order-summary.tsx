import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Lock, Truck } from 'lucide-react';
import { useId } from 'react';
import type { CartSummary } from '../../../apollo/vars/cart';
import type { PriceChange, Quote } from '../lib/order-input';
import { PriceChangeNotice } from './price-change-notice';
import { SummaryLines } from './summary-lines';
import { CouponBox, QuoteReason, SummaryTotals } from './summary-totals';

interface OrderSummaryProps {
  cart: CartSummary;
  /** The server's answer for this cart and method; null while it is asked for, or when it failed. */
  quote: Quote | null;
  quoteFailed: boolean;
  onRetryQuote: () => void;
  changes: PriceChange[];
  cod: boolean;
  busy: boolean;
  /** Why the order cannot be placed yet (pricing, the server refusing COD, a line): the button says it. */
  blocker: string | null;
  /** The server's words when it last refused this cart ('Only 2 left of <name> in size M'). */
  refusal?: string | null;
  onPlace: () => void;
}

/** The server-priced summary and the Place Order button, which says why when it cannot be pressed. */
export function OrderSummary({ cart, quote, quoteFailed, onRetryQuote, changes, cod, busy, blocker, refusal, onPlace }: OrderSummaryProps) {
  const reasonId = useId();
  const pending = !quote && !quoteFailed;
  return (
    <Stack as="aside" aria-labelledby="summary-title" gap="5" bg="bg" p={{ base: '5', md: '6' }} borderRadius="l2" borderWidth="1px" borderColor="gray.200" position={{ lg: 'sticky' }} top="28" data-testid="order-summary">
      <Heading as="h2" id="summary-title" size="lg">Order Summary</Heading>
      <SummaryLines items={cart.items} quote={quote} failed={quoteFailed} />
      <Separator />
      <CouponBox quote={quote} />
      <SummaryTotals figures={quote} cod={cod} failed={quoteFailed} />
      <PriceChangeNotice changes={changes} />
      {refusal && (
        <Text role="alert" p="3" borderRadius="l2" bg="red.50" borderWidth="1px" borderColor="red.200" fontSize="sm" color="red.800" data-testid="order-refused">
          {refusal}
        </Text>
      )}
      {quote?.delivery?.serviceable && (
        <Flex gap="2" align="center" fontSize="sm" data-testid="checkout-promise">
          <Truck size={16} aria-hidden />
          <Text>
            <Text as="span" fontWeight="semibold">{quote.delivery.message}</Text> to {quote.delivery.pincode}
          </Text>
        </Flex>
      )}
      <Stack gap="2">
        <Button
          size="xl"
          w="full"
          onClick={onPlace}
          loading={busy}
          loadingText="Creating Order..."
          disabled={!!blocker}
          aria-describedby={blocker ? reasonId : undefined}
          data-testid="place-order"
        >
          {cod ? 'Place COD Order' : 'Place Order'}
        </Button>
        {blocker && <QuoteReason id={reasonId} text={blocker} muted={pending} onRetry={quoteFailed ? onRetryQuote : undefined} testId="place-order-reason" />}
      </Stack>
      <Flex gap="2" align="center" justify="center" color="fg.muted" fontSize="xs">
        <Lock size={13} aria-hidden />
        <Text>Secure checkout · Prices include every charge shown</Text>
      </Flex>
    </Stack>
  );
}
