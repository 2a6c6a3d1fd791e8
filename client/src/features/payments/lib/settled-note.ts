import type { PaymentStatus } from '../../../gql/graphql';
import type { PaymentReturn } from './payment-return';

export interface SettledNote {
  tone: 'success' | 'info' | 'error';
  text: string;
}

const RETRY_HINT = 'You can retry the payment from your orders.';

/** The spec's /checkout success message, said once the order is paid. */
export const placedMessage = (orderNumber: string) => `Order placed successfully! Order number: ${orderNumber}`;

/**
 * What the shopper is told on /orders once a checkout came back and the server was asked
 * about it: `status` is the order's payment status in the server's answer, or null when the
 * server refused the question (the link chain has already said why, so nothing more is said).
 */
export function settledNote(result: PaymentReturn, status: PaymentStatus | null): SettledNote | null {
  if (status === 'PAID') return { tone: 'success', text: placedMessage(result.orderNumber) };
  if (result.kind === 'failed') return { tone: 'error', text: `Payment failed: ${result.reason}. ${RETRY_HINT}` };
  if (result.kind === 'cancelled') return { tone: 'info', text: `Payment not completed. ${RETRY_HINT}` };
  if (status === null) return null;
  if (status === 'CANCELLED' || status === 'REFUNDED') return { tone: 'info', text: `Order ${result.orderNumber} is cancelled. Any amount taken is refunded to the original method.` };
  if (status === 'FAILED') return { tone: 'error', text: `Payment failed. ${RETRY_HINT}` };
  return { tone: 'info', text: `We are still confirming the payment for order ${result.orderNumber}. Your orders show it as paid once the bank confirms it.` };
}
