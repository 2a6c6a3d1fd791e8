import { Button } from '@chakra-ui/react/button';
import { Ban } from 'lucide-react';
import { CancelQuestion } from '../../../components/cancel-question';
import { REFUNDS } from '../../../config/constants';
import { businessDays } from '../../../lib/figures';
import { useDialogTrigger } from '../../../lib/lazy-dialog';

interface CancelOrderDialogProps {
  orderNumber: string;
  busy: boolean;
  onConfirm: () => Promise<boolean>;
}

/** 'Cancel order' asks first (components/cancel-question.tsx). */
export function CancelOrderDialog({ orderNumber, busy, onConfirm }: CancelOrderDialogProps) {
  const { open, setOpen, trigger, triggerProps } = useDialogTrigger();
  const confirm = async () => {
    if (await onConfirm()) setOpen(false);
  };
  return (
    <>
      <Button {...triggerProps} variant="outline" borderColor="red.300" color="red.700" _hover={{ bg: 'red.50' }} data-testid="cancel-order">
        <Ban aria-hidden /> Cancel order
      </Button>
      <CancelQuestion
        open={open}
        onOpenChange={setOpen}
        title="Cancel this order?"
        description={`Order ${orderNumber} will be cancelled and won't be shipped. Any payment made is refunded to the original method in ${businessDays(REFUNDS.processingBusinessDays)}.`}
        busy={busy}
        onConfirm={() => void confirm()}
        returnFocusTo={trigger}
        testIds={{ dialog: 'cancel-dialog', confirm: 'confirm-cancel' }}
      />
    </>
  );
}
