import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { badInput, forbidden } from '../common/app-error.js';
import { actorOf, type RequestContext } from '../common/actor.js';
import { DatabaseService } from '../database/database.service.js';
import { isOrderStatus, type OrderStatus, PAYMENT_NEXT, type PaymentStatus } from './order-lifecycle.js';
import { withItems } from './order-rows.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { OrderEntity } from './order.entity.js';
import type { PlacedOrder } from './order.view.js';

/** adminOrders' filter as GraphQL hands it over (enums upper-case, dates parsed by the scalar). */
export interface AdminOrderFilter {
  search?: string | null;
  status?: string | null;
  paymentStatus?: string | null;
  from?: Date | null;
  to?: Date | null;
}

export interface AdminOrderPage {
  orders: PlacedOrder[];
  total: number;
  page: number;
  pageSize: number;
}

const PAYMENT_STATUSES = Object.keys(PAYMENT_NEXT) as PaymentStatus[];
const SEARCH_MAX = 100;

/** LIKE's own characters taken literally (with ESCAPE '\'), on SQLite and PostgreSQL alike. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every shopper's orders for the shop's staff (DECISIONS 19), and the orders' status history. */
@Injectable()
export class AdminOrdersService {
  constructor(private readonly db: DatabaseService) {}

  /** A page of orders, newest first, with their lines: three queries whatever the page size. */
  async list(ctx: RequestContext, filter: AdminOrderFilter | null | undefined, page = 1, pageSize = 25): Promise<AdminOrderPage> {
    if (actorOf(ctx).role !== 'admin') throw forbidden();
    if (!Number.isInteger(page) || page < 1 || page > 100_000) throw badInput('page must be a whole number from 1', [{ field: 'page', message: 'page must be a whole number from 1' }]);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
      throw badInput('pageSize must be a whole number from 1 to 100', [{ field: 'pageSize', message: 'pageSize must be a whole number from 1 to 100' }]);
    }
    const f = filter ?? {};
    const search = (f.search ?? '').trim().toLowerCase();
    if (search.length > SEARCH_MAX) throw badInput(`search must be at most ${SEARCH_MAX} characters`, [{ field: 'filter.search', message: `search must be at most ${SEARCH_MAX} characters` }]);
    if (f.from && f.to && f.to.getTime() < f.from.getTime()) throw badInput('The date range ends before it starts', [{ field: 'filter.to', message: 'The date range ends before it starts' }]);
    const status = f.status ? f.status.toLowerCase() : null;
    if (status !== null && !isOrderStatus(status)) throw badInput(`Unknown order status ${f.status}`);
    const paymentStatus = f.paymentStatus ? (f.paymentStatus.toLowerCase() as PaymentStatus) : null;
    if (paymentStatus !== null && !PAYMENT_STATUSES.includes(paymentStatus)) throw badInput(`Unknown payment status ${f.paymentStatus}`);

    const m = this.db.manager;
    const q = m.getRepository(OrderEntity).createQueryBuilder('o');
    if (search) {
      q.andWhere("(LOWER(o.order_number) LIKE :q ESCAPE '\\' OR LOWER(o.contact_email) LIKE :q ESCAPE '\\')", { q: `%${likeLiteral(search)}%` });
    }
    if (status) q.andWhere('o.status = :status', { status: status as OrderStatus });
    if (paymentStatus) q.andWhere('o.payment_status = :paymentStatus', { paymentStatus });
    if (f.from) q.andWhere('o.created_at >= :from', { from: f.from });
    if (f.to) q.andWhere('o.created_at < :to', { to: f.to });
    q.orderBy('o.createdAt', 'DESC').addOrderBy('o.id', 'DESC').skip((page - 1) * pageSize).take(pageSize);
    const [orders, total] = await q.getManyAndCount();

    return { orders: await withItems(m, orders), total, page, pageSize };
  }

  /** The status changes of the given orders, oldest first: one query for them all. */
  async historyOf(orderIds: string[]): Promise<Map<string, OrderStatusChangeEntity[]>> {
    const rows = await this.db.manager.getRepository(OrderStatusChangeEntity).find({ where: { orderId: In(orderIds) }, order: { at: 'ASC', id: 'ASC' } });
    const byOrder = new Map<string, OrderStatusChangeEntity[]>();
    for (const row of rows) {
      const list = byOrder.get(row.orderId) ?? [];
      list.push(row);
      byOrder.set(row.orderId, list);
    }
    return byOrder;
  }
}
