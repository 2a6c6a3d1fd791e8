import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ConfirmPaymentDocument, RefreshPaymentDocument, type PaymentStatus } from '../../../gql/graphql';
import { notify, notifyApi } from '../../../lib/notify';
import type { PaymentReturn } from '../lib/payment-return';
import { settledNote } from '../lib/settled-note';

/**
 * Takes a checkout's outcome to the server, then the shopper to /orders with a word on it:
 * paid → confirmPayment (the server checks the signature and asks the provider); failed or
 * closed → refreshPayment (the provider is asked now, so the order shows Failed at once rather
 * than after a webhook). A refusal has been toasted by the link chain; /orders shows the rest.
 */
export function useSettlePayment() {
  const [confirm] = useMutation(ConfirmPaymentDocument);
  const [refresh] = useMutation(RefreshPaymentDocument);
  const navigate = useNavigate();

  return useCallback(
    async (result: PaymentReturn) => {
      let status: PaymentStatus | null = null;
      try {
        if (result.kind === 'paid') {
          const { orderNumber, providerOrderId, paymentId, signature } = result;
          const { data } = await confirm({ variables: { input: { orderNumber, providerOrderId, paymentId, signature } } });
          status = data?.confirmPayment.paymentStatus ?? null;
        } else {
          const { data } = await refresh({ variables: { orderNumber: result.orderNumber } });
          status = data?.refreshPayment.paymentStatus ?? null;
        }
      } catch {
        // Said by the link chain.
      }
      // Replacing /checkout/payment: Back does not confirm the payment again.
      navigate(paths.orders, { replace: true });
      const note = settledNote(result, status);
      if (note?.tone === 'success') notifyApi.success(note.text);
      else if (note) notify[note.tone](note.text);
    },
    [confirm, refresh, navigate],
  );
}
