import { timeOrderedId } from '../common/ids.js';
import { DatabaseService } from '../database/database.service.js';
import { OrdersModule } from '../orders/orders.module.js';
import { OrdersService } from '../orders/orders.service.js';
import { product, RAISED_SHOPPER_LIMITS, serviceContext, type ServiceContext } from '../testing/service-context.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { PaymentRefundEntity } from './payment-refund.entity.js';
import { PaymentsModule } from './payments.module.js';
import { payAndSettle, shopperContext, teeOrder } from './payments-spec-support.js';
import { RefundSender } from './refund-sender.js';

/**
 * Refunds are sent the least recently tried first. A refund the provider keeps refusing (say the
 * payment was refunded by hand in its dashboard) goes back to 'pending' after each try; before,
 * the oldest 50 were tried every round and a newer refund behind them was never sent.
 */
let ctx: ServiceContext;
let db: DatabaseService;

beforeAll(async () => {
  ctx = await serviceContext([OrdersModule, PaymentsModule], [product('tee', 499, ['M'])], RAISED_SHOPPER_LIMITS);
  db = ctx.get(DatabaseService);
});
afterAll(() => ctx.close());

test('refunds the provider keeps refusing never hold up a newer one', async () => {
  const owner = await shopperContext(ctx);
  const orders = ctx.get(OrdersService);
  const attempts = db.manager.getRepository(PaymentAttemptEntity);
  const refunds = db.manager.getRepository(PaymentRefundEntity);
  // 50 refunds an hour old that cannot be sent: their attempts have no captured payment to refund.
  const hourAgo = new Date(Date.now() - 3600_000);
  for (let i = 0; i < 50; i++) {
    const { order } = await orders.place(owner, teeOrder('card'), null);
    const attempt = await attempts.findOneByOrFail({ orderId: order.id });
    const id = timeOrderedId();
    await refunds.insert({ id, attemptId: attempt.id, orderId: order.id, requestKey: `spec:${id}`, amountPaise: attempt.amountPaise, providerRefundId: null, status: 'pending', reason: 'spec', actor: 'spec', createdAt: hourAgo, updatedAt: hourAgo });
  }
  // A paid order, cancelled now: its refund is due.
  const { order } = await orders.place(owner, teeOrder('upi'), null);
  expect(await payAndSettle(ctx, order.id)).toBe('marked paid');
  await orders.cancel(owner, order.orderNumber);
  const sender = ctx.get(RefundSender);
  await sender.send();
  await sender.send();
  expect(await refunds.findOneByOrFail({ orderId: order.id })).toMatchObject({ status: 'processed', providerRefundId: expect.any(String) });
});
