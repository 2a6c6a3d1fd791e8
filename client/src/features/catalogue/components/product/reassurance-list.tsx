import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { FREE_SHIPPING_THRESHOLD } from '../../../../config/constants';
import { formatMoney } from '../../../../lib/money';

/** `returnPolicy`: the item's own, as the server says it with its stock (none until that answer came). */
export function ReassuranceList({ returnPolicy }: { returnPolicy?: string }) {
  const items = [
    { icon: Truck, title: 'Free Shipping', text: `On orders above ${formatMoney(FREE_SHIPPING_THRESHOLD)}` },
    { icon: RotateCcw, title: 'Returns', text: returnPolicy ?? 'See our returns policy' },
    { icon: ShieldCheck, title: 'Secure Payment', text: '100% secure checkout' },
  ];
  return (
    <Stack as="ul" listStyle="none" gap="4" pt="6" borderTopWidth="1px" borderColor="gray.200">
      {items.map(({ icon: Icon, title, text }) => (
        <HStack as="li" key={title} gap="3">
          <Box color="brand.600" bg="brand.subtle" p="2.5" rounded="full">
            <Icon size={18} aria-hidden />
          </Box>
          <Box>
            <Text fontSize="sm" fontWeight="semibold">{title}</Text>
            <Text fontSize="xs" color="fg.muted" data-testid={title === 'Returns' ? 'return-policy' : undefined}>{text}</Text>
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}
