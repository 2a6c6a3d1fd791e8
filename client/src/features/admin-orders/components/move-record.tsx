import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminOrderDetailFragment } from '../../../admin-gql/admin-orders/graphql';
import { OrderNote } from '../../../components/order-note';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';

/** What the order's moves recorded, as its shopper reads it: how it shipped and when, when it was delivered and the cash collected, why it was cancelled. */
export function MoveRecord({ order }: { order: AdminOrderDetailFragment }) {
  const { shipment, deliveredAt, cashCollected, cancelReason } = order;
  if (!shipment && !deliveredAt && !cancelReason) return null;
  return (
    <Stack gap="1" fontSize="sm" data-testid="move-record">
      <OrderNote order={order} />
      {shipment && <Text color="fg.muted">Shipped {formatDateTime(shipment.shippedAt)}</Text>}
      {deliveredAt && (
        <Text data-testid="delivered-record">
          Delivered {formatDateTime(deliveredAt)}
          {cashCollected !== null && ` · ${formatMoney(cashCollected)} cash collected`}
        </Text>
      )}
    </Stack>
  );
}
