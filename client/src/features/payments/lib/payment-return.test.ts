import { NO_REASON, readPaymentReturn } from './payment-return';
import { settledNote } from './settled-note';

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

  it('an error: failed, with the provider’s reason as one plain line without its full stop', () => {
    expect(read(`${base}&razorpay_payment_id=pay_1&error=${encodeURIComponent('Payment declined by the bank (sandbox).')}`)).toEqual({
      kind: 'failed',
      orderNumber: 'SQU-20261126-4F7K2QHM',
      reason: 'Payment declined by the bank (sandbox)',
    });
    expect(read(`${base}&error=${encodeURIComponent('line one\n\u0007 line two')}`)).toMatchObject({ reason: 'line one line two' });
    expect(read(`${base}&error=`)).toMatchObject({ kind: 'failed', reason: NO_REASON });
    expect((read(`${base}&error=${'x'.repeat(500)}`) as { reason: string }).reason).toHaveLength(200);
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

describe('what the shopper is told on /orders', () => {
  const paid = { kind: 'paid', orderNumber: 'SQU-1', providerOrderId: 'order_1', paymentId: 'pay_1', signature: SIG } as const;
  const failed = { kind: 'failed', orderNumber: 'SQU-1', reason: 'Payment declined by the bank' } as const;
  const cancelled = { kind: 'cancelled', orderNumber: 'SQU-1' } as const;

  it('paid: the spec’s success message', () => {
    expect(settledNote(paid, 'PAID')).toEqual({ tone: 'success', text: 'Order placed successfully! Order number: SQU-1' });
  });

  it('confirmed but not paid yet: an info that it is being confirmed; failed: an error', () => {
    expect(settledNote(paid, 'PENDING')).toMatchObject({ tone: 'info', text: expect.stringMatching(/^We are still confirming the payment for order SQU-1/) });
    expect(settledNote(paid, 'FAILED')).toEqual({ tone: 'error', text: 'Payment failed. You can retry the payment from your orders.' });
  });

  it('the server refused the confirmation: nothing more (the link chain said why)', () => {
    expect(settledNote(paid, null)).toBeNull();
  });

  it('failed: the reason and how to retry, whatever the refresh answered', () => {
    const text = 'Payment failed: Payment declined by the bank. You can retry the payment from your orders.';
    expect(settledNote(failed, 'FAILED')).toEqual({ tone: 'error', text });
    expect(settledNote(failed, null)).toEqual({ tone: 'error', text });
  });

  it('closed: not completed, and how to retry; paid meanwhile (a UPI app approved it): the success message', () => {
    expect(settledNote(cancelled, 'PENDING')).toEqual({ tone: 'info', text: 'Payment not completed. You can retry the payment from your orders.' });
    expect(settledNote(cancelled, 'PAID')).toMatchObject({ tone: 'success' });
  });

  it('an order cancelled meanwhile: any amount taken is refunded', () => {
    expect(settledNote(paid, 'REFUNDED')).toMatchObject({ tone: 'info', text: expect.stringContaining('refunded to the original method') });
  });
});
