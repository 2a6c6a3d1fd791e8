import { useState } from 'react';
import { TextField } from '../../../components/text-field';
import { formatMoney } from '../../../lib/money';
import type { MoveDetails } from '../hooks/use-move-order';
import { AskDialog, type AskDialogProps } from '../../../components/ask-dialog';

interface DeliverDialogProps extends AskDialogProps {
  orderNumber: string;
  /** Cash on Delivery: the cash collected is recorded with the delivery. */
  cod: boolean;
  total: number;
  onDeliver: (details: MoveDetails) => void;
}

/** 'Mark delivered' asks to confirm; for Cash on Delivery, with the cash the courier collected (the server holds it to the total). */
export function DeliverDialog({ orderNumber, cod, total, onDeliver, ...dialog }: DeliverDialogProps) {
  const [cash, setCash] = useState('');
  return (
    <AskDialog
      {...dialog}
      shows={['cashCollected']}
      title={`Mark order ${orderNumber} delivered?`}
      description={cod ? 'Enter the cash the courier collected at the door. The order is then paid.' : 'It was paid online: there is no cash to collect. The shopper sees it delivered.'}
      confirm="Mark delivered"
      busyText="Saving..."
      onSubmit={() => onDeliver(cod ? { cashCollected: cash.trim() === '' ? null : Number(cash) } : {})}
      testId="deliver-dialog"
    >
      {cod && (
        <TextField
          label="Cash collected (₹)"
          required
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={cash}
          onChange={setCash}
          helper={`The order's total: ${formatMoney(total)}`}
          error={dialog.fields.cashCollected}
          testId="deliver-cash"
        />
      )}
    </AskDialog>
  );
}
