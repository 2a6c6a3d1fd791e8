import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProviderPayment, ProviderRefund, WebhookEvent } from './provider.js';

/** HMAC-SHA256 in hex, as Razorpay signs checkouts and webhooks. */
export const hmacHex = (secret: string, message: string | Buffer): string => createHmac('sha256', secret).update(message).digest('hex');

/** Compares a received signature with the expected one in constant time (the SDK's helper compares with ===). */
export function signatureMatches(secret: string, message: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(hmacHex(secret, message), 'hex'), Buffer.from(signature, 'hex'));
}

/** The checkout's message: `order_id|payment_id`. */
export const checkoutMessage = (providerOrderId: string, paymentId: string) => `${providerOrderId}|${paymentId}`;

type Json = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) ? v : Number.NaN);

/** Razorpay's payment entity. */
export function paymentOf(e: Json): ProviderPayment {
  const status = str(e.status);
  return {
    id: str(e.id) ?? '',
    orderId: str(e.order_id) ?? '',
    status: (['created', 'authorized', 'captured', 'failed', 'refunded'].includes(status ?? '') ? status : 'created') as ProviderPayment['status'],
    amountPaise: num(e.amount),
    currency: str(e.currency) ?? '',
    method: str(e.method),
    error: str(e.error_description),
  };
}

/** Razorpay's refund entity. */
export function refundOf(e: Json): ProviderRefund {
  const status = str(e.status);
  return {
    id: str(e.id) ?? '',
    paymentId: str(e.payment_id) ?? '',
    amountPaise: num(e.amount),
    receipt: str(e.receipt),
    status: status === 'processed' ? 'processed' : status === 'failed' ? 'failed' : 'pending',
  };
}

const entity = (body: Json, name: string): Json | null => {
  const part = (body.payload as Json | undefined)?.[name] as Json | undefined;
  const e = part?.entity;
  return e && typeof e === 'object' ? (e as Json) : null;
};

/** A Razorpay webhook body (verified already), reduced to what the shop acts on; null when it is not one. */
export function parseWebhook(raw: Buffer): WebhookEvent | null {
  let body: Json;
  try {
    body = JSON.parse(raw.toString('utf8')) as Json;
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || typeof body.event !== 'string') return null;
  const name = body.event;
  if (['payment.captured', 'payment.failed', 'payment.authorized', 'order.paid'].includes(name)) {
    const payment = entity(body, 'payment');
    return payment ? { type: name as 'payment.captured', payment: paymentOf(payment) } : null;
  }
  if (['refund.processed', 'refund.failed', 'refund.created'].includes(name)) {
    const refund = entity(body, 'refund');
    return refund ? { type: name as 'refund.processed', refund: refundOf(refund) } : null;
  }
  return { type: 'other', name };
}
