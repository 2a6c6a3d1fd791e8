import { makeOrder } from '../../../testing/orders';
import { canRetryPayment } from './payment';

describe('Retry payment', () => {
  it.each(['CARD', 'UPI', 'NET_BANKING'] as const)('is offered on a %s order whose payment is pending or failed', (paymentMethod) => {
    expect(canRetryPayment(makeOrder({ paymentMethod, paymentStatus: 'PENDING' }))).toBe(true);
    expect(canRetryPayment(makeOrder({ paymentMethod, paymentStatus: 'FAILED', status: 'CONFIRMED' }))).toBe(true);
  });

  it.each(['PAID', 'REFUNDED', 'CANCELLED'] as const)('is not offered once the payment is %s', (paymentStatus) => {
    expect(canRetryPayment(makeOrder({ paymentMethod: 'CARD', paymentStatus }))).toBe(false);
  });

  it('is not offered on a cancelled order, even one whose payment failed', () => {
    expect(canRetryPayment(makeOrder({ paymentMethod: 'UPI', paymentStatus: 'FAILED', status: 'CANCELLED' }))).toBe(false);
  });

  it('is not offered on Cash on Delivery (paid on delivery)', () => {
    expect(canRetryPayment(makeOrder({ paymentMethod: 'COD', paymentStatus: 'PENDING' }))).toBe(false);
  });
});
