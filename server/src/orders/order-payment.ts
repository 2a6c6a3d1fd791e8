import type { EntityManager } from 'typeorm';
import type { EventType } from '../events/event-types.js';
import { paymentStatusesBefore, type PaymentStatus } from './order-lifecycle.js';
import type { CapturedPayment, PaymentOrderView } from './order-payments.port.js';
import { OrderEntity } from './order.entity.js';

/** The columns of an order payments reads: nothing else leaves orders for it. */
const PAYMENT_VIEW = ['id', 'orderNumber', 'userId', 'status', 'paymentMethod', 'paymentStatus', 'totalPaise', 'payBy', 'createdAt'] satisfies (keyof OrderEntity)[];

const paymentViews = (m: EntityManager) =>
  m
    .getRepository(OrderEntity)
    .createQueryBuilder('o')
    .select(PAYMENT_VIEW.map((c) => `o.${c}`));

const toPaymentView = (o: OrderEntity): PaymentOrderView => ({
  id: o.id,
  orderNumber: o.orderNumber,
  userId: o.userId,
  status: o.status,
  paymentMethod: o.paymentMethod,
  paymentStatus: o.paymentStatus,
  totalPaise: o.totalPaise,
  payBy: o.payBy,
  createdAt: o.createdAt,
});

/**
 * An order as payments reads it, or null. `hold`: its row is held until `m`'s transaction ends
 * (PostgreSQL: FOR NO KEY UPDATE, as the order's own moves hold it; SQLite has one writer), so
 * that what payments decides from it cannot cross a move of the order.
 */
export async function paymentViewOf(m: EntityManager, where: { id: string } | { orderNumber: string }, { hold = false } = {}): Promise<PaymentOrderView | null> {
  const q = paymentViews(m).where('id' in where ? 'o.id = :id' : 'o.orderNumber = :orderNumber', where);
  if (hold && m.connection.options.type === 'postgres') q.setLock('for_no_key_update');
  const order = await q.getOne();
  return order ? toPaymentView(order) : null;
}

/**
 * A page of pending online orders unpaid past their deadline, the earliest first, after `after`
 * (the last of the page before). The (status, pay_by) index answers it.
 */
export async function unpaidDuePage(m: EntityManager, now: Date, take: number, after: PaymentOrderView | null): Promise<PaymentOrderView[]> {
  const q = paymentViews(m)
    .where('o.status = :pending AND o.paymentStatus IN (:...unpaid) AND o.payBy <= :now', { pending: 'pending', unpaid: ['pending', 'failed'], now })
    .orderBy('o.payBy', 'ASC')
    .addOrderBy('o.id', 'ASC')
    .limit(take);
  if (after) q.andWhere('(o.payBy > :afterPayBy OR (o.payBy = :afterPayBy AND o.id > :afterId))', { afterPayBy: after.payBy, afterId: after.id });
  return (await q.getMany()).map(toPaymentView);
}

/** Moves an order's payment status if it may and still is what it was read as (never on a cancelled order); answers whether it moved. */
export async function movePayment(m: EntityManager, order: Pick<PaymentOrderView, 'id' | 'paymentStatus'>, to: PaymentStatus, at: Date, paid: CapturedPayment | null): Promise<boolean> {
  if (!paymentStatusesBefore(to).includes(order.paymentStatus)) return false;
  const set: Partial<OrderEntity> = { paymentStatus: to, updatedAt: at };
  if (paid?.transactionId) set.transactionId = paid.transactionId;
  if (paid?.paidWith) set.paymentMethod = paid.paidWith;
  const moved = await m
    .createQueryBuilder()
    .update(OrderEntity)
    .set(set)
    .where('id = :id AND payment_status = :from AND status <> :cancelled', { id: order.id, from: order.paymentStatus, cancelled: 'cancelled' })
    .execute();
  return Boolean(moved.affected);
}

/** The event a move of an order's payment status sends, when it sends one (a refund sends refund.processed once the provider made it). */
export const PAYMENT_EVENT: Partial<Record<PaymentStatus, EventType>> = { paid: 'payment.succeeded', failed: 'payment.failed' };
