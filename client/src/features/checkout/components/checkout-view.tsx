import { useVar } from '../../../apollo/vars/use-var';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { ShoppingBag } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CartSummary } from '../../../apollo/vars/cart';
import { sessionVar } from '../../../apollo/vars/session';
import { EmptyState } from '../../../components/empty-state';
import { LoginRequired } from '../../../components/login-required';
import { paths } from '../../../config/paths';
import type { OpenCheckout } from '../../../config/payment-methods';
import { notify } from '../../../lib/notify';
import { isPincodeShape } from '../../../lib/validation';
import { useDeliveryDetails } from '../hooks/use-delivery-details';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useQuote } from '../hooks/use-quote';
import { checkoutProblem, placeBlocker, shippingProblem, USER_NOT_FOUND } from '../lib/place-order-checks';
import { priceChanges, quoteLines } from '../lib/order-input';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from '../lib/payment-methods';
import { ContactSection } from './contact-section';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { ShippingSection } from './shipping-section';

/**
 * /checkout: empty cart and login prompts, else contact, address, payment and the summary.
 * `openCheckout` opens the payment provider's checkout for a prepaid order.
 */
export function CheckoutView({ cart, openCheckout }: { cart: CartSummary; openCheckout: OpenCheckout }) {
  const { user, isAuthenticated } = useVar(sessionVar);
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const lines = useMemo(() => quoteLines(cart.items), [cart.items]);
  const { place, busy } = usePlaceOrder(openCheckout);
  const details = useDeliveryDetails(user);
  // The shipping address's pincode, once it has its shape: the quote then says when it arrives and whether COD is taken there.
  const pin = details.asUser?.address?.postalCode?.trim() ?? '';
  const { quote, failed, refetch } = useQuote(lines, method, isPincodeShape(pin) ? pin : null);
  // The server's last refusal of these very lines (409: 'Only 2 left of …'), shown until they change.
  const [refusal, setRefusal] = useState<{ lines: typeof lines; message: string } | null>(null);
  const onStale = (message: string) => {
    setRefusal({ lines, message });
    refetch();
  };

  if (cart.items.length === 0) {
    return (
      <Container maxW="6xl" py="8">
        <EmptyState as="h1" icon={<ShoppingBag size={32} />} title="Your cart is empty" description="Add some items to your cart before checking out.">
          <Button asChild size="lg"><RouterLink to={paths.shop}>Continue Shopping</RouterLink></Button>
        </EmptyState>
      </Container>
    );
  }
  if (!isAuthenticated) return <LoginRequired description="Please login to complete your purchase." />;
  if (!user?.id) return <LoginRequired title="Login Required" description={USER_NOT_FOUND} />;

  const cod = method === 'COD';
  const changes = quote ? priceChanges(cart.items, quote) : [];
  // The delivery details the checkout asked for are saved to the profile first; the order ships to what was saved.
  const onPlace = async () => {
    const problem = checkoutProblem(details.asUser, method, quote);
    if (problem) {
      // The fields still missing are marked, the first one focused.
      if (details.asUser && problem === shippingProblem(details.asUser)) details.markMissing();
      return void notify.error(problem);
    }
    const shipTo = await details.commit();
    if (shipTo) await place({ user: shipTo, lines, method, quote, onStale });
  };

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="6">Checkout</Heading>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 400px' }} gap={{ base: '6', lg: '10' }} alignItems="start">
        <Stack gap="6">
          <ContactSection user={user} edit={details.edit} />
          <ShippingSection user={user} edit={details.edit} abroad={details.abroad} />
          <PaymentSection method={method} onChange={setMethod} />
        </Stack>
        <OrderSummary
          cart={cart}
          quote={quote}
          quoteFailed={failed}
          onRetryQuote={refetch}
          changes={changes}
          cod={cod}
          busy={busy || details.busy}
          blocker={placeBlocker(method, quote, failed)}
          refusal={refusal?.lines === lines ? refusal.message : null}
          onPlace={() => void onPlace()}
        />
      </Grid>
    </Container>
  );
}
