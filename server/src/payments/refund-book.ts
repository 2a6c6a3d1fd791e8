import { type EntityManager, IsNull } from 'typeorm';
import { type AppError, badInput, conflict } from '../common/app-error.js';
import { timeOrderedId } from '../common/ids.js';
import type { PaymentOrderView } from '../orders/order-payments.port.js';
import { formatRupees } from '../pricing/money.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { PaymentRefundEntity } from './payment-refund.entity.js';

/** A refund the staff ask for: rupees made paise, the reason trimmed, and the request's idempotency key. */
export interface StaffRefund {
  amountPaise: number;
  reason: string;
  key: string;
}

/**
 * What was paid online for an order and what went back: the attempt that paid it, what its
 * refunds add up to (those not reported failed: decided, asked of the provider, or processed),
 * what is left, and why the staff may not refund it now (null when they may refund what is left).
 */
export interface RefundBook {
  attempt: PaymentAttemptEntity | null;
  paidPaise: number;
  refundedPaise: number;
  leftPaise: number;
  refusal: AppError | null;
}

/** The refund book of `order` as it stands in `m`. */
export async function refundBookOf(m: EntityManager, order: PaymentOrderView): Promise<RefundBook> {
  const n = order.orderNumber;
  const attempt = order.paymentMethod === 'cod' ? null : await payingAttempt(m, order.id);
  const paidPaise = attempt?.amountPaise ?? 0;
  const refundedPaise = attempt ? await refundedOf(m, attempt.id) : 0;
  const leftPaise = Math.max(0, paidPaise - refundedPaise);
  const refusal =
    order.paymentMethod === 'cod'
      ? order.paymentStatus === 'pending' || order.paymentStatus === 'cancelled'
        ? badInput(`Order ${n} is paid in cash on delivery and no cash has been collected for it: there is nothing to refund`)
        : badInput(`Order ${n} is paid in cash on delivery: its money goes back outside the payment provider (to a bank account or UPI ID the shopper gives), so it cannot be refunded here`)
      : !attempt
        ? conflict(`Order ${n} has no payment to refund: its payment is ${order.paymentStatus.replace('_', ' ')}`)
        : leftPaise === 0
          ? conflict(`Nothing is left to refund of order ${n}: all ${formatRupees(paidPaise)} paid is refunded`)
          : null;
  return { attempt, paidPaise, refundedPaise, leftPaise, refusal };
}

/** The attempt that paid an order: paid, and not one captured after the order closed (that one is refunded apart). */
export const payingAttempt = (m: EntityManager, orderId: string): Promise<PaymentAttemptEntity | null> =>
  m.getRepository(PaymentAttemptEntity).findOne({ where: { orderId, status: 'paid', flag: IsNull() }, order: { attemptNo: 'DESC' } });

/** What the refunds of an attempt add up to, in paise: those not reported failed. */
export async function refundedOf(m: EntityManager, attemptId: string): Promise<number> {
  const row = await m
    .getRepository(PaymentRefundEntity)
    .createQueryBuilder('r')
    .select('COALESCE(SUM(r.amount_paise), 0)', 'sum')
    .where("r.attempt_id = :attemptId AND r.status <> 'failed'", { attemptId })
    .getRawOne<{ sum: string | number }>();
  return Number(row?.sum ?? 0);
}

export const refundDecided = (m: EntityManager, requestKey: string): Promise<boolean> => m.getRepository(PaymentRefundEntity).existsBy({ requestKey });

/** Writes a refund, pending: RefundSender asks the provider for it after the commit. The caller has made sure it fits what is left. */
export async function decideRefund(
  m: EntityManager,
  d: { attempt: PaymentAttemptEntity; requestKey: string; amountPaise: number; reason: string; actor: string; at: Date },
): Promise<PaymentRefundEntity> {
  const refund = Object.assign(new PaymentRefundEntity(), {
    id: timeOrderedId(d.at.getTime()),
    attemptId: d.attempt.id,
    orderId: d.attempt.orderId,
    requestKey: d.requestKey,
    amountPaise: d.amountPaise,
    providerRefundId: null,
    status: 'pending',
    reason: d.reason,
    actor: d.actor,
    createdAt: d.at,
    updatedAt: d.at,
  } satisfies PaymentRefundEntity);
  await m.getRepository(PaymentRefundEntity).insert(refund);
  return refund;
}
