import { Flex } from '@chakra-ui/react/flex';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { TAX_RATE } from '../../../config/constants';
import type { OrderFieldsFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/money';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Flex justify="space-between" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium">{value}</Text>
    </Flex>
  );
}

/** Subtotal, shipping, tax, the COD charge (when there was one) and the total, as stored. */
export function OrderTotals({ order }: { order: OrderFieldsFragment }) {
  return (
    <Stack gap="2.5" p="4" bg="bg.canvas" borderRadius="l2" borderWidth="1px" borderColor="gray.200" data-testid="order-totals">
      <Row label="Subtotal" value={formatMoney(order.subtotal)} />
      <Row label="Shipping" value={order.shipping > 0 ? formatMoney(order.shipping) : 'Free'} />
      <Row label={`Tax (${Math.round(TAX_RATE * 100)}%)`} value={formatMoney(order.tax)} />
      {order.codCharge > 0 && <Row label="COD charge" value={formatMoney(order.codCharge)} />}
      <Separator />
      <Flex justify="space-between" align="baseline">
        <Text fontWeight="semibold">Total</Text>
        <Text fontWeight="bold" fontSize="lg">{formatMoney(order.total)}</Text>
      </Flex>
    </Stack>
  );
}
