import type { Type } from '@nestjs/common';
import type { AppError } from '../common/app-error.js';
import type { Actor } from '../common/actor.js';
import { DatabaseService } from '../database/database.service.js';
import type { PlaceOrderCommand } from '../orders/dto/create-order.input.js';
import { OrderItemEntity } from '../orders/order-item.entity.js';
import { OrderEntity } from '../orders/order.entity.js';
import { OrderReads } from '../orders/order-reads.service.js';
import { OrdersService } from '../orders/orders.service.js';
import { UsersService } from '../users/users.service.js';
import { callerContext, product, serviceContext, type ServiceContext } from './service-context.js';

/**
 * What the orders service's specs share: the orders module (with payments, named by the spec so
 * that this folder stays below them) on a database of the
 * spec file's own, a tee, a mug, a cap and a jacket in the catalogue, shoppers and admins made
 * through the users service, and the staff's moves.
 */

/** The address shoppers' profiles hold (a Bengaluru metro pincode). */
export const ADDRESS = { addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India' };

/** A tee in size M, twice, paid by card, with the shopper's profile's contact and address. */
export const command = (overrides: Partial<PlaceOrderCommand> = {}): PlaceOrderCommand => ({
  lines: [{ productId: 'tee', size: 'M', quantity: 2 }],
  paymentMethod: 'card',
  contact: null,
  shippingAddress: null,
  expected: null,
  ...overrides,
});

/** The refusal `work` ends in: its code, message and the fields it names. */
export const refusal = async (work: Promise<unknown>) => {
  const error = (await work.then(() => null, (e: unknown) => e)) as AppError | null;
  if (!error) throw new Error('expected a refusal');
  return { code: error.code, message: error.message, fields: error.errors?.map((e) => e.field) };
};

/** What the staff say with a move (order-moves.ts): the courier, the cash a COD order's courier collected, the reason for cancelling. */
export const said = (status: string, order: OrderEntity) =>
  ({
    SHIPPED: { shipment: { courier: 'DELHIVERY', trackingNumber: '1234567890' } },
    DELIVERED: { cashCollected: order.paymentMethod === 'cod' ? order.totalPaise / 100 : null },
    CANCELLED: { reason: 'The shopper asked by phone' },
  })[status] ?? {};

export interface OrdersSpec {
  ctx: ServiceContext;
  orders: OrdersService;
  reads: OrderReads;
  db: DatabaseService;
}

/** `modules` (the orders module and payments) for the spec file's tests (set before them, closed after), with the helpers that need them. */
export function useOrdersSpec(modules: Type[]) {
  const spec = {} as OrdersSpec;
  beforeAll(async () => {
    spec.ctx = await serviceContext(modules, [product('tee', 499, ['S', 'M', 'L']), product('mug', 169), product('cap', 199), product('jacket', 2799.5, ['M'])]);
    spec.orders = spec.ctx.get(OrdersService);
    spec.reads = spec.ctx.get(OrderReads);
    spec.db = spec.ctx.get(DatabaseService);
  });
  afterAll(() => spec.ctx?.close());

  /** A shopper with a full profile (phone and address), or without one. */
  async function shopper(full = true, role: Actor['role'] = 'customer'): Promise<Actor> {
    const users = spec.ctx.get(UsersService);
    const email = `s${Math.random().toString(36).slice(2)}@example.in`;
    const user = await spec.db.transaction((m) => users.create(m, { website: 'squ-fashion-web', email, passwordHash: 'x', firstName: 'Asha', lastName: 'Verma', role }));
    const actor = { userId: user.id, role };
    if (full) await users.updateProfile(callerContext(actor), { phone: '+91 98765 43210', address: ADDRESS });
    return actor;
  }

  /** An admin moves an order through `statuses`, saying what each move needs. */
  async function moveAlong(admin: ReturnType<typeof callerContext>, orderNumber: string, statuses: string[]) {
    for (const status of statuses) {
      const { order } = await spec.reads.get(admin, orderNumber);
      await spec.orders.updateStatus(admin, orderNumber, status, said(status, order));
    }
  }

  /** How many orders and order lines are stored. */
  const stored = async () => ({
    orders: await spec.db.manager.getRepository(OrderEntity).count(),
    items: await spec.db.manager.getRepository(OrderItemEntity).count(),
  });

  return { spec, shopper, moveAlong, stored };
}
