import { Box } from '@chakra-ui/react/box';
import { Checkbox } from '@chakra-ui/react/checkbox';
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

/** Memoised: a filter change redraws only the options whose tick changed. */
export const CheckOption = memo(function CheckOption({ checked, value, onToggle, children, swatch, testId }: CheckOptionProps) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={() => onToggle(value)} size="sm" colorPalette="gray" data-testid={testId}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label display="flex" alignItems="center" gap="2" fontWeight="normal">
        {swatch && <Box as="span" w="3.5" h="3.5" rounded="full" bg={swatch} borderWidth="1px" borderColor="gray.300" aria-hidden />}
        {children}
      </Checkbox.Label>
    </Checkbox.Root>
  );
});
