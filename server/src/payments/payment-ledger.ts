import { Injectable } from '@nestjs/common';
import { type EntityManager, In, IsNull } from 'typeorm';
import { conflict } from '../common/app-error.js';
import { timeOrderedId } from '../common/ids.js';
import { DatabaseService } from '../database/database.service.js';
import { EventsService } from '../events/events.service.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { awaitsPayment, PAYMENT_NEXT, type PaymentStatus } from '../orders/order-lifecycle.js';
import type { CapturedPayment, PaymentOrderView } from '../orders/order-payments.port.js';
import { onlineMethodOf } from '../orders/payment-methods.js';
import { OrdersService } from '../orders/orders.service.js';
import { OrderReads } from '../orders/order-reads.service.js';
import { formatRupees } from '../pricing/money.js';
import { decideRefund, payingAttempt, refundBookOf, refundDecided, refundedOf, type StaffRefund } from './refund-book.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { PaymentRefundEntity } from './payment-refund.entity.js';
import { type AttemptStatus, attemptStatusesBefore, failureReasonOf, type SettledBy } from './payment-rules.js';
import { PaymentStatusChangeEntity } from './payment-status-change.entity.js';
import type { PaymentProvider, ProviderPayment, ProviderRefund } from './provider.js';
import { ask, decisivePayment } from './provider-call.js';
import { insertRows } from '../database/insert-rows.js';

/** What settling came to, in words (kept with a webhook event). */
export type Outcome = string;

/**
 * The payment side of the books: every move of an attempt's status, and of an order's payment
 * status through orders (OrdersService.recordPayment), each a conditional update of the row as
 * it was read (so that two instances, or two paths in one, cannot both make it), each order
 * move recorded once, and the refunds they decide: the one path every refund takes (a
 * cancellation, a capture after the order closed, the staff's), so that the refunds of an
 * attempt never add up to more than it. Whoever calls runs it in a transaction and, after the
 * commit, has the refunds sent.
 */
@Injectable()
export class PaymentLedger {
  constructor(
    private readonly db: DatabaseService,
    private readonly orders: OrdersService,
    private readonly reads: OrderReads,
    private readonly events: EventsService,
    private readonly invoices: InvoicesService,
  ) {}

  /**
   * Settles the attempt of a provider order by a payment the provider reported, in a transaction
   * of its own that waits its turn for the order's row (a cancellation may be moving it).
   */
  settle(providerOrderId: string, payment: ProviderPayment, by: SettledBy): Promise<Outcome> {
    return this.db.transactionInLine((m) => this.settleIn(m, providerOrderId, payment, by));
  }

  /**
   * Asks the provider about a provider order's payments and settles its attempt by the decisive
   * one; null while the provider has none (SERVICE_UNAVAILABLE when it cannot be reached).
   */
  async settleAsProviderSays(provider: PaymentProvider, providerOrderId: string, by: SettledBy): Promise<Outcome | null> {
    const payments = await ask(() => provider.fetchOrderPayments(providerOrderId));
    // Undecided, a payment still under way is noted on the attempt (Retry payment waits for it).
    const payment = decisivePayment(payments) ?? payments.find(underWay);
    return payment ? this.settle(providerOrderId, payment, by) : null;
  }

  /**
   * Captured: the attempt becomes paid (once), and so does its order if it still awaits
   * payment, its method becoming the one paid with (in the provider's checkout a shopper may
   * switch from the method chosen at the shop); an amount or currency other than the
   * attempt's flags it instead. Money captured for an order that no longer awaits it
   * (cancelled, or paid by another attempt) goes back.
   * Failed: the attempt becomes failed, with the provider's reason, and so does its order if this
   * was its latest attempt.
   * Under way (created, authorised): the attempt notes since when, once (`paymentStartedAt`).
   */
  async settleIn(m: EntityManager, providerOrderId: string, payment: ProviderPayment, by: SettledBy): Promise<Outcome> {
    const attempts = m.getRepository(PaymentAttemptEntity);
    const attempt = await attempts.findOneBy({ providerOrderId });
    if (!attempt) return `no change: no attempt has provider order ${providerOrderId}`;
    const now = new Date();
    if (payment.status === 'captured' || payment.status === 'refunded') {
      if (payment.amountPaise !== attempt.amountPaise || payment.currency !== attempt.currency) {
        await attempts.update({ id: attempt.id }, { flag: 'amount_mismatch', updatedAt: now });
        return `flagged: ${payment.amountPaise} ${payment.currency} paid for ${attempt.amountPaise} ${attempt.currency}; not marked paid`;
      }
      if (!(await moveAttempt(m, attempt, 'paid', payment, by, now))) return 'no change: already paid';
      const order = await this.orderOf(m, attempt);
      const paid = { transactionId: payment.id, paidWith: onlineMethodOf(payment.method) };
      if (awaitsPayment(order) && (await this.moveOrder(m, order, 'paid', attempt, by, now, paid))) return 'marked paid';
      await attempts.update({ id: attempt.id }, { flag: 'captured_after_close' });
      if (!(await refundDecided(m, `late:${attempt.id}`))) {
        await decideRefund(m, { attempt, requestKey: `late:${attempt.id}`, amountPaise: attempt.amountPaise, reason: 'captured after the order closed', actor: 'shop', at: now });
      }
      return `refund: order is ${order.status}, payment ${order.paymentStatus}`;
    }
    if (underWay(payment)) {
      const noted = await attempts.update({ id: attempt.id, status: 'pending', paymentStartedAt: IsNull() }, { paymentStartedAt: now, updatedAt: now });
      return noted.affected ? `payment ${payment.status}: under way` : `no change: payment is ${payment.status}`;
    }
    if (payment.status === 'failed') {
      if (!(await moveAttempt(m, attempt, 'failed', payment, by, now))) return `no change: attempt already ${(await attempts.findOneByOrFail({ id: attempt.id })).status}`;
      const latest = await latestAttempt(m, attempt.orderId);
      const order = await this.orderOf(m, attempt);
      if (latest?.id === attempt.id && order.paymentStatus === 'pending' && (await this.moveOrder(m, order, 'failed', attempt, by, now))) return 'marked failed';
      return 'attempt failed; order unchanged';
    }
    return `no change: payment is ${payment.status}`;
  }

  /** Has orders move an order's payment status if it still is what it was read as; records the change, naming who (or what) moved it. */
  private async moveOrder(
    m: EntityManager,
    order: PaymentOrderView,
    to: PaymentStatus,
    attempt: PaymentAttemptEntity,
    by: string,
    at: Date,
    paid: CapturedPayment | null = null,
  ): Promise<boolean> {
    if (!(await this.orders.recordPayment(m, order, to, at, paid))) return false;
    await insertRows(m, PaymentStatusChangeEntity, [change(order.id, attempt.id, order.paymentStatus, to, by, at)]);
    return true;
  }

  /** The order of an attempt, as it stands in the transaction. */
  private async orderOf(m: EntityManager, attempt: PaymentAttemptEntity): Promise<PaymentOrderView> {
    const order = await this.reads.paymentViewOf({ id: attempt.orderId }, m);
    if (!order) throw new Error(`attempt ${attempt.id} has no order ${attempt.orderId}`);
    return order;
  }

  /**
   * An order's move (a cancellation, COD delivered) changed its payment status: the record, and
   * when its money goes back, the refund of what is left of its payment (the staff may have
   * refunded part of it already), once per cancellation.
   */
  async paymentMoved(m: EntityManager, order: PaymentOrderView, to: PaymentStatus, who: string, at: Date): Promise<void> {
    await insertRows(m, PaymentStatusChangeEntity, [change(order.id, null, order.paymentStatus, to, who, at)]);
    if (to !== 'refunded') return;
    const paid = await payingAttempt(m, order.id);
    if (!paid || (await refundDecided(m, `cancel:${paid.id}`))) return;
    const left = paid.amountPaise - (await refundedOf(m, paid.id));
    if (left > 0) await this.creditNoteFor(m, await decideRefund(m, { attempt: paid, requestKey: `cancel:${paid.id}`, amountPaise: left, reason: 'order cancelled', actor: who, at }));
  }

  /**
   * The staff refund `amountPaise` of an order's payment, in part or in full, for `reason`. `order`
   * is read in `m`'s transaction with its row held (OrderReads.paymentViewOf, hold), as a
   * cancellation holds it: refunds of one order, and its cancellation, are decided one after
   * the other, on any instance, so they never add up to more than was paid. A request key used
   * before answers its refund when the request is the same, and is refused when it is not. The
   * order's payment moves to partly_refunded, or refunded once all of it is, through orders.
   */
  async refundByStaff(m: EntityManager, order: PaymentOrderView, r: StaffRefund, who: string, at: Date): Promise<{ refund: PaymentRefundEntity; replayed: boolean }> {
    const requestKey = `staff:${r.key}`;
    const before = await m.getRepository(PaymentRefundEntity).findOneBy({ requestKey });
    if (before) {
      if (before.orderId !== order.id || before.amountPaise !== r.amountPaise || before.reason !== r.reason) throw conflict('This idempotency key was already used for a different refund');
      return { refund: before, replayed: true };
    }
    const book = await refundBookOf(m, order);
    if (book.refusal) throw book.refusal;
    const { attempt } = book;
    if (r.amountPaise > book.leftPaise) {
      throw conflict(`Only ${formatRupees(book.leftPaise)} is left to refund of order ${order.orderNumber}: ${formatRupees(book.paidPaise)} was paid and ${formatRupees(book.refundedPaise)} refunded`);
    }
    const refund = await this.creditNoteFor(m, await decideRefund(m, { attempt: attempt!, requestKey, amountPaise: r.amountPaise, reason: r.reason, actor: who, at }));
    const to: PaymentStatus = book.refundedPaise + r.amountPaise >= book.paidPaise ? 'refunded' : 'partly_refunded';
    // Forward only: an order refunded already (a refund of it failed, and is made again) stays so.
    if (PAYMENT_NEXT[order.paymentStatus].includes(to) && !(await this.moveOrder(m, order, to, attempt!, who, at))) {
      throw conflict(`Order ${order.orderNumber} was changed meanwhile; please try again`);
    }
    return { refund, replayed: false };
  }

  /**
   * A refund of a sale reduces it: a credit note against the order's tax invoice (GST documents'
   * own series), in the refund's transaction, once per refund (its reference is the refund's
   * request key). The one place a refund through the provider gets its note: a cancellation's
   * refund of what is left and the staff's (a return refunded online comes this way too). An
   * order without an invoice (a capture after it closed) gets none. The caller has the note
   * numbered after its commit (InvoicesService.numberSoon).
   */
  private async creditNoteFor(m: EntityManager, refund: PaymentRefundEntity): Promise<PaymentRefundEntity> {
    await this.invoices.issueCreditNote({ orderId: refund.orderId, amountPaise: refund.amountPaise, refundRef: refund.requestKey, reason: refund.reason }, m, { ifInvoiced: true });
    return refund;
  }

  async refundReported(m: EntityManager, refund: ProviderRefund): Promise<Outcome> {
    const refunds = m.getRepository(PaymentRefundEntity);
    const row = (refund.receipt && (await refunds.findOneBy({ id: refund.receipt }))) || (refund.id && (await refunds.findOneBy({ providerRefundId: refund.id }))) || null;
    if (!row) return `no change: no refund ${refund.receipt ?? refund.id}`;
    if (row.status === 'processed' || refund.status === 'pending') return `no change: refund ${row.status}`;
    const written = await refunds.update(
      { id: row.id, status: In(['pending', 'requesting']) },
      {
        status: refund.status,
        providerRefundId: refund.id,
        updatedAt: new Date(),
      },
    );
    // refund.processed, in the transaction that records it (once: a processed refund moves no more).
    if (written.affected && refund.status === 'processed') await this.events.record(m, [await this.orders.orderEvent(m, row.orderId, 'refund.processed')]);
    return `refund ${refund.status}`;
  }
}

/** Moves an attempt to `to` with the payment that settled it, if it may still move there; answers whether it did. */
async function moveAttempt(m: EntityManager, attempt: PaymentAttemptEntity, to: AttemptStatus, payment: ProviderPayment, by: SettledBy, at: Date): Promise<boolean> {
  const failureReason = to === 'failed' ? failureReasonOf(payment.error) : null;
  const moved = await m
    .getRepository(PaymentAttemptEntity)
    .update({ id: attempt.id, status: In(attemptStatusesBefore(to)) }, { status: to, providerPaymentId: payment.id, failureReason, settledBy: by, settledAt: at, updatedAt: at });
  return Boolean(moved.affected);
}

/** A payment the provider has not decided yet: a UPI request awaiting approval (created), a card payment authorised and not captured. */
const underWay = (p: ProviderPayment): boolean => p.status === 'created' || p.status === 'authorized';

/** An order's latest payment attempt (the highest attempt number), or null. */
export const latestAttempt = (m: EntityManager, orderId: string): Promise<PaymentAttemptEntity | null> =>
  m.getRepository(PaymentAttemptEntity).findOne({ where: { orderId }, order: { attemptNo: 'DESC' } });

function change(orderId: string, attemptId: string | null, fromStatus: PaymentStatus, toStatus: PaymentStatus, source: string, at: Date): PaymentStatusChangeEntity {
  return Object.assign(new PaymentStatusChangeEntity(), {
    id: timeOrderedId(at.getTime()),
    orderId,
    attemptId,
    fromStatus,
    toStatus,
    source,
    at,
  });
}
