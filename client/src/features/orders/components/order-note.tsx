import { Text } from '@chakra-ui/react/text';
import { ShipmentLine } from '../../../components/shipment-line';
import type { OrderFieldsFragment } from '../../../gql/graphql';

/** What the shop recorded for the shopper: how the order ships (courier, tracking number, link), or why it was cancelled. */
export function OrderNote({ order: { shipment, cancelReason } }: { order: OrderFieldsFragment }) {
  if (shipment) return <ShipmentLine shipment={shipment} />;
  return cancelReason ? (
    <Text fontSize="sm" overflowWrap="anywhere" data-testid="cancel-reason">
      Cancelled: {cancelReason}
    </Text>
  ) : null;
}
