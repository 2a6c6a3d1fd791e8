import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useRef } from 'react';

interface UndoToastProps {
  message: string;
  /** Runs the undo and closes the toast; called at most once. */
  onUndo: () => void;
}

/** A toast's content: what was done, and the button that takes it back. */
export function UndoToast({ message, onUndo }: UndoToastProps) {
  const done = useRef(false);
  const undo = () => {
    if (done.current) return;
    done.current = true;
    onUndo();
  };
  return (
    <HStack gap="4">
      <Text>{message}</Text>
      <Button size="xs" variant="outline" borderColor="gray.300" onClick={undo} data-testid="toast-undo">
        Undo
      </Button>
    </HStack>
  );
}
