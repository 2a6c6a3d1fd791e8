import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppError, badInput, conflict, forbidden, notFound } from '../common/app-error.js';
import { actorOf, type RequestContext } from '../common/actor.js';
import { assertIdempotencyKey } from '../common/idempotency-key.js';
import { DatabaseService } from '../database/database.service.js';
import { isUniqueViolation } from '../database/errors.js';
import { DeliveryService } from '../delivery/delivery.service.js';
import type { EventType, NewEvent } from '../events/event-types.js';
import { EventsService } from '../events/events.service.js';
import { OffersService } from '../offers/offers.service.js';
import { PricingService } from '../pricing/pricing.service.js';
import { StockService } from '../stock/stock.service.js';
import { UsersService } from '../users/users.service.js';
import type { PlaceOrderCommand } from './dto/create-order.input.js';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';
import { canMove, isCancellable, isOrderStatus, mayCancel, nextStatusesOf, type OrderStatus, paymentStatusAfter, type PaymentStatus, unpaidTooLong } from './order-lifecycle.js';
import { OrderItemEntity } from './order-item.entity.js';
import { type CapturedPayment, NO_PAYMENT_FACTS, OrderPaymentsPort, type PaymentCheckout, type PaymentOrderView } from './order-payments.port.js';
import { movePayment, PAYMENT_EVENT } from './order-payment.js';
import { type MoveDetails, type MoveRecord, NOTHING_TO_RECORD, staffMoveRecord, UNPAID_CANCELLATION } from './order-moves.js';
import { assertLinesOnce, keyRow, newOrderRows, saleOf, statusChange, stockLowEvent } from './order-rows.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { OrderEntity } from './order.entity.js';
import type { PlacedOrder } from './order.view.js';
import { toRestOrder } from './rest-order.view.js';
import { resolveShipping, type Shipping } from './shipping.js';
import type { OrderQuote } from '../pricing/pricing.service.js';
import { ShopperHolds } from './shopper-holds.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { insertRows, insertRowsTogether } from '../database/insert-rows.js';
import { OrderReads } from './order-reads.service.js';

/** Placing and moving orders: the rules of DECISIONS 1, 2, 4, 7 and 11 (OrderReads reads them). */
@Injectable()
export class OrdersService {
  constructor(
    private readonly db: DatabaseService,
    private readonly pricing: PricingService,
    private readonly users: UsersService,
    private readonly stock: StockService,
    private readonly holds: ShopperHolds,
    private readonly payments: OrderPaymentsPort,
    private readonly delivery: DeliveryService,
    private readonly events: EventsService,
    private readonly invoices: InvoicesService,
    private readonly offers: OffersService,
    private readonly reads: OrderReads,
  ) {}

  /**
   * Places an order for the caller. Everything is checked and priced before anything is
   * written. A prepaid order's provider order is made next (a provider that cannot be reached
   * refuses the order, nothing stored); then its units are taken and the order, its lines, its
   * payment attempt and its idempotency key are written in one transaction, which a line over
   * stock refuses whole. The answer carries the checkout to open (null for COD).
   */
  async place(ctx: RequestContext, cmd: PlaceOrderCommand, idempotencyKey: string | null): Promise<PlacedOrder & { checkout: PaymentCheckout | null }> {
    const actor = actorOf(ctx);
    if (cmd.userId !== undefined && cmd.userId !== null && cmd.userId !== actor.userId) throw forbidden();
    if (idempotencyKey !== null) assertIdempotencyKey(idempotencyKey);
    assertLinesOnce(cmd.lines);
    this.payments.assertPayable(cmd.paymentMethod);
    const profile = await this.users.contactOf(actor.userId);
    if (!profile) throw new AppError('UNAUTHENTICATED', 'User not found. Please login again.');
    const shipping = resolveShipping(profile, cmd.contact, cmd.shippingAddress);
    const request: unknown[] = [cmd.lines.map((l) => [l.productId, l.size, l.quantity]), cmd.paymentMethod, shipping];
    // A code is part of the request (orders without one hash as they always did).
    if (cmd.couponCode) request.push(cmd.couponCode.toUpperCase());
    const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    const now = new Date();
    // The offers module decides on the code (its first order rule is asked again in the transaction).
    const coupon = cmd.couponCode ? await this.offers.checkFor(cmd.couponCode, actor.userId, await this.reads.priorOrders(actor.userId), now) : null;
    const priced = () => this.pricing.priceOrder(cmd.lines, cmd.paymentMethod === 'cod', cmd.expected, coupon);
    // A refused order is refused before the key is looked up, as ever; but an order with a code
    // is looked up first: a retry of a key already used answers its order (its code redeemed,
    // which would now be refused) without opening another provider order.
    const quote = idempotencyKey === null || !coupon ? priced() : null;
    const replayed = idempotencyKey === null ? null : await this.replay(actor.userId, idempotencyKey, requestHash);
    if (replayed) return { ...replayed, checkout: await this.payments.checkoutFor(replayed.order) };
    return this.placeNew(actor.userId, cmd, idempotencyKey, requestHash, quote ?? priced(), shipping, now);
  }

  /** The rest of `place`, for an order that is new (not a retry of a key already used). */
  private async placeNew(userId: string, cmd: PlaceOrderCommand, idempotencyKey: string | null, requestHash: string, quote: OrderQuote, shipping: Shipping, now: Date): Promise<PlacedOrder & { checkout: PaymentCheckout | null }> {
    const actor = { userId };
    // The pincode must exist, lie in the address's state and be served (with COD for a COD
    // order); the promise made now is kept on the order.
    const promise = this.delivery.promiseForOrder(shipping, cmd.paymentMethod === 'cod', now);
    // An online order over a shopper's limits is refused before its provider order is made.
    if (cmd.paymentMethod !== 'cod') await this.holds.assertRoom(this.db.manager, actor.userId, quote.lines, cmd.paymentMethod);
    const placed = newOrderRows(actor.userId, cmd.paymentMethod, quote, shipping, promise, now);
    const opened = await this.payments.open(placed.order);
    placed.order.payBy = opened?.payBy ?? null;
    // Cash on Delivery: the sale is made now, and its tax invoice issued with the order (numbered
    // after the commit). The order's event goes in with it (the outbox): an order refused below
    // sends none. Its invoice has no number yet, so the event carries none.
    const invoice = cmd.paymentMethod === 'cod' ? this.invoices.invoiceRows(saleOf(placed.order, placed.items, this.delivery.placeOfSupply(placed.order.shipPostalCode, placed.order.shipState)), placed.order.createdAt) : null;
    const created = this.events.rowsOf([{ type: 'order.created', orderNumber: placed.order.orderNumber, payload: toRestOrder({ ...placed, payments: opened?.facts ?? NO_PAYMENT_FACTS, invoice: null }) }]);
    // In a rush for the last units the buyers wait in line for a size's row (PostgreSQL), and
    // get their order or the 409 that the size is gone, not a 503.
    try {
      await this.db.transactionInLine(async (m) => {
        // The order's rows, with its payment attempt, invoice and event, in one statement on PostgreSQL (each
        // module makes its own rows). The key's unique index decides between parallel requests
        // with one key, before any other work.
        await insertRowsTogether(m, [
          [OrderEntity, [placed.order]],
          [IdempotencyKeyEntity, idempotencyKey === null ? [] : [keyRow(actor.userId, idempotencyKey, requestHash, placed.order)]],
          [OrderItemEntity, placed.items],
          [OrderStatusChangeEntity, [statusChange(placed.order.id, null, 'pending', 'shopper', placed.order.createdAt)]],
          ...(opened ? [opened.rows] : []),
          ...(invoice ? [invoice.rows] : []),
          created,
        ]);
        // Then the shopper's row: what they hold, and their payment attempts in the hour (the
        // attempt's save counts them again), are counted by one of their orders at a time, on any
        // instance, while their other orders wait for no more than these counts and the units
        // below (a shopper's orders once queued on this row for their whole transaction, and a
        // burst of a dozen of them outlasted the row wait on PostgreSQL). An order over a limit
        // rolls back whole, its rows with it.
        await this.users.lockForUpdate(m, actor.userId);
        await this.holds.assertRoom(m, actor.userId, quote.lines, cmd.paymentMethod, placed.order.id);
        // The code, once per order: the shopper's row is held, so their other orders are counted as committed.
        if (quote.coupon) {
          const priorOrders = await this.reads.priorOrders(actor.userId, m, placed.order.id);
          await this.offers.redeem(m, quote.coupon, { userId: actor.userId, orderId: placed.order.id, discount: quote.totals.discount, priorOrders, now: placed.order.createdAt });
        }
        await opened?.assertRoom(m);
        // Last: on PostgreSQL the units' rows stay locked from here to the commit, so orders for
        // the same sizes wait on each other for as short a time as can be (the COMMIT's round
        // trip, and a stock.low event's when a size runs low). A line over stock still refuses
        // the whole order (the transaction rolls back).
        const low = await this.stock.take(m, placed.order.orderNumber, quote.lines, placed.order.createdAt);
        if (low.length) await this.events.record(m, low.map((l) => stockLowEvent(placed.order.orderNumber, l)));
      });
    } catch (error) {
      // Another request with the same key stored its order first (committed once the index
      // refused this one, or before this one counted what its shopper holds, which that order
      // now fills): its order and checkout are the answer.
      const refused = isUniqueViolation(error) || (error instanceof AppError && error.code === 'CONFLICT');
      if (idempotencyKey === null || !refused) throw error;
      const stored = await this.replay(actor.userId, idempotencyKey, requestHash);
      if (!stored) throw error;
      return { ...stored, checkout: await this.payments.checkoutFor(stored.order) };
    }
    // The invoice's number, given in placement order by one numbering run after the commit (read
    // back only when another instance's run gave it).
    let mark = null;
    if (invoice !== null) {
      const number = (await this.invoices.numberSoon()).get(invoice.id);
      mark = number ? { number, cancelled: false } : ((await this.invoices.invoicesOf(this.db.manager, [placed.order.id])).get(placed.order.id) ?? null);
    }
    return { ...placed, payments: opened?.facts ?? NO_PAYMENT_FACTS, invoice: mark, checkout: opened?.checkout ?? null };
  }

  /** A shopper cancels their own pending or confirmed order. */
  async cancel(ctx: RequestContext, orderNumber: string): Promise<PlacedOrder> {
    const actor = actorOf(ctx);
    return this.move(
      orderNumber,
      'cancelled',
      'shopper',
      (order) => {
        if (!mayCancel(actor, order)) throw forbidden();
        if (!isCancellable(order.status)) throw conflict(`Order ${orderNumber} is ${order.status} and can no longer be cancelled`);
        // An exchange's replacement stands with its exchange (the units sent back are on their way).
        if (order.replacementFor) throw conflict(`Order ${orderNumber} replaces items of ${order.replacementFor} in an exchange: please contact us to change it`);
      },
      () => NOTHING_TO_RECORD,
    );
  }

  /**
   * An admin (@AdminOnly, or the operator's command) moves an order along its lifecycle, saying
   * what the move needs (order-moves.ts): the courier and tracking number it ships with, the cash
   * collected when a COD order is delivered (its payment is then paid), why it is cancelled (its
   * units go back on sale).
   */
  async updateStatus(ctx: RequestContext, orderNumber: string, status: string, details: MoveDetails = {}): Promise<PlacedOrder> {
    return this.updateStatusAs(await this.users.adminName(ctx), orderNumber, status, details);
  }

  /** `updateStatus` for a caller named otherwise (an integrator's API key with orders:write): the same moves and checks. */
  async updateStatusAs(who: string, orderNumber: string, status: string, details: MoveDetails = {}): Promise<PlacedOrder> {
    const next = status.toLowerCase();
    if (!isOrderStatus(next)) throw badInput(`Unknown order status ${status}`);
    return this.move(orderNumber, next, who, () => undefined, (order, now) => staffMoveRecord(order, next, details, now));
  }

  /**
   * The shop cancels an online order not paid by its deadline (PaymentsReconciler): its units go
   * back on sale, its history says 'shop'. CONFLICT when it no longer qualifies (paid, moved or
   * cancelled meanwhile, by another instance too).
   */
  async cancelUnpaid(orderNumber: string, now: Date = new Date()): Promise<PlacedOrder> {
    return this.move(
      orderNumber,
      'cancelled',
      'shop',
      (order) => {
        if (!unpaidTooLong(order, now)) throw conflict(`Order ${orderNumber} is not an unpaid order past its deadline`);
      },
      () => UNPAID_CANCELLATION,
    );
  }

  /**
   * Writes a line into an order's history without moving it (a return's moves, DECISIONS 14): its
   * status stays what it is (from = to), `reason` says what happened, in the caller's transaction.
   */
  async noteInHistory(m: EntityManager, order: Pick<OrderEntity, 'id' | 'status'>, actor: string, reason: string, at: Date): Promise<void> {
    await insertRows(m, OrderStatusChangeEntity, [statusChange(order.id, order.status, order.status, actor, at, reason.slice(0, 200))]);
  }

  /**
   * Records a payment outcome that payments settled, in its transaction: the payment status
   * moves to `to` only if it may (forward, once) and is still what payments read, and never on
   * a cancelled order; a capture brings the provider's payment id and the method paid with (in
   * the provider's checkout a shopper may switch methods). Answers whether it moved.
   */
  async recordPayment(m: EntityManager, order: Pick<PaymentOrderView, 'id' | 'paymentStatus'>, to: PaymentStatus, at: Date, paid: CapturedPayment | null = null): Promise<boolean> {
    if (!(await movePayment(m, order, to, at, paid))) return false;
    const type = PAYMENT_EVENT[to];
    if (to !== 'paid' && !type) return true;
    // Read once, as moved: the sale's invoice and the event's payload are both made from it.
    const loaded = await this.reads.load(m, order.id);
    // A capture makes the sale: its tax invoice is issued in the same transaction, and numbered
    // by the numbering run after it (the one kicked here, or the numberer's next turn).
    if (to === 'paid') {
      await this.invoices.issueInvoice(m, saleOf(loaded.order, loaded.items, this.delivery.placeOfSupply(loaded.order.shipPostalCode, loaded.order.shipState)), at);
      setTimeout(() => void this.invoices.numberSoon(), 10).unref();
    }
    if (type) await this.events.record(m, [{ type, orderNumber: loaded.order.orderNumber, payload: toRestOrder(loaded) }]);
    return true;
  }

  /** An event about an order, its payload the order's read-back as it stands in `m`'s transaction (for the outbox: EventsService.record). */
  async orderEvent(m: EntityManager, orderId: string, type: EventType): Promise<NewEvent> {
    const placed = await this.reads.load(m, orderId);
    return { type, orderNumber: placed.order.orderNumber, payload: toRestOrder(placed) };
  }

  /**
   * Moves an order and writes the change into its history, with what the move records (`record`,
   * asked once the move is known to be allowed), in one transaction. It waits its turn for rows
   * others hold: a cancellation gives units back to sizes that orders may be taking at that moment.
   */
  private async move(orderNumber: string, next: OrderStatus, who: string, authorise: (o: OrderEntity) => void, record: (o: OrderEntity, now: Date) => MoveRecord): Promise<PlacedOrder> {
    const moved = await this.db.transactionInLine(async (m) => {
      const order = await m.getRepository(OrderEntity).findOneBy({ orderNumber });
      if (!order) throw notFound(`Order ${orderNumber} was not found`);
      authorise(order);
      if (!canMove(order.status, next)) throw conflict(`An order cannot move from ${order.status} to ${next}`);
      // A move its lifecycle allows that the order may not make now: it waits for its online payment.
      if (!nextStatusesOf(order).includes(next)) {
        throw conflict(`Order ${orderNumber} is not paid yet (payment ${order.paymentStatus}): it can be ${next} once it is paid, or cancelled`);
      }
      const now = new Date();
      const recorded = record(order, now);
      const paymentStatus = paymentStatusAfter(next, order.paymentMethod, order.paymentStatus);
      // The status it was read with must still hold: another instance may have moved it…
      const moved = await m
        .createQueryBuilder()
        .update(OrderEntity)
        .set({ ...recorded.set, status: next, paymentStatus, statusUpdatedAt: now, updatedAt: now })
        // …and its payment status: a payment settled meanwhile must not be overwritten (paid never moves back).
        .where('id = :id AND status = :status AND payment_status = :paymentStatus', { id: order.id, status: order.status, paymentStatus: order.paymentStatus })
        .execute();
      if (!moved.affected) throw conflict(`Order ${orderNumber} was changed meanwhile; please try again`);
      await insertRows(m, OrderStatusChangeEntity, [statusChange(order.id, order.status, next, who, now, recorded.reason)]);
      if (paymentStatus !== order.paymentStatus) await this.payments.paymentMoved(m, order, paymentStatus, who, now);
      if (next === 'cancelled') {
        await this.stock.giveBack(m, orderNumber, now);
        // Its tax invoice, if the sale was made, keeps its number and prints as cancelled.
        await this.invoices.cancelInvoice(m, order.id, now);
      }
      const loaded = await this.reads.load(m, order.id);
      const payload = toRestOrder(loaded);
      const events: NewEvent[] = [{ type: 'order.status_changed', orderNumber, payload }];
      if (next === 'cancelled') events.push({ type: 'order.cancelled', orderNumber, payload });
      const paymentEvent = paymentStatus !== order.paymentStatus ? PAYMENT_EVENT[paymentStatus] : undefined;
      if (paymentEvent) events.push({ type: paymentEvent, orderNumber, payload });
      await this.events.record(m, events);
      return loaded;
    });
    this.payments.afterMove(moved.order);
    return moved;
  }

  /** The order an already used key placed (as committed), or null; the key used for a different order is refused. */
  private async replay(userId: string, key: string, requestHash: string): Promise<PlacedOrder | null> {
    const m = this.db.manager;
    const used = await m.getRepository(IdempotencyKeyEntity).findOneBy({ userId, key });
    if (!used) return null;
    if (used.requestHash !== requestHash) throw conflict('This Idempotency-Key was already used for a different order');
    return this.reads.load(m, used.orderId);
  }
}
