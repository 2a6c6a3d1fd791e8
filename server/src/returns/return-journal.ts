import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { badInput, conflict, forbidden, notFound } from '../common/app-error.js';
import { secureRandomBytes, timeOrderedId } from '../common/ids.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { EventsService } from '../events/events.service.js';
import type { OrderFacts, OrderLineFacts, OrderReadView } from '../orders/order.view.js';
import { OrdersService } from '../orders/orders.service.js';
import { OrderReads } from '../orders/order-reads.service.js';
import { maskedPayout, type Payout, type PayoutInput, payoutOf, sealPayout } from './payout.js';
import { KIND_WORD, type ReturnKind, RETURN_STATUS_WORDS, type ReturnStatus } from './return-lifecycle.js';
import { itemPolicyOf, type ItemPolicy, type ReturnReason } from './return-policy.js';
import { ReturnLineEntity } from './return-line.entity.js';
import { ReturnMoveEntity } from './return-move.entity.js';
import { ReturnRequestEntity } from './return-request.entity.js';

/** A return (or an exchange) with its lines and moves, as the returns module answers it. */
export interface ReturnRecord {
  request: ReturnRequestEntity;
  lines: ReturnLineEntity[];
  moves: ReturnMoveEntity[];
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** RET-YYYYMMDD-XXXXXX (India's day): returns and exchanges share the series. */
export const newReturnNumber = (now: Date): string => {
  const day = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `RET-${day}-${[...secureRandomBytes(6)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
};

/** Units of each order line asked back by requests not rejected (returns and exchanges alike). */
export function askedByItem(records: ReturnRecord[]): Map<string, number> {
  const asked = new Map<string, number>();
  for (const r of records) if (r.request.status !== 'rejected') for (const l of r.lines) asked.set(l.orderItemId, (asked.get(l.orderItemId) ?? 0) + l.quantity);
  return asked;
}

/** A request's line: `quantity` of an order line, and for an exchange the size wanted instead. */
/** What an exchange's line wants instead: a size, of another product of the item's style (another colour) or of the same one. */
export interface Wanted {
  size: string;
  product: { id: string; name: string } | null;
}

export function newLine(request: ReturnRequestEntity, item: OrderLineFacts, quantity: number, wanted: Wanted | null, now: Date): ReturnLineEntity {
  return Object.assign(new ReturnLineEntity(), {
    id: timeOrderedId(now.getTime()),
    requestId: request.id,
    orderId: request.orderId,
    orderItemId: item.id,
    productId: item.productId,
    productName: item.productName,
    size: item.size,
    quantity,
    wantedSize: wanted?.size ?? null,
    wantedProductId: wanted?.product?.id ?? null,
    wantedProductName: wanted?.product?.name ?? null,
    unitPricePaise: item.unitPricePaise,
  } satisfies ReturnLineEntity);
}

const refuse = (field: string, message: string) => badInput(message, [{ field, message }]);

/**
 * The returns module's tables as its services (returns and exchanges) read and write them: the
 * shopper's request checked and built, requests with their lines and moves, and each move recorded three ways in the caller's transaction (its own row, a line in
 * the order's history, and the outbox's return.updated event).
 */
@Injectable()
export class ReturnsJournal {
  constructor(
    private readonly db: DatabaseService,
    private readonly orders: OrdersService,
    private readonly reads: OrderReads,
    private readonly events: EventsService,
    private readonly catalogue: CatalogueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** An order line's item policy (a product gone from the catalogue keeps the default: 30 days). */
  policyOfItem(productId: string): ItemPolicy {
    const p = this.catalogue.product(productId);
    return itemPolicyOf(p ?? { category: '', model: '', isSale: false });
  }

  /** Where a COD order's refund goes (checked; required); an order paid online takes none. */
  payoutFor(order: OrderFacts, refundTo: PayoutInput | null | undefined): Payout | null {
    if (order.paymentMethod === 'cod') return payoutOf(refundTo);
    if (refundTo) throw refuse('refundTo', `Order ${order.orderNumber} was paid online: its refund goes back to the way it was paid`);
    return null;
  }

  /** The order of a shopper's request, its row held: theirs and delivered (NOT_FOUND, FORBIDDEN, CONFLICT otherwise). */
  async deliveredOrderOf(m: EntityManager, userId: string, orderNumber: string, what: 'returned' | 'exchanged'): Promise<OrderReadView> {
    const rows = await this.reads.returnViewOf(m, orderNumber, { hold: true });
    if (!rows) throw notFound(`Order ${orderNumber} was not found`);
    const { order } = rows;
    if (order.userId !== userId) throw forbidden();
    if (order.status !== 'delivered' || !order.deliveredAt) throw conflict(`Order ${orderNumber} is ${order.status}: only a delivered order's items can be ${what}`);
    if (order.replacementFor) throw conflict(`Order ${orderNumber} was sent in exchange for items of ${order.replacementFor}: its items cannot be ${what} again. For a problem with them, please contact us`);
    return rows;
  }

  /** A new request's row: requested, its refund as figured now (0 for an exchange), its payout sealed (COD). */
  newRequest(order: OrderFacts, kind: ReturnKind, reason: ReturnReason, comment: string | null, payout: Payout | null, refundPaise: number, now: Date): ReturnRequestEntity {
    return Object.assign(new ReturnRequestEntity(), {
      id: timeOrderedId(now.getTime()),
      returnNumber: newReturnNumber(now),
      orderId: order.id,
      orderNumber: order.orderNumber,
      userId: order.userId,
      kind,
      reason,
      comment,
      status: 'requested',
      rejectReason: null,
      refundPaise,
      refundMethod: order.paymentMethod === 'cod' ? 'payout' : 'provider',
      payoutMasked: payout ? maskedPayout(payout) : null,
      payoutSealed: payout ? sealPayout(payout, this.config.jwtSecret) : null,
      refundReference: null,
      replacementOrderNumber: null,
      createdAt: now,
      updatedAt: now,
    } satisfies ReturnRequestEntity);
  }

  /** The requests of the given orders, oldest first: three queries for them all. */
  async recordsOfOrders(orderIds: string[], m: EntityManager = this.db.manager): Promise<Map<string, ReturnRecord[]>> {
    const byOrder = new Map<string, ReturnRecord[]>();
    if (!orderIds.length) return byOrder;
    const requests = await m.getRepository(ReturnRequestEntity).find({ where: { orderId: In(orderIds) }, order: { createdAt: 'ASC', id: 'ASC' } });
    for (const r of await this.withDetails(m, requests)) byOrder.set(r.request.orderId, [...(byOrder.get(r.request.orderId) ?? []), r]);
    return byOrder;
  }

  async byId(id: string): Promise<ReturnRecord> {
    const request = await this.db.manager.getRepository(ReturnRequestEntity).findOneByOrFail({ id });
    return (await this.withDetails(this.db.manager, [request]))[0];
  }

  async withDetails(m: EntityManager, requests: ReturnRequestEntity[]): Promise<ReturnRecord[]> {
    if (!requests.length) return [];
    const ids = requests.map((r) => r.id);
    const lines = await m.getRepository(ReturnLineEntity).find({ where: { requestId: In(ids) }, order: { id: 'ASC' } });
    const moves = await m.getRepository(ReturnMoveEntity).find({ where: { requestId: In(ids) }, order: { at: 'ASC', id: 'ASC' } });
    return requests.map((request) => ({ request, lines: lines.filter((l) => l.requestId === request.id), moves: moves.filter((mv) => mv.requestId === request.id) }));
  }

  /** A new request with its lines, and its first move, in `m`'s transaction. */
  async insert(m: EntityManager, order: Pick<OrderFacts, 'id' | 'status'>, request: ReturnRequestEntity, lines: ReturnLineEntity[], note: string, at: Date): Promise<void> {
    await m.getRepository(ReturnRequestEntity).insert(request);
    await m.getRepository(ReturnLineEntity).insert(lines);
    await this.recordMove(m, order, request, null, 'requested', 'shopper', note, at);
  }

  async recordMove(m: EntityManager, order: Pick<OrderFacts, 'id' | 'status'>, request: ReturnRequestEntity, from: ReturnStatus | null, to: ReturnStatus, actor: string, note: string | null, at: Date): Promise<void> {
    await m.getRepository(ReturnMoveEntity).insert({ id: timeOrderedId(at.getTime()), requestId: request.id, fromStatus: from, toStatus: to, actor, note: note?.slice(0, 200) ?? null, at });
    await this.orders.noteInHistory(m, order, actor, `${KIND_WORD[request.kind]} ${request.returnNumber} ${RETURN_STATUS_WORDS[to]}${note ? `: ${note}` : ''}`, at);
    // Its event, in the move's transaction (the outbox, issue 59): the order's read-back and the return's move.
    const event = await this.orders.orderEvent(m, order.id, 'return.updated');
    await this.events.record(m, [{ ...event, payload: { ...event.payload, return: { returnNumber: request.returnNumber, kind: request.kind, from, status: to, note, replacementOrderNumber: request.replacementOrderNumber } } }]);
  }
}
