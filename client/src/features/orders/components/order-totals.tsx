import { Flex } from '@chakra-ui/react/flex';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { REFUNDS } from '../../../config/constants';
import type { OrderFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/dates';
import { businessDays } from '../../../lib/figures';
import { formatMoney, taxRows } from '../../../lib/money';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Flex justify="space-between" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium">{value}</Text>
    </Flex>
  );
}

/**
 * A refund under the total: the amount and the day it was processed, or, until then, the day it
 * was decided and how long it takes to arrive.
 */
function Refund({ refund: r }: { refund: OrderFieldsFragment['refunds'][number] }) {
  const done = r.processedAt !== null;
  return (
    <Stack gap="0.5" data-testid="order-refund">
      <Row label={done ? `Refunded on ${formatDate(r.processedAt!)}` : `Refund started on ${formatDate(r.createdAt)}`} value={formatMoney(r.amount)} />
      {!done && (
        <Text fontSize="xs" color="fg.muted">
          {r.status === 'FAILED' ? 'Delayed: our team is looking into it.' : `Reaches your account in ${businessDays(REFUNDS.processingBusinessDays)}.`}
        </Text>
      )}
    </Stack>
  );
}

/** Subtotal, shipping, the tax per GST rate ('Tax (18%)', or 'Tax (5%)' and 'Tax (18%)'), the COD charge (when there was one) and the total, as stored; then any refunds. */
export function OrderTotals({ order }: { order: OrderFieldsFragment }) {
  return (
    <Stack gap="2.5" p="4" bg="bg.canvas" borderRadius="l2" borderWidth="1px" borderColor="gray.200" data-testid="order-totals">
      <Row label="Subtotal" value={formatMoney(order.subtotal)} />
      {order.couponCode && <Row label={`Discount (${order.couponCode})`} value={`-${formatMoney(order.discount)}`} />}
      <Row label="Shipping" value={order.shipping > 0 ? formatMoney(order.shipping) : 'Free'} />
      {taxRows(order.taxLines).map(([label, amount]) => (
        <Row key={label} label={label} value={formatMoney(amount)} />
      ))}
      {order.codCharge > 0 && <Row label="COD charge" value={formatMoney(order.codCharge)} />}
      <Separator />
      <Flex justify="space-between" align="baseline">
        <Text fontWeight="semibold">Total</Text>
        <Text fontWeight="bold" fontSize="lg">{formatMoney(order.total)}</Text>
      </Flex>
      {order.refunds.map((r) => (
        <Refund key={r.createdAt} refund={r} />
      ))}
    </Stack>
  );
}
