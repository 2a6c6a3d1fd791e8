import { Flex } from '@chakra-ui/react/flex';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { CartSummary as Summary } from '../../../apollo/vars/cart';
import { TAX_RATE } from '../../../config/constants';
import { formatMoney } from '../../../lib/money';

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Flex justify="space-between" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium" data-testid={testId}>
        {value}
      </Text>
    </Flex>
  );
}

/** Subtotal, shipping (always 'Free'), 18% tax and total = subtotal × 1.18. */
export function CartSummary({ summary }: { summary: Summary }) {
  const items = `${summary.itemCount} ${summary.itemCount === 1 ? 'item' : 'items'}`;
  return (
    <Stack gap="3">
      <Row label={`Subtotal (${items})`} value={formatMoney(summary.subtotal)} testId="cart-subtotal" />
      <Row label="Shipping" value="Free" testId="cart-shipping" />
      <Row label={`Tax (${Math.round(TAX_RATE * 100)}%)`} value={formatMoney(summary.tax)} testId="cart-tax" />
      <Separator />
      <Flex justify="space-between" align="baseline">
        <Text fontWeight="semibold">Total</Text>
        <Text fontWeight="bold" fontSize="xl" data-testid="cart-total">
          {formatMoney(summary.total)}
        </Text>
      </Flex>
    </Stack>
  );
}
