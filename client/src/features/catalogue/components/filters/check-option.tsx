import { Box } from '@chakra-ui/react/box';
import { Checkbox } from '@chakra-ui/react/checkbox';
import type { ReactNode } from 'react';

interface CheckOptionProps {
  checked: boolean;
  onToggle: () => void;
  children: ReactNode;
  swatch?: string;
  testId?: string;
}

export function CheckOption({ checked, onToggle, children, swatch, testId }: CheckOptionProps) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={onToggle} size="sm" colorPalette="gray" data-testid={testId}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label display="flex" alignItems="center" gap="2" fontWeight="normal">
        {swatch && <Box as="span" w="3.5" h="3.5" rounded="full" bg={swatch} borderWidth="1px" borderColor="gray.300" aria-hidden />}
        {children}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
