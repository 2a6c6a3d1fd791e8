import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../../admin-gql/admin-orders/graphql';

/** The lifecycle's statuses in its order, and payment's (for the filters). */
export const ORDER_STATUSES: readonly OrderStatus[] = ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['PENDING', 'PAID', 'FAILED', 'PARTLY_REFUNDED', 'REFUNDED', 'CANCELLED'];

/** 'SHIPPED' -> 'Shipped', 'PARTLY_REFUNDED' -> 'Partly refunded'. */
export const statusLabel = (status: string): string => status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');

/** Where an order's payment stands, in words: a Cash on Delivery order not paid yet is the courier's to collect ('Collect on delivery'), not a payment owed ('Pending'). */
export const paymentStateLabel = (method: PaymentMethod, status: PaymentStatus): string => (method === 'COD' && status === 'PENDING' ? 'Collect on delivery' : statusLabel(status));

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
