import type { OrderStatus, PaymentStatus } from '../../../gql/graphql';

/** The lifecycle's statuses in its order, and payment's (for the filters). */
export const ORDER_STATUSES: readonly OrderStatus[] = ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['PENDING', 'PAID', 'FAILED', 'REFUNDED', 'CANCELLED'];

/** 'SHIPPED' -> 'Shipped'. */
export const statusLabel = (status: string): string => status.charAt(0) + status.slice(1).toLowerCase();

/** Palettes the shop's theme keeps (gray, orange, green, red): the words carry the meaning. */
export type Palette = 'gray' | 'orange' | 'green' | 'red';
export const ORDER_PALETTE: Record<OrderStatus, Palette> = { PENDING: 'orange', CONFIRMED: 'gray', SHIPPED: 'gray', DELIVERED: 'green', CANCELLED: 'red' };
export const PAYMENT_PALETTE: Record<PaymentStatus, Palette> = { PENDING: 'orange', PAID: 'green', FAILED: 'red', REFUNDED: 'gray', CANCELLED: 'gray' };

/** The button that makes a move, by the status it moves to. */
export const MOVE_LABEL: Record<OrderStatus, string> = {
  PENDING: 'Back to pending',
  CONFIRMED: 'Confirm',
  SHIPPED: 'Mark shipped',
  DELIVERED: 'Mark delivered',
  CANCELLED: 'Cancel order',
};
