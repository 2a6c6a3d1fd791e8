import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Banknote, CreditCard, Landmark, Smartphone } from 'lucide-react';
import type { PaymentMethod, PaymentOption as Option } from '../lib/payment-methods';

const ICONS: Record<PaymentMethod, typeof CreditCard> = { CARD: CreditCard, UPI: Smartphone, NET_BANKING: Landmark, COD: Banknote };

interface PaymentOptionProps {
  option: Option;
  checked: boolean;
  onSelect: (method: PaymentMethod) => void;
}

/** A payment method as a card over a native radio: arrow keys and screen readers work as usual. */
export function PaymentOption({ option, checked, onSelect }: PaymentOptionProps) {
  const Icon = ICONS[option.value];
  return (
    <Box as="label" position="relative" display="block" cursor="pointer" data-testid={`payment-${option.value}`}>
      <input
        type="radio"
        name="payment-method"
        value={option.value}
        checked={checked}
        onChange={() => onSelect(option.value)}
        className="peer"
        style={{ position: 'absolute', opacity: 0, inset: 0, cursor: 'pointer' }}
      />
      <HStack
        gap="3"
        p="4"
        h="full"
        borderWidth={checked ? '2px' : '1px'}
        borderColor={checked ? 'gray.900' : 'gray.300'}
        bg={checked ? 'bg.canvas' : 'bg'}
        borderRadius="l2"
        transition="border-color .15s, background .15s"
        _hover={{ borderColor: 'gray.900' }}
        _peerFocusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
      >
        <Box color={checked ? 'brand.fg' : 'fg.muted'} aria-hidden>
          <Icon size={22} strokeWidth={1.75} />
        </Box>
        <Stack gap="0.5" flex="1" minW="0">
          <Text fontWeight="semibold" fontSize="sm">{option.label}</Text>
          <Text fontSize="xs" color="fg.muted">{option.description}</Text>
        </Stack>
        <Box aria-hidden boxSize="4" rounded="full" borderWidth={checked ? '5px' : '1.5px'} borderColor={checked ? 'gray.900' : 'gray.400'} flexShrink={0} />
      </HStack>
    </Box>
  );
}
