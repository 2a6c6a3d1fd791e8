import type { OrderFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/dates';

type Unpaid = Pick<OrderFieldsFragment, 'awaitingPayment' | 'payBy'>;

/**
 * Whether the shopper may pay again (Retry payment, retryPayment): the server says the order
 * awaits its online payment (a card, UPI or net banking order, pending or failed, not
 * cancelled), and its deadline has not passed (after it the shop cancels the order).
 */
export const canRetryPayment = (order: Unpaid, now = Date.now()): boolean => order.awaitingPayment && (!order.payBy || Date.parse(order.payBy) > now);

/** What an unpaid order says of its deadline, while it may still be paid; null otherwise. */
export function payByNote(order: Unpaid, now = Date.now()): string | null {
  if (!order.payBy || !canRetryPayment(order, now)) return null;
  return `Pay by ${formatDateTime(order.payBy)}, or the order is cancelled and its items go back on sale.`;
}
