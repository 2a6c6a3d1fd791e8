import { Inject, Injectable, Logger } from '@nestjs/common';
import { DatabaseService } from '../database/database.service.js';
import { EventsService } from '../events/events.service.js';
import { OrdersService } from '../orders/orders.service.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { PaymentRefundEntity } from './payment-refund.entity.js';
import { STUCK_REFUND_MS } from './payment-rules.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider.js';
import { ask } from './provider-call.js';

/** Sends the refunds the ledger decided to the provider, once each. */
@Injectable()
export class RefundSender {
  private readonly log = new Logger('Refunds');

  constructor(
    private readonly db: DatabaseService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    private readonly orders: OrdersService,
    private readonly events: EventsService,
  ) {}

  /** After a commit that may have decided refunds: sends them, without holding the caller up. */
  kick(): void {
    this.send().catch((error) => this.log.warn(`sending refunds failed: ${(error as Error).message}`));
  }

  /**
   * Asks the provider for each refund not asked for yet (and for those whose instance died
   * asking). One instance claims a refund before asking; the receipt makes a second ask
   * answer the refund already made.
   */
  async send(): Promise<number> {
    const provider = this.provider;
    if (!provider) return 0;
    const refunds = this.db.manager.getRepository(PaymentRefundEntity);
    const stuck = new Date(Date.now() - STUCK_REFUND_MS);
    const due = await refunds
      .createQueryBuilder('r')
      .where("r.status = 'pending' OR (r.status = 'requesting' AND r.updated_at < :stuck)", { stuck })
      // The least recently tried first: a refund the provider keeps refusing goes back to 'pending'
      // after each try, and must not keep a newer one from being sent.
      .orderBy('r.updated_at', 'ASC')
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
        const status = made.status === 'processed' ? 'processed' : made.status === 'failed' ? 'failed' : 'requesting';
        await this.db.transaction(async (m) => {
          const written = await m.getRepository(PaymentRefundEntity).update({ id: r.id, status: 'requesting' }, { providerRefundId: made.id, status, updatedAt: new Date() });
          // refund.processed, in the transaction that records it.
          if (written.affected && status === 'processed') await this.events.record(m, [await this.orders.orderEvent(m, r.orderId, 'refund.processed')]);
        });
        sent++;
      } catch (error) {
        this.log.warn(`refund ${r.id} failed: ${(error as Error).message}`);
        await this.db.transaction((m) => m.getRepository(PaymentRefundEntity).update({ id: r.id, status: 'requesting' }, { status: 'pending', updatedAt: new Date() }));
      }
    }
    return sent;
  }
}
