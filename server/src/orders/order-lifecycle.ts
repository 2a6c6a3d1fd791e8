import type { Actor } from '../common/actor.js';
import type { PaymentMethod } from './payment-methods.js';
/** An order's latest payment attempt, as the shopper is shown it (payments decides each field). */
export interface LatestAttempt {
  status: 'pending' | 'paid' | 'failed';
  /** The provider's words for why it failed; null unless it failed (or the provider gave none). */
  failureReason: string | null;
  createdAt: Date;
  /** While a payment is under way on it (a UPI request awaiting approval): until when Retry payment is held back. Null otherwise. */
  underWayUntil: Date | null;
}

export type OrderStatus = 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';
/**
 * pending -> paid | failed, failed -> paid (a retry), paid -> partly_refunded (the staff refund
 * part of it) -> refunded (the rest, by the staff or a cancellation), paid -> refunded,
 * pending | failed -> cancelled (an unpaid order cancelled). Never back: paid stays paid
 * until refunded (DECISIONS 12). The column holds 16 characters: hence 'partly'.
 */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'partly_refunded' | 'refunded' | 'cancelled';

export const PAYMENT_NEXT: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['paid', 'failed', 'cancelled'],
  failed: ['paid', 'cancelled'],
  paid: ['partly_refunded', 'refunded'],
  partly_refunded: ['refunded'],
  refunded: [],
  cancelled: [],
};

/** The payment statuses from which an order's payment may move to `to`. */
export const paymentStatusesBefore = (to: PaymentStatus): PaymentStatus[] =>
  (Object.keys(PAYMENT_NEXT) as PaymentStatus[]).filter((from) => PAYMENT_NEXT[from].includes(to));

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

/**
 * An order paid online (card, UPI, net banking) whose payment has not been made: it is neither
 * confirmed nor sent on until it is paid, so no unpaid parcel leaves the shop. It may be
 * cancelled. Cash on Delivery is paid at the door (DECISIONS 12).
 */
export const awaitsPayment = (o: { status: OrderStatus; paymentMethod: PaymentMethod; paymentStatus: PaymentStatus }): boolean =>
  o.status !== 'cancelled' && o.paymentMethod !== 'cod' && (o.paymentStatus === 'pending' || o.paymentStatus === 'failed');

/** The deadline a shopper is shown: while the order is pending and its online payment not made; else null. */
export const payByOf = (o: { status: OrderStatus; paymentMethod: PaymentMethod; paymentStatus: PaymentStatus; payBy: Date | null }): Date | null =>
  o.status === 'pending' && awaitsPayment(o) ? o.payBy : null;

/**
 * An order the shop cancels for want of its payment: still pending, its online payment not
 * made, and past its deadline (the one `payByOf` shows). Its units go back on sale; no new
 * attempt is opened for it.
 */
export const unpaidTooLong = (o: { status: OrderStatus; paymentMethod: PaymentMethod; paymentStatus: PaymentStatus; payBy: Date | null }, now: Date = new Date()): boolean => {
  const payBy = payByOf(o);
  return payBy !== null && payBy.getTime() <= now.getTime();
};

/** The statuses an order may move to now: its lifecycle's next ones, only `cancelled` while it awaits its payment. */
export const nextStatusesOf = (o: { status: OrderStatus; paymentMethod: PaymentMethod; paymentStatus: PaymentStatus }): readonly OrderStatus[] =>
  awaitsPayment(o) ? NEXT[o.status].filter((s) => s === 'cancelled') : NEXT[o.status];

/** A shopper may cancel an order while it is still pending or confirmed. */
export const isCancellable = (status: OrderStatus): boolean => canMove(status, 'cancelled');

/** Who may cancel: the order's owner (an admin moves orders with updateStatus instead). */
export const mayCancel = (actor: Actor, order: { userId: string }): boolean => order.userId === actor.userId;

/**
 * The payment status an order's move leaves it with: Cash on Delivery is paid when it is
 * delivered; a cancelled order is refunded when it was paid (what the staff refunded of it
 * already, the rest), else its payment is cancelled; otherwise the payment keeps its status.
 */
export function paymentStatusAfter(next: OrderStatus, method: PaymentMethod, current: PaymentStatus): PaymentStatus {
  if (next === 'delivered' && method === 'cod' && current === 'pending') return 'paid';
  if (next === 'cancelled') return PAYMENT_NEXT[current].includes('refunded') ? 'refunded' : PAYMENT_NEXT[current].includes('cancelled') ? 'cancelled' : current;
  return current;
}

/**
 * The payment as the shopper is shown it. A Cash on Delivery order not delivered yet is paid at
 * the door (nothing owed online); an order whose payment failed and that a retry is paying now
 * is pending again (its latest attempt is), not failed. Otherwise the order's payment status.
 */
export type PaymentState = PaymentStatus | 'pay_on_delivery';

export function paymentStateOf(o: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus }, latest: LatestAttempt | null): PaymentState {
  if (o.paymentMethod === 'cod' && o.paymentStatus === 'pending') return 'pay_on_delivery';
  if (o.paymentStatus === 'failed' && latest?.status === 'pending') return 'pending';
  return o.paymentStatus;
}

/**
 * Whether the shopper is offered Retry payment: the order awaits its online payment, its
 * deadline has not passed, and no payment is under way on its latest attempt (a second one
 * could take the money twice; retryPayment refuses it too).
 */
export const mayRetryPayment = (
  o: { status: OrderStatus; paymentMethod: PaymentMethod; paymentStatus: PaymentStatus; payBy: Date | null },
  latest: LatestAttempt | null,
  now: Date = new Date(),
): boolean => awaitsPayment(o) && !unpaidTooLong(o, now) && !latest?.underWayUntil;
