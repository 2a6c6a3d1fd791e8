import type { PaymentCheckoutFieldsFragment } from '../../../gql/graphql';
import { openCheckout } from './open-checkout';
import type { PaymentReturn } from './payment-return';
import { loadRazorpay, RAZORPAY_SCRIPT, type RazorpayFailure, type RazorpayOptions, razorpayOptions, razorpaySession } from './razorpay';

const checkout = (over: Partial<PaymentCheckoutFieldsFragment> = {}): PaymentCheckoutFieldsFragment => ({
  provider: 'RAZORPAY',
  keyId: 'rzp_test_1DP5mmOlF5G5ag',
  providerOrderId: 'order_IluGWxBm9U8zJ8',
  amount: 3595.46,
  currency: 'INR',
  orderNumber: 'SQU-20261126-4F7K2QHM',
  method: 'UPI',
  payUrl: null,
  ...over,
});
const payer = { email: 'asha@example.in', firstName: 'Asha', lastName: 'Verma', phone: ' +91 98765 43210 ' };
const SUCCESS = { razorpay_order_id: 'order_IluGWxBm9U8zJ8', razorpay_payment_id: 'pay_29QQoUBi66xm2f', razorpay_signature: 'ab'.repeat(32) };

describe('Razorpay Checkout', () => {
  it('is opened with the server’s key and order, the order number, and the signed-in shopper', () => {
    const results: PaymentReturn[] = [];
    const options = razorpayOptions(checkout(), payer, razorpaySession('SQU-20261126-4F7K2QHM', (r) => results.push(r)));
    expect(options).toEqual({
      key: 'rzp_test_1DP5mmOlF5G5ag',
      order_id: 'order_IluGWxBm9U8zJ8',
      currency: 'INR',
      name: 'SQU',
      description: 'Order SQU-20261126-4F7K2QHM',
      prefill: { name: 'Asha Verma', email: 'asha@example.in', contact: '+91 98765 43210', method: 'upi' },
      handler: expect.any(Function),
      modal: { ondismiss: expect.any(Function) },
    });
    expect(razorpayOptions(checkout(), { ...payer, phone: null }, razorpaySession('x', () => undefined)).prefill.contact).toBe('');
  });

  it.each([
    ['CARD', 'card'],
    ['UPI', 'upi'],
    ['NET_BANKING', 'netbanking'],
  ] as const)('opens on the method chosen at the shop: %s is Razorpay’s %s', (method, razorpay) => {
    expect(razorpayOptions(checkout({ method }), payer, razorpaySession('x', () => undefined)).prefill.method).toBe(razorpay);
  });

  it('its handler is a paid result for confirmPayment', () => {
    const results: PaymentReturn[] = [];
    const session = razorpaySession('SQU-1', (r) => results.push(r));
    session.paid(SUCCESS);
    expect(results).toEqual([{ kind: 'paid', orderNumber: 'SQU-1', providerOrderId: SUCCESS.razorpay_order_id, paymentId: SUCCESS.razorpay_payment_id, signature: SUCCESS.razorpay_signature }]);
  });

  it('a failed try ends nothing (the modal offers another); closed after it, the payment failed', () => {
    const results: PaymentReturn[] = [];
    const session = razorpaySession('SQU-1', (r) => results.push(r));
    session.failed();
    expect(results).toEqual([]);
    session.dismissed();
    expect(results).toEqual([{ kind: 'failed', orderNumber: 'SQU-1' }]);
  });

  it('closed without a try: cancelled; a failed try then a payment: paid; only the first ending counts', () => {
    const closed: PaymentReturn[] = [];
    razorpaySession('SQU-1', (r) => closed.push(r)).dismissed();
    expect(closed).toEqual([{ kind: 'cancelled', orderNumber: 'SQU-1' }]);

    const results: PaymentReturn[] = [];
    const session = razorpaySession('SQU-1', (r) => results.push(r));
    session.failed();
    session.paid(SUCCESS);
    session.dismissed();
    expect(results.map((r) => r.kind)).toEqual(['paid']);
  });
});

describe('opening a checkout', () => {
  it('the sandbox: a full navigation to its payment page; no script is loaded', async () => {
    const assign = jest.fn();
    const load = jest.fn();
    await openCheckout(checkout({ provider: 'SANDBOX', payUrl: '/sandbox/pay/order_1' }), payer, () => undefined, { assign, loadRazorpay: load });
    expect(assign).toHaveBeenCalledWith('/sandbox/pay/order_1');
    expect(load).not.toHaveBeenCalled();
    await expect(openCheckout(checkout({ provider: 'SANDBOX' }), payer, () => undefined, { assign, loadRazorpay: load })).rejects.toThrow(/no payment page/);
  });

  it('Razorpay: its modal, opened with the options, listening for failed tries', async () => {
    const made: { options: RazorpayOptions; events: string[]; opened: boolean }[] = [];
    class FakeRazorpay {
      state: (typeof made)[number];
      constructor(options: RazorpayOptions) {
        this.state = { options, events: [], opened: false };
        made.push(this.state);
      }
      on(event: string, listener: (r: RazorpayFailure) => void) {
        this.state.events.push(event);
        listener({ error: { description: 'Bank down' } });
      }
      open() {
        this.state.opened = true;
      }
    }
    const results: PaymentReturn[] = [];
    await openCheckout(checkout(), payer, (r) => results.push(r), { assign: jest.fn(), loadRazorpay: async () => FakeRazorpay });
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ events: ['payment.failed'], opened: true, options: { order_id: 'order_IluGWxBm9U8zJ8' } });
    made[0].options.modal.ondismiss();
    expect(results).toEqual([{ kind: 'failed', orderNumber: 'SQU-20261126-4F7K2QHM' }]);
  });

  it('Razorpay’s script is added once, from its own host; a failed load is tried again', async () => {
    const scripts: { src: string; onload?: () => void; onerror?: () => void; remove: () => void }[] = [];
    const scope: Parameters<typeof loadRazorpay>[0] = {
      document: {
        createElement: (() => ({ remove: jest.fn() })) as unknown as Document['createElement'],
        head: { append: (s: (typeof scripts)[number]) => scripts.push(s) } as unknown as HTMLHeadElement,
      },
    };
    const first = loadRazorpay(scope);
    expect(loadRazorpay(scope)).toBe(first);
    scripts[0].onerror!();
    await expect(first).rejects.toThrow(/could not be loaded/);
    const second = loadRazorpay(scope);
    expect(scripts.map((s) => s.src)).toEqual([RAZORPAY_SCRIPT, RAZORPAY_SCRIPT]);
    const Razorpay = jest.fn();
    scope.Razorpay = Razorpay as never;
    scripts[1].onload!();
    await expect(second).resolves.toBe(Razorpay);
    await expect(loadRazorpay(scope)).resolves.toBe(Razorpay);
  });
});
