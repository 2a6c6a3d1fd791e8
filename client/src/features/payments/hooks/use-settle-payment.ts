import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { orderState, paths } from '../../../config/paths';
import { ConfirmPaymentDocument, RefreshPaymentDocument } from '../../../gql/graphql';
import type { PaymentReturn } from '../lib/payment-return';

/**
 * Takes a checkout's outcome to the server, then the shopper to /orders, on that order's card:
 * paid → confirmPayment (the server checks the signature and asks the provider), and the card
 * stands under the order's confirmation once the server says it is paid; failed or closed →
 * refreshPayment (the provider is asked now, so the card shows the payment failed, and why, at
 * once rather than after a webhook, or a payment still under way). The card is the answer; a
 * refusal has been toasted by the link chain.
 */
export function useSettlePayment() {
  const [confirm] = useMutation(ConfirmPaymentDocument);
  const [refresh] = useMutation(RefreshPaymentDocument);
  const navigate = useNavigate();

  return useCallback(
    async (result: PaymentReturn) => {
      try {
        if (result.kind === 'paid') {
          const { orderNumber, providerOrderId, paymentId, signature } = result;
          await confirm({ variables: { input: { orderNumber, providerOrderId, paymentId, signature } } });
        } else {
          await refresh({ variables: { orderNumber: result.orderNumber } });
        }
      } catch {
        // Said by the link chain.
      }
      // Replacing /checkout/payment: Back does not confirm the payment again.
      navigate(paths.orders, { replace: true, state: orderState(result.orderNumber) });
    },
    [confirm, refresh, navigate],
  );
}
