import { Inject, Injectable, Logger } from '@nestjs/common';
import { type EntityManager, In, LessThan } from 'typeorm';
import { actorOf, type RequestContext } from '../common/actor.js';
import { AppError, badInput, conflict, forbidden, notFound } from '../common/app-error.js';
import { timeOrderedId } from '../common/ids.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { isUniqueViolation } from '../database/errors.js';
import { paymentStatusesBefore, type PaymentStatus } from '../orders/order-lifecycle.js';
import type { OrderPayments, PaymentCheckout } from '../orders/order-payments.port.js';
import type { PaymentMethod } from '../orders/payment-methods.js';
import { OrderEntity } from '../orders/order.entity.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { PaymentEventEntity } from './payment-event.entity.js';
import { PaymentRefundEntity } from './payment-refund.entity.js';
import { attemptStatusesBefore, REUSE_ATTEMPT_MS, type SettledBy, STUCK_REFUND_MS } from './payment-rules.js';
import { PaymentStatusChangeEntity } from './payment-status-change.entity.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderPayment, type ProviderRefund } from './provider.js';
import { parseWebhook } from './razorpay-format.js';

const CURRENCY = 'INR';

/** The checkout fields a provider's checkout hands back (Razorpay's razorpay_order_id, razorpay_payment_id, razorpay_signature). */
export interface CheckoutResult {
  providerOrderId: string;
  paymentId: string;
  signature: string;
}

/** What settling an attempt came to, in words (kept with a webhook event). */
type Outcome = string;

/**
 * Paying prepaid orders (DECISIONS 12): an attempt per try, each a provider order; the payment
 * status moves only forward and once, whichever of the browser's verified confirmation, a
 * webhook or the reconciler comes first. Every move is a conditional update of the row as it
 * was read, so that two instances (or two paths in one) cannot both make it.
 */
@Injectable()
export class PaymentsService implements OrderPayments {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly db: DatabaseService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimit: RateLimitService,
  ) {}

  assertPayable(method: PaymentMethod): void {
    if (method !== 'cod') this.need();
  }

  // ------------------------------------------------------------------ checkout

  async checkoutFor(order: OrderEntity): Promise<PaymentCheckout | null> {
    if (order.paymentMethod === 'cod' || !awaitingPayment(order) || !this.provider) return null;
    const open = await this.db.manager.getRepository(PaymentAttemptEntity).findOne({ where: { orderId: order.id }, order: { attemptNo: 'DESC' } });
    if (open && open.status === 'pending' && Date.now() - open.createdAt.getTime() < REUSE_ATTEMPT_MS) return this.checkoutOf(open);
    try {
      return this.checkoutOf(await this.openAttempt(order, open?.attemptNo ?? 0));
    } catch (error) {
      // The order is stored: its answer goes out without a checkout, and Retry payment opens one.
      this.log.warn(`no checkout for ${order.orderNumber}: ${(error as Error).message}`);
      return null;
    }
  }

  /** Retry payment: a new attempt for the same order (never a second order). */
  async retry(ctx: RequestContext, orderNumber: string): Promise<{ order: OrderEntity; checkout: PaymentCheckout }> {
    const order = await this.ownOrder(ctx, orderNumber);
    if (order.paymentMethod === 'cod') throw badInput('Cash on Delivery orders are paid on delivery');
    if (order.status === 'cancelled') throw conflict(`Order ${orderNumber} is cancelled`);
    if (!awaitingPayment(order)) throw conflict(`Order ${orderNumber} is ${order.paymentStatus} already`);
    const last = await this.db.manager.getRepository(PaymentAttemptEntity).findOne({ where: { orderId: order.id }, order: { attemptNo: 'DESC' } });
    return {
      order,
      checkout: this.checkoutOf(await this.openAttempt(order, last?.attemptNo ?? 0)),
    };
  }

  /** The browser's confirmation: the checkout's signature, then the payment as the provider reports it. */
  async confirm(ctx: RequestContext, orderNumber: string, result: CheckoutResult): Promise<OrderEntity> {
    const order = await this.ownOrder(ctx, orderNumber);
    const provider = this.need();
    const attempt = await this.db.manager.getRepository(PaymentAttemptEntity).findOneBy({ providerOrderId: result.providerOrderId });
    if (!attempt || attempt.orderId !== order.id) throw notFound(`Order ${orderNumber} has no payment ${result.providerOrderId}`);
    if (!provider.verifyCheckoutSignature(result.providerOrderId, result.paymentId, result.signature)) {
      throw badInput('The payment signature does not match: the payment was not confirmed', [
        {
          field: 'signature',
          message: 'The payment signature does not match',
        },
      ]);
    }
    const payment = await ask(() => provider.fetchPayment(result.paymentId));
    if (!payment || payment.orderId !== result.providerOrderId) throw badInput(`The provider knows no payment ${result.paymentId} for this order`);
    await this.settle(attempt.providerOrderId, payment, 'browser');
    return this.db.manager.getRepository(OrderEntity).findOneByOrFail({ id: order.id });
  }

  /**
   * The shopper is back from a checkout that failed or was closed: the provider is asked about
   * the order's latest attempt at once (what the reconciler would ask later), so that the order
   * shows the payment as it stands.
   */
  async refresh(ctx: RequestContext, orderNumber: string): Promise<OrderEntity> {
    const order = await this.ownOrder(ctx, orderNumber);
    const latest = await this.db.manager.getRepository(PaymentAttemptEntity).findOne({ where: { orderId: order.id }, order: { attemptNo: 'DESC' } });
    if (latest && latest.status === 'pending' && this.provider) {
      const provider = this.provider;
      const decisive = decisivePayment(await ask(() => provider.fetchOrderPayments(latest.providerOrderId)));
      if (decisive) await this.settle(latest.providerOrderId, decisive, 'browser');
    }
    return this.db.manager.getRepository(OrderEntity).findOneByOrFail({ id: order.id });
  }

  // ------------------------------------------------------------------ webhooks

  /**
   * A webhook call: only a correctly signed raw body is taken; an event id seen before is
   * answered without acting again. The event is recorded and acted on in one transaction.
   */
  async webhook(ip: string, raw: Buffer | undefined, signature: string | undefined, eventId: string | undefined): Promise<{ duplicate: boolean; outcome: string }> {
    await this.rateLimit.consume([
      {
        key: `webhook:ip:${ip}`,
        limit: this.config.payments.webhooksPerAddress,
      },
    ]);
    const provider = this.provider;
    if (!provider) throw notFound('This shop takes no online payments');
    if (!raw?.length || !signature || !provider.verifyWebhook(raw, signature)) throw badInput('The webhook signature does not match');
    const event = parseWebhook(raw);
    if (!event) throw badInput('The webhook body is not an event');
    if (!eventId || !/^[A-Za-z0-9_.:-]{1,64}$/.test(eventId)) throw badInput('x-razorpay-event-id is missing');
    const known = await this.db.manager.getRepository(PaymentEventEntity).existsBy({ eventId });
    if (known) return { duplicate: true, outcome: 'duplicate' };
    const row = Object.assign(new PaymentEventEntity(), {
      id: timeOrderedId(),
      eventId,
      provider: provider.name,
      type: event.type === 'other' ? event.name.slice(0, 48) : event.type,
      providerOrderId: 'payment' in event ? event.payment.orderId || null : null,
      providerPaymentId: 'payment' in event ? event.payment.id || null : 'refund' in event ? event.refund.paymentId || null : null,
      outcome: 'received',
      receivedAt: new Date(),
    });
    try {
      const outcome = await this.db.transaction(async (m) => {
        await m.getRepository(PaymentEventEntity).insert(row);
        const outcome =
          'payment' in event
            ? event.type === 'payment.authorized'
              ? 'no change: waiting for the capture'
              : await this.settleIn(m, event.payment.orderId, event.payment, 'webhook')
            : 'refund' in event
              ? await this.refundReported(m, event.refund)
              : 'no change: not an event the shop acts on';
        await m.getRepository(PaymentEventEntity).update({ id: row.id }, { outcome: outcome.slice(0, 200) });
        return outcome;
      });
      this.afterSettle();
      return { duplicate: false, outcome };
    } catch (error) {
      // The same event on another connection or instance at the same moment: it acts, this answers.
      if (isUniqueViolation(error) && (await this.db.manager.getRepository(PaymentEventEntity).existsBy({ eventId }))) return { duplicate: true, outcome: 'duplicate' };
      throw error;
    }
  }

  // ------------------------------------------------------------------ reconciler

  /**
   * Asks the provider about attempts still pending after PAYMENT_RECONCILE_AFTER_SECONDS and
   * settles them as it answers; sends the refunds not sent yet. Safe on every instance at once.
   */
  async reconcile(now = new Date()): Promise<{ settled: number; refunds: number }> {
    const provider = this.provider;
    if (!provider) return { settled: 0, refunds: 0 };
    const before = new Date(now.getTime() - this.config.payments.reconcileAfterSeconds * 1000);
    const pending = await this.db.manager.getRepository(PaymentAttemptEntity).find({
      where: { status: 'pending', createdAt: LessThan(before) },
      order: { createdAt: 'ASC' },
      take: 100,
    });
    let settled = 0;
    for (const attempt of pending) {
      if (attempt.flag) continue;
      try {
        const decisive = decisivePayment(await ask(() => provider.fetchOrderPayments(attempt.providerOrderId)));
        if (decisive && (await this.settle(attempt.providerOrderId, decisive, 'reconciler')).startsWith('marked')) settled++;
      } catch (error) {
        this.log.warn(`reconciling ${attempt.providerOrderId} failed: ${(error as Error).message}`);
      }
    }
    return { settled, refunds: await this.sendRefunds() };
  }

  // ------------------------------------------------------------------ orders' port

  async paymentMoved(m: EntityManager, order: OrderEntity, to: PaymentStatus, who: string, at: Date): Promise<void> {
    await m.getRepository(PaymentStatusChangeEntity).insert(change(order.id, null, order.paymentStatus, to, who, at));
    if (to !== 'refunded') return;
    const paid = await m.getRepository(PaymentAttemptEntity).findOne({
      where: { orderId: order.id, status: 'paid' },
      order: { attemptNo: 'DESC' },
    });
    if (paid) await this.queueRefund(m, paid, 'order cancelled', at);
  }

  afterMove(): void {
    this.afterSettle();
  }

  // ------------------------------------------------------------------ inside

  /** Settles the attempt of a provider order by a payment the provider reported, in a transaction of its own. */
  private async settle(providerOrderId: string, payment: ProviderPayment, by: SettledBy): Promise<Outcome> {
    const outcome = await this.db.transaction((m) => this.settleIn(m, providerOrderId, payment, by));
    this.afterSettle();
    return outcome;
  }

  /**
   * Captured: the attempt becomes paid (once), and so does its order if it still awaits
   * payment; an amount or currency other than the attempt's flags it instead. Money captured
   * for an order that no longer awaits it (cancelled, or paid by another attempt) goes back.
   * Failed: the attempt becomes failed, and so does its order if this was its latest attempt.
   */
  private async settleIn(m: EntityManager, providerOrderId: string, payment: ProviderPayment, by: SettledBy): Promise<Outcome> {
    const attempts = m.getRepository(PaymentAttemptEntity);
    const attempt = await attempts.findOneBy({ providerOrderId });
    if (!attempt) return `no change: no attempt has provider order ${providerOrderId}`;
    const now = new Date();
    if (payment.status === 'captured' || payment.status === 'refunded') {
      if (payment.amountPaise !== attempt.amountPaise || payment.currency !== attempt.currency) {
        await attempts.update({ id: attempt.id }, { flag: 'amount_mismatch', updatedAt: now });
        return `flagged: ${payment.amountPaise} ${payment.currency} paid for ${attempt.amountPaise} ${attempt.currency}; not marked paid`;
      }
      const moved = await attempts.update(
        { id: attempt.id, status: In(attemptStatusesBefore('paid')) },
        {
          status: 'paid',
          providerPaymentId: payment.id,
          settledBy: by,
          settledAt: now,
          updatedAt: now,
        },
      );
      if (!moved.affected) return 'no change: already paid';
      const order = await m.getRepository(OrderEntity).findOneByOrFail({ id: attempt.orderId });
      if (awaitingPayment(order) && (await this.moveOrder(m, order, 'paid', attempt, by, now, payment.id))) return 'marked paid';
      await attempts.update({ id: attempt.id }, { flag: 'captured_after_close' });
      await this.queueRefund(m, { ...attempt, providerPaymentId: payment.id }, 'captured after the order closed', now);
      return `refund: order is ${order.status}, payment ${order.paymentStatus}`;
    }
    if (payment.status === 'failed') {
      const moved = await attempts.update(
        { id: attempt.id, status: In(attemptStatusesBefore('failed')) },
        {
          status: 'failed',
          providerPaymentId: payment.id,
          settledBy: by,
          settledAt: now,
          updatedAt: now,
        },
      );
      if (!moved.affected) return `no change: attempt already ${(await attempts.findOneByOrFail({ id: attempt.id })).status}`;
      const latest = await attempts.findOne({
        where: { orderId: attempt.orderId },
        order: { attemptNo: 'DESC' },
      });
      const order = await m.getRepository(OrderEntity).findOneByOrFail({ id: attempt.orderId });
      if (latest?.id === attempt.id && order.paymentStatus === 'pending' && (await this.moveOrder(m, order, 'failed', attempt, by, now, null))) return 'marked failed';
      return 'attempt failed; order unchanged';
    }
    return `no change: payment is ${payment.status}`;
  }

  /** Moves an order's payment status if it still is what it was read as; records the change. */
  private async moveOrder(
    m: EntityManager,
    order: OrderEntity,
    to: PaymentStatus,
    attempt: PaymentAttemptEntity,
    by: SettledBy,
    at: Date,
    transactionId: string | null,
  ): Promise<boolean> {
    if (!paymentStatusesBefore(to).includes(order.paymentStatus)) return false;
    const set: Partial<OrderEntity> = { paymentStatus: to, updatedAt: at };
    if (transactionId) set.transactionId = transactionId;
    const moved = await m
      .createQueryBuilder()
      .update(OrderEntity)
      .set(set)
      .where('id = :id AND payment_status = :from AND status <> :cancelled', {
        id: order.id,
        from: order.paymentStatus,
        cancelled: 'cancelled',
      })
      .execute();
    if (!moved.affected) return false;
    await m.getRepository(PaymentStatusChangeEntity).insert(change(order.id, attempt.id, order.paymentStatus, to, by, at));
    return true;
  }

  private async queueRefund(m: EntityManager, attempt: PaymentAttemptEntity, reason: string, at: Date): Promise<void> {
    const exists = await m.getRepository(PaymentRefundEntity).existsBy({ attemptId: attempt.id });
    if (exists) return;
    await m.getRepository(PaymentRefundEntity).insert(
      Object.assign(new PaymentRefundEntity(), {
        id: timeOrderedId(),
        attemptId: attempt.id,
        orderId: attempt.orderId,
        amountPaise: attempt.amountPaise,
        providerRefundId: null,
        status: 'pending',
        reason,
        createdAt: at,
        updatedAt: at,
      }),
    );
  }

  private async refundReported(m: EntityManager, refund: ProviderRefund): Promise<Outcome> {
    const refunds = m.getRepository(PaymentRefundEntity);
    const row = (refund.receipt && (await refunds.findOneBy({ id: refund.receipt }))) || (refund.id && (await refunds.findOneBy({ providerRefundId: refund.id }))) || null;
    if (!row) return `no change: no refund ${refund.receipt ?? refund.id}`;
    if (row.status === 'processed' || refund.status === 'pending') return `no change: refund ${row.status}`;
    await refunds.update(
      { id: row.id, status: In(['pending', 'requesting']) },
      {
        status: refund.status,
        providerRefundId: refund.id,
        updatedAt: new Date(),
      },
    );
    return `refund ${refund.status}`;
  }

  /** After a commit that may have queued refunds: sends them, without holding the caller up. */
  private afterSettle(): void {
    this.sendRefunds().catch((error) => this.log.warn(`sending refunds failed: ${(error as Error).message}`));
  }

  /**
   * Asks the provider for each refund not asked for yet (and for those whose instance died
   * asking). One instance claims a refund before asking; the receipt makes a second ask
   * answer the refund already made.
   */
  private async sendRefunds(): Promise<number> {
    const provider = this.provider;
    if (!provider) return 0;
    const refunds = this.db.manager.getRepository(PaymentRefundEntity);
    const stuck = new Date(Date.now() - STUCK_REFUND_MS);
    const due = await refunds
      .createQueryBuilder('r')
      .where("r.status = 'pending' OR (r.status = 'requesting' AND r.updated_at < :stuck)", { stuck })
      .orderBy('r.created_at', 'ASC')
      .take(50)
      .getMany();
    let sent = 0;
    for (const r of due) {
      const claimed = await this.db.transaction((m) =>
        m
          .createQueryBuilder()
          .update(PaymentRefundEntity)
          .set({ status: 'requesting', updatedAt: new Date() })
          .where("id = :id AND (status = 'pending' OR (status = 'requesting' AND updated_at < :stuck))", { id: r.id, stuck })
          .execute(),
      );
      if (!claimed.affected) continue;
      try {
        const attempt = await this.db.manager.getRepository(PaymentAttemptEntity).findOneByOrFail({ id: r.attemptId });
        if (!attempt.providerPaymentId) throw new Error(`attempt ${attempt.id} has no captured payment`);
        const paymentId = attempt.providerPaymentId;
        const made = await ask(() => provider.refund(paymentId, r.amountPaise, r.id));
        await this.db.transaction((m) =>
          m.getRepository(PaymentRefundEntity).update(
            { id: r.id, status: 'requesting' },
            {
              providerRefundId: made.id,
              status: made.status === 'processed' ? 'processed' : made.status === 'failed' ? 'failed' : 'requesting',
              updatedAt: new Date(),
            },
          ),
        );
        sent++;
      } catch (error) {
        this.log.warn(`refund ${r.id} failed: ${(error as Error).message}`);
        await this.db.transaction((m) => m.getRepository(PaymentRefundEntity).update({ id: r.id, status: 'requesting' }, { status: 'pending', updatedAt: new Date() }));
      }
    }
    return sent;
  }

  private async openAttempt(order: OrderEntity, lastNo: number): Promise<PaymentAttemptEntity> {
    const provider = this.need();
    const made = await ask(() =>
      provider.createOrder({ amountPaise: order.totalPaise, currency: CURRENCY, receipt: order.orderNumber, notes: { orderNumber: order.orderNumber } }),
    );
    const now = new Date();
    const attempt = Object.assign(new PaymentAttemptEntity(), {
      id: timeOrderedId(now.getTime()),
      orderId: order.id,
      orderNumber: order.orderNumber,
      attemptNo: lastNo + 1,
      provider: provider.name,
      providerOrderId: made.id,
      providerPaymentId: null,
      amountPaise: order.totalPaise,
      currency: CURRENCY,
      status: 'pending',
      flag: null,
      settledBy: null,
      settledAt: null,
      createdAt: now,
      updatedAt: now,
    } satisfies PaymentAttemptEntity);
    try {
      await this.db.transaction((m) => m.getRepository(PaymentAttemptEntity).insert(attempt));
    } catch (error) {
      // Two retries at once: the other one's attempt is the open one.
      if (!isUniqueViolation(error)) throw error;
      return this.db.manager.getRepository(PaymentAttemptEntity).findOneByOrFail({ orderId: order.id, attemptNo: attempt.attemptNo });
    }
    return attempt;
  }

  private checkoutOf(a: PaymentAttemptEntity): PaymentCheckout {
    const provider = this.need();
    return {
      provider: provider.name,
      keyId: provider.keyId,
      providerOrderId: a.providerOrderId,
      amountPaise: a.amountPaise,
      currency: a.currency,
      orderNumber: a.orderNumber,
      payUrl: provider.payUrl(a.providerOrderId),
    };
  }

  private async ownOrder(ctx: RequestContext, orderNumber: string): Promise<OrderEntity> {
    const order = await this.db.manager.getRepository(OrderEntity).findOneBy({ orderNumber });
    if (!order) throw notFound(`Order ${orderNumber} was not found`);
    if (order.userId !== actorOf(ctx).userId) throw forbidden();
    return order;
  }

  private need(): PaymentProvider {
    if (!this.provider) throw badInput('Online payment is not set up in this shop; please choose Cash on Delivery');
    return this.provider;
  }
}

/** How long the shop waits for the provider before it answers that it could not reach it. */
const PROVIDER_TIMEOUT_MS = 15_000;

/**
 * A call to the provider: an answer within PROVIDER_TIMEOUT_MS, or SERVICE_UNAVAILABLE (503)
 * with a message for people; what went wrong is logged, never sent.
 */
async function ask<T>(call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      call(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the provider did not answer in time')), PROVIDER_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    new Logger('Payments').warn(`the provider failed: ${(error as Error).message}`);
    throw new AppError('SERVICE_UNAVAILABLE', 'The payment provider could not be reached; please try again in a moment');
  } finally {
    clearTimeout(timer);
  }
}

/** What a provider order's payments come to: a captured one, or the last when all failed; null while undecided. */
function decisivePayment(payments: ProviderPayment[]): ProviderPayment | null {
  const captured = payments.find((p) => p.status === 'captured' || p.status === 'refunded');
  if (captured) return captured;
  return payments.length && payments.every((p) => p.status === 'failed') ? payments[payments.length - 1] : null;
}

/** An order that still takes a payment: not cancelled, its payment pending or failed. */
const awaitingPayment = (o: OrderEntity) => o.status !== 'cancelled' && (o.paymentStatus === 'pending' || o.paymentStatus === 'failed');

function change(orderId: string, attemptId: string | null, fromStatus: PaymentStatus, toStatus: PaymentStatus, source: string, at: Date): PaymentStatusChangeEntity {
  return Object.assign(new PaymentStatusChangeEntity(), {
    id: timeOrderedId(at.getTime()),
    orderId,
    attemptId,
    fromStatus,
    toStatus,
    source,
    at,
  });
}
