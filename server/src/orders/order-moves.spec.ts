import type { AppError } from '../common/app-error.js';
import { shipmentView } from './couriers.js';
import { type MoveDetails, staffMoveRecord } from './order-moves.js';
import type { OrderEntity } from './order.entity.js';

const NOW = new Date('2026-11-28T10:00:00Z');
const order = (over: Partial<OrderEntity> = {}) => ({ orderNumber: 'SQU-20261128-AAAAAAAA', paymentMethod: 'cod', totalPaise: 1_298_00, ...over }) as OrderEntity;

const refusal = (next: Parameters<typeof staffMoveRecord>[1], details: MoveDetails, o = order()) => {
  try {
    staffMoveRecord(o, next, details, NOW);
  } catch (e) {
    const error = e as AppError;
    return { code: error.code, message: error.message, field: error.errors?.[0]?.field };
  }
  throw new Error('expected a refusal');
};

describe('Mark shipped records the courier and its tracking number', () => {
  test('a courier of the list and its number, upper case without spaces, and when', () => {
    expect(staffMoveRecord(order(), 'shipped', { shipment: { courier: 'delhivery', trackingNumber: ' 1234 5678 9012 ' } }, NOW)).toEqual({
      set: { courier: 'DELHIVERY', trackingNumber: '123456789012', shippedAt: NOW },
      reason: null,
    });
  });

  test.each([
    [{}, 'shipment.courier', 'Choose the courier the order ships with'],
    [{ shipment: { courier: ' ', trackingNumber: '' } }, 'shipment.courier', 'Choose the courier the order ships with'],
    [{ shipment: { courier: 'FEDEX', trackingNumber: '123456789' } }, 'shipment.courier', expect.stringMatching(/^There is no courier FEDEX: choose one of DELHIVERY, BLUE_DART, .*OWN_DELIVERY$/)],
    [{ shipment: { courier: 'DTDC' } }, 'shipment.trackingNumber', 'Enter the tracking number DTDC gave the parcel'],
    [{ shipment: { courier: 'EKART', trackingNumber: '12345' } }, 'shipment.trackingNumber', 'Tracking numbers are 6 to 30 letters and digits (dashes between them)'],
    [{ shipment: { courier: 'EKART', trackingNumber: 'FMPC/123456' } }, 'shipment.trackingNumber', 'Tracking numbers are 6 to 30 letters and digits (dashes between them)'],
    [{ shipment: { courier: 'BLUE_DART', trackingNumber: 'AB1234567' } }, 'shipment.trackingNumber', 'Blue Dart tracking numbers are 8 to 11 digits'],
    [{ shipment: { courier: 'INDIA_POST', trackingNumber: 'EE123456789US' } }, 'shipment.trackingNumber', 'India Post Speed Post tracking numbers are 2 letters, 9 digits and IN, e.g. EE123456789IN'],
  ])('refused (BAD_USER_INPUT naming the field): %j', (details, field, message) => {
    expect(refusal('shipped', details)).toEqual({ code: 'BAD_USER_INPUT', field, message });
  });

  test("the shop's own delivery needs no tracking number", () => {
    expect(staffMoveRecord(order(), 'shipped', { shipment: { courier: 'OWN_DELIVERY', trackingNumber: '' } }, NOW).set).toEqual({ courier: 'OWN_DELIVERY', trackingNumber: null, shippedAt: NOW });
  });

  test("the shopper's tracking link: the courier's page for the number, or where to type it, or none", () => {
    const view = (courier: string, trackingNumber: string | null) => shipmentView({ courier, trackingNumber, shippedAt: NOW });
    expect(view('EKART', 'FMPC1234567890')).toMatchObject({ courier: { name: 'Ekart' }, trackingNumber: 'FMPC1234567890', trackingUrl: 'https://ekartlogistics.com/shipmenttrack/FMPC1234567890', shippedAt: NOW.toISOString() });
    expect(view('INDIA_POST', 'EE123456789IN')?.trackingUrl).toBe('https://www.indiapost.gov.in/_layouts/15/DOP.Portal.Tracking/TrackConsignment.aspx');
    expect(view('OWN_DELIVERY', null)).toMatchObject({ courier: { name: 'Own delivery' }, trackingUrl: null });
    expect(view('GONE_COURIER', 'X1234567')).toMatchObject({ courier: { code: 'GONE_COURIER', name: 'GONE_COURIER' }, trackingUrl: null });
    expect(shipmentView({ courier: null, trackingNumber: null, shippedAt: null })).toBeNull();
  });
});

describe('Mark delivered records when, and for Cash on Delivery the cash collected: the total', () => {
  test('COD: the total collected is recorded in paise', () => {
    expect(staffMoveRecord(order(), 'delivered', { cashCollected: 1298 }, NOW)).toEqual({ set: { deliveredAt: NOW, cashCollectedPaise: 1_298_00 }, reason: null });
  });

  test.each([
    [null, "Enter the cash collected on delivery: the order's total, ₹1,298.00"],
    [1200, "The cash collected must be the order's total, ₹1,298.00: ₹1,200.00 was entered"],
    [1298.001, 'The cash collected must be an amount in rupees, with at most 2 decimals'],
    [-1298, 'The cash collected must be an amount in rupees, with at most 2 decimals'],
  ])('COD with %j collected is refused', (cashCollected, message) => {
    expect(refusal('delivered', { cashCollected })).toEqual({ code: 'BAD_USER_INPUT', field: 'cashCollected', message });
  });

  test('an order paid online records no cash, and is refused any', () => {
    expect(staffMoveRecord(order({ paymentMethod: 'upi' }), 'delivered', {}, NOW).set).toEqual({ deliveredAt: NOW, cashCollectedPaise: null });
    expect(refusal('delivered', { cashCollected: 1298 }, order({ paymentMethod: 'upi' })).message).toBe('Order SQU-20261128-AAAAAAAA was paid online: there is no cash to collect');
  });
});

describe('Cancel records the reason, which the shopper reads', () => {
  test('trimmed, on the order and its history', () => {
    expect(staffMoveRecord(order(), 'cancelled', { reason: '  Out of stock in size M ' }, NOW)).toEqual({ set: { cancelReason: 'Out of stock in size M' }, reason: 'Out of stock in size M' });
    expect(staffMoveRecord(order(), 'cancelled', { reason: 'x'.repeat(200) }, NOW).reason).toHaveLength(200);
  });

  test.each([
    [{}, 'Give the reason for cancelling: the shopper is told it'],
    [{ reason: '   ' }, 'Give the reason for cancelling: the shopper is told it'],
    [{ reason: 'x'.repeat(201) }, 'The reason is at most 200 characters'],
  ])('refused: %j', (details, message) => {
    expect(refusal('cancelled', details)).toEqual({ code: 'BAD_USER_INPUT', field: 'reason', message });
  });
});

test('what is said for another move is refused, not dropped', () => {
  expect(refusal('confirmed', { reason: 'Why not' }).message).toBe('A reason is given only when the order is cancelled');
  expect(refusal('delivered', { cashCollected: 1298, shipment: { courier: 'DTDC', trackingNumber: 'D12345678' } }).message).toBe('A courier is given only when the order is marked shipped');
  expect(refusal('shipped', { cashCollected: 1298, shipment: { courier: 'DTDC', trackingNumber: 'D12345678' } }).message).toBe('The cash collected is given only when the order is marked delivered');
  expect(staffMoveRecord(order(), 'confirmed', { reason: '  ', cashCollected: null, shipment: null }, NOW)).toEqual({ set: {}, reason: null });
});
