import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { IsNull, LessThan } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { PaymentLedger } from './payment-ledger.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider.js';
import { ask, decisivePayment } from './provider-call.js';
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
   * settles them as it answers; sends the refunds not sent yet. Safe on every instance at once.
   */
  async reconcile(now = new Date()): Promise<{ settled: number; refunds: number }> {
    const provider = this.provider;
    if (!provider) return { settled: 0, refunds: 0 };
    const before = new Date(now.getTime() - this.config.payments.reconcileAfterSeconds * 1000);
    const pending = await this.db.manager.getRepository(PaymentAttemptEntity).find({
      // A flagged attempt waits for the staff: it is left out here, so it never takes a place the others need.
      where: { status: 'pending', flag: IsNull(), createdAt: LessThan(before) },
      order: { createdAt: 'ASC' },
      take: 100,
    });
    let settled = 0;
    for (const attempt of pending) {
      try {
        const decisive = decisivePayment(await ask(() => provider.fetchOrderPayments(attempt.providerOrderId)));
        if (decisive && (await this.ledger.settle(attempt.providerOrderId, decisive, 'reconciler')).startsWith('marked')) settled++;
      } catch (error) {
        this.log.warn(`reconciling ${attempt.providerOrderId} failed: ${(error as Error).message}`);
      }
    }
    return { settled, refunds: await this.refunds.send() };
  }

  private tick() {
    if (this.running) return;
    this.running = this.reconcile()
      .then((r) => {
        if (r.settled || r.refunds) this.log.log(`reconciled ${r.settled} payment(s), sent ${r.refunds} refund(s)`);
      })
      .catch((error) => this.log.warn(`reconciling failed: ${(error as Error).message}`))
      .finally(() => {
        this.running = null;
      });
  }
}
