import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { describeError } from '../../../apollo/links/error-messages';
import { AdjustStockDocument, SetStockDocument, type StockReason } from '../../../admin-gql/admin-stock/graphql';
import { notify } from '../../../lib/notify';

/** A change of one size's figure: set it to a count, or add/take units with a reason. */
export type StockChange =
  | { kind: 'set'; quantity: number; note: string }
  | { kind: 'adjust'; delta: number; reason: StockReason; note: string };

/**
 * Saves a change with setStock or adjustStock; the levels and movements shown are asked afresh
 * (a level has no id of its own for Apollo's cache). A refusal is kept to show on the form.
 */
export function useStockEdit(productId: string, size: string) {
  const refetchQueries = ['StockLevels', 'StockMovements'];
  const [setStock, set] = useMutation(SetStockDocument, { refetchQueries });
  const [adjustStock, adjust] = useMutation(AdjustStockDocument, { refetchQueries });
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (change: StockChange): Promise<boolean> => {
    setProblem(null);
    const note = change.note.trim() || null;
    try {
      if (change.kind === 'set') await setStock({ variables: { input: { productId, size, quantity: change.quantity, note } } });
      else await adjustStock({ variables: { input: { productId, size, delta: change.delta, reason: change.reason, note } } });
      notify.success(`Stock of ${productId} in size ${size} saved`);
      return true;
    } catch (error) {
      const report = describeError(error);
      setProblem(report.serverMessage ?? report.message);
      return false;
    }
  };
  return { save, saving: set.loading || adjust.loading, problem };
}
