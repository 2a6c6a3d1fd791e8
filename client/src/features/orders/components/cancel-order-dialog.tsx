import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { Ban } from 'lucide-react';
import { Sheet } from '../../../components/sheet';
import { REFUNDS } from '../../../config/constants';
import { businessDays } from '../../../lib/figures';
import { useDialogTrigger } from '../../../lib/lazy-dialog';

interface CancelOrderDialogProps {
  orderNumber: string;
  busy: boolean;
  onConfirm: () => Promise<boolean>;
}

/** 'Cancel order' asks first, in an alert dialog; focus starts on the safe choice. */
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
      <Sheet
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        placement="center"
        maxW="sm"
        finalFocus={trigger}
        title="Cancel this order?"
        titleProps={{ fontFamily: 'heading', fontSize: 'xl' }}
        data-testid="cancel-dialog"
        footer={
          <>
            <Button variant="outline" borderColor="gray.300" onClick={() => setOpen(false)} data-autofocus>
              Keep order
            </Button>
            <Button colorPalette="red" bg="red.700" _hover={{ bg: 'red.800' }} loading={busy} loadingText="Cancelling..." onClick={confirm} data-testid="confirm-cancel">
              Yes, cancel order
            </Button>
          </>
        }
      >
        <Text color="fg.muted">
          Order {orderNumber} will be cancelled and won't be shipped. Any payment made is refunded to the original method in {businessDays(REFUNDS.processingBusinessDays)}.
        </Text>
      </Sheet>
    </>
  );
}
