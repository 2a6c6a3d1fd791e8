import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';

interface OrderNoteProps {
  /** The order's shipment (the tracking link made by the server) and its cancellation's reason, as the server answers them. */
  order: { shipment: { courier: { name: string }; trackingNumber: string | null; trackingUrl: string | null } | null; cancelReason: string | null };
}

/**
 * What the shop recorded for the shopper: 'Shipped with Blue Dart · 987654321 · Track parcel',
 * the courier's page opening in a new tab, apart from the shop (noopener); or 'Cancelled:
 * <reason>'. The shopper's orders and the admin console show it.
 */
export function OrderNote({ order: { shipment: s, cancelReason } }: OrderNoteProps) {
  if (s) {
    return (
      <Text fontSize="sm" data-testid="order-shipment">
        Shipped with {s.courier.name}
        {s.trackingNumber && ` · ${s.trackingNumber}`}
        {s.trackingUrl && (
          <>
            {' · '}
            <Link href={s.trackingUrl} target="_blank" rel="noopener noreferrer" textDecoration="underline" data-testid="track-parcel">
              Track parcel
            </Link>
          </>
        )}
      </Text>
    );
  }
  return cancelReason ? (
    <Text fontSize="sm" overflowWrap="anywhere" data-testid="cancel-reason">
      Cancelled: {cancelReason}
    </Text>
  ) : null;
}
