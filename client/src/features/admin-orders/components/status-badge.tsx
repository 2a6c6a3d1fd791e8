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

/** A payment status; `prefixed` names it ('Payment pending') where it stands beside the order's status. */
export function PaymentStatusBadge({ status, prefixed = false }: { status: PaymentStatus; prefixed?: boolean }) {
  return (
    <Badge colorPalette={PAYMENT_PALETTE[status] ?? 'gray'} variant="outline">
      {prefixed ? `Payment ${statusLabel(status).toLowerCase()}` : statusLabel(status)}
    </Badge>
  );
}
