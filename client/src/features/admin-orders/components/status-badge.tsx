import { Badge } from '@chakra-ui/react/badge';
import type { OrderStatus, PaymentStatus } from '../../../gql/graphql';
import { ORDER_PALETTE, PAYMENT_PALETTE, statusLabel } from '../lib/status';

/** An order's status as a badge; the word carries the meaning, the colour helps. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={ORDER_PALETTE[status] ?? 'gray'} variant="subtle" data-testid="order-status">
      {statusLabel(status)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge colorPalette={PAYMENT_PALETTE[status] ?? 'gray'} variant="outline">
      {statusLabel(status)}
    </Badge>
  );
}
