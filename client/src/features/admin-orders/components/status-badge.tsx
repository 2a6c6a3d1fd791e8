import { Badge } from '@chakra-ui/react/badge';
import type { OrderStatus, PaymentStatus } from '../../../admin-gql/graphql';
import { orderStatusLook, paymentStatusLook } from '../../orders/lib/status';
import { statusLabel } from '../lib/status';

/** An order's status as a badge, coloured as the shopper's (features/orders/lib/status.ts); the word carries the meaning, the colour helps. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={orderStatusLook(status).palette} variant="subtle" data-testid="order-status">
      {statusLabel(status)}
    </Badge>
  );
}

/** A payment status; `prefixed` names it ('Payment pending') where it stands beside the order's status. */
export function PaymentStatusBadge({ status, prefixed = false }: { status: PaymentStatus; prefixed?: boolean }) {
  return (
    <Badge colorPalette={paymentStatusLook(status).palette} variant="outline">
      {prefixed ? `Payment ${statusLabel(status).toLowerCase()}` : statusLabel(status)}
    </Badge>
  );
}
