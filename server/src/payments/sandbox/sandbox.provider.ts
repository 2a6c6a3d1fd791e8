import type { EntityManager } from 'typeorm';
import type { DatabaseService } from '../../database/database.service.js';
import { isUniqueViolation } from '../../database/errors.js';
import type { OnlineMethod } from '../../orders/payment-methods.js';
import type { PaymentProvider, ProviderPayment, ProviderRefund } from '../provider.js';
import { checkoutMessage, hmacHex, signatureMatches } from '../razorpay-format.js';
import { SandboxOrderEntity, SandboxPaymentEntity, SandboxRefundEntity } from './sandbox.entities.js';
import { type Delivery, eventBody, providerId, type SandboxWebhooks } from './sandbox-webhooks.js';
import { insertAlone, insertRows } from '../../database/insert-rows.js';

export interface SandboxKeys {
  keyId: string;
  keySecret: string;
  /** How long a refund's answer (and its webhook) takes after the sandbox made it: a slow gateway (PAYMENT_SANDBOX_REFUND_MS; 0 by default). */
  refundAnswerMs?: number;
}

/** What a tester chooses on the sandbox's page. */
export type SandboxOutcome = 'success' | 'failure' | 'upi_pending';

/** Where the sandbox sends the shopper back to, with Razorpay's checkout fields (or the error). */
export type SandboxResult =
  | {
      kind: 'paid';
      receipt: string;
      orderId: string;
      paymentId: string;
      signature: string;
    }
  | {
      kind: 'failed';
      receipt: string;
      orderId: string;
      paymentId: string;
      error: string;
    }
  | { kind: 'waiting'; receipt: string; orderId: string; paymentId: string };

const paymentJson = (p: SandboxPaymentEntity) => ({
  id: p.id,
  entity: 'payment',
  amount: p.amountPaise,
  currency: p.currency,
  status: p.status,
  order_id: p.orderId,
  method: p.method,
  captured: p.status === 'captured' || p.status === 'refunded',
  amount_refunded: p.amountRefunded,
  refund_status: p.amountRefunded === 0 ? null : p.amountRefunded < p.amountPaise ? 'partial' : 'full',
  description: 'SQU sandbox payment',
  error_code: p.status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
  error_description: p.errorDescription,
  created_at: Math.floor(p.createdAt.getTime() / 1000),
});

const orderJson = (o: SandboxOrderEntity) => ({
  id: o.id,
  entity: 'order',
  amount: o.amountPaise,
  amount_paid: o.status === 'paid' ? o.amountPaise : 0,
  currency: o.currency,
  receipt: o.receipt,
  status: o.status,
  created_at: Math.floor(o.createdAt.getTime() / 1000),
});

const toPayment = (p: SandboxPaymentEntity): ProviderPayment => ({
  id: p.id,
  orderId: p.orderId,
  status: p.status,
  amountPaise: p.amountPaise,
  currency: p.currency,
  method: p.method,
  error: p.errorDescription,
});

/**
 * The embedded sandbox provider (DECISIONS 12): Razorpay's contract served by the shop itself,
 * on its own tables. A payment page at /sandbox/pay/<order id> lets a tester succeed, fail, or
 * leave a UPI payment waiting for approval; signatures and webhooks follow Razorpay's scheme
 * with secrets of its own.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly keyId: string;

  constructor(
    private readonly db: DatabaseService,
    private readonly keys: SandboxKeys,
    private readonly webhooks: SandboxWebhooks,
    private readonly webhookSecret: string,
  ) {
    this.keyId = keys.keyId;
  }

  async createOrder(p: { amountPaise: number; currency: string; receipt: string }): Promise<{ id: string }> {
    const order = Object.assign(new SandboxOrderEntity(), {
      id: providerId('order'),
      amountPaise: p.amountPaise,
      currency: p.currency,
      receipt: p.receipt,
      status: 'created',
      createdAt: new Date(),
    });
    // One statement, whole by itself: as a provider's API stores its order.
    await this.db.statement(insertAlone(SandboxOrderEntity, [order]));
    return { id: order.id };
  }

  verifyCheckoutSignature(providerOrderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(this.keys.keySecret, checkoutMessage(providerOrderId, paymentId), signature);
  }

  verifyWebhook(rawBody: Buffer, signature: string): boolean {
    return signatureMatches(this.webhookSecret, rawBody, signature);
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const p = await this.db.manager.getRepository(SandboxPaymentEntity).findOneBy({ id: paymentId });
    return p ? toPayment(p) : null;
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    const list = await this.db.manager.getRepository(SandboxPaymentEntity).find({
      where: { orderId: providerOrderId },
      order: { createdAt: 'ASC' },
    });
    return list.map(toPayment);
  }

  /**
   * Refunds `amountPaise` of a captured payment, as Razorpay does: several refunds may be made of
   * one payment as long as they add up to no more than it (the payment stays captured until all
   * of it is refunded, then reads refunded); one more is refused. A receipt asked for again
   * answers the refund it made.
   */
  async refund(paymentId: string, amountPaise: number, receipt: string): Promise<ProviderRefund> {
    const answer = (r: SandboxRefundEntity): ProviderRefund => ({
      id: r.id,
      paymentId: r.paymentId,
      amountPaise: r.amountPaise,
      receipt: r.receipt,
      status: 'processed',
    });
    const made = await this.db.manager.getRepository(SandboxRefundEntity).findOneBy({ receipt });
    if (made) return answer(made);
    if (!Number.isInteger(amountPaise) || amountPaise < 1) throw new Error(`The sandbox cannot refund ${amountPaise} paise`);
    try {
      const { refund, payment } = await this.db.transaction(async (m) => {
        const refund = Object.assign(new SandboxRefundEntity(), {
          id: providerId('rfnd'),
          paymentId,
          amountPaise,
          receipt,
          status: 'processed',
          createdAt: new Date(),
        });
        await m.getRepository(SandboxRefundEntity).insert(refund);
        // One statement decides, so that two refunds at once (two instances) cannot both pass what is left.
        const taken = await m
          .createQueryBuilder()
          .update(SandboxPaymentEntity)
          .set({ amountRefunded: () => 'amount_refunded + :amount', status: () => "CASE WHEN amount_refunded + :amount >= amount_paise THEN 'refunded' ELSE status END" })
          .where("id = :id AND status = 'captured' AND amount_refunded + :amount <= amount_paise", { id: paymentId, amount: amountPaise })
          .execute();
        const payment = await m.getRepository(SandboxPaymentEntity).findOneBy({ id: paymentId });
        if (!taken.affected) {
          if (!payment || (payment.status !== 'captured' && payment.status !== 'refunded')) throw new Error(`The sandbox cannot refund payment ${paymentId}: it is not captured`);
          throw new Error(`The sandbox cannot refund ${amountPaise} paise of payment ${paymentId}: ${payment.amountPaise - payment.amountRefunded} of its ${payment.amountPaise} are left to refund`);
        }
        return { refund, payment: payment! };
      });
      // A slow gateway: the refund is made, and the shop hears of it (answer and webhook) only later.
      if (this.keys.refundAnswerMs) await new Promise((r) => setTimeout(r, this.keys.refundAnswerMs));
      this.webhooks.deliver(
        [
          eventBody('refund.processed', {
            refund: {
              id: refund.id,
              entity: 'refund',
              amount: refund.amountPaise,
              currency: payment.currency,
              payment_id: paymentId,
              receipt,
              status: 'processed',
            },
            payment: paymentJson(payment),
          }),
        ],
        'normal',
      );
      return answer(refund);
    } catch (error) {
      // Asked twice at once: the other request made it.
      if (isUniqueViolation(error)) return answer(await this.db.manager.getRepository(SandboxRefundEntity).findOneByOrFail({ receipt }));
      throw error;
    }
  }

  payUrl(providerOrderId: string, method: OnlineMethod): string {
    return `/sandbox/pay/${providerOrderId}?method=${method}`;
  }

  /** The order the page is for, with its payments, newest last. */
  async page(providerOrderId: string): Promise<{
    order: SandboxOrderEntity;
    payments: SandboxPaymentEntity[];
  } | null> {
    const order = await this.db.manager.getRepository(SandboxOrderEntity).findOneBy({ id: providerOrderId });
    if (!order) return null;
    const payments = await this.db.manager.getRepository(SandboxPaymentEntity).find({ where: { orderId: order.id }, order: { createdAt: 'ASC' } });
    return { order, payments };
  }

  /** A tester pays (or fails to) on the page; the webhooks go out as `delivery` says. */
  async pay(providerOrderId: string, outcome: SandboxOutcome, method: string, delivery: Delivery): Promise<SandboxResult | null> {
    const done = await this.db.transaction(async (m) => {
      const order = await m.getRepository(SandboxOrderEntity).findOneBy({ id: providerOrderId });
      if (!order || order.status === 'paid') return null;
      const status = outcome === 'success' ? 'captured' : outcome === 'failure' ? 'failed' : 'created';
      const payment = Object.assign(new SandboxPaymentEntity(), {
        id: providerId('pay'),
        orderId: order.id,
        amountPaise: order.amountPaise,
        currency: order.currency,
        method,
        status,
        errorDescription: status === 'failed' ? 'Payment declined by the bank (sandbox)' : null,
        amountRefunded: 0,
        createdAt: new Date(),
      });
      await insertRows(m, SandboxPaymentEntity, [payment]);
      const paid = await this.settleOrder(m, order, status === 'captured');
      return { order: paid, payment };
    });
    if (!done) return null;
    return this.announce(done.order, done.payment, delivery);
  }

  /** The shopper approves a waiting UPI payment in their app. */
  async approve(paymentId: string, delivery: Delivery): Promise<SandboxResult | null> {
    const done = await this.db.transaction(async (m) => {
      const payment = await m.getRepository(SandboxPaymentEntity).findOneBy({ id: paymentId });
      if (!payment || payment.status !== 'created') return null;
      const moved = await m.getRepository(SandboxPaymentEntity).update({ id: paymentId, status: 'created' }, { status: 'captured' });
      if (!moved.affected) return null;
      const order = await m.getRepository(SandboxOrderEntity).findOneByOrFail({ id: payment.orderId });
      return {
        order: await this.settleOrder(m, order, true),
        payment: Object.assign(payment, { status: 'captured' as const }),
      };
    });
    if (!done) return null;
    return this.announce(done.order, done.payment, delivery);
  }

  private async settleOrder(m: EntityManager, order: SandboxOrderEntity, captured: boolean): Promise<SandboxOrderEntity> {
    const status = captured ? 'paid' : 'attempted';
    await m.getRepository(SandboxOrderEntity).update({ id: order.id }, { status });
    return Object.assign(order, { status });
  }

  private announce(order: SandboxOrderEntity, payment: SandboxPaymentEntity, delivery: Delivery): SandboxResult {
    const base = {
      receipt: order.receipt,
      orderId: order.id,
      paymentId: payment.id,
    };
    if (payment.status === 'captured') {
      this.webhooks.deliver(
        [
          eventBody('payment.captured', { payment: paymentJson(payment) }),
          eventBody('order.paid', {
            payment: paymentJson(payment),
            order: orderJson(order),
          }),
        ],
        delivery,
      );
      return {
        kind: 'paid',
        ...base,
        signature: hmacHex(this.keys.keySecret, checkoutMessage(order.id, payment.id)),
      };
    }
    if (payment.status === 'failed') {
      this.webhooks.deliver([eventBody('payment.failed', { payment: paymentJson(payment) })], delivery);
      return {
        kind: 'failed',
        ...base,
        error: payment.errorDescription ?? 'Payment failed',
      };
    }
    return { kind: 'waiting', ...base };
  }
}
