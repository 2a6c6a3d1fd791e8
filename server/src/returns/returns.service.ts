import { Inject, Injectable } from '@nestjs/common';
import { actorOf, type RequestContext } from '../common/actor.js';
import { badInput, conflict, notFound } from '../common/app-error.js';
import { charCount, text } from '../common/validation.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import type { OrderLineFacts, OrderReadView } from '../orders/order.view.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { OrderReads } from '../orders/order-reads.service.js';
import { StaffRefundsService } from '../payments/staff-refunds.service.js';
import { formatRupees } from '../pricing/money.js';
import { StockService } from '../stock/stock.service.js';
import { UsersService } from '../users/users.service.js';
import { ExchangesService } from './exchanges.service.js';
import type { PayoutInput } from './payout.js';
import { canMoveReturn, isReturnStatus, KIND_WORD, RETURN_STATUS_WORDS } from './return-lifecycle.js';
import { askedByItem, newLine, type ReturnRecord, ReturnsJournal } from './return-journal.js';
import { assertLinesOnce, finalRefund, pickLines, reasonAndComment, refundFor } from './return-lines.js';
import { colourExchangeMessage, exchangeMessage, exchangeWindowOf, type ExchangeWindow, type ItemPolicy, lineWindowOf, type LineWindow, returnDaysFor, returnMessage } from './return-policy.js';
import { ReturnRequestEntity } from './return-request.entity.js';

export type { ReturnRecord };

/** A shopper's request: the order's lines (by product and size) and how many of each. */
export interface ReturnCommand {
  lines: { productId: string; size: string; quantity: number }[];
  reason: string;
  comment?: string | null;
  refundTo?: PayoutInput | null;
}

/** What the staff say with a move: why it is rejected; the payout's reference when a COD refund is paid. */
export interface ReturnMoveDetails {
  reason?: string | null;
  reference?: string | null;
}

/** A delivered order's line as the shopper may return or exchange it. */
export interface ReturnableLine extends LineWindow, ExchangeWindow {
  item: OrderLineFacts;
  /** Units not asked back yet (rejected returns and exchanges aside). */
  quantityLeft: number;
  /** What the shopper is told: 'Returnable until 26 Dec', 'Return window closed on 26 Dec', 'Not returnable'. */
  message: string;
  /** 'Exchangeable until 11 Dec', 'Exchange window closed on 11 Dec', 'Not exchangeable'. */
  exchangeMessage: string;
  /** The product's other sizes in stock now (what an exchange may ask for). */
  exchangeSizes: string[];
  /** While the colour window is open: the other colours of the item's style at the price paid, each with its sizes in stock now. */
  exchangeColours: ExchangeColour[];
  /** 'Another colour (Grey, Olive) until 3 Dec', 'Colour exchange window closed on 3 Dec'; null when the style has no other colour at the price paid. */
  colourExchangeMessage: string | null;
}

/** Another colour an item may be exchanged for. */
export interface ExchangeColour {
  productId: string;
  name: string;
  color: string;
  image: string;
  sizes: string[];
}

export { COMMENT_MAX } from './return-lines.js';
export const REJECT_REASON_MAX = 200;
export const REFERENCE_MAX = 64;

const refuse = (field: string, message: string) => badInput(message, [{ field, message }]);

/**
 * Returns of delivered orders (issue 58, DECISIONS 14): the shopper asks within the policy's
 * windows, the staff move the return along (requested -> approved -> picked up -> received ->
 * refunded, or rejected), receipt puts the units back on sale through stock, and the refund goes
 * through payments' one refund path (prepaid) or is recorded as paid out by the staff (COD). Its
 * tables are its own; it asks orders, stock and payments through their services.
 */
@Injectable()
export class ReturnsService {
  constructor(
    private readonly db: DatabaseService,
    private readonly reads: OrderReads,
    private readonly stock: StockService,
    private readonly refunds: StaffRefundsService,
    private readonly users: UsersService,
    private readonly invoices: InvoicesService,
    private readonly journal: ReturnsJournal,
    private readonly exchanges: ExchangesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The secret payouts are sealed with (payout.ts). */
  get sealingSecret(): string {
    return this.config.jwtSecret;
  }

  /** An order line's item policy (a product gone from the catalogue keeps the default: 30 days). */
  policyOfItem(productId: string): ItemPolicy {
    return this.journal.policyOfItem(productId);
  }

  /**
   * The lines of a delivered order as they may be returned or exchanged now (with the sizes in
   * stock now that each may be exchanged for); empty for an order not delivered.
   */
  async returnableLines(rows: OrderReadView, records: ReturnRecord[], now = new Date()): Promise<ReturnableLine[]> {
    const { order, items } = rows;
    if (order.status !== 'delivered' || !order.deliveredAt) return [];
    const asked = askedByItem(records);
    // Sent in an exchange at no charge: exchanged once, never again, nor returned for a refund
    // of what this order did not charge (the staff see to a problem with it).
    if (order.replacementFor) return items.map((item) => this.notAgain(item, order.replacementFor!, order.deliveredAt!, asked, now));
    const colours = new Map(items.map((item) => [item.id, this.exchanges.coloursFor(item)]));
    const inStock = await this.exchanges.sizesInStock([...items.map((i) => i.productId), ...[...colours.values()].flat().map((p) => p.id)]);
    return items.map((item) => {
      const policy = this.policyOfItem(item.productId);
      const window = lineWindowOf(policy, order.deliveredAt!, now);
      const exchange = exchangeWindowOf(policy, order.deliveredAt!, now);
      const exchangeSizes = (inStock.get(item.productId) ?? []).filter((size) => size !== item.size);
      const others = colours.get(item.id)!;
      const exchangeColours = exchange.colourExchangeOpen
        ? others.map((p) => ({ productId: p.id, name: p.name, color: p.color, image: p.image, sizes: inStock.get(p.id) ?? [] })).filter((c) => c.sizes.length > 0)
        : [];
      const quantityLeft = item.quantity - (asked.get(item.id) ?? 0);
      return {
        ...window,
        ...exchange,
        item,
        quantityLeft,
        message: returnMessage(window),
        exchangeMessage: exchangeMessage(exchange),
        exchangeSizes,
        exchangeColours,
        colourExchangeMessage: colourExchangeMessage(exchange, others.length > 0, exchangeColours.map((c) => c.color)),
      };
    });
  }

  /** A line of a replacement order: its windows as its policy has them, none of them open. */
  private notAgain(item: OrderLineFacts, original: string, deliveredAt: Date, asked: Map<string, number>, now: Date): ReturnableLine {
    const policy = this.policyOfItem(item.productId);
    return {
      ...lineWindowOf(policy, deliveredAt, now),
      ...exchangeWindowOf(policy, deliveredAt, now),
      returnOpen: false,
      defectiveOpen: false,
      exchangeOpen: false,
      colourExchangeOpen: false,
      item,
      quantityLeft: item.quantity - (asked.get(item.id) ?? 0),
      message: `Sent in exchange for an item of ${original}: for a problem with it, please contact us`,
      exchangeMessage: 'Exchanged once already',
      exchangeSizes: [],
      exchangeColours: [],
      colourExchangeMessage: null,
    };
  }

  /** The returns of the given orders, oldest first: three queries for them all. */
  recordsOfOrders(orderIds: string[]): Promise<Map<string, ReturnRecord[]>> {
    return this.journal.recordsOfOrders(orderIds);
  }

  /** An order's lines as they may be returned and its returns, for its owner or an admin. */
  async ofOrder(ctx: RequestContext, orderNumber: string): Promise<{ rows: OrderReadView; lines: ReturnableLine[]; returns: ReturnRecord[] }> {
    const rows = await this.reads.returnViewOf(this.db.manager, orderNumber);
    if (!rows) throw notFound(`Order ${orderNumber} was not found`);
    await this.reads.assertMayRead(ctx, rows.order);
    const returns = (await this.journal.recordsOfOrders([rows.order.id])).get(rows.order.id) ?? [];
    return { rows, lines: await this.returnableLines(rows, returns), returns };
  }

  /**
   * The order's owner asks to return lines of a delivered order. Everything is checked with the
   * order's row held (its returns are decided one after the other, on any instance): the order
   * is delivered, each line is the order's, within its window for the reason, and no more units
   * than were bought less those asked back before (rejected returns aside). The return, its
   * lines and a line in the order's history are written in one transaction.
   */
  async request(ctx: RequestContext, orderNumber: string, cmd: ReturnCommand, now = new Date()): Promise<ReturnRecord> {
    const actor = actorOf(ctx);
    const { reason, comment } = reasonAndComment(cmd);
    assertLinesOnce(cmd.lines, 'return');
    const made = await this.db.transactionInLine(async (m) => {
      const rows = await this.journal.deliveredOrderOf(m, actor.userId, orderNumber, 'returned');
      const { order, items } = rows;
      const payout = this.journal.payoutFor(order, cmd.refundTo);
      const earlier = (await this.journal.recordsOfOrders([order.id], m)).get(order.id) ?? [];
      const chosen = pickLines('return', rows, earlier, cmd.lines, (item) => returnDaysFor(this.policyOfItem(item.productId), reason), now);
      const refund = refundFor(order, items, earlier.filter((r) => r.request.status !== 'rejected'), chosen);
      const request = this.journal.newRequest(order, 'return', reason, comment, payout, refund.totalPaise, now);
      const lines = chosen.map(({ item, quantity }) => newLine(request, item, quantity, null, now));
      const what = lines.map((l) => `${l.quantity} × ${l.productName} (${l.size})`).join(', ');
      await this.journal.insert(m, order, request, lines, `${what}: ${reason.replaceAll('_', ' ')}`, now);
      return request.id;
    });
    return this.journal.byId(made);
  }

  /**
   * The staff move a return (admins only). Legal moves only (return-lifecycle.ts), each made once
   * whichever instance or admin asks: the status it was read with must still hold. Received puts
   * its units back on sale (a RETURN movement) in the same transaction. Refunded: a prepaid
   * order's refund goes through payments' refund path with a key of the return's own (asked again,
   * it answers the same refund), and a COD refund needs the payout's reference (the bank's UTR);
   * the credit note is issued in the transaction that marks it refunded.
   */
  async move(ctx: RequestContext, returnNumber: string, status: string, details: ReturnMoveDetails = {}, now = new Date()): Promise<ReturnRecord> {
    const who = await this.users.adminName(ctx);
    const to = status.toLowerCase();
    if (!isReturnStatus(to)) throw refuse('status', `Unknown return status ${status}`);
    const current = await this.db.manager.getRepository(ReturnRequestEntity).findOneBy({ returnNumber });
    if (!current) throw notFound(`Return ${returnNumber} was not found`);
    const rejectReason = text(details.reason);
    const reference = text(details.reference);
    if (rejectReason !== null && to !== 'rejected') throw refuse('reason', 'A reason is given only when the return is rejected');
    if (to === 'rejected' && rejectReason === null) throw refuse('reason', 'Give the reason for rejecting the return: the shopper is told it');
    if (rejectReason !== null && charCount(rejectReason) > REJECT_REASON_MAX) throw refuse('reason', `The reason is at most ${REJECT_REASON_MAX} characters`);
    if (reference !== null && (to !== 'refunded' || current.refundMethod !== 'payout')) throw refuse('reference', "A payout's reference is given only when a Cash on Delivery return is marked refunded");
    if (to === 'refunded' && current.refundMethod === 'payout' && reference === null) throw refuse('reference', "Enter the payout's reference (the bank's UTR or the UPI transaction id) once the money is sent");
    if (reference !== null && charCount(reference) > REFERENCE_MAX) throw refuse('reference', `The reference is at most ${REFERENCE_MAX} characters`);
    if (!canMoveReturn(current.kind, current.status, to)) throw conflict(`${KIND_WORD[current.kind]} ${returnNumber} is ${RETURN_STATUS_WORDS[current.status]}: it cannot be ${RETURN_STATUS_WORDS[to]}`);
    // An exchange approved: its replacement order, or a refund when its size is gone.
    if (current.kind === 'exchange' && to === 'approved') return this.exchanges.approve(current, who, now);

    let refundReference = reference;
    if (to === 'refunded' && current.refundMethod === 'provider') {
      // The amount, decided with the order's row held; then the refund, through payments' one path
      // (its own transaction, idempotent by the return's key), before the return is marked refunded.
      const amount = await this.db.transactionInLine(async (m) => {
        const rows = (await this.reads.returnViewOf(m, current.orderNumber, { hold: true }))!;
        const record = (await this.journal.recordsOfOrders([rows.order.id], m)).get(rows.order.id)!.find((r) => r.request.id === current.id)!;
        if (record.request.status !== 'received') throw conflict(`Return ${returnNumber} is ${RETURN_STATUS_WORDS[record.request.status]}: it cannot be refunded`);
        return finalRefund(rows, record, (await this.journal.recordsOfOrders([rows.order.id], m)).get(rows.order.id)!).totalPaise;
      });
      const made = await this.refunds.refund(ctx, current.orderNumber, { amountPaise: amount, reason: `Return ${returnNumber}`, key: `return:${returnNumber}` });
      refundReference = made.refund.id;
    }

    await this.db.transactionInLine(async (m) => {
      const rows = (await this.reads.returnViewOf(m, current.orderNumber, { hold: true }))!;
      const all = (await this.journal.recordsOfOrders([rows.order.id], m)).get(rows.order.id)!;
      const record = all.find((r) => r.request.id === current.id)!;
      const from = record.request.status;
      if (!canMoveReturn(record.request.kind, from, to)) throw conflict(`${KIND_WORD[record.request.kind]} ${returnNumber} is ${RETURN_STATUS_WORDS[from]}: it cannot be ${RETURN_STATUS_WORDS[to]}`);
      const set: Partial<ReturnRequestEntity> = { status: to, updatedAt: now };
      if (to === 'rejected') set.rejectReason = rejectReason;
      let note: string | null = rejectReason;
      if (to === 'refunded') {
        const refund = finalRefund(rows, record, all);
        Object.assign(set, { refundPaise: refund.totalPaise, refundReference, payoutSealed: null });
        note = record.request.refundMethod === 'payout' ? `${formatRupees(refund.totalPaise)} paid out to ${record.request.payoutMasked}, reference ${refundReference}` : `${formatRupees(refund.totalPaise)} refunded`;
        // The refund reduces the sale: a credit note against its tax invoice (GST documents' own
        // series), in this transaction. A refund through the provider got its note on payments'
        // staff refund path above; a Cash on Delivery payout gets it here, once per return.
        if (record.request.refundMethod === 'payout') {
          await this.invoices.issueCreditNote({ orderId: rows.order.id, amountPaise: refund.totalPaise, refundRef: `return:${returnNumber}`, reason: `Return ${returnNumber}` }, m, { ifInvoiced: true });
        }
      }
      const moved = await m.getRepository(ReturnRequestEntity).update({ id: current.id, status: from }, set);
      if (!moved.affected) throw conflict(`Return ${returnNumber} was changed meanwhile; please try again`);
      // The units are back on the shelf: on sale again, once (the move above is made once).
      if (to === 'received') await this.stock.putBack(m, rows.order.orderNumber, record.lines, who, `${record.request.kind} ${returnNumber}`, now);
      await this.journal.recordMove(m, rows.order, record.request, from, to, who, note, now);
    });
    // A credit note made above takes its number now that it is committed.
    if (to === 'refunded') await this.invoices.numberSoon();
    return this.journal.byId(current.id);
  }

  /** Admins: the returns queue, oldest first (what waits longest on top), filtered by status and by text in the return or order number. */
  async queue(filter: { status?: string | null; search?: string | null }, page = 1, pageSize = 25): Promise<{ items: ReturnRecord[]; total: number; page: number; pageSize: number }> {
    const q = this.db.manager.getRepository(ReturnRequestEntity).createQueryBuilder('r');
    const status = filter.status?.toLowerCase() ?? null;
    if (status !== null) {
      if (!isReturnStatus(status)) throw refuse('status', `Unknown return status ${filter.status}`);
      q.andWhere('r.status = :status', { status });
    }
    const search = text(filter.search)?.toUpperCase();
    if (search) q.andWhere("(UPPER(r.return_number) LIKE :s ESCAPE '\\' OR UPPER(r.order_number) LIKE :s ESCAPE '\\')", { s: `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    if (!Number.isInteger(page) || page < 1) throw refuse('page', 'The page is a whole number from 1');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw refuse('pageSize', 'The page size is a whole number from 1 to 100');
    const [requests, total] = await q
      .orderBy('r.createdAt', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items: await this.journal.withDetails(this.db.manager, requests), total, page, pageSize };
  }

  /** One return by its number, for its shopper or an admin. */
  async get(ctx: RequestContext, returnNumber: string): Promise<ReturnRecord> {
    const request = await this.db.manager.getRepository(ReturnRequestEntity).findOneBy({ returnNumber });
    if (!request) throw notFound(`Return ${returnNumber} was not found`);
    await this.reads.assertMayRead(ctx, request);
    return this.journal.byId(request.id);
  }
}
