import type { Actor } from '../common/actor.js';
import type { PaymentMethod } from './payment-methods.js';

export type OrderStatus = 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';
export type PaymentStatus = 'pending' | 'paid' | 'failed';

/** DECISIONS 7: pending -> confirmed -> shipped -> delivered; pending|confirmed -> cancelled. */
export const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const isOrderStatus = (s: string): s is OrderStatus => Object.hasOwn(NEXT, s);

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/** A shopper may cancel an order while it is still pending or confirmed. */
export const isCancellable = (status: OrderStatus): boolean => canMove(status, 'cancelled');

/** Who may cancel: the order's owner (an admin moves orders with updateStatus instead). */
export const mayCancel = (actor: Actor, order: { userId: string }): boolean => order.userId === actor.userId;

/** Who may read an order: its owner, or an admin. */
export const mayRead = (actor: Actor, order: { userId: string }): boolean => order.userId === actor.userId || actor.role === 'admin';

/** Cash on delivery is paid when it is delivered; other payments keep their status. */
export const paymentStatusAfter = (next: OrderStatus, method: PaymentMethod, current: PaymentStatus): PaymentStatus =>
  next === 'delivered' && method === 'cod' ? 'paid' : current;
