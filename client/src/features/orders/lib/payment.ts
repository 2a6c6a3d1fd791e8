import type { OrderFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/dates';

type Payable = Pick<OrderFieldsFragment, 'canRetryPayment' | 'payBy' | 'paymentState' | 'latestPayment'>;

/** Whether the order's deadline for its payment (if it has one) is still ahead: a page left open may outlive it. */
const beforeDeadline = (order: Pick<Payable, 'payBy'>, now: number) => !order.payBy || Date.parse(order.payBy) > now;

/**
 * Whether to offer Retry payment: the server says so (the order awaits its online payment, and
 * no payment is under way on its latest attempt), and the deadline has not passed since.
 */
export const canRetryPayment = (order: Payable, now = Date.now()): boolean => order.canRetryPayment && beforeDeadline(order, now);

/** What an unpaid order says of its deadline, while it may still be paid; null otherwise. */
export function payByNote(order: Payable, now = Date.now()): string | null {
  if (!order.payBy || !beforeDeadline(order, now)) return null;
  return `Pay by ${formatDateTime(order.payBy)}, or the order is cancelled and its items go back on sale.`;
}

/**
 * Why no Retry payment is offered while a payment is under way (a UPI request waiting for the
 * shopper's approval), and until when; or why the last payment failed, in the provider's words
 * as the server kept them. Null when the payment is neither.
 */
export function paymentNote(order: Payable): string | null {
  const until = order.latestPayment?.underWayUntil;
  if (until) {
    return `A payment is under way (a UPI request waiting for your approval, or your bank's page): the order shows it paid once it goes through. If it does not, you can retry the payment after ${formatDateTime(until)}.`;
  }
  if (order.paymentState !== 'FAILED') return null;
  const reason = order.latestPayment?.failureReason;
  return reason ? `Your last payment failed: ${reason}.` : 'Your last payment failed.';
}
