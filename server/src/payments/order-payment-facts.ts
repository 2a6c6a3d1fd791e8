import { type EntityManager, In } from 'typeorm';
import type { LatestAttempt } from '../orders/order-lifecycle.js';
import type { OrderPaymentFacts, OrderRefund } from '../orders/order-payments.port.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { PaymentRefundEntity } from './payment-refund.entity.js';
import { underWayUntil } from './payment-rules.js';

/** An attempt as its order's read-back shows it to the shopper. */
export const latestAttemptOf = (a: Pick<PaymentAttemptEntity, 'status' | 'failureReason' | 'createdAt' | 'paymentStartedAt'>, now = new Date()): LatestAttempt => ({
  status: a.status,
  failureReason: a.status === 'failed' ? a.failureReason : null,
  createdAt: a.createdAt,
  underWayUntil: underWayUntil(a, now),
});

const refundOf = (r: PaymentRefundEntity): OrderRefund => ({
  amountPaise: r.amountPaise,
  status: r.status,
  createdAt: r.createdAt,
  processedAt: r.status === 'processed' ? r.updatedAt : null,
});

/**
 * The payment facts of orders (OrderPayments.factsOf): each one's latest attempt (the highest
 * attempt number) and its refunds, oldest first. Two queries whatever the count; an order with
 * neither is left out.
 */
export async function paymentFactsOf(m: EntityManager, orderIds: string[], now = new Date()): Promise<Map<string, OrderPaymentFacts>> {
  const facts = new Map<string, { latest: LatestAttempt | null; latestNo: number; refunds: OrderRefund[] }>();
  if (!orderIds.length) return facts;
  const entry = (orderId: string) => {
    let f = facts.get(orderId);
    if (!f) facts.set(orderId, (f = { latest: null, latestNo: 0, refunds: [] }));
    return f;
  };
  const attempts = await m.getRepository(PaymentAttemptEntity).find({
    select: { orderId: true, attemptNo: true, status: true, failureReason: true, createdAt: true, paymentStartedAt: true },
    where: { orderId: In(orderIds) },
  });
  for (const a of attempts) {
    const f = entry(a.orderId);
    if (a.attemptNo > f.latestNo) Object.assign(f, { latest: latestAttemptOf(a, now), latestNo: a.attemptNo });
  }
  const refunds = await m.getRepository(PaymentRefundEntity).find({ where: { orderId: In(orderIds) }, order: { createdAt: 'ASC', id: 'ASC' } });
  for (const r of refunds) entry(r.orderId).refunds.push(refundOf(r));
  return new Map([...facts].map(([id, { latest, refunds: rs }]) => [id, { latest, refunds: rs }]));
}
