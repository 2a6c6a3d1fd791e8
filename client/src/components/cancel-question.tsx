import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { type ReactNode, type RefObject, useRef } from 'react';

interface CancelQuestionProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  /** Where focus goes when it closes, when the button that opened it is not its own trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  testIds: { dialog: string; confirm: string };
}

/**
 * 'Cancel this order?' (the shopper's orders and the admin console): Chakra's dialog as an alert
 * dialog, focus starting on the safe choice, 'Keep order' beside 'Yes, cancel order'.
 */
export function CancelQuestion({ open, onOpenChange, title, description, busy, onConfirm, returnFocusTo, testIds }: CancelQuestionProps) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      size="xs"
      lazyMount
      unmountOnExit
      initialFocusEl={() => keep.current}
      finalFocusEl={returnFocusTo && (() => returnFocusTo.current)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid={testIds.dialog}>
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="xl">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{description}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={keep} variant="outline" borderColor="gray.300" onClick={() => onOpenChange(false)}>
                Keep order
              </Button>
              <Button colorPalette="red" bg="red.700" _hover={{ bg: 'red.800' }} loading={busy} loadingText="Cancelling..." onClick={onConfirm} data-testid={testIds.confirm}>
                Yes, cancel order
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
