import { storedTaxLines } from '../pricing/gst-rates.js';
import { toRupees } from '../pricing/money.js';
import { shipmentView } from './couriers.js';
import { awaitsPayment, isCancellable, type LatestAttempt, mayRetryPayment, nextStatusesOf, payByOf, paymentStateOf } from './order-lifecycle.js';
import type { OrderItemEntity } from './order-item.entity.js';
import type { OrderEntity } from './order.entity.js';
import type { OrderPaymentFacts, OrderRefund, PaymentCheckout } from './order-payments.port.js';
import type { InvoiceMark } from '../invoices/invoices.service.js';
import { GRAPHQL_PAYMENT_METHOD } from './payment-methods.js';

/** An order with its lines. */
export interface OrderRows {
  order: OrderEntity;
  items: OrderItemEntity[];
}

/**
 * An order as another module reads it (returns and its exchanges): its facts, read-only. Only
 * orders writes an order; the others ask OrderReads for this view and OrdersService to move it.
 */
export type OrderFacts = Readonly<
  Pick<OrderEntity, 'id' | 'orderNumber' | 'userId' | 'status' | 'paymentMethod' | 'deliveredAt' | 'replacementFor' | 'subtotalPaise' | 'discountPaise' | 'taxPaise' | 'shippingPaise' | 'codChargePaise' | 'totalPaise'>
>;
/** An order's line as another module reads it. */
export type OrderLineFacts = Readonly<Pick<OrderItemEntity, 'id' | 'lineNo' | 'productId' | 'productName' | 'size' | 'quantity' | 'unitPricePaise' | 'lineTotalPaise' | 'discountPaise'>>;
/** An order and its lines as another module reads them (OrderReads.returnViewOf). */
export interface OrderReadView {
  order: OrderFacts;
  items: readonly OrderLineFacts[];
}

/** An order with its lines and what payments knows of it, as the service answers it. */
export interface PlacedOrder extends OrderRows {
  payments: OrderPaymentFacts;
  /** Its tax invoice, once the sale is made (null before: an unpaid online order has none); its number is null for the moment it is being given. */
  invoice: InvoiceMark | null;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The latest attempt as both surfaces show it (REST lower-cases the status). */
export const toLatestAttemptView = (a: LatestAttempt) => ({
  status: a.status.toUpperCase(),
  failureReason: a.failureReason,
  createdAt: a.createdAt.toISOString(),
  underWayUntil: iso(a.underWayUntil),
});

/** A refund as both surfaces show it: money in rupees (REST lower-cases the status). */
export const toRefundView = (r: OrderRefund) => ({
  amount: toRupees(r.amountPaise),
  status: r.status.toUpperCase(),
  createdAt: r.createdAt.toISOString(),
  processedAt: iso(r.processedAt),
});

/** The checkout as GraphQL shows it. */
export const toCheckoutView = (c: PaymentCheckout) => ({
  provider: c.provider.toUpperCase(),
  keyId: c.keyId,
  providerOrderId: c.providerOrderId,
  amount: toRupees(c.amountPaise),
  currency: c.currency,
  orderNumber: c.orderNumber,
  method: GRAPHQL_PAYMENT_METHOD[c.method],
  payUrl: c.payUrl,
});

/** What the staff recorded as the order moved on (issue 56, point 8), as both surfaces show it. */
export const recordedMovesOf = (o: OrderEntity) => ({
  shipment: shipmentView(o),
  deliveredAt: o.deliveredAt?.toISOString() ?? null,
  cashCollected: o.cashCollectedPaise === null ? null : toRupees(o.cashCollectedPaise),
  cancelReason: o.cancelReason,
});

/** An order as GraphQL shows it (enums upper-case, money in rupees); `payment` on the answers that open a checkout. */
export function toOrderView({ order: o, items, payments, invoice, checkout = null }: PlacedOrder & { checkout?: PaymentCheckout | null }) {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    userId: o.userId,
    status: o.status.toUpperCase(),
    paymentStatus: o.paymentStatus.toUpperCase(),
    paymentState: paymentStateOf(o, payments.latest).toUpperCase(),
    paymentMethod: GRAPHQL_PAYMENT_METHOD[o.paymentMethod],
    transactionId: o.transactionId,
    items: items.map((i) => ({
      productId: i.productId,
      productName: i.productName,
      productImage: i.productImage,
      size: i.size,
      quantity: i.quantity,
      unitPrice: toRupees(i.unitPricePaise),
      lineTotal: toRupees(i.lineTotalPaise),
      discount: toRupees(i.discountPaise),
    })),
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    subtotal: toRupees(o.subtotalPaise),
    discount: toRupees(o.discountPaise),
    couponCode: o.couponCode,
    shipping: toRupees(o.shippingPaise),
    tax: toRupees(o.taxPaise),
    taxLines: storedTaxLines(items),
    codCharge: toRupees(o.codChargePaise),
    total: toRupees(o.totalPaise),
    contact: { email: o.contactEmail, firstName: o.contactFirstName, lastName: o.contactLastName, phone: o.contactPhone },
    shippingAddress: { addressLine1: o.shipAddressLine1, city: o.shipCity, state: o.shipState, postalCode: o.shipPostalCode, country: o.shipCountry },
    estimatedDelivery: o.estimatedDelivery.toISOString(),
    deliveryPromise: deliveryPromiseOf(o),
    canCancel: isCancellable(o.status) && !o.replacementFor,
    nextStatuses: nextStatusesOf(o).map((s) => s.toUpperCase()),
    awaitingPayment: awaitsPayment(o),
    payBy: iso(payByOf(o)),
    canRetryPayment: mayRetryPayment(o, payments.latest),
    latestPayment: payments.latest && toLatestAttemptView(payments.latest),
    refunds: payments.refunds.map(toRefundView),
    payment: checkout && toCheckoutView(checkout),
    invoiceNumber: invoice?.number ?? null,
    replacementFor: o.replacementFor,
    ...recordedMovesOf(o),
    statusUpdatedAt: o.statusUpdatedAt.toISOString(),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

export type OrderView = ReturnType<typeof toOrderView>;

/** The promise stored at placement, as both surfaces show it; null on orders placed before promises were kept. */
export const deliveryPromiseOf = (o: OrderEntity) =>
  o.deliveryTier && o.deliveryFrom && o.deliveryBy ? { tier: o.deliveryTier.toUpperCase(), earliest: o.deliveryFrom, latest: o.deliveryBy } : null;
