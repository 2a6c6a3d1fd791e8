import type { OrderFieldsFragment } from '../../../gql/graphql';

/** The methods paid through the payment provider's checkout (COD is paid on delivery). */
const PREPAID = new Set(['CARD', 'UPI', 'NET_BANKING']);
const UNPAID = new Set(['PENDING', 'FAILED']);

/**
 * Whether the shopper may pay again (Retry payment, retryPayment): a card, UPI or net banking
 * order not yet paid (pending, or its last try failed) that is not cancelled.
 */
export const canRetryPayment = (order: Pick<OrderFieldsFragment, 'paymentMethod' | 'paymentStatus' | 'status'>): boolean =>
  PREPAID.has(order.paymentMethod) && UNPAID.has(order.paymentStatus) && order.status !== 'CANCELLED';
