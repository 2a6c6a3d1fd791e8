import { CancelQuestion } from '../../../components/cancel-question';

interface CancelDialogProps {
  orderNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: () => void;
}

/** Cancelling an order from the admin console asks first. */
export function CancelDialog({ orderNumber, open, onOpenChange, busy, onConfirm }: CancelDialogProps) {
  return (
    <CancelQuestion
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel order ${orderNumber}?`}
      description="The order will not be shipped, and the shopper sees it cancelled. This cannot be undone."
      busy={busy}
      onConfirm={onConfirm}
      testIds={{ dialog: 'admin-cancel-dialog', confirm: 'admin-confirm-cancel' }}
    />
  );
}
