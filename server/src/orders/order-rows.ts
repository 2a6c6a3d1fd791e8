import { In, type EntityManager } from 'typeorm';
import { badInput, type FieldError } from '../common/app-error.js';
import type { NewEvent } from '../events/event-types.js';
import type { LowStock } from '../stock/stock.service.js';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';
import type { OrderStatus } from './order-lifecycle.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { secureRandomBytes, timeOrderedId } from '../common/ids.js';
import { noonIst } from '../delivery/delivery-calendar.js';
import type { OrderDeliveryPromise } from '../delivery/delivery.service.js';
import type { OrderQuote } from '../pricing/pricing.service.js';
import { OrderItemEntity } from './order-item.entity.js';
import { OrderEntity } from './order.entity.js';
import { NO_PAYMENT_FACTS, type OrderPayments } from './order-payments.port.js';
import type { OrderRows, PlacedOrder } from './order.view.js';
import type { InvoicesService } from '../invoices/invoices.service.js';
import type { Sale } from '../invoices/document.js';
import { PAYMENT_METHOD_LABEL, type PaymentMethod } from './payment-methods.js';
import type { Shipping } from './shipping.js';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** India keeps one offset all year (UTC+05:30, no summer time). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * SQU-YYYYMMDD-XXXXXXXX: the day of placement in India, the day the shop, its invoices and the
 * admin's date filters show (an order placed at 02:00 on 28 Nov in India is SQU-20261128-…, not
 * the UTC day before), and 8 random characters without look-alikes.
 */
export function newOrderNumber(now: Date): string {
  const day = new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  const random = [...secureRandomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `SQU-${day}-${random}`;
}

/**
 * What every new order starts with, a shopper's or an exchange's replacement: the delivery
 * promise made now, nothing shipped, delivered, collected or cancelled yet, no deadline to pay
 * (an online order's is the payments module's to set, OrderPayments.open).
 */
export function unshipped(promise: OrderDeliveryPromise, now: Date) {
  return {
    estimatedDelivery: noonIst(promise.latest),
    deliveryTier: promise.tier,
    deliveryFrom: promise.earliest,
    deliveryBy: promise.latest,
    payBy: null,
    courier: null,
    trackingNumber: null,
    shippedAt: null,
    deliveredAt: null,
    cashCollectedPaise: null,
    cancelReason: null,
    statusUpdatedAt: now,
    createdAt: now,
    updatedAt: now,
  } satisfies Partial<OrderEntity>;
}

/** The rows of a new order: pending, its payment pending, priced as quoted, shipped as resolved, with the delivery promise made now. */
export function newOrderRows(userId: string, method: PaymentMethod, quote: OrderQuote, shipping: Shipping, promise: OrderDeliveryPromise, now = new Date()): OrderRows {
  const totals = quote.totals;
  const order = Object.assign(new OrderEntity(), {
    id: timeOrderedId(now.getTime()),
    orderNumber: newOrderNumber(now),
    userId,
    status: 'pending',
    paymentMethod: method,
    paymentStatus: 'pending',
    transactionId: null,
    subtotalPaise: totals.subtotal,
    discountPaise: totals.discount,
    couponCode: quote.coupon?.code ?? null,
    taxPaise: totals.tax,
    shippingPaise: totals.shipping,
    codChargePaise: totals.codCharge,
    totalPaise: totals.total,
    contactEmail: shipping.email,
    contactFirstName: shipping.firstName,
    contactLastName: shipping.lastName,
    contactPhone: shipping.phone,
    shipAddressLine1: shipping.addressLine1,
    shipCity: shipping.city,
    shipState: shipping.state,
    shipPostalCode: shipping.postalCode,
    shipCountry: shipping.country,
    ...unshipped(promise, now),
    replacementFor: null,
  } satisfies OrderEntity);
  const items = quote.lines.map((l, i) =>
    Object.assign(new OrderItemEntity(), {
      id: timeOrderedId(now.getTime()),
      orderId: order.id,
      lineNo: i + 1,
      productId: l.productId,
      productName: l.name,
      productImage: l.image,
      size: l.size,
      quantity: l.quantity,
      unitPricePaise: l.unitPrice,
      lineTotalPaise: l.lineTotal,
      hsn: l.gst.hsn,
      gstRateBp: Math.round(l.gst.ratePercent * 100),
      discountPaise: l.discount,
    } satisfies OrderItemEntity),
  );
  return { order, items };
}

/**
 * Orders with their lines, their payment facts and their tax invoice, in the orders' order: one
 * query for the lines of them all, payments' two for the facts of those paid online (none when
 * all are COD), and one for their invoices.
 */
export async function withDetails(m: EntityManager, orders: OrderEntity[], payments: Pick<OrderPayments, 'factsOf'>, invoices: Pick<InvoicesService, 'invoicesOf'>): Promise<PlacedOrder[]> {
  if (!orders.length) return [];
  const items = await m.getRepository(OrderItemEntity).find({ where: { orderId: In(orders.map((o) => o.id)) }, order: { lineNo: 'ASC' } });
  const byOrder = new Map<string, OrderItemEntity[]>(orders.map((o) => [o.id, []]));
  for (const item of items) byOrder.get(item.orderId)!.push(item);
  const online = orders.filter((o) => o.paymentMethod !== 'cod').map((o) => o.id);
  const facts = online.length ? await payments.factsOf(m, online) : new Map();
  const marks = await invoices.invoicesOf(m, orders.map((o) => o.id));
  return orders.map((order) => ({ order, items: byOrder.get(order.id)!, payments: facts.get(order.id) ?? NO_PAYMENT_FACTS, invoice: marks.get(order.id) ?? null }));
}

/** stock.low: an order took a size below LOW_STOCK. */
export const stockLowEvent = (orderNumber: string, l: LowStock): NewEvent => ({ type: 'stock.low', orderNumber, payload: { productId: l.productId, size: l.size, available: l.available } });

/** The idempotency key a new order is placed with. */
export function keyRow(userId: string, key: string, requestHash: string, order: OrderEntity): IdempotencyKeyEntity {
  return { id: timeOrderedId(), userId, key, requestHash, orderId: order.id, createdAt: order.createdAt };
}

/** A row of an order's status history. */
export function statusChange(orderId: string, fromStatus: OrderStatus | null, toStatus: OrderStatus, actor: string, at: Date, reason: string | null = null): OrderStatusChangeEntity {
  return Object.assign(new OrderStatusChangeEntity(), { id: timeOrderedId(at.getTime()), orderId, fromStatus, toStatus, actor, at, reason });
}

/** Each product and size may appear once in an order. */
export function assertLinesOnce(lines: { productId: string; size: string }[]): void {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  lines.forEach((l, i) => {
    const key = JSON.stringify([l.productId, l.size]);
    if (seen.has(key)) errors.push({ field: `items[${i}].size`, message: 'Each product and size may appear once' });
    seen.add(key);
  });
  if (errors.length) throw badInput(errors[0].message, errors);
}

/**
 * The sale an order's tax invoice documents: its lines as priced, its buyer, and the place of
 * supply, the delivery's state as the pincode directory names it (it decides CGST + SGST or IGST).
 */
export function saleOf(o: OrderEntity, items: OrderItemEntity[], placeOfSupply: string): Sale {
  return {
    orderId: o.id,
    orderNumber: o.orderNumber,
    placedAt: o.createdAt,
    paymentLabel: PAYMENT_METHOD_LABEL[o.paymentMethod],
    buyer: { name: `${o.contactFirstName} ${o.contactLastName}`, addressLine1: o.shipAddressLine1, city: o.shipCity, state: o.shipState, postalCode: o.shipPostalCode, country: o.shipCountry, phone: o.contactPhone, email: o.contactEmail },
    placeOfSupply,
    lines: items.map((i) => ({ productId: i.productId, productName: i.productName, size: i.size, quantity: i.quantity, unitPricePaise: i.unitPricePaise, lineTotalPaise: i.lineTotalPaise, discountPaise: i.discountPaise, hsn: i.hsn, gstRateBp: i.gstRateBp })),
    couponCode: o.couponCode,
    taxPaise: o.taxPaise,
    shippingPaise: o.shippingPaise,
    codChargePaise: o.codChargePaise,
    totalPaise: o.totalPaise,
  };
}
