import { DatabaseService } from '../database.service.js';
import { OrderStatusChangeEntity } from '../../orders/order-status-change.entity.js';
import { OrderEntity } from '../../orders/order.entity.js';
import { OrdersModule } from '../../orders/orders.module.js';
import { OrdersService } from '../../orders/orders.service.js';
import { shopperContext, teeOrder } from '../../payments/payments-spec-support.js';
import { PaymentsModule } from '../../payments/payments.module.js';
import { product, serviceContext, type ServiceContext } from '../../testing/service-context.js';
import { DeliveredAtFromHistory1764810000000 } from './1764810000000-delivered-at-from-history.js';

/** Orders delivered before delivered_at was kept get it from their history, as the shopper then reads it. */
let ctx: ServiceContext;
let db: DatabaseService;
beforeAll(async () => {
  ctx = await serviceContext([OrdersModule, PaymentsModule], [product('tee', 499, ['S', 'M', 'L'])]);
  db = ctx.get(DatabaseService);
});
afterAll(() => ctx.close());

const second = (d: Date | null) => (d ? Math.round(d.getTime() / 1000) : null);

it('fills delivered_at from the move to delivered in the history, else the status time; other orders and ones that have it are left alone', async () => {
  const shopper = await shopperContext(ctx);
  const orders = ctx.get(OrdersService);
  const [withHistory, withoutHistory, kept, pending] = await Promise.all([1, 2, 3, 4].map(() => orders.place(shopper, teeOrder('cod'), null)));
  const repo = db.manager.getRepository(OrderEntity);
  const statusAt = new Date('2026-11-20T08:00:00.000Z');
  const movedAt = new Date('2026-11-21T09:30:00.000Z');
  const keptAt = new Date('2026-11-22T10:00:00.000Z');
  // As orders delivered before the column: delivered, no delivered_at.
  for (const p of [withHistory, withoutHistory]) await repo.update({ id: p.order.id }, { status: 'delivered', statusUpdatedAt: statusAt, deliveredAt: null });
  await repo.update({ id: kept.order.id }, { status: 'delivered', statusUpdatedAt: statusAt, deliveredAt: keptAt });
  await db.manager.getRepository(OrderStatusChangeEntity).insert({ id: 'h-delivered-1', orderId: withHistory.order.id, fromStatus: 'shipped', toStatus: 'delivered', actor: 'system', at: movedAt });

  const runner = db.dataSource.createQueryRunner();
  try {
    await new DeliveredAtFromHistory1764810000000().up(runner);
  } finally {
    await runner.release();
  }
  const read = async (id: string) => second((await repo.findOneByOrFail({ id })).deliveredAt);
  expect(await read(withHistory.order.id)).toBe(second(movedAt));
  expect(await read(withoutHistory.order.id)).toBe(second(statusAt));
  expect(await read(kept.order.id)).toBe(second(keptAt));
  expect(await read(pending.order.id)).toBeNull();
});
