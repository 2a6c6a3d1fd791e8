import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { DatabaseService } from '../database/database.service.js';
import { toRupees } from '../pricing/money.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { PaymentEventEntity } from './payment-event.entity.js';
import { PaymentRefundEntity } from './payment-refund.entity.js';
import type { AttemptStatus } from './payment-rules.js';

/** An attempt as the console reads it: a paid one whose money went back is 'refunded'. */
export type AttemptView = AttemptStatus | 'refunded';

const attemptView = (status: AttemptStatus, refund: PaymentRefundEntity | null): AttemptView =>
  status === 'paid' && refund && refund.status !== 'failed' ? 'refunded' : status;

/** LIKE's own characters taken literally (with ESCAPE '\'). */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The payments view of the admin console (DECISIONS 19): attempts, their provider ids, refunds and webhook events. */
@Injectable()
export class AdminPaymentsService {
  constructor(private readonly db: DatabaseService) {}

  /** A page of attempts, newest first, each with its refund and the webhook events of its provider order: three queries. Admins only (@AdminOnly). */
  async list(filter: { search: string | null; status: AttemptView | null; flagged: boolean }, page: number, pageSize: number) {
    const m = this.db.manager;
    const q = m.getRepository(PaymentAttemptEntity).createQueryBuilder('a');
    const search = filter.search?.trim().toLowerCase();
    if (search) {
      q.andWhere("(LOWER(a.order_number) LIKE :q ESCAPE '\\' OR LOWER(a.provider_order_id) LIKE :q ESCAPE '\\' OR LOWER(a.provider_payment_id) LIKE :q ESCAPE '\\')", {
        q: `%${likeLiteral(search)}%`,
      });
    }
    // A paid attempt whose money went back (a refund not reported failed) reads refunded, not paid.
    const refunded = "EXISTS (SELECT 1 FROM payment_refunds r WHERE r.attempt_id = a.id AND r.status <> 'failed')";
    if (filter.status === 'refunded') q.andWhere(`a.status = 'paid' AND ${refunded}`);
    else if (filter.status === 'paid') q.andWhere(`a.status = 'paid' AND NOT ${refunded}`);
    else if (filter.status) q.andWhere('a.status = :status', { status: filter.status });
    if (filter.flagged) q.andWhere('a.flag IS NOT NULL');
    q.orderBy('a.createdAt', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize);
    const [attempts, total] = await q.getManyAndCount();
    const ids = attempts.map((a) => a.providerOrderId);
    const events = ids.length
      ? await m.getRepository(PaymentEventEntity).find({
          where: { providerOrderId: In(ids) },
          order: { receivedAt: 'ASC' },
        })
      : [];
    const refunds = attempts.length ? await m.getRepository(PaymentRefundEntity).find({ where: { attemptId: In(attempts.map((a) => a.id)) } }) : [];
    // Refund events name the payment, not the provider order.
    const paymentIds = attempts.map((a) => a.providerPaymentId).filter((p): p is string => p !== null);
    const refundEvents = paymentIds.length
      ? await m.getRepository(PaymentEventEntity).find({
          where: { providerPaymentId: In(paymentIds) },
          order: { receivedAt: 'ASC' },
        })
      : [];
    return {
      items: attempts.map((a) => {
        const refund = refunds.find((r) => r.attemptId === a.id) ?? null;
        const mine = [
          ...events.filter((e) => e.providerOrderId === a.providerOrderId),
          ...refundEvents.filter((e) => e.providerOrderId === null && e.providerPaymentId === a.providerPaymentId),
        ];
        return {
          id: a.id,
          orderNumber: a.orderNumber,
          attemptNo: a.attemptNo,
          provider: a.provider.toUpperCase(),
          providerOrderId: a.providerOrderId,
          providerPaymentId: a.providerPaymentId,
          amount: toRupees(a.amountPaise),
          currency: a.currency,
          status: attemptView(a.status, refund).toUpperCase(),
          flag: a.flag,
          settledBy: a.settledBy?.toUpperCase() ?? null,
          settledAt: a.settledAt?.toISOString() ?? null,
          createdAt: a.createdAt.toISOString(),
          refund: refund && {
            status: refund.status.toUpperCase(),
            amount: toRupees(refund.amountPaise),
            providerRefundId: refund.providerRefundId,
            reason: refund.reason,
            createdAt: refund.createdAt.toISOString(),
          },
          events: mine
            .sort((x, y) => x.receivedAt.getTime() - y.receivedAt.getTime())
            .map((e) => ({
              eventId: e.eventId,
              type: e.type,
              outcome: e.outcome,
              receivedAt: e.receivedAt.toISOString(),
            })),
        };
      }),
      total,
      page,
      pageSize,
    };
  }
}
