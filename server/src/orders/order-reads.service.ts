import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { conflict, forbidden, notFound } from '../common/app-error.js';
import { actorOf, type RequestContext } from '../common/actor.js';
import { DatabaseService } from '../database/database.service.js';
import { type DocumentView, InvoicesService } from '../invoices/invoices.service.js';
import { UsersService } from '../users/users.service.js';
import { OrderItemEntity } from './order-item.entity.js';
import { paymentViewOf, unpaidDuePage } from './order-payment.js';
import { OrderPaymentsPort, type PaymentOrderView } from './order-payments.port.js';
import { withDetails } from './order-rows.js';
import { OrderEntity } from './order.entity.js';
import type { OrderReadView, PlacedOrder } from './order.view.js';

/**
 * Reading orders, as each reader needs them: shoppers their own (and the staff any, the admin
 * role read from the database), integrators by number or by change, payments and returns an
 * order's rows in their own transactions. OrdersService places and moves them.
 */
@Injectable()
export class OrderReads {
  constructor(
    private readonly db: DatabaseService,
    private readonly users: UsersService,
    private readonly payments: OrderPaymentsPort,
    private readonly invoices: InvoicesService,
  ) {}

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
  async returnViewOf(m: EntityManager = this.db.manager, orderNumber: string, { hold = false } = {}): Promise<OrderReadView | null> {
    const q = m.getRepository(OrderEntity).createQueryBuilder('o').where('o.orderNumber = :orderNumber', { orderNumber });
    if (hold && m.connection.options.type === 'postgres') q.setLock('for_no_key_update');
    const order = await q.getOne();
    if (!order) return null;
    const items = await m.getRepository(OrderItemEntity).find({ where: { orderId: order.id }, order: { lineNo: 'ASC' } });
    return { order, items };
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

  /** An order with its lines, payment facts and invoice mark, as `m` sees it. */
  async load(m: EntityManager, orderId: string): Promise<PlacedOrder> {
    const [placed] = await withDetails(m, [await m.getRepository(OrderEntity).findOneByOrFail({ id: orderId })], this.payments, this.invoices);
    return placed;
  }
}
