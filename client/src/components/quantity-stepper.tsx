import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Minus, Plus } from 'lucide-react';

interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  /** The lowest value the minus button reaches (the cart goes to 0, which removes the line). */
  min?: number;
  max?: number;
  /** Names the thing counted, for screen readers: 'Quantity of Black Tee, size M'. */
  label: string;
  size?: 'xs' | 'sm' | 'md';
}

export function QuantityStepper({ value, onChange, min = 1, max = 99, label, size = 'sm' }: QuantityStepperProps) {
  return (
    <HStack gap="0" borderWidth="1px" borderColor="gray.300" borderRadius="l1" w="fit-content" role="group" aria-label={label}>
      <IconButton
        aria-label="Decrease quantity"
        variant="ghost"
        size={size}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        borderRadius="0"
      >
        <Minus />
      </IconButton>
      <Box as="output" minW="8" textAlign="center" fontWeight="medium" fontSize="sm" aria-live="polite" aria-label={`Quantity ${value}`}>
        {value}
      </Box>
      <IconButton
        aria-label="Increase quantity"
        variant="ghost"
        size={size}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        borderRadius="0"
      >
        <Plus />
      </IconButton>
    </HStack>
  );
}
