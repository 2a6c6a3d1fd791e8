import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatMoney } from '../../../lib/money';
import type { PriceChange } from '../lib/order-input';

/** Tells the shopper, before placing, that the server's price differs from what the cart showed. */
export function PriceChangeNotice({ changes }: { changes: PriceChange[] }) {
  if (!changes.length) return null;
  return (
    <Box role="status" p="3" borderRadius="l2" bg="orange.50" borderWidth="1px" borderColor="orange.200" fontSize="sm" color="orange.900" data-testid="price-changes">
      <Text fontWeight="semibold" mb="1">Prices have changed since you added these items</Text>
      <Stack as="ul" gap="1" listStyle="disc" ps="5">
        {changes.map((c) => (
          <li key={`${c.name}|${c.size}`}>
            {c.name} ({c.size}): {formatMoney(c.was)} → now {formatMoney(c.now)}
          </li>
        ))}
      </Stack>
      <Text mt="1">Your order uses the current prices shown in this summary.</Text>
    </Box>
  );
}
