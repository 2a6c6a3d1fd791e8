import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { AdminRefundsDocument, RefundPaymentDocument } from '../../../admin-gql/admin-payments/graphql';
import { describeError } from '../../../apollo/links/error-messages';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';

/** How often an order's refunds are asked again while one is on its way to the provider. */
const SETTLING_POLL_MS = 3000;

/**
 * An order's refunds as the staff read them (what was paid, refunded, what is left, why not),
 * asked afresh as the page opens, and again every few seconds while one is not settled yet
 * (pending, or asked of the provider), so that 'Requesting' turns into 'Processed' (or 'Failed')
 * on its own, while the page is in view.
 */
export function useOrderRefunds(orderNumber: string) {
  const { data, loading, error, startPolling, stopPolling } = useQuery(AdminRefundsDocument, {
    variables: { orderNumber },
    fetchPolicy: 'cache-and-network',
    skipPollAttempt: () => document.hidden,
  });
  const unsettled = data?.adminRefunds?.refunds.some((r) => r.status === 'PENDING' || r.status === 'REQUESTING') ?? false;
  useEffect(() => {
    if (!unsettled) return;
    startPolling(SETTLING_POLL_MS);
    return stopPolling;
  }, [unsettled, startPolling, stopPolling]);
  return { refunds: data?.adminRefunds ?? null, loading: loading && !data, error };
}

/**
 * Refunds part or all of an order's payment, under the dialog's idempotency key (lib/refund-key).
 * The answer replaces the order's refunds in the cache, and its payment status (the order's page
 * reads both). A refusal is the server's words, shown in the dialog (the operation is silent: no
 * toast of the link chain's besides).
 */
export function useRefundPayment(orderNumber: string) {
  const [problem, setProblem] = useState<string | null>(null);
  const [mutate, { loading }] = useMutation(RefundPaymentDocument, {
    context: { silent: true },
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: AdminRefundsDocument, variables: { orderNumber }, data: { adminRefunds: data.refundPayment.refunds } });
    },
  });
  const refund = async (amount: number, reason: string, idempotencyKey: string): Promise<boolean> => {
    setProblem(null);
    try {
      await mutate({ variables: { input: { orderNumber, amount, reason, idempotencyKey } } });
      notify.success(`Refund of ${formatMoney(amount)} made for order ${orderNumber}`);
      return true;
    } catch (error) {
      const report = describeError(error);
      setProblem(report.serverMessage ?? report.message);
      return false;
    }
  };
  return { refund, refunding: loading, problem };
}
