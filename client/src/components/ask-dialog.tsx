import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { FormEvent, ReactNode } from 'react';

export interface AskDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, where focus goes back when it closes. */
  opener: () => HTMLElement | null;
  busy: boolean;
  /** The server's refusal. */
  problem: string | null;
  /** Its message for each field it refused, by the server's names (`shipment.courier`...). */
  fields: Record<string, string>;
}

interface Props extends AskDialogProps {
  title: string;
  description: ReactNode;
  /** What the move records: the dialog's fields, and the server's names of them. */
  children?: ReactNode;
  shows?: string[];
  confirm: string;
  busyText: string;
  /** Going back without acting: 'Back', or 'Keep order' beside a cancellation. */
  back?: string;
  danger?: boolean;
  onSubmit: () => void;
  testId: string;
}

/**
 * An action that records something or cannot be undone asks in a dialog first (the console's
 * order moves: ship, deliver, cancel; revoking an API key): what it needs, then the server's
 * answer. It closes when the action is done or when the admin goes back; a refusal stays in it,
 * beside the fields.
 */
export function AskDialog({ open, onOpenChange, opener, busy, problem, fields, title, description, children, shows = [], confirm, busyText, back = 'Back', danger, onSubmit, testId }: Props) {
  // A refusal naming a field shows under it (the field's own error), not again at the foot.
  const foot = shows.some((f) => fields[f]) ? null : problem;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root role={danger ? 'alertdialog' : 'dialog'} open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" size="sm" lazyMount unmountOnExit finalFocusEl={opener}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid={testId}>
            <chakra.form noValidate onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title fontFamily="heading" fontSize="xl" wordBreak="break-word">
                  {title}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>{description}</Dialog.Description>
                  {children}
                  {foot && (
                    <Text role="alert" color="red.700" fontSize="sm" overflowWrap="anywhere" data-testid="ask-dialog-problem">
                      {foot}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" borderColor="gray.300" onClick={() => onOpenChange(false)}>
                  {back}
                </Button>
                <Button type="submit" loading={busy} loadingText={busyText} {...(danger ? { colorPalette: 'red', bg: 'red.700', _hover: { bg: 'red.800' } } : {})} data-testid={`${testId}-confirm`}>
                  {confirm}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
