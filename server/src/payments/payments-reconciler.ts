import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { And, In, IsNull, LessThan, MoreThan, Not } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { StatementCounter } from '../database/statement-counter.js';
import { OrdersService } from '../orders/orders.service.js';
import { OrderReads } from '../orders/order-reads.service.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { PaymentLedger } from './payment-ledger.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider.js';
import { RECONCILE_FOR_MS } from './payment-rules.js';
import { RefundSender } from './refund-sender.js';

/** The reconciler: at start and every PAYMENT_RECONCILE_EVERY_SECONDS, on every instance. */
@Injectable()
export class PaymentsReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('PaymentsReconciler');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: DatabaseService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ledger: PaymentLedger,
    private readonly refunds: RefundSender,
    private readonly orders: OrdersService,
    private readonly reads: OrderReads,
  ) {}

  onApplicationBootstrap() {
    const every = this.config.payments.reconcileEverySeconds;
    if (!every || !this.provider) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), every * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /**
   * Asks the provider about attempts still pending after PAYMENT_RECONCILE_AFTER_SECONDS and
   * settles them as it answers; cancels the online orders not paid by their deadline; sends the
   * refunds not sent yet. Safe on every instance at once.
   */
  async reconcile(now = new Date()): Promise<{ settled: number; cancelled: number; refunds: number }> {
    const provider = this.provider;
    if (!provider) return { settled: 0, cancelled: 0, refunds: 0 };
    const before = new Date(now.getTime() - this.config.payments.reconcileAfterSeconds * 1000);
    const attempts = this.db.manager.getRepository(PaymentAttemptEntity);
    const pending = await attempts.find({
      // A flagged attempt waits for the staff: it is left out here, so it never takes a place the others need.
      // Abandoned checkouts stay pending at the provider for ever: they are asked about for RECONCILE_FOR_MS,
      // the least recently asked first, so that however many there are each attempt gets its turn.
      where: { status: 'pending', flag: IsNull(), createdAt: And(LessThan(before), MoreThan(new Date(now.getTime() - RECONCILE_FOR_MS))) },
      order: { checkedAt: { direction: 'ASC', nulls: 'FIRST' }, createdAt: 'ASC' },
      take: 100,
    });
    let settled = 0;
    for (const attempt of pending) {
      try {
        if ((await this.ledger.settleAsProviderSays(provider, attempt.providerOrderId, 'reconciler'))?.startsWith('marked')) settled++;
      } catch (error) {
        this.log.warn(`reconciling ${attempt.providerOrderId} failed: ${(error as Error).message}`);
      } finally {
        await attempts.update({ id: attempt.id }, { checkedAt: now }).catch(() => undefined);
      }
    }
    const cancelled = await this.cancelUnpaid(provider, now);
    return { settled, cancelled, refunds: await this.refunds.send() };
  }

  /**
   * Online orders still unpaid at their deadline (`payBy`) are cancelled, their units back on
   * sale. The provider is asked about each pending attempt first, so that a payment made at the
   * last moment is kept; an order the provider cannot be asked about waits for the next round,
   * and one with a flagged attempt (an amount that did not match) for the staff. Two instances
   * cancel an order once: the cancellation is a conditional move (CONFLICT for the second). A
   * payment captured after the cancellation is refunded by the ledger.
   */
  private async cancelUnpaid(provider: PaymentProvider, now: Date): Promise<number> {
    // An order with a flagged attempt waits for the staff: left out of each page orders show, it never takes a place the others need.
    const due = await this.reads.unpaidDue(now, 100, async (orderIds) => {
      const flagged = await this.db.manager.getRepository(PaymentAttemptEntity).find({ select: { orderId: true }, where: { orderId: In(orderIds), flag: Not(IsNull()) } });
      return new Set(flagged.map((a) => a.orderId));
    });
    let cancelled = 0;
    for (const order of due) {
      try {
        const attempts = await this.db.manager.getRepository(PaymentAttemptEntity).findBy({ orderId: order.id });
        if (attempts.some((a) => a.flag !== null)) continue; // flagged since the query
        for (const attempt of attempts.filter((a) => a.status === 'pending')) {
          await this.ledger.settleAsProviderSays(provider, attempt.providerOrderId, 'reconciler');
        }
        await this.orders.cancelUnpaid(order.orderNumber, now);
        cancelled++;
      } catch (error) {
        // Paid at the last moment, or cancelled meanwhile (by its shopper, the staff, or another instance).
        if (error instanceof AppError && error.code === 'CONFLICT') continue;
        this.log.warn(`cancelling unpaid ${order.orderNumber} failed: ${(error as Error).message}`);
      }
    }
    return cancelled;
  }

  private tick() {
    if (this.running) return;
    this.running = StatementCounter.uncounted(() => this.reconcile())
      .then((r) => {
        if (r.settled || r.cancelled || r.refunds) {
          this.log.log(`reconciled ${r.settled} payment(s), cancelled ${r.cancelled} unpaid order(s), sent ${r.refunds} refund(s)`);
        }
      })
      .catch((error) => this.log.warn(`reconciling failed: ${(error as Error).message}`))
      .finally(() => {
        this.running = null;
      });
  }
}
