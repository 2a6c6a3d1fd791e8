import { readPaymentReturn } from './payment-return';

const SIG = 'a'.repeat(64);
const read = (query: string) => readPaymentReturn(new URLSearchParams(query));
const base = 'order=SQU-20261126-4F7K2QHM&razorpay_order_id=order_Abc123';

describe('the query /checkout/payment is sent back with', () => {
  it('a signature: paid, with what confirmPayment takes', () => {
    expect(read(`${base}&razorpay_payment_id=pay_Xyz789&razorpay_signature=${SIG}`)).toEqual({
      kind: 'paid',
      orderNumber: 'SQU-20261126-4F7K2QHM',
      providerOrderId: 'order_Abc123',
      paymentId: 'pay_Xyz789',
      signature: SIG,
    });
  });

  it('an error: failed (the provider tells the shop why: the order shows it)', () => {
    expect(read(`${base}&razorpay_payment_id=pay_1&error=${encodeURIComponent('Payment declined by the bank (sandbox).')}`)).toEqual({ kind: 'failed', orderNumber: 'SQU-20261126-4F7K2QHM' });
    expect(read(`${base}&error=`)).toEqual({ kind: 'failed', orderNumber: 'SQU-20261126-4F7K2QHM' });
  });

  it('cancelled=1: the shopper closed the checkout', () => {
    expect(read(`${base}&cancelled=1`)).toEqual({ kind: 'cancelled', orderNumber: 'SQU-20261126-4F7K2QHM' });
  });

  it.each([
    ['nothing', ''],
    ['no order number', `razorpay_order_id=order_1&cancelled=1`],
    ['no provider order', `order=SQU-1&cancelled=1`],
    ['an outcome missing', base],
    ['cancelled with another value', `${base}&cancelled=yes`],
    ['a signature without a payment id', `${base}&razorpay_signature=${SIG}`],
    ['a signature that is not hex', `${base}&razorpay_payment_id=pay_1&razorpay_signature=not-a-signature`],
    ['an order number with markup', `order=${encodeURIComponent('<b>SQU</b>')}&razorpay_order_id=order_1&cancelled=1`],
  ])('%s: not a payment result (null)', (_, query) => {
    expect(read(query)).toBeNull();
  });
});
