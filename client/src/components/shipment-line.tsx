import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';

interface ShipmentLineProps {
  /** The order's shipment as the server answers it, the tracking link made there. */
  shipment: { courier: { name: string }; trackingNumber: string | null; trackingUrl: string | null };
}

/**
 * 'Shipped with Blue Dart · 987654321 · Track parcel': the courier's tracking page opens in a
 * new tab, apart from the shop (noopener). The shopper's orders and the admin console show it.
 */
export function ShipmentLine({ shipment: s }: ShipmentLineProps) {
  return (
    <Text fontSize="sm" overflowWrap="anywhere" data-testid="order-shipment">
      Shipped with {s.courier.name}
      {s.trackingNumber && ` · ${s.trackingNumber}`}
      {s.trackingUrl && (
        <>
          {' · '}
          <Link href={s.trackingUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline" data-testid="track-parcel">
            Track parcel
          </Link>
        </>
      )}
    </Text>
  );
}
