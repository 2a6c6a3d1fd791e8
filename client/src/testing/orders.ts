import type { OrderFieldsFragment } from '../gql/graphql';

/** An order as the orders query answers it (Bengaluru, two lines, UPI), with overridable fields. */
export function makeOrder(over: Partial<OrderFieldsFragment> = {}): OrderFieldsFragment {
  return {
    id: 'o1',
    orderNumber: 'SQU-20261122-4F7K2Q9A',
    status: 'PENDING',
    paymentStatus: 'PENDING',
    paymentMethod: 'UPI',
    transactionId: null,
    items: [
      { productId: '7', productName: 'Classic White Sneakers', productImage: '/images/products/7.svg', size: '8', quantity: 2, unitPrice: 1299, lineTotal: 2598 },
      { productId: '101', productName: 'Stoneware Mug', productImage: '/images/products/101.svg', size: 'One Size', quantity: 1, unitPrice: 449, lineTotal: 449 },
    ],
    itemCount: 3,
    subtotal: 3047,
    discount: 0,
    couponCode: null,
    shipping: 0,
    taxLines: [{ ratePercent: 18, tax: 548.46 }],
    codCharge: 0,
    total: 3595.46,
    contact: { email: 'asha@example.in', firstName: 'Asha', lastName: 'Verma', phone: '+91 98765 43210' },
    shippingAddress: { addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India' },
    estimatedDelivery: '2026-11-29T10:00:00.000Z',
    invoiceNumber: 'SQU/26-27/000001',
    canCancel: true,
    awaitingPayment: true,
    payBy: '2026-11-22T11:00:00.000Z',
    paymentState: 'PENDING',
    canRetryPayment: true,
    latestPayment: { status: 'PENDING', failureReason: null, underWayUntil: null },
    refunds: [],
    deliveredAt: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    shipment: null,
    cancelReason: null,
    replacementFor: null,
    returnableLines: [],
    returns: [],
    ...over,
  };
}
