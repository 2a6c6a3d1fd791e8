import { toRupees } from '../common/money.js';
import type { OrderEntity, PaymentMethod } from './order.entity.js';
import type { OrderItemEntity } from './order-item.entity.js';

export const CANCELLABLE = new Set(['pending', 'confirmed']);

const GQL_METHOD: Record<PaymentMethod, 'CARD' | 'UPI' | 'NET_BANKING' | 'COD'> = { card: 'CARD', upi: 'UPI', netbanking: 'NET_BANKING', cod: 'COD' };

/** An order as GraphQL shows it (enums upper-case, money in rupees). */
export function toOrderView(o: OrderEntity, items: OrderItemEntity[]) {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    userId: o.userId,
    status: o.status.toUpperCase(),
    paymentStatus: o.paymentStatus.toUpperCase(),
    paymentMethod: GQL_METHOD[o.paymentMethod],
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
    canCancel: CANCELLABLE.has(o.status),
    statusUpdatedAt: o.statusUpdatedAt.toISOString(),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** An order in the read-back shape of spec point 3, for the REST adapter's integrators. */
export function toRestOrder(o: OrderEntity, items: OrderItemEntity[]) {
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
