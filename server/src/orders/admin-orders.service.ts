import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { badInput } from '../common/app-error.js';
import { DatabaseService } from '../database/database.service.js';
import type { AdminOrderFilterInput } from './dto/admin-orders.args.js';
import type { OrderStatus, PaymentStatus } from './order-lifecycle.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { OrderPaymentsPort } from './order-payments.port.js';
import { withDetails } from './order-rows.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { OrderEntity } from './order.entity.js';
import type { PlacedOrder } from './order.view.js';

export interface AdminOrderPage {
  orders: PlacedOrder[];
  total: number;
  page: number;
  pageSize: number;
}

/** LIKE's own characters taken literally (with ESCAPE '\'), on SQLite and PostgreSQL alike. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every shopper's orders for the shop's staff (DECISIONS 19), and the orders' status history. */
@Injectable()
export class AdminOrdersService {
  constructor(
    private readonly db: DatabaseService,
    private readonly payments: OrderPaymentsPort,
    private readonly invoices: InvoicesService,
  ) {}

  /** A page of orders, newest first, with their lines and payment facts: five queries at most whatever the page size. Admins only (@AdminOnly). */
  async list(filter: AdminOrderFilterInput | null | undefined, page = 1, pageSize = 25): Promise<AdminOrderPage> {
    const f = filter ?? {};
    const search = (f.search ?? '').trim().toLowerCase();
    if (f.from && f.to && f.to.getTime() < f.from.getTime())
      throw badInput('The date range ends before it starts', [{ field: 'filter.to', message: 'The date range ends before it starts' }]);
    const status = f.status ? (f.status.toLowerCase() as OrderStatus) : null;
    const paymentStatus = f.paymentStatus ? (f.paymentStatus.toLowerCase() as PaymentStatus) : null;

    const m = this.db.manager;
    const q = m.getRepository(OrderEntity).createQueryBuilder('o');
    if (search) {
      q.andWhere("(LOWER(o.order_number) LIKE :q ESCAPE '\\' OR LOWER(o.contact_email) LIKE :q ESCAPE '\\')", { q: `%${likeLiteral(search)}%` });
    }
    if (status) q.andWhere('o.status = :status', { status });
    if (paymentStatus) q.andWhere('o.payment_status = :paymentStatus', { paymentStatus });
    if (f.from) q.andWhere('o.created_at >= :from', { from: f.from });
    if (f.to) q.andWhere('o.created_at < :to', { to: f.to });
    q.orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize);
    const [orders, total] = await q.getManyAndCount();

    return { orders: await withDetails(m, orders, this.payments, this.invoices), total, page, pageSize };
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
