import type { PaymentProvider, ProviderPayment, ProviderRefund } from './provider.js';
import { checkoutMessage, paymentOf, refundOf, signatureMatches } from './razorpay-format.js';

type Json = Record<string, unknown>;

/** The part of the official SDK's client the shop uses (tests give a recorded stand-in; nothing reaches the network). */
export interface RazorpayClient {
  orders: {
    create(p: Json): Promise<unknown>;
    fetchPayments(orderId: string): Promise<unknown>;
  };
  payments: {
    fetch(paymentId: string): Promise<unknown>;
    refund(paymentId: string, p: Json): Promise<unknown>;
    fetchMultipleRefund(paymentId: string, p?: Json): Promise<unknown>;
  };
}

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/**
 * The official SDK's client for these keys. The SDK (and axios, which it brings) is imported
 * here, when a shop has Razorpay's keys, so a shop on the sandbox never loads it: 416 KB of
 * the server's bundle that every start parsed (a chunk of its own since).
 */
export async function razorpayClient(keys: RazorpayKeys): Promise<RazorpayClient> {
  const { default: Razorpay } = await import('razorpay');
  return new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret }) as unknown as RazorpayClient;
}

const items = (answer: unknown): Json[] => {
  const list = (answer as { items?: unknown } | null)?.items;
  return Array.isArray(list) ? (list as Json[]) : [];
};

/** Razorpay through its official Node SDK, by its documented rules (Orders API, Checkout, webhooks, refunds). */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;

  constructor(
    private readonly keys: RazorpayKeys,
    private readonly client: RazorpayClient,
  ) {
    this.keyId = keys.keyId;
  }

  async createOrder(p: { amountPaise: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<{ id: string }> {
    const order = (await this.client.orders.create({
      amount: p.amountPaise,
      currency: p.currency,
      receipt: p.receipt,
      notes: p.notes,
    })) as Json;
    if (typeof order?.id !== 'string') throw new Error('Razorpay answered an order without an id');
    return { id: order.id };
  }

  verifyCheckoutSignature(providerOrderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(this.keys.keySecret, checkoutMessage(providerOrderId, paymentId), signature);
  }

  verifyWebhook(rawBody: Buffer, signature: string): boolean {
    return signatureMatches(this.keys.webhookSecret, rawBody, signature);
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    try {
      return paymentOf((await this.client.payments.fetch(paymentId)) as Json);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 400 || (error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    return items(await this.client.orders.fetchPayments(providerOrderId)).map(paymentOf);
  }

  async refund(paymentId: string, amountPaise: number, receipt: string): Promise<ProviderRefund> {
    // A refund asked for before (an instance that died after asking) is found by its receipt.
    const made = items(await this.client.payments.fetchMultipleRefund(paymentId, { count: 100 }))
      .map(refundOf)
      .find((r) => r.receipt === receipt);
    if (made) return made;
    return refundOf(
      (await this.client.payments.refund(paymentId, {
        amount: amountPaise,
        receipt,
        notes: { receipt },
      })) as Json,
    );
  }

  payUrl(): null {
    return null;
  }
}
