import { makeOrder } from '../../../testing/orders';
import { canRetryPayment, payByNote } from './payment';

const before = Date.parse('2026-11-22T10:30:00.000Z');
const after = Date.parse('2026-11-22T11:00:01.000Z');

describe('Retry payment', () => {
  it('is offered while the server says the order awaits its payment and its deadline has not passed', () => {
    expect(canRetryPayment(makeOrder(), before)).toBe(true);
    expect(canRetryPayment(makeOrder({ payBy: null }), after)).toBe(true);
  });

  it('is not offered once paid, cancelled or for COD (the server answers awaitingPayment false), nor past the deadline', () => {
    expect(canRetryPayment(makeOrder({ awaitingPayment: false, payBy: null }), before)).toBe(false);
    expect(canRetryPayment(makeOrder(), after)).toBe(false);
  });
});

describe('the deadline note', () => {
  it("says by when to pay, in India's time, while the order may be paid", () => {
    expect(payByNote(makeOrder(), before)).toBe('Pay by 22 Nov 2026, 16:30, or the order is cancelled and its items go back on sale.');
  });

  it('is absent without a deadline, once paid, and after it', () => {
    expect(payByNote(makeOrder({ payBy: null }), before)).toBeNull();
    expect(payByNote(makeOrder({ awaitingPayment: false, payBy: null }), before)).toBeNull();
    expect(payByNote(makeOrder(), after)).toBeNull();
  });
});
