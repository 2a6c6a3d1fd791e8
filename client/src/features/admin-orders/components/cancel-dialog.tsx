import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useRef } from 'react';

interface CancelDialogProps {
  orderNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onConfirm: () => void;
}

/** Cancelling asks first (Chakra's dialog as an alert dialog); focus starts on the safe choice. */
export function CancelDialog({ orderNumber, open, onOpenChange, busy, onConfirm }: CancelDialogProps) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" size="xs" lazyMount unmountOnExit initialFocusEl={() => keep.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="admin-cancel-dialog">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="xl">
                Cancel order {orderNumber}?
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>The order will not be shipped, and the shopper sees it cancelled. This cannot be undone.</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={keep} variant="outline" borderColor="gray.300" onClick={() => onOpenChange(false)}>
                Keep order
              </Button>
              <Button colorPalette="red" bg="red.700" _hover={{ bg: 'red.800' }} loading={busy} loadingText="Cancelling..." onClick={onConfirm} data-testid="admin-confirm-cancel">
                Yes, cancel order
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
