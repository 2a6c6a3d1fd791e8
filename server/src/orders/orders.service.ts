import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppError, badInput, conflict, type FieldError, forbidden, notFound } from '../common/app-error.js';
import { actorOf, type RequestContext } from '../common/actor.js';
import { assertIdempotencyKey } from '../common/idempotency-key.js';
import { timeOrderedId } from '../common/ids.js';
import { DatabaseService } from '../database/database.service.js';
import { isUniqueViolation } from '../database/errors.js';
import { DeliveryService } from '../delivery/delivery.service.js';
import type { EventType, NewEvent } from '../events/event-types.js';
import { EventsService } from '../events/events.service.js';
import { OffersService } from '../offers/offers.service.js';
import { PricingService } from '../pricing/pricing.service.js';
import { type LowStock, StockService } from '../stock/stock.service.js';
import { UsersService } from '../users/users.service.js';
import type { PlaceOrderCommand } from './dto/create-order.input.js';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';
import { canMove, isCancellable, isOrderStatus, mayCancel, nextStatusesOf, type OrderStatus, paymentStatusAfter, type PaymentStatus, unpaidTooLong } from './order-lifecycle.js';
import { OrderItemEntity } from './order-item.entity.js';
import { type CapturedPayment, NO_PAYMENT_FACTS, OrderPaymentsPort, type PaymentCheckout, type PaymentOrderView } from './order-payments.port.js';
import { movePayment, paymentViewOf, unpaidDuePage } from './order-payment.js';
import { type MoveDetails, type MoveRecord, NOTHING_TO_RECORD, staffMoveRecord, UNPAID_CANCELLATION } from './order-moves.js';
import { newOrderRows, withDetails } from './order-rows.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { OrderEntity } from './order.entity.js';
import type { OrderRows, PlacedOrder } from './order.view.js';
import { toRestOrder } from './rest-order.view.js';
import { resolveShipping, type Shipping } from './shipping.js';
import type { OrderQuote } from '../pricing/pricing.service.js';
import { ShopperHolds } from './shopper-holds.js';
import type { Sale } from '../invoices/document.js';
import { type DocumentView, InvoicesService } from '../invoices/invoices.service.js';
import { PAYMENT_METHOD_LABEL } from './payment-methods.js';
import { insertRows } from '../database/insert-rows.js';

/** Placing, reading and moving orders: the rules of DECISIONS 1, 2, 4, 7 and 11. */
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
    const coupon = cmd.couponCode ? await this.offers.checkFor(cmd.couponCode, actor.userId, await this.priorOrders(actor.userId), now) : null;
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
    // In a rush for the last units the buyers wait in line for a size's row (PostgreSQL), and
    // get their order or the 409 that the size is gone, not a 503.
    let invoiceId: string | null = null;
    try {
      await this.db.transactionInLine(async (m) => {
        await insertRows(m, OrderEntity, [placed.order]);
        // The key's unique index decides between parallel requests with one key, before any other work.
        if (idempotencyKey !== null) await insertRows(m, IdempotencyKeyEntity, [keyRow(actor.userId, idempotencyKey, requestHash, placed.order)]);
        await insertRows(m, OrderItemEntity, placed.items);
        await insertRows(m, OrderStatusChangeEntity, [statusChange(placed.order.id, null, 'pending', 'shopper', placed.order.createdAt)]);
        // Then the shopper's row: what they hold, and their payment attempts in the hour (the
        // attempt's save counts them again), are counted by one of their orders at a time, on any
        // instance, while their other orders wait for no more than these counts and the units
        // below (a shopper's orders once queued on this row for their whole transaction, and a
        // burst of a dozen of them outlasted the row wait on PostgreSQL).
        await this.users.lockForUpdate(m, actor.userId);
        await this.holds.assertRoom(m, actor.userId, quote.lines, cmd.paymentMethod, placed.order.id);
        // The code, once per order: the shopper's row is held, so their other orders are counted as committed.
        if (quote.coupon) {
          const priorOrders = await this.priorOrders(actor.userId, m, placed.order.id);
          await this.offers.redeem(m, quote.coupon, { userId: actor.userId, orderId: placed.order.id, discount: quote.totals.discount, priorOrders, now: placed.order.createdAt });
        }
        await opened?.save(m);
        // Cash on Delivery: the sale is made now, and its tax invoice issued with it (numbered after the commit).
        if (cmd.paymentMethod === 'cod') invoiceId = await this.invoices.issueInvoice(m, this.saleOf(placed.order, placed.items), placed.order.createdAt, { newOrder: true });
        // Last: on PostgreSQL the units' rows stay locked from here to the commit, so orders for
        // the same sizes wait on each other for as short a time as can be. A line over stock
        // still refuses the whole order (the transaction rolls back).
        const low = await this.stock.take(m, placed.order.orderNumber, quote.lines, placed.order.createdAt);
        // Its events, in its transaction (the outbox): an order refused above sends none.
        // A COD order's invoice is issued above but numbered after the commit: the event reads no number yet.
        const created = toRestOrder({ ...placed, payments: opened?.facts ?? NO_PAYMENT_FACTS, invoice: null });
        await this.events.record(m, [{ type: 'order.created', orderNumber: placed.order.orderNumber, payload: created }, ...low.map((l) => stockLowEvent(placed.order.orderNumber, l))]);
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
    let invoice = null;
    if (invoiceId !== null) {
      const number = (await this.invoices.numberSoon()).get(invoiceId);
      invoice = number ? { number, cancelled: false } : ((await this.invoices.invoicesOf(this.db.manager, [placed.order.id])).get(placed.order.id) ?? null);
    }
    return { ...placed, payments: opened?.facts ?? NO_PAYMENT_FACTS, invoice, checkout: opened?.checkout ?? null };
  }

  /**
   * How many orders the shopper has placed, cancelled ones aside (what 'first order only' asks),
   * but for `exceptId`, as `m` sees them (outside a transaction by default: what is committed).
   */
  async priorOrders(userId: string, m: EntityManager = this.db.manager, exceptId: string | null = null): Promise<number> {
    const q = m.getRepository(OrderEntity).createQueryBuilder('o').where('o.user_id = :userId AND o.status <> :cancelled', { userId, cancelled: 'cancelled' });
    if (exceptId) q.andWhere('o.id <> :exceptId', { exceptId });
    return q.getCount();
  }

  /** The caller's own orders, newest first, with their lines and payment facts: four queries at most whatever the count. */
  async listForUser(ctx: RequestContext, userId: string): Promise<PlacedOrder[]> {
    if (userId !== actorOf(ctx).userId) throw forbidden();
    const m = this.db.manager;
    return withDetails(m, await m.getRepository(OrderEntity).find({ where: { userId }, order: { createdAt: 'DESC', orderNumber: 'DESC' } }), this.payments, this.invoices);
  }

  async get(ctx: RequestContext, orderNumber: string): Promise<PlacedOrder> {
    const order = await this.db.manager.getRepository(OrderEntity).findOneBy({ orderNumber });
    if (!order) throw notFound(`Order ${orderNumber} was not found`);
    await this.assertMayRead(ctx, order);
    return this.load(this.db.manager, order.id);
  }

  /**
   * For integrators (an API key with orders:read, checked by its guard): an order by number, whoever's it is.
   */
  async readForIntegrator(orderNumber: string): Promise<PlacedOrder> {
    const order = await this.db.manager.getRepository(OrderEntity).findOneBy({ orderNumber });
    if (!order) throw notFound(`Order ${orderNumber} was not found`);
    return this.load(this.db.manager, order.id);
  }

  /**
   * For integrators: orders by (updatedAt, id), those after `after` (the last of the page before)
   * and updated at `since` or later, `take` at most, with their lines and payment facts. An order
   * changed while a client pages moves to the end (its updatedAt is newer), so it is read again
   * rather than missed.
   */
  async updatedSince(since: Date | null, after: { updatedAt: Date; id: string } | null, take: number): Promise<PlacedOrder[]> {
    const m = this.db.manager;
    const q = m.getRepository(OrderEntity).createQueryBuilder('o').orderBy('o.updatedAt', 'ASC').addOrderBy('o.id', 'ASC').limit(take);
    if (since) q.andWhere('o.updatedAt >= :since', { since });
    if (after) q.andWhere('(o.updatedAt > :afterAt OR (o.updatedAt = :afterAt AND o.id > :afterId))', { afterAt: after.updatedAt, afterId: after.id });
    return withDetails(m, await q.getMany(), this.payments, this.invoices);
  }

  /**
   * Who may read an order: its owner, or an admin as the database says now (never the token's
   * role, which may be older than a demotion); owners cost no read.
   */
  async assertMayRead(ctx: RequestContext, order: { userId: string }): Promise<void> {
    if (order.userId !== actorOf(ctx).userId && !(await this.users.isAdmin(ctx))) throw forbidden();
  }

  /**
   * The GST tax invoice of an order the caller may read (as `get`), as it was issued with the
   * sale: at placement for COD, at capture for online orders. An unpaid order has none
   * (CONFLICT); a cancelled order's prints as cancelled, with its number.
   */
  async invoice(ctx: RequestContext, orderNumber: string): Promise<DocumentView> {
    const order = await this.db.manager.getRepository(OrderEntity).findOneBy({ orderNumber });
    if (!order) throw notFound(`Order ${orderNumber} was not found`);
    await this.assertMayRead(ctx, order);
    const invoice = await this.invoices.invoiceOfOrder(order.id);
    if (!invoice) {
      throw conflict(order.status === 'cancelled' ? `Order ${orderNumber} was cancelled before it was paid: it has no invoice` : `Order ${orderNumber} is not paid yet: its tax invoice is issued once it is`);
    }
    return invoice;
  }

  /**
   * The sale an order's tax invoice documents: its lines as priced, its buyer, and the place of
   * supply, the delivery's state as the pincode directory names it (it decides CGST + SGST or IGST).
   */
  private saleOf(o: OrderEntity, items: OrderItemEntity[]): Sale {
    return {
      orderId: o.id,
      orderNumber: o.orderNumber,
      placedAt: o.createdAt,
      paymentLabel: PAYMENT_METHOD_LABEL[o.paymentMethod],
      buyer: { name: `${o.contactFirstName} ${o.contactLastName}`, addressLine1: o.shipAddressLine1, city: o.shipCity, state: o.shipState, postalCode: o.shipPostalCode, country: o.shipCountry, phone: o.contactPhone, email: o.contactEmail },
      placeOfSupply: this.delivery.placeOfSupply(o.shipPostalCode, o.shipState),
      lines: items.map((i) => ({ productId: i.productId, productName: i.productName, size: i.size, quantity: i.quantity, unitPricePaise: i.unitPricePaise, lineTotalPaise: i.lineTotalPaise, discountPaise: i.discountPaise, hsn: i.hsn, gstRateBp: i.gstRateBp })),
      couponCode: o.couponCode,
      taxPaise: o.taxPaise,
      shippingPaise: o.shippingPaise,
      codChargePaise: o.codChargePaise,
      totalPaise: o.totalPaise,
    };
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
   * An order as payments reads it, by id or number, in the caller's transaction (or none); null
   * when there is none. `hold`: its row is held to the end of that transaction, as the order's
   * moves hold it (a refund decided from it waits for a cancellation under way, and stops one).
   */
  paymentViewOf(where: { id: string } | { orderNumber: string }, m: EntityManager = this.db.manager, options: { hold?: boolean } = {}): Promise<PaymentOrderView | null> {
    return paymentViewOf(m, where, options);
  }

  /**
   * An order with its lines as returns reads it, by number, in the caller's transaction; null
   * when there is none. `hold`: its row is held to the end of that transaction (PostgreSQL: FOR NO
   * KEY UPDATE, as its moves and refunds hold it), so that the returns of one order are decided one
   * after the other, on any instance.
   */
  async returnViewOf(m: EntityManager = this.db.manager, orderNumber: string, { hold = false } = {}): Promise<OrderRows | null> {
    const q = m.getRepository(OrderEntity).createQueryBuilder('o').where('o.orderNumber = :orderNumber', { orderNumber });
    if (hold && m.connection.options.type === 'postgres') q.setLock('for_no_key_update');
    const order = await q.getOne();
    if (!order) return null;
    const items = await m.getRepository(OrderItemEntity).find({ where: { orderId: order.id }, order: { lineNo: 'ASC' } });
    return { order, items };
  }

  /**
   * Writes a line into an order's history without moving it (a return's moves, DECISIONS 14): its
   * status stays what it is (from = to), `reason` says what happened, in the caller's transaction.
   */
  async noteInHistory(m: EntityManager, order: Pick<OrderEntity, 'id' | 'status'>, actor: string, reason: string, at: Date): Promise<void> {
    await insertRows(m, OrderStatusChangeEntity, [statusChange(order.id, order.status, order.status, actor, at, reason.slice(0, 200))]);
  }

  /**
   * Online orders still pending and unpaid past their deadline at `now`, `take` at most, the
   * earliest deadline first, without those `leaveOut` names among each page it is shown. It
   * pages on, so however many orders are left out the later ones still get their turn.
   */
  async unpaidDue(now: Date, take: number, leaveOut: (orderIds: string[]) => Promise<ReadonlySet<string>>): Promise<PaymentOrderView[]> {
    const due: PaymentOrderView[] = [];
    for (let after: PaymentOrderView | null = null; ; ) {
      const page = await unpaidDuePage(this.db.manager, now, take, after);
      const left = page.length ? await leaveOut(page.map((o) => o.id)) : new Set<string>();
      due.push(...page.filter((o) => !left.has(o.id)).slice(0, take - due.length));
      if (page.length < take || due.length === take) return due;
      after = page[page.length - 1];
    }
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
    const loaded = await this.load(m, order.id);
    // A capture makes the sale: its tax invoice is issued in the same transaction, and numbered
    // by the numbering run after it (the one kicked here, or the numberer's next turn).
    if (to === 'paid') {
      await this.invoices.issueInvoice(m, this.saleOf(loaded.order, loaded.items), at);
      setTimeout(() => void this.invoices.numberSoon(), 10).unref();
    }
    if (type) await this.events.record(m, [{ type, orderNumber: loaded.order.orderNumber, payload: toRestOrder(loaded) }]);
    return true;
  }

  /** An event about an order, its payload the order's read-back as it stands in `m`'s transaction (for the outbox: EventsService.record). */
  async orderEvent(m: EntityManager, orderId: string, type: EventType): Promise<NewEvent> {
    const placed = await this.load(m, orderId);
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
      const loaded = await this.load(m, order.id);
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
    return this.load(m, used.orderId);
  }

  private async load(m: EntityManager, orderId: string): Promise<PlacedOrder> {
    const [placed] = await withDetails(m, [await m.getRepository(OrderEntity).findOneByOrFail({ id: orderId })], this.payments, this.invoices);
    return placed;
  }
}

/** The event a move of an order's payment status sends, when it sends one (a refund sends refund.processed once the provider made it). */
const PAYMENT_EVENT: Partial<Record<PaymentStatus, EventType>> = { paid: 'payment.succeeded', failed: 'payment.failed' };

/** stock.low: an order took a size below LOW_STOCK. */
const stockLowEvent = (orderNumber: string, l: LowStock): NewEvent => ({ type: 'stock.low', orderNumber, payload: { productId: l.productId, size: l.size, available: l.available } });

/** The idempotency key a new order is placed with. */
function keyRow(userId: string, key: string, requestHash: string, order: OrderEntity): IdempotencyKeyEntity {
  return { id: timeOrderedId(), userId, key, requestHash, orderId: order.id, createdAt: order.createdAt };
}

/** A row of an order's status history. */
function statusChange(orderId: string, fromStatus: OrderStatus | null, toStatus: OrderStatus, actor: string, at: Date, reason: string | null = null): OrderStatusChangeEntity {
  return Object.assign(new OrderStatusChangeEntity(), { id: timeOrderedId(at.getTime()), orderId, fromStatus, toStatus, actor, at, reason });
}

/** Each product and size may appear once in an order. */
function assertLinesOnce(lines: { productId: string; size: string }[]): void {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  lines.forEach((l, i) => {
    const key = JSON.stringify([l.productId, l.size]);
    if (seen.has(key)) errors.push({ field: `items[${i}].size`, message: 'Each product and size may appear once' });
    seen.add(key);
  });
  if (errors.length) throw badInput(errors[0].message, errors);
}
