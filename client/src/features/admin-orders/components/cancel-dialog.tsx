import { useState } from 'react';
import { TextField } from '../../../components/text-field';
import type { MoveDetails } from '../hooks/use-move-order';
import { AskDialog, type AskDialogProps } from '../../../components/ask-dialog';

interface CancelDialogProps extends AskDialogProps {
  orderNumber: string;
  onCancel: (details: MoveDetails) => void;
}

/** Cancelling an order from the admin console asks first, and for the reason the shopper will read. */
export function CancelDialog({ orderNumber, onCancel, ...dialog }: CancelDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <AskDialog
      {...dialog}
      shows={['reason']}
      title={`Cancel order ${orderNumber}?`}
      description="The order will not be shipped and its items go back on sale. The shopper sees it cancelled, with your reason. This cannot be undone."
      confirm="Cancel order"
      busyText="Cancelling..."
      back="Keep order"
      danger
      onSubmit={() => onCancel({ reason })}
      testId="admin-cancel-dialog"
    >
      <TextField
        label="Reason"
        required
        value={reason}
        onChange={setReason}
        placeholder="e.g. Size M is out of stock"
        helper="The shopper reads it on their order."
        error={dialog.fields.reason}
        testId="cancel-reason"
      />
    </AskDialog>
  );
}
