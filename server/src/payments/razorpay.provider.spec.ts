import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Razorpay from 'razorpay';
import sdkUtils from 'razorpay/dist/utils/razorpay-utils.js';
import type { RazorpayClient } from './razorpay.provider.js';
import { RazorpayProvider, razorpayClient } from './razorpay.provider.js';
import { parseWebhook, paymentOf } from './razorpay-format.js';

// The SDK's own checks (the official implementation the adapter's constant-time ones must agree with).
const sdk = sdkUtils as unknown as {
  validateWebhookSignature(body: string, signature: string, secret: string): boolean;
  validatePaymentVerification(p: { order_id: string; payment_id: string }, signature: string, secret: string): boolean;
};

const FIXTURES = JSON.parse(readFileSync(new URL('./fixtures/razorpay-webhooks.json', import.meta.url), 'utf8')) as Record<string, object>;
const KEYS = { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'key-secret-for-specs', webhookSecret: '123456' };

/** A stand-in of the SDK client that records calls and answers as Razorpay does; nothing reaches the network. */
function recordingClient(refunds: object[] = []) {
  const calls: [string, ...unknown[]][] = [];
  const client: RazorpayClient = {
    orders: {
      create: async (p) => (
        calls.push(['orders.create', p]),
        { id: 'order_DESlLckIVRkHWj', entity: 'order', amount: p.amount, currency: p.currency, receipt: p.receipt, status: 'created' }
      ),
      fetchPayments: async (id) => (
        calls.push(['orders.fetchPayments', id]),
        { entity: 'collection', count: 1, items: [(FIXTURES['payment.captured'] as any).payload.payment.entity] }
      ),
    },
    payments: {
      fetch: async (id) => (calls.push(['payments.fetch', id]), (FIXTURES['payment.captured'] as any).payload.payment.entity),
      refund: async (id, p) => (
        calls.push(['payments.refund', id, p]),
        { id: 'rfnd_New000000001', entity: 'refund', amount: p.amount, payment_id: id, receipt: p.receipt, status: 'processed' }
      ),
      fetchMultipleRefund: async (id) => (calls.push(['payments.fetchMultipleRefund', id]), { entity: 'collection', count: refunds.length, items: refunds }),
    },
  };
  return { client, calls };
}

describe('Razorpay adapter', () => {
  test("webhook signatures: the SDK's fixed vector verifies; any other signature or body does not", () => {
    const provider = new RazorpayProvider(KEYS, recordingClient().client);
    const body = Buffer.from('{"a":1,"b":2,"c":{"d":3}}');
    const vector = '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc';
    expect(sdk.validateWebhookSignature(body.toString(), vector, '123456')).toBe(true);
    expect(provider.verifyWebhook(body, vector)).toBe(true);
    expect(provider.verifyWebhook(body, 'sdfafds')).toBe(false);
    expect(provider.verifyWebhook(Buffer.from('{"a":1,"b":2,"c":{"d":4}}'), vector)).toBe(false);
    expect(provider.verifyWebhook(body, vector.replace(/.$/, '0'))).toBe(false);
  });

  test('checkout signatures: HMAC-SHA256 of order_id|payment_id with the key secret, as the SDK checks them', () => {
    const provider = new RazorpayProvider(KEYS, recordingClient().client);
    for (const [order, payment] of [
      ['order_DESlLckIVRkHWj', 'pay_DESlfW9H8K9uqM'],
      ['order_9A33XWu170gUtm', 'pay_29QQoUBi66xm2f'],
    ]) {
      const signature = createHmac('sha256', KEYS.keySecret).update(`${order}|${payment}`).digest('hex');
      expect(sdk.validatePaymentVerification({ order_id: order, payment_id: payment }, signature, KEYS.keySecret)).toBe(true);
      expect(provider.verifyCheckoutSignature(order, payment, signature)).toBe(true);
      expect(provider.verifyCheckoutSignature(order, 'pay_Other00000000', signature)).toBe(false);
      expect(provider.verifyCheckoutSignature(order, payment, signature.toUpperCase().replace(/^./, 'G'))).toBe(false);
      expect(provider.verifyCheckoutSignature(order, payment, '')).toBe(false);
    }
  });

  test('recorded webhook bodies read as the events the shop acts on', () => {
    const read = (name: string) => parseWebhook(Buffer.from(JSON.stringify(FIXTURES[name])));
    expect(read('payment.captured')).toEqual({
      type: 'payment.captured',
      payment: { id: 'pay_DESlfW9H8K9uqM', orderId: 'order_DESlLckIVRkHWj', status: 'captured', amountPaise: 100, currency: 'INR', method: 'netbanking', error: null },
    });
    expect(read('payment.failed')).toEqual({
      type: 'payment.failed',
      payment: expect.objectContaining({ status: 'failed', error: 'Payment failed', orderId: 'order_DESlLckIVRkHWj' }),
    });
    expect(read('order.paid')).toEqual({ type: 'order.paid', payment: expect.objectContaining({ id: 'pay_DESlfW9H8K9uqM', status: 'captured', amountPaise: 100 }) });
    expect(read('refund.processed')).toEqual({
      type: 'refund.processed',
      refund: { id: 'rfnd_DGRcGzZSLyEdg1', paymentId: 'pay_DESlfW9H8K9uqM', amountPaise: 100, receipt: '01a218b8-f9fa-7fe6-83a0-0fcf0cd65e43', status: 'processed' },
    });
    expect(parseWebhook(Buffer.from('{"event":"subscription.charged","payload":{}}'))).toEqual({ type: 'other', name: 'subscription.charged' });
    expect(parseWebhook(Buffer.from('not json'))).toBeNull();
    expect(parseWebhook(Buffer.from('{"event":"payment.captured","payload":{}}'))).toBeNull();
  });

  test('a provider order per attempt: amount in paise, INR, receipt = the order number', async () => {
    const { client, calls } = recordingClient();
    const made = await new RazorpayProvider(KEYS, client).createOrder({
      amountPaise: 52982,
      currency: 'INR',
      receipt: 'SQU-20261126-JSY4X97Q',
      notes: { orderNumber: 'SQU-20261126-JSY4X97Q' },
    });
    expect(made).toEqual({ id: 'order_DESlLckIVRkHWj' });
    expect(calls).toEqual([['orders.create', { amount: 52982, currency: 'INR', receipt: 'SQU-20261126-JSY4X97Q', notes: { orderNumber: 'SQU-20261126-JSY4X97Q' } }]]);
  });

  test('refunds are idempotent by receipt: a refund already made is answered, not made again', async () => {
    const fresh = recordingClient();
    const made = await new RazorpayProvider(KEYS, fresh.client).refund('pay_DESlfW9H8K9uqM', 100, 'refund-1');
    expect(made).toEqual({ id: 'rfnd_New000000001', paymentId: 'pay_DESlfW9H8K9uqM', amountPaise: 100, receipt: 'refund-1', status: 'processed' });
    expect(fresh.calls.map((c) => c[0])).toEqual(['payments.fetchMultipleRefund', 'payments.refund']);
    expect(fresh.calls[1][2]).toEqual({ amount: 100, receipt: 'refund-1', notes: { receipt: 'refund-1' } });

    const again = recordingClient([{ id: 'rfnd_Made00000001', entity: 'refund', amount: 100, payment_id: 'pay_DESlfW9H8K9uqM', receipt: 'refund-1', status: 'pending' }]);
    expect(await new RazorpayProvider(KEYS, again.client).refund('pay_DESlfW9H8K9uqM', 100, 'refund-1')).toEqual(
      expect.objectContaining({ id: 'rfnd_Made00000001', status: 'pending' }),
    );
    expect(again.calls.map((c) => c[0])).toEqual(['payments.fetchMultipleRefund']);
  });

  test('partial refunds: each asks for its own amount in paise under its own receipt; one made before is found among the payment\'s refunds', async () => {
    // The payment (100 paise) has one refund of 40 already, made under receipt refund-1.
    const made = [{ id: 'rfnd_Part00000001', entity: 'refund', amount: 40, currency: 'INR', payment_id: 'pay_DESlfW9H8K9uqM', receipt: 'refund-1', status: 'processed' }];
    const asked = recordingClient(made);
    const provider = new RazorpayProvider(KEYS, asked.client);
    expect(await provider.refund('pay_DESlfW9H8K9uqM', 40, 'refund-1')).toEqual({ id: 'rfnd_Part00000001', paymentId: 'pay_DESlfW9H8K9uqM', amountPaise: 40, receipt: 'refund-1', status: 'processed' });
    expect(await provider.refund('pay_DESlfW9H8K9uqM', 35, 'refund-2')).toEqual(expect.objectContaining({ amountPaise: 35, receipt: 'refund-2' }));
    expect(asked.calls.filter((c) => c[0] === 'payments.refund')).toEqual([['payments.refund', 'pay_DESlfW9H8K9uqM', { amount: 35, receipt: 'refund-2', notes: { receipt: 'refund-2' } }]]);
  });

  test('a partial refund\'s webhook reads as that refund; its payment, captured and partly refunded, still reads captured for its whole amount', () => {
    const body = FIXTURES['refund.processed (partial)'] as any;
    expect(parseWebhook(Buffer.from(JSON.stringify(body)))).toEqual({
      type: 'refund.processed',
      refund: { id: 'rfnd_DGRcGzZSLyEdg2', paymentId: 'pay_DESlfW9H8K9uqM', amountPaise: 40, receipt: '01a218b8-f9fa-7fe6-83a0-0fcf0cd65e44', status: 'processed' },
    });
    expect(paymentOf(body.payload.payment.entity)).toEqual(expect.objectContaining({ status: 'captured', amountPaise: 100 }));
  });

  test("an order's payments and a payment are read from the provider's answers", async () => {
    const provider = new RazorpayProvider(KEYS, recordingClient().client);
    expect(await provider.fetchOrderPayments('order_DESlLckIVRkHWj')).toEqual([expect.objectContaining({ id: 'pay_DESlfW9H8K9uqM', status: 'captured', amountPaise: 100 })]);
    expect(await provider.fetchPayment('pay_DESlfW9H8K9uqM')).toEqual(expect.objectContaining({ orderId: 'order_DESlLckIVRkHWj' }));
    expect(provider.payUrl()).toBeNull();
  });

  test('the official SDK client is what the adapter makes from the keys (constructed offline)', async () => {
    const client = await razorpayClient(KEYS);
    expect(client).toBeInstanceOf(Razorpay);
    expect(client).toHaveProperty('orders');
    expect(new RazorpayProvider(KEYS, client).keyId).toBe(KEYS.keyId);
  });
});
