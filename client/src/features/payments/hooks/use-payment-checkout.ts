import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionVar } from '../../../apollo/vars/session';
import { paths } from '../../../config/paths';
import type { OpenCheckout } from '../../../config/payment-methods';
import { notify } from '../../../lib/notify';
import { openCheckout } from '../lib/open-checkout';
import { useSettlePayment } from './use-settle-payment';

const CHECKOUT_UNAVAILABLE = 'The payment window could not be opened. You can retry the payment from your orders.';

/**
 * Opens the provider's checkout for an order awaiting payment (lib/open-checkout.ts), as the
 * signed-in shopper. The app hands it to the checkout (a new order) and to the orders page
 * (Retry payment). Resolves once the checkout is open or the page is on its way to it.
 */
export function usePaymentCheckout(): OpenCheckout {
  const settle = useSettlePayment();
  const navigate = useNavigate();
  return useCallback(
    async (checkout) => {
      try {
        const user = sessionVar().user;
        if (!user) throw new Error('Signed out: nobody to pay as');
        await openCheckout(checkout, user, (result) => void settle(result));
      } catch (error) {
        console.error(error);
        notify.error(CHECKOUT_UNAVAILABLE);
        navigate(paths.orders);
      }
    },
    [settle, navigate],
  );
}
