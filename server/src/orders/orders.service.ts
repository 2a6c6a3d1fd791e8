import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { secureRandomBytes, timeOrderedId } from '../common/ids.js';
import { AppError, badInput, conflict, forbidden, notFound } from '../common/app-error.js';
import { actorOf, type RequestContext } from '../common/actor.js';
import { agrees, COD_MINIMUM_MESSAGE, ESTIMATED_DELIVERY_DAYS, toPaise, toRupees } from '../common/money.js';
import { DatabaseService } from '../database/database.service.js';
import { findOneWhere, insertRows } from '../database/statements.js';
import { isUniqueViolation } from '../database/errors.js';
import { UsersService } from '../users/users.service.js';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';
import { parseLines, parsePaymentMethod, type PlaceOrderCommand, resolveShipping } from './order-input.js';
import { OrderItemEntity } from './order-item.entity.js';
import { OrderEntity, type OrderStatus } from './order.entity.js';
import { OrderVersions } from './order-versions.js';
import { CANCELLABLE } from './order.view.js';
import { priceLines } from './pricing.js';

export interface PlacedOrder {
  order: OrderEntity;
  items: OrderItemEntity[];
}

/** The lifecycle of DECISIONS 7: pending -> confirmed -> shipped -> delivered; pending|confirmed -> cancelled. */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;


@Injectable()
export class OrdersService {
  constructor(
    private readonly db: DatabaseService,
    private readonly catalogue: CatalogueService,
    private readonly users: UsersService,
    private readonly versions: OrderVersions,
  ) {}

  /**
   * Places an order for the caller. Everything is checked and priced before anything is
   * written; the order, its lines and its idempotency key are written in one transaction.
   */
  async place(ctx: RequestContext, cmd: PlaceOrderCommand, idempotencyKey: string | null): Promise<PlacedOrder> {
    const actor = actorOf(ctx);
    if (cmd.userId !== undefined && cmd.userId !== null && cmd.userId !== actor.userId) throw forbidden();
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw badInput('Idempotency-Key must be 8 to 128 letters, digits or _ . : -');
    }
    const lines = parseLines(cmd.items);
    const method = parsePaymentMethod(cmd.paymentMethod);
    const user = await this.users.findById(actor.userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'User not found. Please login again.');
    const shipping = resolveShipping(user, cmd.contact, cmd.shippingAddress);

    const quote = priceLines(this.catalogue.catalogue, lines, method === 'cod');
    const problems = quote.lines.map((l, i) => ({ field: `items[${i}]`, message: l.problem })).filter((p) => p.message);
    if (problems.length) throw badInput(problems[0].message!, problems as { field: string; message: string }[]);
    for (const [i, line] of lines.entries()) {
      const ours = quote.lines[i].unitPrice!;
      if (line.price !== null && !agrees(line.price, ours)) {
        const message = `The price of ${quote.lines[i].name} is now ₹${toRupees(ours).toFixed(2)}. Please review your cart.`;
        throw conflict(message, [{ field: `items[${i}].price`, message }]);
      }
    }
    const totals = quote.totals;
    if (method === 'cod' && !totals.codAvailable) throw badInput(COD_MINIMUM_MESSAGE, [{ field: 'paymentMethod', message: COD_MINIMUM_MESSAGE }]);
    this.assertExpectedTotals(cmd.expected, totals);

    const requestHash = createHash('sha256')
      .update(JSON.stringify([lines.map((l) => [l.productId, l.size, l.quantity]), method, shipping]))
      .digest('hex');
    const write = (m: EntityManager) => this.write(m, actor.userId, idempotencyKey, requestHash, async () => {
      const now = new Date();
      const order = m.getRepository(OrderEntity).create({
        id: timeOrderedId(now.getTime()),
        orderNumber: newOrderNumber(now),
        userId: actor.userId,
        status: 'pending',
        paymentMethod: method,
        paymentStatus: 'pending',
        transactionId: null,
        subtotalPaise: totals.subtotal,
        taxPaise: totals.tax,
        shippingPaise: totals.shipping,
        codChargePaise: totals.codCharge,
        totalPaise: totals.total,
        contactEmail: shipping.email,
        contactFirstName: shipping.firstName,
        contactLastName: shipping.lastName,
        contactPhone: shipping.phone,
        shipAddressLine1: shipping.addressLine1,
        shipCity: shipping.city,
        shipState: shipping.state,
        shipPostalCode: shipping.postalCode,
        shipCountry: shipping.country,
        estimatedDelivery: new Date(now.getTime() + ESTIMATED_DELIVERY_DAYS * 86_400_000),
        statusUpdatedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      const items = quote.lines.map((l, i) =>
        m.getRepository(OrderItemEntity).create({
          id: timeOrderedId(now.getTime()),
          orderId: order.id,
          lineNo: i + 1,
          productId: l.productId,
          productName: l.name!,
          productImage: l.image!,
          size: l.size,
          quantity: l.quantity,
          unitPricePaise: l.unitPrice!,
          lineTotalPaise: l.lineTotal!,
        }),
      );
      await insertRows(m, OrderEntity, [order]);
      await insertRows(m, OrderItemEntity, items);
      await this.versions.bump(m, actor.userId);
      return { order, items };
    });

    try {
      return await this.db.transaction(write);
    } catch (error) {
      // A parallel retry with the same key won the race (PostgreSQL): answer its order.
      if (idempotencyKey !== null && isUniqueViolation(error)) return this.db.transaction(write);
      throw error;
    }
  }

  /** Answers the order of an already used key, or creates one and records the key with it. */
  private async write(m: EntityManager, userId: string, key: string | null, requestHash: string, create: () => Promise<PlacedOrder>) {
    if (key === null) return create();
    const used = await findOneWhere(m, IdempotencyKeyEntity, { userId, key });
    if (used) {
      if (used.requestHash !== requestHash) throw conflict('This Idempotency-Key was already used for a different order');
      return this.load(m, used.orderId);
    }
    const placed = await create();
    await insertRows(m, IdempotencyKeyEntity, [{ id: timeOrderedId(), userId, key, requestHash, orderId: placed.order.id, createdAt: placed.order.createdAt }]);
    return placed;
  }

  private assertExpectedTotals(expected: PlaceOrderCommand['expected'], totals: { subtotal: number; tax: number; shipping: number; codCharge: number; total: number }) {
    if (!expected) return;
    const pairs: [string, unknown, number][] = [
      ['subtotal', expected.subtotal, totals.subtotal],
      ['tax', expected.tax, totals.tax],
      ['shipping', expected.shipping, totals.shipping],
      ['codCharges', expected.codCharges, totals.codCharge],
      ['total', expected.total, totals.total],
    ];
    for (const [field, theirs, ours] of pairs) {
      if (theirs === undefined || theirs === null) continue;
      if (typeof theirs !== 'number' || toPaise(Math.round(theirs * 100) / 100) === null) {
        throw badInput(`${field} must be an amount in rupees`, [{ field: `orderSummary.${field}`, message: 'must be an amount in rupees' }]);
      }
      if (!agrees(theirs, ours)) {
        const message = `The order ${field === 'codCharges' ? 'COD charge' : field} is ₹${toRupees(ours).toFixed(2)}, not ₹${theirs.toFixed(2)}. Please review your order.`;
        throw conflict(message, [{ field: `orderSummary.${field}`, message }]);
      }
    }
  }

  /** The caller's own orders, newest first, with their lines: two queries whatever the count. */
  async listForUser(ctx: RequestContext, userId: string): Promise<PlacedOrder[]> {
    if (userId !== actorOf(ctx).userId) throw forbidden();
    const m = this.db.manager;
    const orders = await m.getRepository(OrderEntity).find({ where: { userId }, order: { createdAt: 'DESC', orderNumber: 'DESC' } });
    if (!orders.length) return [];
    const items = await m.getRepository(OrderItemEntity).find({ where: { orderId: In(orders.map((o) => o.id)) }, order: { lineNo: 'ASC' } });
    const byOrder = new Map<string, OrderItemEntity[]>(orders.map((o) => [o.id, []]));
    for (const item of items) byOrder.get(item.orderId)!.push(item);
    return orders.map((order) => ({ order, items: byOrder.get(order.id)! }));
  }

  async get(ctx: RequestContext, orderNumber: string): Promise<PlacedOrder> {
    const actor = actorOf(ctx);
    const order = await this.db.manager.getRepository(OrderEntity).findOneBy({ orderNumber });
    if (!order) throw notFound(`Order ${orderNumber} was not found`);
    if (order.userId !== actor.userId && actor.role !== 'admin') throw forbidden();
    return this.load(this.db.manager, order.id);
  }

  /** A shopper cancels their own pending or confirmed order. */
  cancel(ctx: RequestContext, orderNumber: string): Promise<PlacedOrder> {
    const actor = actorOf(ctx);
    return this.move(orderNumber, 'cancelled', (order) => {
      if (order.userId !== actor.userId) throw forbidden();
      if (!CANCELLABLE.has(order.status)) throw conflict(`Order ${orderNumber} is ${order.status} and can no longer be cancelled`);
    });
  }

  /** An admin moves an order along its lifecycle. */
  updateStatus(ctx: RequestContext, orderNumber: string, status: string): Promise<PlacedOrder> {
    if (actorOf(ctx).role !== 'admin') throw forbidden();
    const next = status.toLowerCase() as OrderStatus;
    if (!(next in NEXT)) throw badInput(`Unknown order status ${status}`);
    return this.move(orderNumber, next, () => undefined);
  }

  private move(orderNumber: string, next: OrderStatus, authorise: (o: OrderEntity) => void): Promise<PlacedOrder> {
    return this.db.transaction(async (m) => {
      const repo = m.getRepository(OrderEntity);
      const order = await repo.findOneBy({ orderNumber });
      if (!order) throw notFound(`Order ${orderNumber} was not found`);
      authorise(order);
      if (!NEXT[order.status].includes(next)) throw conflict(`An order cannot move from ${order.status} to ${next}`);
      const now = new Date();
      const paymentStatus = next === 'delivered' && order.paymentMethod === 'cod' ? 'paid' : order.paymentStatus;
      // The status it was read with must still hold: another instance may have moved it.
      const moved = await m
        .createQueryBuilder()
        .update(OrderEntity)
        .set({ status: next, paymentStatus, statusUpdatedAt: now, updatedAt: now })
        .where('id = :id AND status = :status', { id: order.id, status: order.status })
        .execute();
      if (!moved.affected) throw conflict(`Order ${orderNumber} was changed meanwhile; please try again`);
      await this.versions.bump(m, order.userId);
      return this.load(m, order.id);
    });
  }

  private async load(m: EntityManager, orderId: string): Promise<PlacedOrder> {
    const order = await m.getRepository(OrderEntity).findOneByOrFail({ id: orderId });
    const items = await m.getRepository(OrderItemEntity).find({ where: { orderId }, order: { lineNo: 'ASC' } });
    return { order, items };
  }
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** SQU-YYYYMMDD-XXXXXXXX: the date of placement and 8 random characters without look-alikes. */
function newOrderNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const random = [...secureRandomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `SQU-${day}-${random}`;
}
