import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../common/actor.js';
import { notFound } from '../common/app-error.js';
import { assertIdempotencyKey } from '../common/idempotency-key.js';
import { DatabaseService } from '../database/database.service.js';
import { isUniqueViolation } from '../database/errors.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { OrderReads } from '../orders/order-reads.service.js';
import { UsersService } from '../users/users.service.js';
import { PaymentLedger } from './payment-ledger.js';
import { PaymentRefundEntity } from './payment-refund.entity.js';
import { type RefundBook, refundBookOf, type StaffRefund } from './refund-book.js';
import { RefundSender } from './refund-sender.js';

/** An order's refund book with its refunds (those of the attempt that paid it), oldest first. */
export type RefundsOfOrder = RefundBook & { orderNumber: string; refunds: PaymentRefundEntity[] };

/**
 * The staff's refunds (issue 56 point 9): an order's paid payment given back in full or in part,
 * with a reason and an idempotency key, through the ledger's one refund path, and sent to the
 * provider after the commit as every refund is. Admins only (@AdminOnly).
 */
@Injectable()
export class StaffRefundsService {
  constructor(
    private readonly db: DatabaseService,
    private readonly reads: OrderReads,
    private readonly users: UsersService,
    private readonly ledger: PaymentLedger,
    private readonly sender: RefundSender,
    private readonly invoices: InvoicesService,
  ) {}

  /** What was paid for an order and what went back, as the staff read it. */
  async refundsOf(orderNumber: string): Promise<RefundsOfOrder> {
    const m = this.db.manager;
    const order = await this.reads.paymentViewOf({ orderNumber }, m);
    if (!order) throw notFound(`Order ${orderNumber} was not found`);
    const book = await refundBookOf(m, order);
    const refunds = book.attempt ? await m.getRepository(PaymentRefundEntity).find({ where: { attemptId: book.attempt.id }, order: { createdAt: 'ASC', id: 'ASC' } }) : [];
    return { ...book, orderNumber: order.orderNumber, refunds };
  }

  /**
   * Refunds `r.amountPaise` of the order's payment; answers the refund (the one made before, for a
   * request sent again with its key) and the order's refunds as they now stand.
   */
  async refund(ctx: RequestContext, orderNumber: string, r: StaffRefund): Promise<{ refund: PaymentRefundEntity; refunds: RefundsOfOrder }> {
    assertIdempotencyKey(r.key);
    const who = await this.users.adminName(ctx);
    const decide = () =>
      this.db.transactionInLine(async (m) => {
        const order = await this.reads.paymentViewOf({ orderNumber }, m, { hold: true });
        if (!order) throw notFound(`Order ${orderNumber} was not found`);
        // The ledger issues the refund's credit note in this transaction (numbered after the commit, below).
        return this.ledger.refundByStaff(m, order, r, who, new Date());
      });
    let made: Awaited<ReturnType<typeof decide>>;
    try {
      made = await decide();
    } catch (error) {
      // The same key sent for another order at the same moment: the index took the other; asked again, the key is found.
      if (!isUniqueViolation(error)) throw error;
      made = await decide();
    }
    if (!made.replayed) {
      this.sender.kick();
      await this.invoices.numberSoon();
    }
    return { refund: made.refund, refunds: await this.refundsOf(orderNumber) };
  }
}
