import { Field } from '../common/api-schema.js';
import { storedTaxLines } from '../pricing/gst-rates.js';
import { toRupees } from '../pricing/money.js';
import { COURIERS, shipmentView } from './couriers.js';
import { mayRetryPayment, PAYMENT_NEXT, payByOf, paymentStateOf } from './order-lifecycle.js';
import type { PaymentCheckout } from './order-payments.port.js';
import { ONLINE_METHODS, type PaymentMethod } from './payment-methods.js';
import { deliveryPromiseOf, type PlacedOrder, recordedMovesOf, toCheckoutView, toLatestAttemptView, toRefundView } from './order.view.js';

const rupees = (description = 'Rupees') => ({ type: 'number', description }) as const;
const PAYMENT_METHODS: readonly PaymentMethod[] = [...ONLINE_METHODS, 'cod'];
const PAID_WITH = { enum: PAYMENT_METHODS, description: 'How the shopper pays: the method chosen, until an online payment is captured; then the one it was paid with (the provider\'s checkout lets the shopper switch)' };

export class RestOrderItem {
  @Field() productId: string;
  @Field() productName: string;
  @Field({ description: 'The image path, under this server' }) productImage: string;
  @Field({ description: "The size ordered ('One Size' for goods without sizes)" }) sku: string;
  @Field({ type: 'integer', minimum: 1 }) quantity: number;
  @Field(rupees('Rupees: the unit price the server charged')) price: number;
  @Field(rupees('Rupees: price × quantity')) totalPrice: number;
  @Field(rupees("Rupees: the line's share of the offer's discount, 0 without a code (its taxable value is totalPrice - discount)")) discount: number;
}

/** The tax at one GST rate, as the order was taxed at placement. */
export class RestTaxLine {
  @Field({ type: 'number', description: 'The GST rate in percent (18, 12, 5, ...)' }) ratePercent: number;
  @Field(rupees("Rupees: the taxable value at this rate, the items' totals less their shares of the discount")) taxable: number;
  @Field(rupees('Rupees: the tax at this rate, rounded half up to the paisa')) tax: number;
}

export class RestOrderAddress {
  @Field() street: string;
  @Field() city: string;
  @Field() state: string;
  @Field({ description: 'The PIN code' }) zipCode: string;
  @Field() country: string;
}

export class RestCustomerInfo {
  @Field() email: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() phone: string;
}

export class RestLatestAttempt {
  @Field({ enum: ['pending', 'paid', 'failed'] }) status: string;
  @Field({ type: 'string', nullable: true, description: "The provider's words for why it failed; null unless it failed" }) failureReason: string | null;
  @Field({ format: 'date-time', description: 'When it was opened' }) createdAt: string;
  @Field({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'While a payment is under way on it (a UPI request waiting for approval): until when a retry is refused (409) unless it settles first. Null otherwise',
  })
  underWayUntil: string | null;
}

export class RestShopperRefund {
  @Field(rupees('Rupees given back')) amount: number;
  @Field({ enum: ['pending', 'requesting', 'processed', 'failed'], description: 'pending, then requesting (asked of the provider), then processed (on its way back) or failed' }) status: string;
  @Field({ format: 'date-time', description: 'When the shop decided it' }) createdAt: string;
  @Field({ type: 'string', format: 'date-time', nullable: true, description: 'When the provider processed it; null until then' }) processedAt: string | null;
}

export class RestPaymentDetails {
  @Field({ enum: Object.keys(PAYMENT_NEXT), description: 'pending, then paid or failed (failed may still become paid on a retry); paid becomes partly_refunded when the staff refund part of it, and refunded once all of it is (the staff refund the rest, or the order is cancelled); an unpaid order cancelled is cancelled' }) status: string;
  @Field(PAID_WITH) paymentMethod: string;
  @Field({ type: 'string', nullable: true, description: 'Null until a payment provider reports one' }) transactionId: string | null;
  @Field({ type: 'string', format: 'date-time', nullable: true, description: 'For a card, UPI or net banking order still pending and unpaid: the time by which it must be paid; the shop then cancels it and its items go back on sale. Null otherwise' }) payBy: string | null;
  @Field({
    enum: [...Object.keys(PAYMENT_NEXT), 'pay_on_delivery'],
    description:
      'The payment as the shopper is shown it: status, except pay_on_delivery for a Cash on Delivery order not delivered yet, and pending for a failed payment that a retry is paying now',
  })
  state: string;
  @Field({ description: 'Whether a retry may be offered: the order awaits its online payment, its deadline has not passed, and no payment is under way on its latest attempt' }) canRetry: boolean;
  @Field({ type: RestLatestAttempt, nullable: true, description: 'The latest online payment attempt; null for Cash on Delivery' }) latestAttempt: RestLatestAttempt | null;
}

export class RestShipment {
  @Field({ description: `The courier's code: ${COURIERS.map((c) => c.code).join(', ')}` }) courier: string;
  @Field({ description: "The courier's name, as the shopper reads it" }) courierName: string;
  @Field({ type: 'string', nullable: true, description: "The courier's tracking number; null for the shop's own delivery without one" }) trackingNumber: string | null;
  @Field({ type: 'string', nullable: true, description: "The courier's page to follow the parcel on (some couriers' page asks for the number instead of taking it); null for the shop's own delivery" }) trackingUrl: string | null;
  @Field({ format: 'date-time' }) shippedAt: string;
}

/** A GST document to show or print (`GET /api/orders/{orderNumber}/invoice`). */
export class RestInvoiceAnswer {
  @Field({ maxLength: 16, description: 'Its number in the series of its financial year (April-March, India): SQU/25-26/000123' }) number: string;
  @Field({ description: 'Whether its order was cancelled after the sale: it keeps its number and prints as cancelled' }) cancelled: boolean;
  @Field({ description: 'The invoice as one HTML document (A4), every value from the order escaped' }) html: string;
}

/** An order in the read-back shape of spec point 3, for the REST adapter's integrators. */
class RestDeliveryPromise {
  @Field({ enum: ['METRO', 'TIER2', 'OTHER'], description: "The tier of the order's pincode" }) tier: 'METRO' | 'TIER2' | 'OTHER';
  @Field({ format: 'date', description: "The first day of delivery (India's date)" }) earliest: string;
  @Field({ format: 'date', description: "The last day it was promised by: 'Arriving by' this day" }) latest: string;
}

export class RestOrder {
  @Field({ description: 'The number shown to the shopper as the order id' }) orderNumber: string;
  @Field({ format: 'uuid' }) id: string;
  @Field({ format: 'uuid' }) userId: string;
  @Field({ enum: ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] }) status: string;
  @Field({ type: [RestOrderItem] }) items: RestOrderItem[];
  @Field(rupees('Rupees: the lines\' totals before any discount')) subtotal: number;
  @Field(rupees("Rupees: the offer's discount, off the subtotal before tax (the sum of the lines' discounts); 0 without a code")) discount: number;
  @Field({ type: 'string', nullable: true, description: 'The offer code it was placed with; null without one' }) couponCode: string | null;
  @Field(rupees('Rupees: always 0 (shipping is free)')) shipping: number;
  @Field(rupees("Rupees: GST, the sum of taxLines' tax (each line's rate on its total less its share of the discount), added to it")) tax: number;
  @Field({
    type: [RestTaxLine],
    description: "The tax per GST rate, lowest rate first: one line when every item has the same rate (18% by default), one per rate otherwise (e.g. 5% and 18% under India's 2025 apparel slabs). Show 'Tax (18%)' per line",
  })
  taxLines: RestTaxLine[];
  @Field(rupees('Rupees: the cash-on-delivery charge, 0 for other methods')) codCharges: number;
  @Field(rupees()) total: number;
  @Field({ type: RestOrderAddress }) shippingAddress: RestOrderAddress;
  @Field({ type: RestOrderAddress, description: 'The shipping address again' }) billingAddress: RestOrderAddress;
  @Field({ type: RestCustomerInfo }) customerInfo: RestCustomerInfo;
  @Field({ type: RestPaymentDetails }) paymentDetails: RestPaymentDetails;
  @Field(PAID_WITH) paymentMethod: string;
  @Field({ type: 'string', nullable: true, description: 'Notes on the order; always null today (the first version had them)' }) notes: string | null;
  @Field({ format: 'date-time', description: 'The last day of the delivery promise made at placement, at noon IST (7 days after placement on orders placed before promises by pincode)' }) estimatedDelivery: string;
  @Field({ type: RestDeliveryPromise, nullable: true, description: 'The delivery promise made at placement; null on orders placed before promises by pincode' }) deliveryPromise: RestDeliveryPromise | null;
  @Field({ type: RestShipment, nullable: true, description: 'How it ships, once shipped; null before' }) shipment: RestShipment | null;
  @Field({ type: 'string', format: 'date-time', nullable: true, description: 'When it was delivered; null until then' }) deliveredAt: string | null;
  @Field({ type: 'number', nullable: true, description: 'Rupees: for cash on delivery, the cash collected at the door (the total), recorded with the delivery; null otherwise' }) cashCollected: number | null;
  @Field({ type: 'string', nullable: true, description: 'Why it was cancelled, when a reason was given (the shop gives one; a shopper cancelling gives none)' }) cancelReason: string | null;
  @Field({ type: [RestShopperRefund], description: 'Money given back for it, oldest first: a paid order cancelled is refunded in full (what is left of it), and the staff may refund part of it' }) refunds: RestShopperRefund[];
  @Field({
    type: 'string',
    nullable: true,
    maxLength: 16,
    description: "Its GST tax invoice's number in the series of the financial year (April-March, India), e.g. SQU/25-26/000123: issued when the sale is made (at placement for cod, at capture for online payments), numbered moments later; null before. A cancelled order's invoice keeps it",
  })
  invoiceNumber: string | null;
  @Field({ type: 'string', nullable: true, description: 'A replacement order (an exchange approved): the number of the order it replaces, sent at no charge; null for an order the shopper placed' }) replacementFor: string | null;
  @Field({ format: 'date-time' }) statusUpdatedAt: string;
  @Field({ format: 'date-time' }) createdAt: string;
  @Field({ format: 'date-time' }) updatedAt: string;
}

const lowerStatus = <T extends { status: string }>(v: T): T => ({ ...v, status: v.status.toLowerCase() });

export function toRestOrder({ order: o, items, payments, invoice }: PlacedOrder): RestOrder {
  const address = { street: o.shipAddressLine1, city: o.shipCity, state: o.shipState, zipCode: o.shipPostalCode, country: o.shipCountry };
  return {
    orderNumber: o.orderNumber,
    id: o.id,
    userId: o.userId,
    status: o.status,
    items: items.map((i) => ({
      productId: i.productId,
      productName: i.productName,
      productImage: i.productImage,
      sku: i.size,
      quantity: i.quantity,
      price: toRupees(i.unitPricePaise),
      totalPrice: toRupees(i.lineTotalPaise),
      discount: toRupees(i.discountPaise),
    })),
    subtotal: toRupees(o.subtotalPaise),
    discount: toRupees(o.discountPaise),
    couponCode: o.couponCode,
    shipping: toRupees(o.shippingPaise),
    tax: toRupees(o.taxPaise),
    taxLines: storedTaxLines(items),
    codCharges: toRupees(o.codChargePaise),
    total: toRupees(o.totalPaise),
    shippingAddress: address,
    billingAddress: address,
    customerInfo: { email: o.contactEmail, firstName: o.contactFirstName, lastName: o.contactLastName, phone: o.contactPhone },
    paymentDetails: {
      status: o.paymentStatus,
      paymentMethod: o.paymentMethod,
      transactionId: o.transactionId,
      payBy: payByOf(o)?.toISOString() ?? null,
      state: paymentStateOf(o, payments.latest),
      canRetry: mayRetryPayment(o, payments.latest),
      latestAttempt: payments.latest && lowerStatus(toLatestAttemptView(payments.latest)),
    },
    paymentMethod: o.paymentMethod,
    notes: null,
    estimatedDelivery: o.estimatedDelivery.toISOString(),
    deliveryPromise: deliveryPromiseOf(o) as RestDeliveryPromise | null,
    ...recordedMovesOf(o),
    shipment: restShipment(o),
    refunds: payments.refunds.map((r) => lowerStatus(toRefundView(r))),
    invoiceNumber: invoice?.number ?? null,
    replacementFor: o.replacementFor,
    statusUpdatedAt: o.statusUpdatedAt.toISOString(),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** The shipment as REST shows it: the courier's code and name side by side. */
function restShipment(o: PlacedOrder['order']): RestShipment | null {
  const shipment = shipmentView(o);
  if (!shipment) return null;
  const { courier, ...rest } = shipment;
  return { courier: courier.code, courierName: courier.name, ...rest };
}

/** What a client opens the provider's checkout with (Razorpay's Checkout options, or the sandbox's page). */
export class RestPaymentCheckout {
  @Field({ enum: ['sandbox', 'razorpay'] }) provider: string;
  @Field({ description: "The provider's public key id (Razorpay Checkout's `key`)" }) keyId: string;
  @Field({ description: "The provider's order id (Razorpay Checkout's `order_id`)" }) providerOrderId: string;
  @Field(rupees('Rupees: what the checkout charges, the order total')) amount: number;
  @Field({ enum: ['INR'] }) currency: string;
  @Field() orderNumber: string;
  @Field({ enum: ONLINE_METHODS, description: "The method chosen for the order, which the checkout opens on: Razorpay Checkout's `prefill.method` (the sandbox's page starts with it ticked)" }) method: string;
  @Field({ type: 'string', nullable: true, description: "The sandbox's payment page on this server; null with Razorpay (open its checkout script instead)" }) payUrl: string | null;
}

export class OrderPlacedAnswer {
  @Field({ description: 'The order number (the same as order.orderNumber)' }) orderId: string;
  @Field({ type: RestOrder }) order: RestOrder;
  @Field({ type: RestPaymentCheckout, nullable: true, description: 'For card, UPI and net banking: the checkout to open to pay; null for Cash on Delivery' }) payment: RestPaymentCheckout | null;
}

export class OrderPaymentAnswer {
  @Field({ type: RestOrder }) order: RestOrder;
  @Field({ type: RestPaymentCheckout }) payment: RestPaymentCheckout;
}

/** The checkout as REST shows it: GraphQL's fields, the provider as REST spells it. */
export const toRestCheckout = (c: PaymentCheckout): RestPaymentCheckout => ({ ...toCheckoutView(c), provider: c.provider, method: c.method });

export class OrdersAnswer {
  @Field({ type: [RestOrder], description: 'Newest first' }) orders: RestOrder[];
}

export class OrderAnswer {
  @Field({ type: RestOrder }) order: RestOrder;
}
