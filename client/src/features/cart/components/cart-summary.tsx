import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { CartSummary as Summary } from '../../../apollo/vars/cart';
import { TAX_RATE } from '../../../config/constants';
import { formatMoney } from '../../../lib/money';
import { rate } from '../../../lib/figures';

function Row({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" align="baseline" fontSize={strong ? 'md' : 'sm'}>
      <Text color={strong ? undefined : 'fg.muted'} fontWeight={strong ? 'semibold' : undefined}>{label}</Text>
      <Text fontWeight={strong ? 'bold' : 'medium'} fontSize={strong ? 'lg' : undefined} data-testid={testId}>
        {value}
      </Text>
    </Flex>
  );
}

/**
 * The cart's total of its lines and free shipping. Tax and any Cash on Delivery charge are the
 * server's to work out: the checkout shows them from its quote, so nothing here restates them.
 */
export function CartSummary({ summary }: { summary: Summary }) {
  const items = `${summary.itemCount} ${summary.itemCount === 1 ? 'item' : 'items'}`;
  return (
    <Stack gap="3">
      <Row label={`Subtotal (${items})`} value={formatMoney(summary.subtotal)} testId="cart-subtotal" strong />
      <Row label="Shipping" value="Free" testId="cart-shipping" />
      <Text fontSize="xs" color="fg.muted" data-testid="cart-tax-note">
        Tax ({rate(TAX_RATE)}) and any Cash on Delivery charge are added at checkout.
      </Text>
    </Stack>
  );
}
