import type { AppError } from '../common/app-error.js';
import { In } from 'typeorm';
import { DatabaseService } from '../database/database.service.js';
import type { PlaceOrderCommand } from '../orders/dto/create-order.input.js';
import { toOrderView } from '../orders/order.view.js';
import { historyOf, setPayBy } from '../orders/orders-spec-support.js';
import { OrdersModule } from '../orders/orders.module.js';
import { OrderReads } from '../orders/order-reads.service.js';
import { OrdersService } from '../orders/orders.service.js';
import { toRestOrder } from '../orders/rest-order.view.js';
import { StockLevelEntity } from '../stock/stock-level.entity.js';
import { StockMovementEntity } from '../stock/stock-movement.entity.js';
import { product, RAISED_SHOPPER_LIMITS, serviceContext, type ServiceContext } from '../testing/service-context.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { PaymentsReconciler } from './payments-reconciler.js';
import { PaymentsModule } from './payments.module.js';
import { payAndSettle, shopperContext, teeOrder } from './payments-spec-support.js';
import { PaymentsService } from './payments.service.js';
import type { SandboxProvider } from './sandbox/sandbox.provider.js';
import { SANDBOX } from './sandbox/sandbox.token.js';

/**
 * An online order not paid by its deadline (`payBy`, 30 minutes after placement by default) is
 * cancelled by the shop and its units go back on sale: the reconciler's pass, driven here with
 * its clock, on a real database with the sandbox provider. The timers, both surfaces and two
 * instances are test/e2e/payments-unpaid.e2e-spec.ts and test/faults/unpaid-*.fault-spec.ts.
 */
let ctx: ServiceContext;
let orders: OrdersService;
let reads: OrderReads;
let payments: PaymentsService;
let reconciler: PaymentsReconciler;
let sandbox: SandboxProvider;
let db: DatabaseService;

const HOUR = 3600 * 1000;
const HALF_HOUR = HOUR / 2;

beforeAll(async () => {
  ctx = await serviceContext([OrdersModule, PaymentsModule], [product('tee', 499, ['S', 'M', 'L'])], RAISED_SHOPPER_LIMITS);
  orders = ctx.get(OrdersService);
  reads = ctx.get(OrderReads);
  payments = ctx.get(PaymentsService);
  reconciler = ctx.get(PaymentsReconciler);
  sandbox = ctx.app.get<SandboxProvider>(SANDBOX);
  db = ctx.get(DatabaseService);
});
afterAll(() => ctx.close());

const command = (paymentMethod: PlaceOrderCommand['paymentMethod'], size = 'M') => teeOrder(paymentMethod, size, 2);

const refusal = async (work: Promise<unknown>) => {
  const error = (await work.then(() => null, (e: unknown) => e)) as AppError | null;
  if (!error) throw new Error('expected a refusal');
  return { code: error.code, message: error.message };
};

const level = async (size: string) => (await db.manager.getRepository(StockLevelEntity).findOneByOrFail({ productId: 'tee', size })).available;
const stored = async (orderNumber: string) => (await reads.paymentViewOf({ orderNumber }))!;
const history = async (orderNumber: string) => historyOf(db, (await stored(orderNumber)).id);
const movements = async (orderNumber: string) =>
  (await db.manager.getRepository(StockMovementEntity).find({ where: { orderNumber }, order: { createdAt: 'ASC' } })).map((m) => `${m.reason} ${m.delta} by ${m.actor}`);
const after = (d: Date, ms: number) => new Date(d.getTime() + ms);

test('an online order is placed with a deadline 30 minutes on, shown while it is pending and unpaid; COD has none', async () => {
  const owner = await shopperContext(ctx);
  const upi = await orders.place(owner, command('upi'), null);
  const cod = await orders.place(owner, command('cod'), null);
  expect(upi.order.payBy).toEqual(after(upi.order.createdAt, HALF_HOUR));
  expect((await stored(upi.order.orderNumber)).payBy).toEqual(upi.order.payBy);
  expect(toOrderView(upi).payBy).toBe(upi.order.payBy!.toISOString());
  expect(toRestOrder(upi).paymentDetails.payBy).toBe(upi.order.payBy!.toISOString());
  expect([cod.order.payBy, toOrderView(cod).payBy, toRestOrder(cod).paymentDetails.payBy]).toEqual([null, null, null]);
  // Paid: the deadline is kept in the row but no longer shown.
  await payAndSettle(ctx, upi.order.id);
  expect(await stored(upi.order.orderNumber)).toMatchObject({ paymentStatus: 'paid', payBy: upi.order.payBy });
  const paid = await reads.get(owner, upi.order.orderNumber);
  expect([toOrderView(paid).payBy, toRestOrder(paid).paymentDetails.payBy]).toEqual([null, null]);
});

test('past its deadline the reconciler cancels it: payment cancelled, units back on sale, the history says shop; not a minute before', async () => {
  const owner = await shopperContext(ctx);
  const start = await level('S');
  const { order } = await orders.place(owner, command('card', 'S'), null);
  const cod = await orders.place(owner, command('cod', 'S'), null);
  expect(await level('S')).toBe(start - 4);

  await reconciler.reconcile(after(order.payBy!, -60_000));
  expect((await stored(order.orderNumber)).status).toBe('pending');

  const pass = await reconciler.reconcile(after(order.payBy!, 1000));
  expect(pass.cancelled).toBeGreaterThanOrEqual(1);
  expect(await stored(order.orderNumber)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
  expect(await history(order.orderNumber)).toEqual(['null->pending by shopper', 'pending->cancelled by shop (The payment was not made in time)']);
  expect(await movements(order.orderNumber)).toEqual(['order -2 by shop', 'cancel 2 by shop']);
  expect(await level('S')).toBe(start - 2);
  // Cash on Delivery has no deadline; a later pass changes nothing more.
  await reconciler.reconcile(after(order.payBy!, 2 * HOUR));
  expect((await stored(cod.order.orderNumber)).status).toBe('pending');
  expect(await history(order.orderNumber)).toHaveLength(2);
  expect(await level('S')).toBe(start - 2);
});

test('a failed payment past the deadline is cancelled too; a paid order never is', async () => {
  const owner = await shopperContext(ctx);
  const failed = await orders.place(owner, command('upi'), null);
  const paid = await orders.place(owner, command('netbanking'), null);
  const attemptOf = async (orderNumber: string) => db.manager.getRepository(PaymentAttemptEntity).findOneByOrFail({ orderId: (await stored(orderNumber)).id });
  await sandbox.pay((await attemptOf(failed.order.orderNumber)).providerOrderId, 'failure', 'upi', 'none');
  await sandbox.pay((await attemptOf(paid.order.orderNumber)).providerOrderId, 'success', 'netbanking', 'none');
  // Nobody told the shop of either, and the attempts are too young for the reconciler's first
  // step (PAYMENT_RECONCILE_AFTER_SECONDS): the cancelling pass asks the provider itself.
  await setPayBy(db, { userId: owner.actor!.userId }, new Date(Date.now() - 1000));
  await reconciler.reconcile(new Date());
  expect(await stored(failed.order.orderNumber)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
  expect(await stored(paid.order.orderNumber)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
  expect(await history(paid.order.orderNumber)).toEqual(['null->pending by shopper']);
});

test('orders with a flagged attempt (an amount that did not match) are left for the staff, and never hold up the others', async () => {
  const owner = await shopperContext(ctx);
  // More flagged orders than a pass takes (100), all due before the one that is not flagged.
  const flagged = [];
  for (let i = 0; i < 101; i++) flagged.push((await orders.place(owner, teeOrder('card', 'S'), null)).order);
  await db.manager.getRepository(PaymentAttemptEntity).update({ orderId: In(flagged.map((o) => o.id)) }, { flag: 'amount_mismatch' });
  await new Promise((r) => setTimeout(r, 5));
  const plain = (await orders.place(owner, command('card'), null)).order;
  await reconciler.reconcile(after(plain.payBy!, 1000));
  expect((await stored(plain.orderNumber)).status).toBe('cancelled');
  const still = await Promise.all(flagged.map(async (o) => (await stored(o.orderNumber)).status));
  expect(still.filter((s) => s === 'pending')).toHaveLength(101);
});

test('past its deadline Retry payment is refused and no checkout is opened; cancelling by hand still works', async () => {
  const owner = await shopperContext(ctx);
  const { order } = await orders.place(owner, command('upi'), null);
  await setPayBy(db, { id: order.id }, new Date(Date.now() - 1000));
  expect(await refusal(payments.retry(owner, order.orderNumber))).toEqual({
    code: 'CONFLICT',
    message: `Order ${order.orderNumber} was not paid in time and is being cancelled: its items are back on sale`,
  });
  expect(await payments.checkoutFor(await stored(order.orderNumber))).toBeNull();
  expect(await db.manager.getRepository(PaymentAttemptEntity).countBy({ orderId: order.id })).toBe(1);
  expect((await orders.cancel(owner, order.orderNumber)).order.status).toBe('cancelled');
  // The shop's cancellation of an order no longer pending is refused, and changes nothing.
  expect((await refusal(orders.cancelUnpaid(order.orderNumber, after(new Date(), HOUR)))).code).toBe('CONFLICT');
  expect(await history(order.orderNumber)).toEqual(['null->pending by shopper', 'pending->cancelled by shopper']);
});

test('two passes at once cancel an order once and give its units back once', async () => {
  const owner = await shopperContext(ctx);
  const start = await level('L');
  const { order } = await orders.place(owner, command('upi', 'L'), null);
  const at = after(order.payBy!, 1000);
  await Promise.all([reconciler.reconcile(at), reconciler.reconcile(at), orders.cancelUnpaid(order.orderNumber, at).catch(() => null)]);
  expect(await history(order.orderNumber)).toEqual(['null->pending by shopper', 'pending->cancelled by shop (The payment was not made in time)']);
  expect(await movements(order.orderNumber)).toEqual(['order -2 by shop', 'cancel 2 by shop']);
  expect(await level('L')).toBe(start);
});
