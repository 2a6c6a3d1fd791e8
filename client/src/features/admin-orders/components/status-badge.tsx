import { Badge } from '@chakra-ui/react/badge';
import { Text } from '@chakra-ui/react/text';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../../admin-gql/admin-orders/graphql';
import { orderStatusLook, paymentStatusLook } from '../../orders/lib/status';
import { METHOD_SHORT, type OrderPaymentFacts, paymentStateLabel, statusLabel, toCollect } from '../lib/status';

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

/**
 * Where an order's payment stands, as a badge. A Cash on Delivery order not paid yet is the
 * courier's to collect, not a payment the shopper owes ('collect on delivery', where an unpaid
 * UPI order reads 'Payment pending').
 */
export function PaymentState({ payment }: { payment: OrderPaymentFacts }) {
  return toCollect(payment) ? (
    <Badge colorPalette="blue" variant="outline">{paymentStateLabel(payment).toLowerCase()}</Badge>
  ) : (
    <PaymentStatusBadge status={payment.paymentStatus} prefixed={payment.paymentStatus !== 'PAID'} />
  );
}

/** How an order is paid, for the orders list: the method, then its payment's state ('COD · collect on delivery', 'UPI · Payment pending'). */
export function OrderPayment({ order }: { order: OrderPaymentFacts & { paymentMethod: PaymentMethod } }) {
  return (
    <Text as="span" fontSize="sm" data-testid="order-payment">
      {METHOD_SHORT[order.paymentMethod] ?? order.paymentMethod} · <PaymentState payment={order} />
    </Text>
  );
}
