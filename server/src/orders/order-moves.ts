import { badInput } from '../common/app-error.js';
import { charCount, text } from '../common/validation.js';
import { formatRupees, toPaise } from '../pricing/money.js';
import { shipmentOf } from './couriers.js';
import type { OrderStatus } from './order-lifecycle.js';
import type { OrderEntity } from './order.entity.js';

/** The most characters a cancellation's reason may have (surrounding spaces aside). */
export const CANCEL_REASON_MAX = 200;

/** Why the shop cancels an online order not paid by its deadline, as its shopper is told. */
export const UNPAID_REASON = 'The payment was not made in time';

/** What the staff say about a move (updateOrderStatus, the operator's set-status): each belongs to one status. */
export interface MoveDetails {
  /** SHIPPED: the courier (a code of couriers.ts) and its tracking number. */
  shipment?: { courier?: string | null; trackingNumber?: string | null } | null;
  /** DELIVERED, Cash on Delivery: the cash collected at the door, in rupees. */
  cashCollected?: number | null;
  /** CANCELLED: why, as the shopper is told. */
  reason?: string | null;
}

/** What a move writes besides its status: on the order, and the reason on its history row. */
export interface MoveRecord {
  set: Partial<Pick<OrderEntity, 'courier' | 'trackingNumber' | 'shippedAt' | 'deliveredAt' | 'cashCollectedPaise' | 'cancelReason'>>;
  reason: string | null;
}

const refuse = (field: string, message: string) => badInput(message, [{ field, message }]);

/** A cancellation's reason: given, and at most CANCEL_REASON_MAX characters once trimmed. */
function reasonOf(raw: string | null | undefined): string {
  const reason = text(raw);
  if (reason === null) throw refuse('reason', 'Give the reason for cancelling: the shopper is told it');
  if (charCount(reason) > CANCEL_REASON_MAX) throw refuse('reason', `The reason is at most ${CANCEL_REASON_MAX} characters`);
  return reason;
}

/**
 * Cash on Delivery is paid when it is delivered (DECISIONS 12), so the delivery records the cash
 * collected, which must be the order's total: an order is paid in full or not at all (there is
 * no part-paid order), and a short collection is for the staff to settle with the courier
 * before the order is marked delivered. An order paid online has no cash to collect.
 */
function cashOf(order: OrderEntity, rupees: number | null | undefined): number | null {
  const given = rupees !== undefined && rupees !== null;
  if (order.paymentMethod !== 'cod') {
    if (given) throw refuse('cashCollected', `Order ${order.orderNumber} was paid online: there is no cash to collect`);
    return null;
  }
  const total = formatRupees(order.totalPaise);
  // A replacement at no charge: nothing to collect.
  if (!given && order.totalPaise === 0) return 0;
  if (!given) throw refuse('cashCollected', `Enter the cash collected on delivery: the order's total, ${total}`);
  const paise = toPaise(rupees);
  if (paise === null || paise < 0) throw refuse('cashCollected', 'The cash collected must be an amount in rupees, with at most 2 decimals');
  if (paise !== order.totalPaise) throw refuse('cashCollected', `The cash collected must be the order's total, ${total}: ${formatRupees(paise)} was entered`);
  return paise;
}

/**
 * What the staff's move of `order` to `next` records, from what they said: SHIPPED needs the
 * courier (and its tracking number), DELIVERED the cash collected for COD, CANCELLED a reason.
 * Anything said for another move is refused rather than dropped. BAD_USER_INPUT naming the field.
 */
export function staffMoveRecord(order: OrderEntity, next: OrderStatus, details: MoveDetails, now: Date): MoveRecord {
  const { shipment, cashCollected, reason } = details;
  if (shipment && next !== 'shipped') throw refuse('shipment', 'A courier is given only when the order is marked shipped');
  if (cashCollected !== undefined && cashCollected !== null && next !== 'delivered') throw refuse('cashCollected', 'The cash collected is given only when the order is marked delivered');
  if (text(reason) !== null && next !== 'cancelled') throw refuse('reason', 'A reason is given only when the order is cancelled');
  switch (next) {
    case 'shipped': {
      const { courier, trackingNumber } = shipmentOf(shipment);
      return { set: { courier: courier.code, trackingNumber, shippedAt: now }, reason: null };
    }
    case 'delivered':
      return { set: { deliveredAt: now, cashCollectedPaise: cashOf(order, cashCollected) }, reason: null };
    case 'cancelled': {
      const why = reasonOf(reason);
      return { set: { cancelReason: why }, reason: why };
    }
    default:
      return { set: {}, reason: null };
  }
}

/** A move that records nothing but its status (the shopper's own cancellation). */
export const NOTHING_TO_RECORD: MoveRecord = { set: {}, reason: null };

/** The shop's cancellation of an order not paid in time. */
export const UNPAID_CANCELLATION: MoveRecord = { set: { cancelReason: UNPAID_REASON }, reason: UNPAID_REASON };
