import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { actorOf, type RequestContext } from '../common/actor.js';
import { badInput, conflict, forbidden, notFound } from '../common/app-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { timeOrderedId } from '../common/ids.js';
import { DatabaseService } from '../database/database.service.js';
import { isUniqueViolation } from '../database/errors.js';
import { awaitsPayment, type PaymentStatus, unpaidTooLong } from '../orders/order-lifecycle.js';
import type { OpenedCheckout, OrderPaymentFacts, OrderPayments, PaymentCheckout, PaymentOrderView } from '../orders/order-payments.port.js';
import type { PaymentMethod } from '../orders/payment-methods.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { OrderReads } from '../orders/order-reads.service.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { latestAttempt, PaymentLedger } from './payment-ledger.js';
import { latestAttemptOf, paymentFactsOf } from './order-payment-facts.js';
import { REUSE_ATTEMPT_MS, type SettledBy, underWayUntil } from './payment-rules.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderPayment } from './provider.js';
import { ask } from './provider-call.js';
import { RefundSender } from './refund-sender.js';
import { UsersService } from '../users/users.service.js';
import { type AttemptLimit, assertAttemptRoom, inWords, OneAtATime } from './attempt-limits.js';
import { insertRows } from '../database/insert-rows.js';

const CURRENCY = 'INR';

/** The checkout fields a provider's checkout hands back (Razorpay's razorpay_order_id, razorpay_payment_id, razorpay_signature). */
export interface CheckoutResult {
  providerOrderId: string;
  paymentId: string;
  signature: string;
}

/**
 * Paying prepaid orders (DECISIONS 12): an attempt per try, each a provider order, and the
 * browser's side of it (confirmation by signature, refresh, retry). The payment status moves
 * only forward and once, whichever of the browser, a webhook (PaymentWebhooksService) or the
 * reconciler (PaymentsReconciler) comes first: all three settle through the PaymentLedger.
 */
@Injectable()
export class PaymentsService implements OrderPayments {
  private readonly log = new Logger('Payments');
  private readonly opening = new OneAtATime();

  constructor(
    private readonly db: DatabaseService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    private readonly ledger: PaymentLedger,
    private readonly refunds: RefundSender,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reads: OrderReads,
    private readonly invoices: InvoicesService,
  ) {}

  assertPayable(method: PaymentMethod): void {
    if (method !== 'cod') this.need();
  }

  // ------------------------------------------------------------------ checkout

  async open(order: PaymentOrderView): Promise<OpenedCheckout | null> {
    if (order.paymentMethod === 'cod') return null;
    // A first attempt counts too: placing and cancelling orders must not open provider orders
    // without end. The order is new: it has no attempts to count, only its shopper has.
    const limits = this.attemptLimits(order).filter((l) => 'userId' in l.where);
    await assertAttemptRoom(this.db.manager, limits);
    const attempt = await this.newAttempt(order, 1);
    // No deadline is promised that nothing keeps: with the reconciler off, unpaid orders wait.
    const { unpaidCancelAfterSeconds, reconcileEverySeconds } = this.config.payments;
    const window = reconcileEverySeconds ? unpaidCancelAfterSeconds : 0;
    return {
      checkout: this.checkoutOf(attempt, order),
      payBy: window ? new Date(order.createdAt.getTime() + window * 1000) : null,
      facts: { latest: latestAttemptOf(attempt), refunds: [] },
      rows: [PaymentAttemptEntity, [attempt]],
      // In the order's transaction, which holds the shopper's row and has the attempt in: counted again, one order at a time.
      assertRoom: (m) => assertAttemptRoom(m, limits, new Date(), 1),
    };
  }

  async checkoutFor(order: PaymentOrderView): Promise<PaymentCheckout | null> {
    // awaitsPayment: an online order (never COD), not cancelled, not paid.
    if (!awaitsPayment(order) || unpaidTooLong(order) || !this.provider) return null;
    const open = await latestAttempt(this.db.manager, order.id);
    if (open && open.status === 'pending' && Date.now() - open.createdAt.getTime() < REUSE_ATTEMPT_MS) return this.checkoutOf(open, order);
    try {
      return this.checkoutOf(await this.openAttempt(order), order);
    } catch (error) {
      // The order is stored: its answer goes out without a checkout, and Retry payment opens one.
      this.log.warn(`no checkout for ${order.orderNumber}: ${(error as Error).message}`);
      return null;
    }
  }

  /**
   * Retry payment: a new attempt for the same order (never a second order). Not while a payment
   * is under way on its latest attempt (a UPI request waiting for approval): that one is asked
   * about at the provider first, as `refresh` asks, and a payment made on it meanwhile is kept,
   * rather than a second one taken (CONFLICT, saying until when Retry waits).
   */
  async retry(ctx: RequestContext, orderNumber: string): Promise<PaymentCheckout> {
    const order = await this.ownOrder(ctx, orderNumber);
    this.assertRetryable(order);
    const settled = await this.settleLatest(order);
    if (settled) this.assertRetryable((await this.reads.paymentViewOf({ id: order.id }))!);
    const until = settled && underWayUntil(settled);
    if (until) {
      throw conflict(
        `A payment for order ${orderNumber} is under way (a UPI request waiting for your approval, or your bank's page): the order shows it paid once it goes through. If it does not, you can retry the payment ${inWords(Math.ceil((until.getTime() - Date.now()) / 1000))}.`,
      );
    }
    return this.checkoutOf(await this.openAttempt(order), order);
  }

  /** Whether Retry payment may open an attempt for `order` as it stands. */
  private assertRetryable(order: PaymentOrderView): void {
    const n = order.orderNumber;
    if (order.paymentMethod === 'cod') throw badInput('Cash on Delivery orders are paid on delivery');
    if (order.status === 'cancelled') throw conflict(`Order ${n} is cancelled`);
    if (!awaitsPayment(order)) throw conflict(`Order ${n} is ${order.paymentStatus} already`);
    if (unpaidTooLong(order)) throw conflict(`Order ${n} was not paid in time and is being cancelled: its items are back on sale`);
  }

  /** An order's latest attempt, asked about at the provider first while it is pending (and settled as it answers); null when it has none. */
  private async settleLatest(order: PaymentOrderView): Promise<PaymentAttemptEntity | null> {
    const latest = await latestAttempt(this.db.manager, order.id);
    if (!latest || latest.status !== 'pending' || !this.provider) return latest;
    if (await this.ledger.settleAsProviderSays(this.provider, latest.providerOrderId, 'browser')) this.refunds.kick();
    return this.db.manager.getRepository(PaymentAttemptEntity).findOneByOrFail({ id: latest.id });
  }

  /**
   * The browser's confirmation: the checkout's signature, then the payment as the provider reports
   * it. A signature that does not match is refused at `signatureField`, the caller's name for it
   * (GraphQL's `signature`, REST's `razorpay_signature`).
   */
  async confirm(ctx: RequestContext, orderNumber: string, result: CheckoutResult, signatureField = 'signature'): Promise<void> {
    const order = await this.ownOrder(ctx, orderNumber);
    const provider = this.need();
    const attempt = await this.db.manager.getRepository(PaymentAttemptEntity).findOneBy({ providerOrderId: result.providerOrderId });
    if (!attempt || attempt.orderId !== order.id) throw notFound(`Order ${orderNumber} has no payment ${result.providerOrderId}`);
    if (!provider.verifyCheckoutSignature(result.providerOrderId, result.paymentId, result.signature)) {
      throw badInput('The payment signature does not match: the payment was not confirmed', [
        {
          field: signatureField,
          message: 'The payment signature does not match',
        },
      ]);
    }
    const payment = await ask(() => provider.fetchPayment(result.paymentId));
    if (!payment || payment.orderId !== result.providerOrderId) throw badInput(`The provider knows no payment ${result.paymentId} for this order`);
    await this.settle(attempt.providerOrderId, payment, 'browser');
  }

  /**
   * The shopper is back from a checkout that failed or was closed: the provider is asked about
   * the order's latest attempt at once (what the reconciler would ask later), so that the order
   * shows the payment as it stands.
   */
  async refresh(ctx: RequestContext, orderNumber: string): Promise<void> {
    await this.settleLatest(await this.ownOrder(ctx, orderNumber));
  }

  // ------------------------------------------------------------------ orders' port

  factsOf(m: EntityManager, orderIds: string[]): Promise<Map<string, OrderPaymentFacts>> {
    return paymentFactsOf(m, orderIds);
  }

  paymentMoved(m: EntityManager, order: PaymentOrderView, to: PaymentStatus, who: string, at: Date): Promise<void> {
    return this.ledger.paymentMoved(m, order, to, who, at);
  }

  /** After a move's commit: its refund is sent, and a cancellation's credit note numbered. */
  afterMove(): void {
    this.refunds.kick();
    void this.invoices.numberSoon();
  }

  // ------------------------------------------------------------------ inside

  private async settle(providerOrderId: string, payment: ProviderPayment, by: SettledBy): Promise<void> {
    await this.ledger.settle(providerOrderId, payment, by);
    this.refunds.kick();
  }

  /**
   * A new attempt of an order, stored on its own (Retry payment, or an order stored without one),
   * within the attempt limits (TOO_MANY_REQUESTS past them). They are checked before the provider
   * is asked for an order, and again where the attempt is stored, under the shopper's lock: two
   * retries at once, on any instances, are counted one after the other. On one instance a
   * shopper's attempts are also opened one at a time, so a burst of retries asks the provider
   * for no order past the limit (with several instances, at most one each may be asked for in
   * vain, refused when it is stored).
   */
  private openAttempt(order: PaymentOrderView): Promise<PaymentAttemptEntity> {
    return this.opening.run(order.userId, () => this.openAttemptNow(order));
  }

  private async openAttemptNow(order: PaymentOrderView): Promise<PaymentAttemptEntity> {
    const limits = this.attemptLimits(order);
    await assertAttemptRoom(this.db.manager, limits);
    const last = await latestAttempt(this.db.manager, order.id);
    const attempt = await this.newAttempt(order, (last?.attemptNo ?? 0) + 1);
    try {
      await this.db.transactionInLine(async (m) => {
        await this.users.lockForUpdate(m, order.userId);
        await assertAttemptRoom(m, limits);
        await insertRows(m, PaymentAttemptEntity, [attempt]);
      });
    } catch (error) {
      // Two retries at once: the other one's attempt is the open one.
      if (!isUniqueViolation(error)) throw error;
      return this.db.manager.getRepository(PaymentAttemptEntity).findOneByOrFail({ orderId: order.id, attemptNo: attempt.attemptNo });
    }
    return attempt;
  }

  /** At most so many attempts an hour for one order, and for one shopper over all their orders. */
  private attemptLimits(order: PaymentOrderView): AttemptLimit[] {
    const { attemptsPerOrderPerHour, attemptsPerShopperPerHour } = this.config.payments;
    return [
      {
        where: { orderId: order.id },
        limit: attemptsPerOrderPerHour,
        message: (when) => `Order ${order.orderNumber} has had ${attemptsPerOrderPerHour} payment attempts in the last hour: please try again ${when}`,
      },
      {
        where: { userId: order.userId },
        limit: attemptsPerShopperPerHour,
        message: (when) => `You have made ${attemptsPerShopperPerHour} payment attempts in the last hour: please try again ${when}`,
      },
    ];
  }

  /** The provider's order for an attempt of `order` (amount in paise, receipt = the order number), and the attempt's row, not stored yet. */
  private async newAttempt(order: PaymentOrderView, attemptNo: number): Promise<PaymentAttemptEntity> {
    const provider = this.need();
    const made = await ask(() =>
      provider.createOrder({ amountPaise: order.totalPaise, currency: CURRENCY, receipt: order.orderNumber, notes: { orderNumber: order.orderNumber } }),
    );
    const now = new Date();
    return Object.assign(new PaymentAttemptEntity(), {
      id: timeOrderedId(now.getTime()),
      orderId: order.id,
      orderNumber: order.orderNumber,
      userId: order.userId,
      attemptNo,
      provider: provider.name,
      providerOrderId: made.id,
      providerPaymentId: null,
      amountPaise: order.totalPaise,
      currency: CURRENCY,
      status: 'pending',
      failureReason: null,
      paymentStartedAt: null,
      flag: null,
      settledBy: null,
      settledAt: null,
      checkedAt: null,
      createdAt: now,
      updatedAt: now,
    } satisfies PaymentAttemptEntity);
  }

  /** The checkout of attempt `a` of `order`, opened on the method its shopper chose. */
  private checkoutOf(a: PaymentAttemptEntity, order: PaymentOrderView): PaymentCheckout {
    const provider = this.need();
    const method = order.paymentMethod;
    if (method === 'cod') throw new Error(`Order ${order.orderNumber} is paid on delivery: it has no checkout`);
    return {
      provider: provider.name,
      keyId: provider.keyId,
      providerOrderId: a.providerOrderId,
      amountPaise: a.amountPaise,
      currency: a.currency,
      orderNumber: a.orderNumber,
      method,
      payUrl: provider.payUrl(a.providerOrderId, method),
    };
  }

  private async ownOrder(ctx: RequestContext, orderNumber: string): Promise<PaymentOrderView> {
    const order = await this.reads.paymentViewOf({ orderNumber });
    if (!order) throw notFound(`Order ${orderNumber} was not found`);
    if (order.userId !== actorOf(ctx).userId) throw forbidden();
    return order;
  }

  private need(): PaymentProvider {
    if (!this.provider) throw badInput('Online payment is not set up in this shop; please choose Cash on Delivery');
    return this.provider;
  }
}
