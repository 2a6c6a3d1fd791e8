import type { OnlineMethod } from '../orders/payment-methods.js';
import type { ProviderName } from './payment-rules.js';

/** A payment as the provider reports it (Razorpay's payment entity, amounts in paise). */
export interface ProviderPayment {
  id: string;
  orderId: string;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  amountPaise: number;
  currency: string;
  method: string | null;
  error: string | null;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  /** The shop's refund id, sent as the refund's receipt. */
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
}

/** A verified webhook, reduced to what the shop acts on. */
export type WebhookEvent =
  | {
      type: 'payment.captured' | 'payment.failed' | 'payment.authorized' | 'order.paid';
      payment: ProviderPayment;
    }
  | {
      type: 'refund.processed' | 'refund.failed' | 'refund.created';
      refund: ProviderRefund;
    }
  | { type: 'other'; name: string };

/**
 * A payment provider (DECISIONS 12): Razorpay, or the embedded sandbox that behaves the same
 * way. Signatures follow Razorpay's rules for both.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly keyId: string;
  /** A provider order for one attempt: amount in paise, receipt = the shop's order number. */
  createOrder(p: { amountPaise: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<{ id: string }>;
  /** The checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyCheckoutSignature(providerOrderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's signature: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /** Refunds a captured payment in full; asked again with the same receipt, answers the refund already made. */
  refund(paymentId: string, amountPaise: number, receipt: string): Promise<ProviderRefund>;
  /** Where the shopper pays, opened on `method`, when the shop serves that page itself (the sandbox); null for Razorpay. */
  payUrl(providerOrderId: string, method: OnlineMethod): string | null;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
