import { In } from 'typeorm';
import { DatabaseService } from '../database/database.service.js';
import { OrdersModule } from '../orders/orders.module.js';
import { OrderReads } from '../orders/order-reads.service.js';
import { OrdersService } from '../orders/orders.service.js';
import { product, RAISED_SHOPPER_LIMITS, serviceContext, type ServiceContext } from '../testing/service-context.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { PaymentsReconciler } from './payments-reconciler.js';
import { PaymentsModule } from './payments.module.js';
import { shopperContext, teeOrder } from './payments-spec-support.js';
import type { SandboxProvider } from './sandbox/sandbox.provider.js';
import { SANDBOX } from './sandbox/sandbox.token.js';

/**
 * The reconciler's first step: attempts nobody settled are asked about at the provider, the
 * least recently asked first, for two days. Abandoned checkouts stay pending at the provider for
 * ever; before, the 100 oldest were asked about every round and a later capture was never found.
 */
let ctx: ServiceContext;
let orders: OrdersService;
let reads: OrderReads;
let reconciler: PaymentsReconciler;
let sandbox: SandboxProvider;
let db: DatabaseService;

const MINUTE = 60_000;
const command = teeOrder('upi');

beforeAll(async () => {
  ctx = await serviceContext([OrdersModule, PaymentsModule], [product('tee', 499, ['M'])], RAISED_SHOPPER_LIMITS);
  orders = ctx.get(OrdersService);
  reads = ctx.get(OrderReads);
  reconciler = ctx.get(PaymentsReconciler);
  sandbox = ctx.app.get<SandboxProvider>(SANDBOX);
  db = ctx.get(DatabaseService);
});
afterAll(() => ctx.close());

const attemptOf = (order: { id: string }) => db.manager.getRepository(PaymentAttemptEntity).findOneByOrFail({ orderId: order.id });
/** Makes attempts look as if they were opened `ms` ago (their orders' deadlines stay ahead). */
const age = (ids: string[], ms: number) => db.manager.getRepository(PaymentAttemptEntity).update({ orderId: In(ids) }, { createdAt: new Date(Date.now() - ms) });

test('however many checkouts were abandoned, each attempt gets its turn: a capture nobody reported is found', async () => {
  const owner = await shopperContext(ctx);
  const abandoned: { id: string }[] = [];
  for (let i = 0; i < 101; i++) abandoned.push((await orders.place(owner, command, null)).order);
  await age(abandoned.map((o) => o.id), 30 * MINUTE);
  const paid = (await orders.place(owner, command, null)).order;
  // Paid at the provider; the browser never came back and no webhook came.
  await sandbox.pay((await attemptOf(paid)).providerOrderId, 'success', 'upi', 'none');
  await age([paid.id], 20 * MINUTE);

  await reconciler.reconcile(new Date());
  expect((await attemptOf(paid)).status).toBe('pending');
  await reconciler.reconcile(new Date());
  expect(await attemptOf(paid)).toMatchObject({ status: 'paid', settledBy: 'reconciler' });
  expect((await reads.paymentViewOf({ id: paid.id }))?.paymentStatus).toBe('paid');
  // Every abandoned attempt was asked once in those two rounds, none left out.
  const never = (await db.manager.getRepository(PaymentAttemptEntity).findBy({ orderId: In(abandoned.map((o) => o.id)) })).filter((a) => a.checkedAt === null);
  expect(never).toEqual([]);
  // 102 orders through the real service, each with its events: 0.6 s alone, and once over jest's
  // default 5 s in a CI run whose e2e servers shared the two cores with it.
}, 30_000);

test('an attempt left pending for more than two days is no longer asked about', async () => {
  const owner = await shopperContext(ctx);
  const old = (await orders.place(owner, command, null)).order;
  const recent = (await orders.place(owner, command, null)).order;
  await age([old.id], 3 * 24 * 60 * MINUTE);
  await age([recent.id], 30 * MINUTE);
  await reconciler.reconcile(new Date());
  expect((await attemptOf(old)).checkedAt).toBeNull();
  expect((await attemptOf(recent)).checkedAt).not.toBeNull();
});
