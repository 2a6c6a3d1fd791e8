import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { type OrderStatus, UpdateOrderStatusDocument, type UpdateOrderStatusMutationVariables } from '../../../admin-gql/admin-orders/graphql';
import { describeError } from '../../../apollo/links/error-messages';
import { fieldErrors } from '../../../lib/field-errors';
import { notify } from '../../../lib/notify';
import { statusLabel } from '../lib/status';

/** What a move records (the ship, deliver and cancel dialogs): the shipment, the cash collected, the reason. */
export type MoveDetails = Pick<UpdateOrderStatusMutationVariables, 'shipment' | 'cashCollected' | 'reason'>;

/**
 * Moves an order. The answer replaces the order in Apollo's cache (its status, history, next
 * moves and what they recorded). A refusal (another admin moved it first, a tracking number
 * out of its courier's form) is toasted by the link chain and kept here too, to show beside the
 * buttons or in the dialog: the message, and each refused field's own (`shipment.courier`...).
 */
export function useMoveOrder(orderNumber: string) {
  const [mutate, { loading }] = useMutation(UpdateOrderStatusDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const move = async (status: OrderStatus, details: MoveDetails = {}): Promise<boolean> => {
    setProblem(null);
    setFields({});
    try {
      await mutate({ variables: { orderNumber, status, ...details } });
      notify.success(`Order ${orderNumber} is now ${statusLabel(status).toLowerCase()}`);
      return true;
    } catch (error) {
      const report = describeError(error);
      setProblem(report.serverMessage ?? report.message);
      setFields(fieldErrors(error));
      return false;
    }
  };
  const clear = () => {
    setProblem(null);
    setFields({});
  };
  return { move, moving: loading, problem, fields, clear };
}
