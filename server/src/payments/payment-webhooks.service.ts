import { Inject, Injectable } from '@nestjs/common';
import { badInput, notFound } from '../common/app-error.js';
import { timeOrderedId } from '../common/ids.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { isUniqueViolation } from '../database/errors.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { PaymentEventEntity } from './payment-event.entity.js';
import { PaymentLedger } from './payment-ledger.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider.js';
import { parseWebhook } from './razorpay-format.js';
import { RefundSender } from './refund-sender.js';

/** The provider's webhooks (Razorpay's, or the sandbox's): verified, recorded once per event id, acted on. */
@Injectable()
export class PaymentWebhooksService {
  constructor(
    private readonly db: DatabaseService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimit: RateLimitService,
    private readonly ledger: PaymentLedger,
    private readonly refunds: RefundSender,
  ) {}

  /**
   * A webhook call: only a correctly signed raw body is taken; an event id seen before is
   * answered without acting again. The event is recorded and acted on in one transaction.
   */
  async receive(ip: string, raw: Buffer | undefined, signature: string | undefined, eventId: string | undefined): Promise<{ duplicate: boolean; outcome: string }> {
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
      // In line: the order's row may be held by a cancellation moving it at that moment.
      const outcome = await this.db.transactionInLine(async (m) => {
        await m.getRepository(PaymentEventEntity).insert(row);
        const outcome =
          // An authorised payment waits for its capture: the ledger notes it under way.
          'payment' in event
            ? await this.ledger.settleIn(m, event.payment.orderId, event.payment, 'webhook')
            : 'refund' in event
              ? await this.ledger.refundReported(m, event.refund)
              : 'no change: not an event the shop acts on';
        await m.getRepository(PaymentEventEntity).update({ id: row.id }, { outcome: outcome.slice(0, 200) });
        return outcome;
      });
      this.refunds.kick();
      return { duplicate: false, outcome };
    } catch (error) {
      // The same event on another connection or instance at the same moment: it acts, this answers.
      if (isUniqueViolation(error) && (await this.db.manager.getRepository(PaymentEventEntity).existsBy({ eventId }))) return { duplicate: true, outcome: 'duplicate' };
      throw error;
    }
  }
}
