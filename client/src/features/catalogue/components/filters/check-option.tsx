import { Box } from '@chakra-ui/react/box';
import { Checkmark } from '@chakra-ui/react/checkmark';
import { chakra } from '@chakra-ui/react/styled-system';
import { memo, type ReactNode } from 'react';

interface CheckOptionProps {
  checked: boolean;
  /** Handed to onToggle, so one stable handler serves a whole group of options. */
  value: string;
  onToggle: (value: string) => void;
  children: ReactNode;
  swatch?: string;
  testId?: string;
}

/**
 * A filter tick: a native checkbox (visually hidden, so the label's text names it and Space
 * toggles it) drawn as Chakra's checkmark. Not Chakra's Checkbox: its state machine answered
 * every pointer and focus event with a render of its own, ~70 ms of a click at 4x CPU.
 * Memoised: a filter change redraws only the options whose tick changed.
 */
export const CheckOption = memo(function CheckOption({ checked, value, onToggle, children, swatch, testId }: CheckOptionProps) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer" textStyle="sm" colorPalette="gray" data-testid={testId}>
      <chakra.input type="checkbox" className="peer" srOnly checked={checked} onChange={() => onToggle(value)} />
      <Checkmark
        checked={checked}
        size="sm"
        variant="solid"
        aria-hidden
        _peerFocusVisible={{ outlineWidth: '2px', outlineOffset: '2px', outlineStyle: 'solid', outlineColor: 'colorPalette.focusRing' }}
      />
      <Box as="span" display="flex" alignItems="center" gap="2" userSelect="none">
        {swatch && <Box as="span" w="3.5" h="3.5" rounded="full" bg={swatch} borderWidth="1px" borderColor="gray.300" aria-hidden />}
        {children}
      </Box>
    </chakra.label>
  );
});
