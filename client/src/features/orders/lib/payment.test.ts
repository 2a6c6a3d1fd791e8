import { makeOrder } from '../../../testing/orders';
import { canRetryPayment, paymentNote, payByNote } from './payment';

const before = Date.parse('2026-11-22T10:30:00.000Z');
const after = Date.parse('2026-11-22T11:00:01.000Z');

describe('Retry payment', () => {
  it('is offered while the server says so and its deadline has not passed', () => {
    expect(canRetryPayment(makeOrder(), before)).toBe(true);
    expect(canRetryPayment(makeOrder({ payBy: null }), after)).toBe(true);
  });

  it('is not offered when the server says not (paid, COD, a payment under way), nor past the deadline on a page left open', () => {
    expect(canRetryPayment(makeOrder({ canRetryPayment: false }), before)).toBe(false);
    expect(canRetryPayment(makeOrder(), after)).toBe(false);
  });
});

describe('the deadline note', () => {
  it("says by when to pay, in India's time, while the order may be paid", () => {
    expect(payByNote(makeOrder(), before)).toBe('Pay by 22 Nov 2026, 16:30, or the order is cancelled and its items go back on sale.');
  });

  it('is absent without a deadline and after it', () => {
    expect(payByNote(makeOrder({ payBy: null }), before)).toBeNull();
    expect(payByNote(makeOrder(), after)).toBeNull();
  });
});

describe("the payment's note", () => {
  it("a failed payment gives the provider's reason the server kept", () => {
    const failed = makeOrder({ paymentState: 'FAILED', latestPayment: { status: 'FAILED', failureReason: 'Payment declined by the bank', underWayUntil: null } });
    expect(paymentNote(failed)).toBe('Your last payment failed: Payment declined by the bank.');
    expect(paymentNote({ ...failed, latestPayment: null })).toBe('Your last payment failed.');
  });

  it('a payment under way says why Retry waits, and until when', () => {
    const waiting = makeOrder({ canRetryPayment: false, latestPayment: { status: 'PENDING', failureReason: null, underWayUntil: '2026-11-22T10:45:00.000Z' } });
    expect(paymentNote(waiting)).toMatch(/^A payment is under way .* you can retry the payment after 22 Nov 2026, 16:15\.$/);
  });

  it('none for a payment pending, paid or on delivery', () => {
    expect(paymentNote(makeOrder())).toBeNull();
    expect(paymentNote(makeOrder({ paymentState: 'PAID', latestPayment: { status: 'PAID', failureReason: null, underWayUntil: null } }))).toBeNull();
    expect(paymentNote(makeOrder({ paymentState: 'PAY_ON_DELIVERY', latestPayment: null }))).toBeNull();
  });
});
