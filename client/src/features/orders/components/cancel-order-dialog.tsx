import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Ban } from 'lucide-react';
import { useRef } from 'react';
import { REFUNDS } from '../../../config/constants';
import { businessDays } from '../../../lib/figures';
import { useDialogTrigger } from '../../../lib/lazy-dialog';

interface CancelOrderDialogProps {
  orderNumber: string;
  busy: boolean;
  onConfirm: () => Promise<boolean>;
}

/**
 * 'Cancel order' asks first: Chakra's dialog as an alert dialog, focus starting on the safe
 * choice, 'Keep order' beside 'Yes, cancel order'; focus goes back to the button after.
 */
export function CancelOrderDialog({ orderNumber, busy, onConfirm }: CancelOrderDialogProps) {
  const { open, setOpen, trigger, triggerProps } = useDialogTrigger();
  const keep = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    if (await onConfirm()) setOpen(false);
  };
  return (
    <>
      <Button {...triggerProps} variant="outline" borderColor="red.300" color="red.700" _hover={{ bg: 'red.50' }} data-testid="cancel-order">
        <Ban aria-hidden /> Cancel order
      </Button>
      <Dialog.Root
        role="alertdialog"
        open={open}
        onOpenChange={(e) => setOpen(e.open)}
        placement="center"
        size="xs"
        lazyMount
        unmountOnExit
        initialFocusEl={() => keep.current}
        finalFocusEl={() => trigger.current}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content data-testid="cancel-dialog">
              <Dialog.Header>
                <Dialog.Title fontFamily="heading" fontSize="xl">
                  Cancel this order?
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description>
                  Order {orderNumber} will be cancelled and won't be shipped. Any payment made is refunded to the original method in {businessDays(REFUNDS.processingBusinessDays)}.
                </Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer>
                <Button ref={keep} variant="outline" borderColor="gray.300" onClick={() => setOpen(false)}>
                  Keep order
                </Button>
                <Button colorPalette="red" bg="red.700" _hover={{ bg: 'red.800' }} loading={busy} loadingText="Cancelling..." onClick={() => void confirm()} data-testid="confirm-cancel">
                  Yes, cancel order
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
