import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearCart } from '../../../apollo/vars/cart';
import { stockStore } from '../../../apollo/vars/stock';
import type { SessionUser } from '../../../apollo/vars/session';
import { orderState, paths } from '../../../config/paths';
import type { OpenCheckout } from '../../../config/payment-methods';
import { CreateOrderDocument, type PaymentMethod } from '../../../gql/graphql';
import { notify } from '../../../lib/notify';
import { createAttemptKeys } from '../lib/attempt-key';
import { setCouponCode } from '../lib/coupon-code';
import { checkoutProblem } from '../lib/place-order-checks';
import { buildOrderInput, type CheckoutLine, type Quote } from '../lib/order-input';

interface PlaceOrderArgs {
  user: SessionUser | null;
  lines: CheckoutLine[];
  method: PaymentMethod;
  quote: Quote | null;
  /**
   * Called with the server's words when it refused the order for what it shows (CONFLICT: a
   * price or total that moved, 'Only 2 left of <name> in size M'): the summary is priced again.
   */
  onStale: (message: string) => void;
}

/**
 * Places the order once per attempt: a click while a request is out is ignored, and a retry
 * of the same order carries the same idempotency key, so the server never makes two. A COD
 * order is done, and /orders opens on its confirmation; a prepaid one is stored awaiting
 * payment, and the provider's checkout opens over /orders (where Back from it lands, and where
 * Retry payment is).
 */
export function usePlaceOrder(openCheckout: OpenCheckout) {
  const [createOrder] = useMutation(CreateOrderDocument);
  const [keys] = useState(createAttemptKeys);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const place = async ({ user, lines, method, quote, onStale }: PlaceOrderArgs) => {
    if (inFlight.current) return;
    // The spec's order: the user, Cash on Delivery (as the quote allows it), the required fields.
    const problem = checkoutProblem(user, method, quote);
    if (problem) return void notify.error(problem);
    if (!user || !quote) return;

    const input = buildOrderInput(user, lines, method, quote);
    const idempotencyKey = keys.keyFor(JSON.stringify(input));
    inFlight.current = true;
    setBusy(true);
    try {
      const { data } = await createOrder({ variables: { input, idempotencyKey } });
      if (!data) return;
      keys.settle();
      const { orderNumber, payment } = data.createOrder;
      // Cash on Delivery is placed: /orders opens on its confirmation. A prepaid order's comes once it is paid.
      navigate(paths.orders, payment ? { replace: true } : { state: orderState(orderNumber) });
      clearCart();
      // The code went with the order; the next cart starts without it.
      setCouponCode(null);
      if (payment) await openCheckout(payment);
    } catch (error) {
      // The link chain has toasted the reason; a price, total or stock that moved is asked
      // for again (the quote, and the stock the cart and pages show).
      const conflict = CombinedGraphQLErrors.is(error) ? error.errors.find((e) => e.extensions?.code === 'CONFLICT') : undefined;
      if (conflict) {
        void stockStore.refresh(lines.map((l) => l.productId));
        onStale(conflict.message);
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { place, busy };
}
