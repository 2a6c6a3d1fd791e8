import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { DatabaseService } from '../database/database.service.js';
import { toRupees } from '../pricing/money.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { PaymentEventEntity } from './payment-event.entity.js';
import { PaymentRefundEntity } from './payment-refund.entity.js';
import { refundView } from './refund.view.js';
import type { AttemptStatus } from './payment-rules.js';

/** An attempt as the console reads it: a paid one whose money went back is 'refunded', or 'partly_refunded' while part of it did. */
export type AttemptView = AttemptStatus | 'partly_refunded' | 'refunded';

/** What an attempt's refunds add up to: those not reported failed (decided, asked of the provider, or processed). */
const refundedPaise = (refunds: PaymentRefundEntity[]): number => refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountPaise, 0);

const attemptView = (a: PaymentAttemptEntity, refunded: number): AttemptView =>
  a.status !== 'paid' || refunded === 0 ? a.status : refunded >= a.amountPaise ? 'refunded' : 'partly_refunded';

/** The same, in SQL, for the status filter: what the refunds of attempt `a` add up to. */
const REFUNDED_SQL = "(SELECT COALESCE(SUM(r.amount_paise), 0) FROM payment_refunds r WHERE r.attempt_id = a.id AND r.status <> 'failed')";

/** LIKE's own characters taken literally (with ESCAPE '\'). */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The payments view of the admin console (DECISIONS 19): attempts, their provider ids, refunds and webhook events. */
@Injectable()
export class AdminPaymentsService {
  constructor(private readonly db: DatabaseService) {}

  /** A page of attempts, newest first, each with its refunds and the webhook events of its provider order: four queries. Admins only (@AdminOnly). */
  async list(filter: { search: string | null; status: AttemptView | null; flagged: boolean }, page: number, pageSize: number) {
    const m = this.db.manager;
    const q = m.getRepository(PaymentAttemptEntity).createQueryBuilder('a');
    const search = filter.search?.trim().toLowerCase();
    if (search) {
      q.andWhere("(LOWER(a.order_number) LIKE :q ESCAPE '\\' OR LOWER(a.provider_order_id) LIKE :q ESCAPE '\\' OR LOWER(a.provider_payment_id) LIKE :q ESCAPE '\\')", {
        q: `%${likeLiteral(search)}%`,
      });
    }
    // A paid attempt whose money went back (refunds not reported failed) reads refunded, or partly refunded, not paid.
    if (filter.status === 'refunded') q.andWhere(`a.status = 'paid' AND ${REFUNDED_SQL} >= a.amount_paise`);
    else if (filter.status === 'partly_refunded') q.andWhere(`a.status = 'paid' AND ${REFUNDED_SQL} > 0 AND ${REFUNDED_SQL} < a.amount_paise`);
    else if (filter.status === 'paid') q.andWhere(`a.status = 'paid' AND ${REFUNDED_SQL} = 0`);
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
    const refunds = attempts.length
      ? await m.getRepository(PaymentRefundEntity).find({ where: { attemptId: In(attempts.map((a) => a.id)) }, order: { createdAt: 'ASC', id: 'ASC' } })
      : [];
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
        const own = refunds.filter((r) => r.attemptId === a.id);
        const refunded = refundedPaise(own);
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
          status: attemptView(a, refunded).toUpperCase(),
          failureReason: a.status === 'failed' ? a.failureReason : null,
          flag: a.flag,
          settledBy: a.settledBy?.toUpperCase() ?? null,
          settledAt: a.settledAt?.toISOString() ?? null,
          createdAt: a.createdAt.toISOString(),
          refunded: toRupees(refunded),
          refunds: own.map(refundView),
          // The latest, for clients of the field's first version (deprecated in the schema).
          refund: own.length ? refundView(own[own.length - 1]) : null,
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
