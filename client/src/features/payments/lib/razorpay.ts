import { BRAND } from '../../../config/constants';
import type { PaymentCheckoutFieldsFragment, PaymentMethod } from '../../../gql/graphql';
import type { PaymentReturn } from './payment-return';

/** Razorpay's names of the methods the shop sends through it (Checkout's `prefill.method`). */
type RazorpayMethod = 'card' | 'upi' | 'netbanking';
const RAZORPAY_METHOD: Partial<Record<PaymentMethod, RazorpayMethod>> = { CARD: 'card', UPI: 'upi', NET_BANKING: 'netbanking' };

/** What Razorpay Checkout hands its `handler` once a payment is captured. */
export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** What its `payment.failed` event carries (only the part the shop reads). */
export interface RazorpayFailure {
  error?: { description?: string; reason?: string };
}

/** The options of `new Razorpay(…)` the shop sets (Razorpay's Standard Checkout). */
export interface RazorpayOptions {
  key: string;
  order_id: string;
  currency: string;
  name: string;
  description: string;
  /** `method` opens the checkout on that method (Razorpay asks for email and contact with it). */
  prefill: { name: string; email: string; contact: string; method?: RazorpayMethod };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

/** Who pays: the signed-in shopper, whose details Razorpay's form starts with. */
export interface Payer {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
}

/**
 * One opening of the modal, ended once: the handler (paid) or the modal closed (after a failed
 * try, failed; else cancelled). A failed try leaves the modal open, where the shopper may try
 * again, so a failure alone ends nothing. Its reason is the provider's to tell the shop.
 */
export function razorpaySession(orderNumber: string, done: (result: PaymentReturn) => void) {
  let failed = false;
  let over = false;
  const finish = (result: PaymentReturn) => {
    if (over) return;
    over = true;
    done(result);
  };
  return {
    paid: (r: RazorpaySuccess) =>
      finish({ kind: 'paid', orderNumber, providerOrderId: r.razorpay_order_id, paymentId: r.razorpay_payment_id, signature: r.razorpay_signature }),
    failed: () => {
      failed = true;
    },
    dismissed: () => finish({ kind: failed ? 'failed' : 'cancelled', orderNumber }),
  };
}

/** Razorpay Checkout's options for the server's checkout and the shopper paying it. */
export function razorpayOptions(checkout: PaymentCheckoutFieldsFragment, payer: Payer, session: ReturnType<typeof razorpaySession>): RazorpayOptions {
  return {
    key: checkout.keyId,
    order_id: checkout.providerOrderId,
    currency: checkout.currency,
    name: BRAND,
    description: `Order ${checkout.orderNumber}`,
    // The method chosen at the shop: Razorpay opens on it rather than on its list of methods.
    prefill: { name: `${payer.firstName} ${payer.lastName}`.trim(), email: payer.email, contact: payer.phone?.trim() ?? '', method: RAZORPAY_METHOD[checkout.method] },
    handler: session.paid,
    modal: { ondismiss: session.dismissed },
  };
}

/** Razorpay's script: the only file the shop loads from another host, and only when Razorpay takes its payments. */
export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type Scope = { Razorpay?: RazorpayConstructor; document: Pick<Document, 'createElement' | 'head'> };
let loading: Promise<RazorpayConstructor> | null = null;

/** Adds Razorpay's script once, on first use; a failed load is tried again next time. */
export function loadRazorpay(scope: Scope = globalThis as unknown as Scope): Promise<RazorpayConstructor> {
  if (scope.Razorpay) return Promise.resolve(scope.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = scope.document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => (scope.Razorpay ? resolve(scope.Razorpay) : reject(new Error('Razorpay Checkout did not start')));
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    scope.document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
