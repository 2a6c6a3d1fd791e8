/**
 * The events an order's moves send out (issue 59, DECISIONS 16), each written to the outbox in the
 * transaction that makes the move: a change rolled back sends none.
 */
export const EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'order.cancelled',
  'payment.succeeded',
  'payment.failed',
  'refund.processed',
  /** Written by returns at each move of a return or an exchange (its payload adds `return`: number, kind, from, status, note, replacementOrderNumber). */
  'return.updated',
  'stock.low',
  /** Written by stock when a change brings a size from none left to some (its payload: productId, size, available, reason). */
  'stock.restocked',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export const isEventType = (t: string): t is EventType => (EVENT_TYPES as readonly string[]).includes(t);

/** An event as written by the module whose change it reports: `payload` is the order's read-back shape (REST's RestOrder), or the size for stock.low and stock.restocked. */
export interface NewEvent {
  type: EventType;
  /** The order it is about; null for a stock event raised by the staff's own change. */
  orderNumber: string | null;
  payload: object;
}

/** An event as consumers are handed it. */
export interface OutboxEvent {
  id: string;
  type: EventType;
  occurredAt: Date;
  orderNumber: string | null;
  payload: object;
}

/** The body every consumer sends: Standard Webhooks' shape (`type`, `timestamp`, `data`), with the event's id and order number. */
export const eventBody = (e: OutboxEvent) => ({ id: e.id, type: e.type, timestamp: e.occurredAt.toISOString(), orderNumber: e.orderNumber, data: e.payload });
