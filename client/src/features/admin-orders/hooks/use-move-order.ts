import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { type OrderStatus, UpdateOrderStatusDocument } from '../../../admin-gql/graphql';
import { describeError } from '../../../apollo/links/error-messages';
import { notify } from '../../../lib/notify';
import { statusLabel } from '../lib/status';

/**
 * Moves an order. The answer replaces the order in Apollo's cache (its status, history and next
 * moves). A refusal (another admin moved it first, say) is toasted by the link chain and kept
 * here too, to show beside the buttons.
 */
export function useMoveOrder(orderNumber: string) {
  const [mutate, { loading }] = useMutation(UpdateOrderStatusDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const move = async (status: OrderStatus): Promise<boolean> => {
    setProblem(null);
    try {
      await mutate({ variables: { orderNumber, status } });
      notify.success(`Order ${orderNumber} is now ${statusLabel(status).toLowerCase()}`);
      return true;
    } catch (error) {
      const report = describeError(error);
      setProblem(report.serverMessage ?? report.message);
      return false;
    }
  };
  return { move, moving: loading, problem };
}
