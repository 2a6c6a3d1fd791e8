import type { OrderPaymentState, OrderStatus, PaymentMethod, PaymentStatus } from '../../../admin-gql/admin-orders/graphql';

/** The lifecycle's statuses in its order, and payment's (for the filters). */
export const ORDER_STATUSES: readonly OrderStatus[] = ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['PENDING', 'PAID', 'FAILED', 'PARTLY_REFUNDED', 'REFUNDED', 'CANCELLED'];

/** 'SHIPPED' -> 'Shipped', 'PARTLY_REFUNDED' -> 'Partly refunded'. */
export const statusLabel = (status: string): string => status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');

/** An order's payment as the console reads it: its status, and the server's word on how it stands (`Order.paymentState`). */
export type OrderPaymentFacts = { paymentStatus: PaymentStatus; paymentState: OrderPaymentState };

/**
 * A Cash on Delivery order not delivered yet, as the server says (PAY_ON_DELIVERY): the
 * courier's to collect, not a payment owed. Otherwise the staff read the payment's own status
 * (a failed one stays 'Failed' while the shopper's retry is under way).
 */
export const toCollect = (p: OrderPaymentFacts): boolean => p.paymentState === 'PAY_ON_DELIVERY';

/** Where an order's payment stands, in words: 'Collect on delivery' (toCollect), else its status ('Pending'). */
export const paymentStateLabel = (p: OrderPaymentFacts): string => (toCollect(p) ? 'Collect on delivery' : statusLabel(p.paymentStatus));

/** The button that makes a move, by the status it moves to. */
export const MOVE_LABEL: Record<OrderStatus, string> = {
  PENDING: 'Back to pending',
  CONFIRMED: 'Confirm',
  SHIPPED: 'Mark shipped',
  DELIVERED: 'Mark delivered',
  CANCELLED: 'Cancel order',
};

/** A payment method in the few letters a table row has room for (the order's page names it in full). */
export const METHOD_SHORT: Record<PaymentMethod, string> = { CARD: 'Card', UPI: 'UPI', NET_BANKING: 'Net Banking', COD: 'COD' };
