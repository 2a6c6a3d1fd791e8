import { OPERATOR_CLI } from '../common/actor.js';
import type { AppError } from '../common/app-error.js';
import { DatabaseService } from '../database/database.service.js';
import { OrdersModule } from '../orders/orders.module.js';
import { OrderReads } from '../orders/order-reads.service.js';
import { OrdersService } from '../orders/orders.service.js';
import { callerContext, product, RAISED_SHOPPER_LIMITS, serviceContext, type ServiceContext } from '../testing/service-context.js';
import { AdminPaymentsService } from './admin-payments.service.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { PaymentLedger } from './payment-ledger.js';
import { PaymentRefundEntity } from './payment-refund.entity.js';
import { PaymentStatusChangeEntity } from './payment-status-change.entity.js';
import { PaymentsModule } from './payments.module.js';
import { PaymentsService } from './payments.service.js';
import { payAndSettle, shopperContext, teeOrder } from './payments-spec-support.js';
import { RefundSender } from './refund-sender.js';
import type { SandboxProvider } from './sandbox/sandbox.provider.js';
import { SANDBOX } from './sandbox/sandbox.token.js';
import { SandboxPaymentEntity, SandboxRefundEntity } from './sandbox/sandbox.entities.js';
import { StaffRefundsService } from './staff-refunds.service.js';

/**
 * The staff refund a paid order in full or in part, with a reason (issue 56 point 9), through the
 * ledger's one refund path; the sandbox refunds in part as Razorpay does. On a real database; two
 * instances and a kill -9 are test/faults/refund-*.fault-spec.ts, both surfaces
 * test/e2e/payments-staff-refunds.e2e-spec.ts.
 */
let ctx: ServiceContext;
let orders: OrdersService;
let reads: OrderReads;
let refunds: StaffRefundsService;
let db: DatabaseService;
let sandbox: SandboxProvider;

/** A tee of ₹499 with 18% tax: what one order's payment captures, in paise. */
const PAID = 58_882;
const staff = callerContext({ userId: OPERATOR_CLI, role: 'admin' });
let keys = 0;
const key = () => `spec-refund-${(keys += 1)}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  ctx = await serviceContext([OrdersModule, PaymentsModule], [product('tee', 499, ['M'])], RAISED_SHOPPER_LIMITS);
  orders = ctx.get(OrdersService);
  reads = ctx.get(OrderReads);
  refunds = ctx.get(StaffRefundsService);
  db = ctx.get(DatabaseService);
  sandbox = ctx.app.get<SandboxProvider>(SANDBOX);
});
afterAll(() => ctx.close());

const refusal = async (work: Promise<unknown>) => {
  const error = (await work.then(() => null, (e: unknown) => e)) as AppError | null;
  if (!error) throw new Error('expected a refusal');
  return { code: error.code, message: error.message };
};

async function paidOrder(): Promise<string> {
  const shopper = await shopperContext(ctx);
  const { order } = await orders.place(shopper, teeOrder('upi'), null);
  expect(await payAndSettle(ctx, order.id)).toBe('marked paid');
  return order.orderNumber;
}

const paymentStatus = async (n: string) => (await reads.paymentViewOf({ orderNumber: n }))!.paymentStatus;
const rows = async (n: string) => {
  const { id } = (await reads.paymentViewOf({ orderNumber: n }))!;
  return db.manager.getRepository(PaymentRefundEntity).find({ where: { orderId: id }, order: { createdAt: 'ASC', id: 'ASC' } });
};
const attemptStatus = async (n: string) => (await ctx.get(AdminPaymentsService).list({ search: n, status: null, flagged: false }, 1, 10)).items[0].status;

test('part of a paid order is refunded, then the rest: partly refunded, then refunded; each refund named with its reason and who', async () => {
  const n = await paidOrder();
  const first = await refunds.refund(staff, n, { amountPaise: 20_000, reason: 'One sleeve was torn', key: key() });
  expect(first.refund).toMatchObject({ amountPaise: 20_000, reason: 'One sleeve was torn', actor: 'cli', status: 'pending', requestKey: expect.stringMatching(/^staff:/) });
  expect(first.refunds).toMatchObject({ paidPaise: PAID, refundedPaise: 20_000, leftPaise: PAID - 20_000, refusal: null });
  expect(await paymentStatus(n)).toBe('partly_refunded');
  expect(await attemptStatus(n)).toBe('PARTLY_REFUNDED');

  const rest = await refunds.refund(staff, n, { amountPaise: PAID - 20_000, reason: 'Returned', key: key() });
  expect(rest.refunds).toMatchObject({ refundedPaise: PAID, leftPaise: 0, refusal: expect.objectContaining({ code: 'CONFLICT' }) });
  expect(await paymentStatus(n)).toBe('refunded');
  expect(await attemptStatus(n)).toBe('REFUNDED');
  const { id } = (await reads.paymentViewOf({ orderNumber: n }))!;
  const changes = await db.manager.getRepository(PaymentStatusChangeEntity).find({ where: { orderId: id }, order: { at: 'ASC', id: 'ASC' } });
  expect(changes.map((c) => [c.fromStatus, c.toStatus, c.source])).toEqual([
    ['pending', 'paid', 'webhook'],
    ['paid', 'partly_refunded', 'cli'],
    ['partly_refunded', 'refunded', 'cli'],
  ]);

  // The sender asks the sandbox for both (kicked after each commit); it takes two partial refunds of one payment.
  await ctx.get(RefundSender).send();
  for (let i = 0; i < 100 && (await rows(n)).some((r) => r.status !== 'processed'); i++) await new Promise((r) => setTimeout(r, 20));
  expect((await rows(n)).map((r) => [r.amountPaise, r.status])).toEqual([
    [20_000, 'processed'],
    [PAID - 20_000, 'processed'],
  ]);
});

test('no more than what is left: the amount over it is refused (409) naming what is left, and nothing is written', async () => {
  const n = await paidOrder();
  await refunds.refund(staff, n, { amountPaise: 50_000, reason: 'Goodwill', key: key() });
  expect(await refusal(refunds.refund(staff, n, { amountPaise: PAID - 50_000 + 1, reason: 'More', key: key() }))).toEqual({
    code: 'CONFLICT',
    message: `Only ₹88.82 is left to refund of order ${n}: ₹588.82 was paid and ₹500.00 refunded`,
  });
  expect(await rows(n)).toHaveLength(1);
  expect(await paymentStatus(n)).toBe('partly_refunded');
});

test('the same key with the same request answers the refund made; with another request it is refused', async () => {
  const n = await paidOrder();
  const k = key();
  const once = await refunds.refund(staff, n, { amountPaise: 10_000, reason: 'Late delivery', key: k });
  const again = await refunds.refund(staff, n, { amountPaise: 10_000, reason: 'Late delivery', key: k });
  expect(again.refund.id).toBe(once.refund.id);
  expect(await rows(n)).toHaveLength(1);
  expect(await refusal(refunds.refund(staff, n, { amountPaise: 12_000, reason: 'Late delivery', key: k }))).toEqual({ code: 'CONFLICT', message: 'This idempotency key was already used for a different refund' });
  const other = await paidOrder();
  expect((await refusal(refunds.refund(staff, other, { amountPaise: 10_000, reason: 'Late delivery', key: k }))).code).toBe('CONFLICT');
  expect(await rows(other)).toHaveLength(0);
  expect(await refusal(refunds.refund(staff, n, { amountPaise: 100, reason: 'x', key: 'short' }))).toEqual({ code: 'BAD_USER_INPUT', message: 'Idempotency-Key must be 8 to 128 letters, digits or _ . : -' });
});

test('a later cancellation refunds only what is left', async () => {
  const shopper = await shopperContext(ctx);
  const { order } = await orders.place(shopper, teeOrder('card'), null);
  await payAndSettle(ctx, order.id);
  await refunds.refund(staff, order.orderNumber, { amountPaise: 30_000, reason: 'Price matched', key: key() });
  expect((await orders.cancel(shopper, order.orderNumber)).order.paymentStatus).toBe('refunded');
  expect((await rows(order.orderNumber)).map((r) => [r.amountPaise, r.reason, r.actor, r.requestKey.split(':')[0]])).toEqual([
    [30_000, 'Price matched', 'cli', 'staff'],
    [PAID - 30_000, 'order cancelled', 'shopper', 'cancel'],
  ]);
  expect((await refusal(refunds.refund(staff, order.orderNumber, { amountPaise: 100, reason: 'More', key: key() }))).message).toBe(
    `Nothing is left to refund of order ${order.orderNumber}: all ₹588.82 paid is refunded`,
  );
});

test('a cancelled order refunded in full by the staff before is not refunded again', async () => {
  const shopper = await shopperContext(ctx);
  const { order } = await orders.place(shopper, teeOrder('upi'), null);
  await payAndSettle(ctx, order.id);
  await refunds.refund(staff, order.orderNumber, { amountPaise: PAID, reason: 'Wrong item sent', key: key() });
  expect(await paymentStatus(order.orderNumber)).toBe('refunded');
  await orders.cancel(shopper, order.orderNumber);
  expect(await rows(order.orderNumber)).toHaveLength(1);
});

test("a cancellation refunds the attempt that paid the order, not a later capture of another attempt (refunded apart)", async () => {
  const shopper = await shopperContext(ctx);
  const { order } = await orders.place(shopper, teeOrder('upi'), null);
  const first = await db.manager.getRepository(PaymentAttemptEntity).findOneByOrFail({ orderId: order.id });
  // A retry opens a second attempt while the first waits; the first is paid, then the second too.
  const second = await ctx.get(PaymentsService).retry(shopper, order.orderNumber);
  for (const providerOrderId of [first.providerOrderId, second.providerOrderId]) {
    await sandbox.pay(providerOrderId, 'success', 'upi', 'none');
    const [payment] = await sandbox.fetchOrderPayments(providerOrderId);
    await ctx.get(PaymentLedger).settle(providerOrderId, payment, 'webhook');
  }
  await orders.cancel(shopper, order.orderNumber);
  const refunded = await rows(order.orderNumber);
  const attempts = await db.manager.getRepository(PaymentAttemptEntity).find({ where: { orderId: order.id }, order: { attemptNo: 'ASC' } });
  expect(refunded.map((r) => [r.attemptId, r.amountPaise, r.reason]).sort()).toEqual(
    [
      [attempts[0].id, PAID, 'order cancelled'],
      [attempts[1].id, PAID, 'captured after the order closed'],
    ].sort(),
  );
});

test('Cash on Delivery is refunded outside the provider, and before its cash is collected has nothing to refund (400); an unpaid order has nothing to refund (409)', async () => {
  const shopper = await shopperContext(ctx);
  const cod = await orders.place(shopper, teeOrder('cod'), null);
  expect(await refusal(refunds.refund(staff, cod.order.orderNumber, { amountPaise: 100, reason: 'x', key: key() }))).toEqual({
    code: 'BAD_USER_INPUT',
    message: `Order ${cod.order.orderNumber} is paid in cash on delivery and no cash has been collected for it: there is nothing to refund`,
  });
  const unpaid = await orders.place(shopper, teeOrder('upi'), null);
  expect(await refusal(refunds.refund(staff, unpaid.order.orderNumber, { amountPaise: 100, reason: 'x', key: key() }))).toEqual({
    code: 'CONFLICT',
    message: `Order ${unpaid.order.orderNumber} has no payment to refund: its payment is pending`,
  });
  expect((await refunds.refundsOf(unpaid.order.orderNumber)).refusal?.code).toBe('CONFLICT');
  expect((await refusal(refunds.refund(staff, 'SQU-20000101-NOSUCHNO', { amountPaise: 100, reason: 'x', key: key() }))).code).toBe('NOT_FOUND');
});

test('the sandbox refunds a payment in part as often as asked up to what it captured, refuses more, and answers a receipt again with its refund', async () => {
  const n = await paidOrder();
  const { id } = (await reads.paymentViewOf({ orderNumber: n }))!;
  const [payment] = await db.manager.getRepository(SandboxPaymentEntity).find({ where: { status: 'captured' }, order: { createdAt: 'DESC' }, take: 1 });
  expect(payment.amountPaise).toBe(PAID);
  const a = await sandbox.refund(payment.id, 30_000, `${id}-a`);
  expect((await sandbox.fetchPayment(payment.id))?.status).toBe('captured');
  await expect(sandbox.refund(payment.id, PAID - 30_000 + 1, `${id}-b`)).rejects.toThrow(`${PAID - 30_000} of its ${PAID} are left to refund`);
  expect(await sandbox.refund(payment.id, 30_000, `${id}-a`)).toEqual(a);
  await sandbox.refund(payment.id, PAID - 30_000, `${id}-c`);
  expect((await sandbox.fetchPayment(payment.id))?.status).toBe('refunded');
  await expect(sandbox.refund(payment.id, 100, `${id}-d`)).rejects.toThrow(`0 of its ${PAID} are left to refund`);
  const made = await db.manager.getRepository(SandboxRefundEntity).findBy({ paymentId: payment.id });
  expect(made.map((r) => r.amountPaise).sort()).toEqual([30_000, PAID - 30_000].sort());
});
