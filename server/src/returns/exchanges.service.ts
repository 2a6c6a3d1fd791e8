import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { actorOf, type RequestContext } from '../common/actor.js';
import { badInput, conflict, type FieldError } from '../common/app-error.js';
import { text } from '../common/validation.js';
import { DatabaseService } from '../database/database.service.js';
import type { OrderLineFacts } from '../orders/order.view.js';
import { OrderReads } from '../orders/order-reads.service.js';
import { type ReplacementLine, ReplacementOrders, ReplacementSizeGone } from '../orders/replacement-orders.js';
import { formatRupees, toPaise } from '../pricing/money.js';
import { stockedSizes, StockService } from '../stock/stock.service.js';
import type { PayoutInput } from './payout.js';
import { newLine, type ReturnRecord, ReturnsJournal, type Wanted } from './return-journal.js';
import { assertLinesOnce, pickLines, reasonAndComment, refundFor } from './return-lines.js';
import { exchangeDaysFor } from './return-policy.js';
import { ReturnRequestEntity } from './return-request.entity.js';

/**
 * A shopper's exchange: the order's lines (by product and size), how many of each, the size
 * wanted instead and, for another colour, the product of the item's style wanted (its id).
 */
export interface ExchangeCommand {
  lines: { productId: string; size: string; quantity: number; wantedSize: string; wantedProductId?: string | null }[];
  reason: string;
  comment?: string | null;
  /** Cash on Delivery: where a refund goes should the size be gone by the time the exchange is approved. */
  refundTo?: PayoutInput | null;
}

const refuse = (field: string, message: string) => badInput(message, [{ field, message }]);

/** The colour rule: another colour is exchanged only at the price paid for the item (no bill or refund for a difference). */
const atPricePaid = (colour: { price: number }, item: Pick<OrderLineFacts, 'unitPricePaise'>) => toPaise(colour.price) === item.unitPricePaise;

/**
 * Exchanges (issue 58, DECISIONS 14): a kind of return request, for another size of the same
 * product, or another colour of its style at the price paid (catalogue's styleOf; a colour at
 * another price is returned and ordered instead: no bill or refund for a difference), in stock.
 * The shopper asks within the exchange window (another size: 15 days from delivery, 60 for a
 * defective item; another colour: 7 days); the staff's approval makes the replacement order at no charge, its
 * units taken from stock in the same transaction, linked both ways; if the size is gone by then,
 * the exchange becomes a refund (a return, approved) and the shopper is told. The rest of its
 * life (picked up, received: the units sent back on sale again) is a return's (ReturnsService.move).
 */
@Injectable()
export class ExchangesService {
  constructor(
    private readonly db: DatabaseService,
    private readonly reads: OrderReads,
    private readonly replacements: ReplacementOrders,
    private readonly stock: StockService,
    private readonly catalogue: CatalogueService,
    private readonly journal: ReturnsJournal,
  ) {}

  /** The sizes in stock now of `productIds` (what an exchange may ask for). */
  async sizesInStock(productIds: string[]): Promise<Map<string, string[]>> {
    const stock = await this.stock.ofProducts([...new Set(productIds)]);
    return new Map(stock.map((s) => [s.productId, s.sizes.filter((z) => z.available > 0).map((z) => z.size)]));
  }

  /** The other colours an item may be exchanged for: the products of its style at the price paid for it. */
  coloursFor(item: Pick<OrderLineFacts, 'productId' | 'unitPricePaise'>) {
    return this.catalogue.coloursOf(item.productId).filter((p) => atPricePaid(p, item));
  }

  /**
   * The order's owner asks to exchange lines of a delivered order for other sizes or colours.
   * Checked as a return is (the order's row held; each line the order's, within its window, no
   * more units than are left to ask back), and each wanted size is one the wanted product (the
   * same, or another colour of its style at the price paid) comes in, with enough units in stock
   * now. Its refund is 0 until, and unless, it becomes a refund.
   */
  async request(ctx: RequestContext, orderNumber: string, cmd: ExchangeCommand, now = new Date()): Promise<ReturnRecord> {
    const actor = actorOf(ctx);
    const { reason, comment } = reasonAndComment(cmd);
    assertLinesOnce(cmd.lines, 'exchange');
    cmd.lines.forEach((l, i) => {
      if (text(l.wantedSize) === null) throw refuse(`lines[${i}].wantedSize`, 'Choose the size you want instead');
    });
    const wantedIdOf = (l: ExchangeCommand['lines'][number]) => text(l.wantedProductId) ?? l.productId;
    const available = await this.stock.availableOf(cmd.lines.map((l) => ({ productId: wantedIdOf(l), size: l.wantedSize })));
    const made = await this.db.transactionInLine(async (m) => {
      const rows = await this.journal.deliveredOrderOf(m, actor.userId, orderNumber, 'exchanged');
      const payout = this.journal.payoutFor(rows.order, cmd.refundTo);
      const earlier = (await this.journal.recordsOfOrders([rows.order.id], m)).get(rows.order.id) ?? [];
      const lineOf = (item: OrderLineFacts) => cmd.lines.find((l) => l.productId === item.productId && l.size === item.size)!;
      const isColour = (item: OrderLineFacts) => wantedIdOf(lineOf(item)) !== item.productId;
      const wantedOf = (item: OrderLineFacts): Wanted => {
        const line = lineOf(item);
        const colour = isColour(item) ? this.catalogue.product(wantedIdOf(line)) : undefined;
        return { size: line.wantedSize, product: colour ? { id: colour.id, name: colour.name } : null };
      };
      const problem = (item: OrderLineFacts, i: number): FieldError | null => {
        const line = lineOf(item);
        const wanted = line.wantedSize;
        const field = `lines[${i}].wantedSize`;
        if (isColour(item)) {
          const productField = `lines[${i}].wantedProductId`;
          const colour = this.catalogue.coloursOf(item.productId).find((p) => p.id === wantedIdOf(line));
          if (!colour) return { field: productField, message: `${wantedIdOf(line)} is not another colour of ${item.productName}` };
          if (!atPricePaid(colour, item)) {
            return { field: productField, message: `${colour.name} costs ${formatRupees(toPaise(colour.price)!)}, not the ${formatRupees(item.unitPricePaise)} paid: return this item and order it instead` };
          }
          const sizes = stockedSizes(colour);
          if (!sizes.includes(wanted)) return { field, message: `${colour.name} comes in ${sizes.join(', ')}` };
          if (available({ productId: colour.id, size: wanted }) < line.quantity) return { field, message: `${colour.name} in size ${wanted} is out of stock: choose another size or colour, or return it for a refund` };
          return null;
        }
        const product = this.catalogue.product(item.productId);
        const sizes = product ? stockedSizes(product) : [];
        if (wanted === item.size) return { field, message: `Choose a size other than ${item.size}, the one you have` };
        if (!sizes.includes(wanted)) return { field, message: sizes.length > 1 ? `${item.productName} comes in ${sizes.join(', ')}` : `${item.productName} comes in one size only: return it instead` };
        if (available({ productId: item.productId, size: wanted }) < line.quantity) return { field, message: `${item.productName} in size ${wanted} is out of stock: choose another size, or return it for a refund` };
        return null;
      };
      const daysFor = (item: OrderLineFacts) => exchangeDaysFor(this.journal.policyOfItem(item.productId), reason, isColour(item) ? 'colour' : 'size');
      const chosen = pickLines('exchange', rows, earlier, cmd.lines, daysFor, now, problem);
      const request = this.journal.newRequest(rows.order, 'exchange', reason, comment, payout, 0, now);
      const lines = chosen.map(({ item, quantity }) => newLine(request, item, quantity, wantedOf(item), now));
      const what = lines.map((l) => `${l.quantity} × ${l.productName} (${l.size} for ${l.wantedProductName ? `${l.wantedProductName}, ` : ''}${l.wantedSize})`).join(', ');
      await this.journal.insert(m, rows.order, request, lines, `${what}: ${reason.replaceAll('_', ' ')}`, now);
      return request.id;
    });
    return this.journal.byId(made);
  }

  /**
   * The staff approve an exchange (ReturnsService.move checked the move): in one transaction the
   * exchange is approved, its replacement order is written at no charge and its units are taken
   * from stock, each naming the other; a crash leaves all of it or none. When a wanted size has
   * not enough left, that transaction rolls back and the exchange becomes a refund instead.
   */
  async approve(current: ReturnRequestEntity, who: string, now: Date): Promise<ReturnRecord> {
    try {
      await this.db.transactionInLine(async (m) => {
        const { rows, record } = await this.held(m, current);
        const approved = { ...record.request, status: 'approved' as const, updatedAt: now };
        await this.moveFromRequested(m, current, { status: 'approved', updatedAt: now });
        const lines = record.lines.map((l) => ({ itemId: l.orderItemId, size: l.wantedSize!, quantity: l.quantity, product: this.replacementProduct(l.wantedProductId) }));
        const replacement = await this.replacements.place(m, rows.order.id, lines, who, `exchange ${current.returnNumber}`, now);
        await m.getRepository(ReturnRequestEntity).update({ id: current.id }, { replacementOrderNumber: replacement.orderNumber });
        const what = record.lines.map((l) => `${l.quantity} × ${l.wantedProductName ?? l.productName} in size ${l.wantedSize}`).join(', ');
        await this.journal.recordMove(m, rows.order, { ...approved, replacementOrderNumber: replacement.orderNumber }, 'requested', 'approved', who, `replacement order ${replacement.orderNumber}: ${what}`, now);
      });
    } catch (error) {
      if (!(error instanceof ReplacementSizeGone)) throw error;
      await this.becomeRefund(current, who, error.message, now);
    }
    return this.journal.byId(current.id);
  }

  /**
   * The size is gone: the exchange becomes a refund request, approved (the shopper asked to send
   * the item back; the staff agreed), its refund figured as a return's. The shopper is told by
   * the request's state, a line in the order's history and the return.updated event.
   */
  private async becomeRefund(current: ReturnRequestEntity, who: string, why: string, now: Date): Promise<void> {
    await this.db.transactionInLine(async (m) => {
      const { rows, all, record } = await this.held(m, current);
      const refund = refundFor(
        rows.order,
        rows.items,
        all.filter((r) => r.request.id !== current.id && r.request.status !== 'rejected'),
        record.lines.map((l) => ({ item: rows.items.find((i) => i.id === l.orderItemId)!, quantity: l.quantity })),
      );
      const set = { kind: 'return' as const, status: 'approved' as const, refundPaise: refund.totalPaise, updatedAt: now };
      await this.moveFromRequested(m, current, set);
      const note = `${why}: the exchange becomes a refund of ${formatRupees(refund.totalPaise)}`;
      await this.journal.recordMove(m, rows.order, { ...record.request, ...set }, 'requested', 'approved', who, note, now);
    });
  }

  /**
   * The product a colour exchange's replacement sends (its name and picture as the catalogue has
   * them now); null for the item's own product. One gone from the catalogue since cannot be sent.
   */
  private replacementProduct(productId: string | null): ReplacementLine['product'] {
    if (!productId) return null;
    const product = this.catalogue.product(productId);
    if (!product) throw new ReplacementSizeGone(`Product ${productId} is no longer sold`);
    return { id: product.id, name: product.name, image: product.image };
  }

  /** The exchange as it stands in `m`'s transaction, its order's row held (an order's requests are decided one after the other). */
  private async held(m: EntityManager, current: ReturnRequestEntity) {
    const rows = (await this.reads.returnViewOf(m, current.orderNumber, { hold: true }))!;
    const all = (await this.journal.recordsOfOrders([rows.order.id], m)).get(rows.order.id)!;
    const record = all.find((r) => r.request.id === current.id)!;
    return { rows, all, record };
  }

  /** Moves it from requested, once whoever asks on whatever instance: CONFLICT when it moved meanwhile. */
  private async moveFromRequested(m: EntityManager, current: ReturnRequestEntity, set: Partial<ReturnRequestEntity>): Promise<void> {
    const moved = await m.getRepository(ReturnRequestEntity).update({ id: current.id, status: 'requested', kind: 'exchange' }, set);
    if (!moved.affected) throw conflict(`Exchange ${current.returnNumber} was changed meanwhile; please try again`);
  }
}
