import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { actorOf, type RequestContext } from '../common/actor.js';
import { badInput, conflict, type FieldError, forbidden, notFound } from '../common/app-error.js';
import { secureRandomBytes, timeOrderedId } from '../common/ids.js';
import { charCount, text } from '../common/validation.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import type { OrderItemEntity } from '../orders/order-item.entity.js';
import type { OrderEntity } from '../orders/order.entity.js';
import type { OrderRows } from '../orders/order.view.js';
import { EventsService } from '../events/events.service.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { OrdersService } from '../orders/orders.service.js';
import { StaffRefundsService } from '../payments/staff-refunds.service.js';
import { formatRupees } from '../pricing/money.js';
import { StockService } from '../stock/stock.service.js';
import { UsersService } from '../users/users.service.js';
import { maskedPayout, type PayoutInput, payoutOf, sealPayout } from './payout.js';
import { canMoveReturn, isReturnStatus, RETURN_STATUS_WORDS, type ReturnStatus } from './return-lifecycle.js';
import { ReturnLineEntity } from './return-line.entity.js';
import { ReturnMoveEntity } from './return-move.entity.js';
import { itemPolicyOf, type ItemPolicy, lineWindowOf, type LineWindow, RETURN_REASONS, returnDaysFor, type ReturnReason, shortDay, isOpen, lastDayOf } from './return-policy.js';
import { ReturnRequestEntity } from './return-request.entity.js';
import { returnRefundOf, type ReturnRefund } from './refund-arithmetic.js';

/** A return with its lines and moves, as the service answers it. */
export interface ReturnRecord {
  request: ReturnRequestEntity;
  lines: ReturnLineEntity[];
  moves: ReturnMoveEntity[];
}

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

/** A delivered order's line as the shopper may return it. */
export interface ReturnableLine extends LineWindow {
  item: OrderItemEntity;
  /** Units not asked back yet (rejected returns aside). */
  quantityLeft: number;
  /** What the shopper is told: 'Returnable until 26 Dec', 'Return window closed on 26 Dec', 'Not returnable'. */
  message: string;
}

export const COMMENT_MAX = 500;
export const REJECT_REASON_MAX = 200;
export const REFERENCE_MAX = 64;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReturnNumber = (now: Date): string => {
  const day = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `RET-${day}-${[...secureRandomBytes(6)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
};

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
    private readonly orders: OrdersService,
    private readonly stock: StockService,
    private readonly refunds: StaffRefundsService,
    private readonly users: UsersService,
    private readonly catalogue: CatalogueService,
    private readonly invoices: InvoicesService,
    private readonly events: EventsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The secret payouts are sealed with (payout.ts). */
  get sealingSecret(): string {
    return this.config.jwtSecret;
  }

  /** An order line's item policy (a product gone from the catalogue keeps the default: 30 days). */
  policyOfItem(productId: string): ItemPolicy {
    const p = this.catalogue.product(productId);
    return itemPolicyOf(p ?? { category: '', model: '', isSale: false });
  }

  /** The lines of a delivered order as they may be returned now; empty for an order not delivered. */
  returnableLines(rows: OrderRows, records: ReturnRecord[], now = new Date()): ReturnableLine[] {
    const { order, items } = rows;
    if (order.status !== 'delivered' || !order.deliveredAt) return [];
    const asked = askedByItem(records);
    return items.map((item) => {
      const window = lineWindowOf(this.policyOfItem(item.productId), order.deliveredAt!, now);
      const message = !window.policy.returnable
        ? window.defectiveOpen
          ? `Not returnable; a defective item until ${shortDay(window.defectiveUntil)}`
          : 'Not returnable'
        : window.returnOpen
          ? `Returnable until ${shortDay(window.returnableUntil!)}`
          : `Return window closed on ${shortDay(window.returnableUntil!)}`;
      return { ...window, item, quantityLeft: item.quantity - (asked.get(item.id) ?? 0), message };
    });
  }

  /** The returns of the given orders, oldest first: three queries for them all. */
  async recordsOfOrders(orderIds: string[], m: EntityManager = this.db.manager): Promise<Map<string, ReturnRecord[]>> {
    const byOrder = new Map<string, ReturnRecord[]>();
    if (!orderIds.length) return byOrder;
    const requests = await m.getRepository(ReturnRequestEntity).find({ where: { orderId: In(orderIds) }, order: { createdAt: 'ASC', id: 'ASC' } });
    for (const r of await this.withDetails(m, requests)) byOrder.set(r.request.orderId, [...(byOrder.get(r.request.orderId) ?? []), r]);
    return byOrder;
  }

  /** An order's lines as they may be returned and its returns, for its owner or an admin. */
  async ofOrder(ctx: RequestContext, orderNumber: string): Promise<{ rows: OrderRows; lines: ReturnableLine[]; returns: ReturnRecord[] }> {
    const rows = await this.orders.returnViewOf(this.db.manager, orderNumber);
    if (!rows) throw notFound(`Order ${orderNumber} was not found`);
    await this.orders.assertMayRead(ctx, rows.order);
    const returns = (await this.recordsOfOrders([rows.order.id])).get(rows.order.id) ?? [];
    return { rows, lines: this.returnableLines(rows, returns), returns };
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
    const reason = cmd.reason.toLowerCase() as ReturnReason;
    if (!RETURN_REASONS.includes(reason)) throw refuse('reason', 'Please choose a reason: wrong size, defective, not as described or changed my mind');
    const comment = text(cmd.comment);
    if (comment !== null && charCount(comment) > COMMENT_MAX) throw refuse('comment', `The comment is at most ${COMMENT_MAX} characters`);
    if (!cmd.lines.length) throw refuse('lines', 'Choose at least one item to return');
    const seen = new Set<string>();
    cmd.lines.forEach((l, i) => {
      const key = `${l.productId}\u0000${l.size}`;
      if (seen.has(key)) throw refuse(`lines[${i}]`, 'Each item may appear once in a return');
      seen.add(key);
    });

    const made = await this.db.transactionInLine(async (m) => {
      const rows = await this.orders.returnViewOf(m, orderNumber, { hold: true });
      if (!rows) throw notFound(`Order ${orderNumber} was not found`);
      const { order, items } = rows;
      if (order.userId !== actor.userId) throw forbidden();
      if (order.status !== 'delivered' || !order.deliveredAt) throw conflict(`Order ${orderNumber} is ${order.status}: only a delivered order's items can be returned`);
      const payout = order.paymentMethod === 'cod' ? payoutOf(cmd.refundTo) : null;
      if (order.paymentMethod !== 'cod' && cmd.refundTo) throw refuse('refundTo', `Order ${orderNumber} was paid online: its refund goes back to the way it was paid`);
      const earlier = (await this.recordsOfOrders([order.id], m)).get(order.id) ?? [];
      const asked = askedByItem(earlier);
      const errors: FieldError[] = [];
      const picked = cmd.lines.map((l, i) => {
        const item = items.find((it) => it.productId === l.productId && it.size === l.size);
        if (!item) {
          errors.push({ field: `lines[${i}]`, message: `Order ${orderNumber} has no ${l.productId} in size ${l.size}` });
          return null;
        }
        const policy = this.policyOfItem(item.productId);
        const days = returnDaysFor(policy, reason);
        if (days === 0) errors.push({ field: `lines[${i}]`, message: `${item.productName} is not returnable (only a defective one comes back)` });
        else if (!isOpen(order.deliveredAt!, days, now)) errors.push({ field: `lines[${i}]`, message: `The return window for ${item.productName} closed on ${shortDay(lastDayOf(order.deliveredAt!, days))}` });
        const left = item.quantity - (asked.get(item.id) ?? 0);
        if (!Number.isInteger(l.quantity) || l.quantity < 1) errors.push({ field: `lines[${i}].quantity`, message: 'The quantity must be a whole number of at least 1' });
        else if (l.quantity > left)
          errors.push({
            field: `lines[${i}].quantity`,
            message: left === 0 ? `All ${item.quantity} of ${item.productName} (${item.size}) are already being returned` : `Only ${left} of ${item.productName} (${item.size}) can still be returned`,
          });
        return { item, quantity: l.quantity };
      });
      if (errors.length) {
        // Beyond the quantity is a conflict with the returns made before; the rest is bad input.
        const overQuantity = errors.every((e) => e.field.endsWith('.quantity')) && errors.some((e) => e.message.includes('returned'));
        throw overQuantity ? conflict(errors[0].message, errors) : badInput(errors[0].message, errors);
      }
      const chosen = picked.filter((p): p is { item: OrderItemEntity; quantity: number } => p !== null);
      const refund = this.refundFor(order, items, earlier.filter((r) => r.request.status !== 'rejected'), chosen);
      const request = Object.assign(new ReturnRequestEntity(), {
        id: timeOrderedId(now.getTime()),
        returnNumber: newReturnNumber(now),
        orderId: order.id,
        orderNumber: order.orderNumber,
        userId: order.userId,
        reason,
        comment,
        status: 'requested',
        rejectReason: null,
        refundPaise: refund.totalPaise,
        refundMethod: payout ? 'payout' : 'provider',
        payoutMasked: payout ? maskedPayout(payout) : null,
        payoutSealed: payout ? sealPayout(payout, this.config.jwtSecret) : null,
        refundReference: null,
        createdAt: now,
        updatedAt: now,
      } satisfies ReturnRequestEntity);
      const lines = chosen.map(({ item, quantity }) =>
        Object.assign(new ReturnLineEntity(), {
          id: timeOrderedId(now.getTime()),
          requestId: request.id,
          orderId: order.id,
          orderItemId: item.id,
          productId: item.productId,
          productName: item.productName,
          size: item.size,
          quantity,
          unitPricePaise: item.unitPricePaise,
        } satisfies ReturnLineEntity),
      );
      await m.getRepository(ReturnRequestEntity).insert(request);
      await m.getRepository(ReturnLineEntity).insert(lines);
      const what = lines.map((l) => `${l.quantity} × ${l.productName} (${l.size})`).join(', ');
      await this.recordMove(m, order, request, null, 'requested', 'shopper', `${what}: ${reason.replaceAll('_', ' ')}`, now);
      return request.id;
    });
    return this.byId(made);
  }

  /**
   * The refund of `lines` as the order stands with its `counted` returns (those before it that
   * count: refunded, or all not rejected for an estimate): goods, tax share, and the COD charge
   * only when every unit of the order comes back.
   */
  private refundFor(order: OrderEntity, items: OrderItemEntity[], counted: ReturnRecord[], lines: { item: OrderItemEntity; quantity: number }[]): ReturnRefund {
    const units = new Map<string, number>();
    let before = 0;
    for (const r of counted)
      for (const l of r.lines) {
        units.set(l.orderItemId, (units.get(l.orderItemId) ?? 0) + l.quantity);
        before += l.unitPricePaise * l.quantity;
      }
    for (const l of lines) units.set(l.item.id, (units.get(l.item.id) ?? 0) + l.quantity);
    const whole = items.every((it) => (units.get(it.id) ?? 0) >= it.quantity);
    return returnRefundOf(order, before, lines.map((l) => ({ unitPricePaise: l.item.unitPricePaise, quantity: l.quantity })), whole);
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
    if (!canMoveReturn(current.status, to)) throw conflict(`Return ${returnNumber} is ${RETURN_STATUS_WORDS[current.status]}: it cannot be ${RETURN_STATUS_WORDS[to]}`);

    let refundReference = reference;
    if (to === 'refunded' && current.refundMethod === 'provider') {
      // The amount, decided with the order's row held; then the refund, through payments' one path
      // (its own transaction, idempotent by the return's key), before the return is marked refunded.
      const amount = await this.db.transactionInLine(async (m) => {
        const rows = (await this.orders.returnViewOf(m, current.orderNumber, { hold: true }))!;
        const record = (await this.recordsOfOrders([rows.order.id], m)).get(rows.order.id)!.find((r) => r.request.id === current.id)!;
        if (record.request.status !== 'received') throw conflict(`Return ${returnNumber} is ${RETURN_STATUS_WORDS[record.request.status]}: it cannot be refunded`);
        return this.finalRefund(rows, record, (await this.recordsOfOrders([rows.order.id], m)).get(rows.order.id)!).totalPaise;
      });
      const made = await this.refunds.refund(ctx, current.orderNumber, { amountPaise: amount, reason: `Return ${returnNumber}`, key: `return:${returnNumber}` });
      refundReference = made.refund.id;
    }

    await this.db.transactionInLine(async (m) => {
      const rows = (await this.orders.returnViewOf(m, current.orderNumber, { hold: true }))!;
      const all = (await this.recordsOfOrders([rows.order.id], m)).get(rows.order.id)!;
      const record = all.find((r) => r.request.id === current.id)!;
      const from = record.request.status;
      if (!canMoveReturn(from, to)) throw conflict(`Return ${returnNumber} is ${RETURN_STATUS_WORDS[from]}: it cannot be ${RETURN_STATUS_WORDS[to]}`);
      const set: Partial<ReturnRequestEntity> = { status: to, updatedAt: now };
      if (to === 'rejected') set.rejectReason = rejectReason;
      let note: string | null = rejectReason;
      if (to === 'refunded') {
        const refund = this.finalRefund(rows, record, all);
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
      if (to === 'received') await this.stock.putBack(m, rows.order.orderNumber, record.lines, who, `return ${returnNumber}`, now);
      await this.recordMove(m, rows.order, record.request, from, to, who, note, now);
    });
    // A credit note made above takes its number now that it is committed.
    if (to === 'refunded') await this.invoices.numberSoon();
    return this.byId(current.id);
  }

  /** The refund a return gets when it is refunded: counted after the order's returns refunded before it. */
  private finalRefund(rows: OrderRows, record: ReturnRecord, all: ReturnRecord[]): ReturnRefund {
    const before = all.filter((r) => r.request.id !== record.request.id && r.request.status === 'refunded');
    const byId = new Map(rows.items.map((i) => [i.id, i]));
    return this.refundFor(rows.order, rows.items, before, record.lines.map((l) => ({ item: byId.get(l.orderItemId)!, quantity: l.quantity })));
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
    return { items: await this.withDetails(this.db.manager, requests), total, page, pageSize };
  }

  /** One return by its number, for its shopper or an admin. */
  async get(ctx: RequestContext, returnNumber: string): Promise<ReturnRecord> {
    const request = await this.db.manager.getRepository(ReturnRequestEntity).findOneBy({ returnNumber });
    if (!request) throw notFound(`Return ${returnNumber} was not found`);
    await this.orders.assertMayRead(ctx, request);
    return this.byId(request.id);
  }

  private async byId(id: string): Promise<ReturnRecord> {
    const request = await this.db.manager.getRepository(ReturnRequestEntity).findOneByOrFail({ id });
    return (await this.withDetails(this.db.manager, [request]))[0];
  }

  private async withDetails(m: EntityManager, requests: ReturnRequestEntity[]): Promise<ReturnRecord[]> {
    if (!requests.length) return [];
    const ids = requests.map((r) => r.id);
    const lines = await m.getRepository(ReturnLineEntity).find({ where: { requestId: In(ids) }, order: { id: 'ASC' } });
    const moves = await m.getRepository(ReturnMoveEntity).find({ where: { requestId: In(ids) }, order: { at: 'ASC', id: 'ASC' } });
    return requests.map((request) => ({ request, lines: lines.filter((l) => l.requestId === request.id), moves: moves.filter((mv) => mv.requestId === request.id) }));
  }

  private async recordMove(m: EntityManager, order: Pick<OrderEntity, 'id' | 'status'>, request: ReturnRequestEntity, from: ReturnStatus | null, to: ReturnStatus, actor: string, note: string | null, at: Date): Promise<void> {
    await m.getRepository(ReturnMoveEntity).insert({ id: timeOrderedId(at.getTime()), requestId: request.id, fromStatus: from, toStatus: to, actor, note: note?.slice(0, 200) ?? null, at });
    await this.orders.noteInHistory(m, order, actor, `Return ${request.returnNumber} ${RETURN_STATUS_WORDS[to]}${note ? `: ${note}` : ''}`, at);
    // Its event, in the move's transaction (the outbox, issue 59): the order's read-back and the return's move.
    const event = await this.orders.orderEvent(m, order.id, 'return.updated');
    await this.events.record(m, [{ ...event, payload: { ...event.payload, return: { returnNumber: request.returnNumber, from, status: to, note } } }]);
  }
}

/** Units of each order line asked back by returns not rejected. */
function askedByItem(records: ReturnRecord[]): Map<string, number> {
  const asked = new Map<string, number>();
  for (const r of records) if (r.request.status !== 'rejected') for (const l of r.lines) asked.set(l.orderItemId, (asked.get(l.orderItemId) ?? 0) + l.quantity);
  return asked;
}
