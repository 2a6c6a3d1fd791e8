import { toRupees } from '../pricing/money.js';
import { isCancellable } from './order-lifecycle.js';
import type { OrderItemEntity } from './order-item.entity.js';
import type { OrderEntity } from './order.entity.js';
import { GRAPHQL_PAYMENT_METHOD } from './payment-methods.js';

/** An order with its lines, as the service answers it. */
export interface PlacedOrder {
  order: OrderEntity;
  items: OrderItemEntity[];
}

/** An order as GraphQL shows it (enums upper-case, money in rupees). */
export function toOrderView({ order: o, items }: PlacedOrder) {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    userId: o.userId,
    status: o.status.toUpperCase(),
    paymentStatus: o.paymentStatus.toUpperCase(),
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
    })),
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    subtotal: toRupees(o.subtotalPaise),
    shipping: toRupees(o.shippingPaise),
    tax: toRupees(o.taxPaise),
    codCharge: toRupees(o.codChargePaise),
    total: toRupees(o.totalPaise),
    contact: { email: o.contactEmail, firstName: o.contactFirstName, lastName: o.contactLastName, phone: o.contactPhone },
    shippingAddress: { addressLine1: o.shipAddressLine1, city: o.shipCity, state: o.shipState, postalCode: o.shipPostalCode, country: o.shipCountry },
    estimatedDelivery: o.estimatedDelivery.toISOString(),
    canCancel: isCancellable(o.status),
    statusUpdatedAt: o.statusUpdatedAt.toISOString(),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** An order in the read-back shape of spec point 3, for the REST adapter's integrators. */
export function toRestOrder({ order: o, items }: PlacedOrder) {
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
    })),
    subtotal: toRupees(o.subtotalPaise),
    shipping: toRupees(o.shippingPaise),
    tax: toRupees(o.taxPaise),
    codCharges: toRupees(o.codChargePaise),
    total: toRupees(o.totalPaise),
    shippingAddress: address,
    billingAddress: address,
    customerInfo: { email: o.contactEmail, firstName: o.contactFirstName, lastName: o.contactLastName, phone: o.contactPhone },
    paymentDetails: { status: o.paymentStatus, paymentMethod: o.paymentMethod, transactionId: o.transactionId },
    paymentMethod: o.paymentMethod,
    notes: null,
    estimatedDelivery: o.estimatedDelivery.toISOString(),
    statusUpdatedAt: o.statusUpdatedAt.toISOString(),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

export type OrderView = ReturnType<typeof toOrderView>;
export type RestOrder = ReturnType<typeof toRestOrder>;
