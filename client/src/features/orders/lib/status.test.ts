import { isCancelled, isDelivered, orderStatusLook, paymentStatusLook } from './status';

describe('status badges', () => {
  it.each([
    ['PENDING', 'Placed', 'yellow', 'clock'],
    ['CONFIRMED', 'Confirmed', 'blue', 'check'],
    ['SHIPPED', 'Shipped', 'purple', 'truck'],
    ['DELIVERED', 'Delivered', 'green', 'package'],
    ['cancelled', 'Cancelled', 'red', 'x'],
  ])('order %s -> %s, %s, %s', (status, label, palette, icon) => {
    expect(orderStatusLook(status)).toEqual({ label, palette, icon });
  });

  it.each([
    ['PENDING', 'Payment pending', 'orange', 'clock'],
    ['PAID', 'Paid', 'green', 'paid'],
    ['failed', 'Payment failed', 'red', 'alert'],
    ['PARTLY_REFUNDED', 'Partly refunded', 'gray', 'refund'],
    ['REFUNDED', 'Refunded', 'gray', 'refund'],
    ['CANCELLED', 'Not charged', 'gray', 'x'],
  ])('payment %s -> %s, %s, %s', (status, label, palette, icon) => {
    expect(paymentStatusLook(status)).toEqual({ label, palette, icon });
  });

  it("a cash on delivery order's payment, as the server names it, waits to be paid on delivery", () => {
    expect(paymentStatusLook('PAY_ON_DELIVERY')).toEqual({ label: 'Pay on delivery', palette: 'gray', icon: 'clock' });
  });

  it('an unknown value is neutral and keeps its name', () => {
    expect(orderStatusLook('RETURNED')).toEqual({ label: 'Returned', palette: 'gray', icon: 'unknown' });
    expect(paymentStatusLook('CHARGED_BACK')).toEqual({ label: 'Charged Back', palette: 'gray', icon: 'unknown' });
    expect(orderStatusLook(null)).toEqual({ label: 'Unknown', palette: 'gray', icon: 'unknown' });
  });
});

describe('what an order allows, by its status (any case)', () => {
  it('delivered: Reorder; cancelled: no invoice', () => {
    expect(['DELIVERED', 'delivered', 'SHIPPED'].map(isDelivered)).toEqual([true, true, false]);
    expect(['CANCELLED', 'cancelled', 'PENDING', 'DELIVERED'].map(isCancelled)).toEqual([true, true, false, false]);
  });
});
