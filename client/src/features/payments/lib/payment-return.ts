/**
 * How a provider's checkout ended, as the shop takes it: the sandbox's page sends the shopper
 * back to /checkout/payment with these in the query, Razorpay's modal hands them to its
 * callbacks (lib/razorpay.ts). Either way they go to useSettlePayment.
 */
export type PaymentReturn =
  /** Paid, by the checkout's word: the server checks the signature and asks the provider (confirmPayment). */
  | { kind: 'paid'; orderNumber: string; providerOrderId: string; paymentId: string; signature: string }
  /** The payment failed (the server keeps the provider's reason: refreshPayment). */
  | { kind: 'failed'; orderNumber: string }
  /** The shopper closed the checkout without paying. */
  | { kind: 'cancelled'; orderNumber: string };

/** Ids as the providers make them (order_…, pay_…, SQU-…): letters, digits, '_' and '-'. */
const ID = /^[\w-]{1,64}$/;
const HEX = /^[0-9a-f]{16,128}$/i;

const id = (params: URLSearchParams, name: string): string | null => {
  const v = params.get(name)?.trim() ?? '';
  return ID.test(v) ? v : null;
};

/**
 * The /checkout/payment query: `order` and `razorpay_order_id` always; then
 * `razorpay_payment_id` and `razorpay_signature` (paid), `error` (failed) or `cancelled=1`.
 * Null for anything else (a link typed by hand, cut short or tampered with).
 */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const orderNumber = id(params, 'order');
  const providerOrderId = id(params, 'razorpay_order_id');
  if (!orderNumber || !providerOrderId) return null;
  if (params.has('razorpay_signature')) {
    const paymentId = id(params, 'razorpay_payment_id');
    const signature = params.get('razorpay_signature')?.trim() ?? '';
    return paymentId && HEX.test(signature) ? { kind: 'paid', orderNumber, providerOrderId, paymentId, signature } : null;
  }
  if (params.has('error')) return { kind: 'failed', orderNumber };
  if (params.get('cancelled') === '1') return { kind: 'cancelled', orderNumber };
  return null;
}
