import { DatabaseService } from '../database/database.service.js';
import { callerContext } from '../testing/service-context.js';
import { refusal, command, useOrdersSpec } from '../testing/orders-spec.js';
import { UserEntity } from '../users/user.entity.js';
import { OrderEntity } from './order.entity.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { OrdersModule } from './orders.module.js';
import { OrderReads } from './order-reads.service.js';
import { OrdersService } from './orders.service.js';
import { toOrderView } from './order.view.js';
import { historyOf } from './orders-spec-support.js';

/** OrdersService moving orders: the lifecycle's moves by the staff and the shopper, and what the staff record with them (order-moves.spec.ts checks the records alone). */
const { spec, shopper, moveAlong } = useOrdersSpec([OrdersModule, PaymentsModule]);
let orders: OrdersService;
let reads: OrderReads;
let db: DatabaseService;
beforeAll(() => ({ orders, reads, db } = spec));

describe('orders move (DECISIONS 7)', () => {
  test('an admin moves an order pending -> confirmed -> shipped -> delivered; a COD order is then paid', async () => {
    const owner = await shopper();
    const admin = callerContext(await shopper(false, 'admin'));
    const { order } = await orders.place(callerContext(owner), command({ paymentMethod: 'cod' }), null);
    await moveAlong(admin, order.orderNumber, ['CONFIRMED', 'SHIPPED', 'DELIVERED']);
    const delivered = await reads.get(admin, order.orderNumber);
    expect([delivered.order.status, delivered.order.paymentStatus]).toEqual(['delivered', 'paid']);
  });

  test('illegal moves are refused (CONFLICT): a delivered order cannot be cancelled or go back', async () => {
    const owner = await shopper();
    const admin = callerContext(await shopper(false, 'admin'));
    const { order } = await orders.place(callerContext(owner), command({ paymentMethod: 'cod' }), null);
    expect((await refusal(orders.updateStatus(admin, order.orderNumber, 'SHIPPED'))).message).toBe('An order cannot move from pending to shipped');
    await moveAlong(admin, order.orderNumber, ['CONFIRMED', 'SHIPPED', 'DELIVERED']);
    expect((await refusal(orders.updateStatus(admin, order.orderNumber, 'CANCELLED', { reason: 'Too late' }))).code).toBe('CONFLICT');
    expect((await refusal(orders.updateStatus(admin, order.orderNumber, 'PENDING'))).code).toBe('CONFLICT');
  });

  test('an order paid online moves on only once paid: until then confirming or shipping it is refused (CONFLICT) and it may be cancelled', async () => {
    const owner = await shopper();
    const admin = callerContext(await shopper(false, 'admin'));
    const unpaid = await orders.place(callerContext(owner), command({ paymentMethod: 'upi' }), null);
    const n = unpaid.order.orderNumber;
    expect(toOrderView(unpaid)).toMatchObject({ awaitingPayment: true, nextStatuses: ['CANCELLED'] });
    expect(await refusal(orders.updateStatus(admin, n, 'CONFIRMED'))).toEqual({
      code: 'CONFLICT',
      message: `Order ${n} is not paid yet (payment pending): it can be confirmed once it is paid, or cancelled`,
      fields: undefined,
    });
    expect((await reads.get(admin, n)).order.status).toBe('pending');
    // Paid (by the payments module, which this spec does not drive): now it moves on.
    await db.manager.getRepository(OrderEntity).update({ orderNumber: n }, { paymentStatus: 'paid' });
    expect(toOrderView(await reads.get(admin, n))).toMatchObject({ awaitingPayment: false, nextStatuses: ['CONFIRMED', 'CANCELLED'] });
    await moveAlong(admin, n, ['CONFIRMED', 'SHIPPED', 'DELIVERED']);
    // A COD order is paid at the door: it never waits.
    const cod = await orders.place(callerContext(owner), command({ paymentMethod: 'cod' }), null);
    expect(toOrderView(cod)).toMatchObject({ awaitingPayment: false, nextStatuses: ['CONFIRMED', 'CANCELLED'] });
    // An unpaid one is cancelled as before.
    const other = await orders.place(callerContext(owner), command({ paymentMethod: 'card' }), null);
    expect((await orders.updateStatus(admin, other.order.orderNumber, 'CANCELLED', { reason: 'Out of stock' })).order.status).toBe('cancelled');
  });

  test('a shopper may cancel their own pending or confirmed order, not a shipped one, and never another\'s', async () => {
    const owner = await shopper();
    const admin = callerContext(await shopper(false, 'admin'));
    const pending = await orders.place(callerContext(owner), command(), null);
    expect((await orders.cancel(callerContext(owner), pending.order.orderNumber)).order.status).toBe('cancelled');
    const confirmed = await orders.place(callerContext(owner), command({ paymentMethod: 'cod' }), null);
    await orders.updateStatus(admin, confirmed.order.orderNumber, 'CONFIRMED');
    expect((await refusal(orders.cancel(callerContext(await shopper()), confirmed.order.orderNumber))).code).toBe('FORBIDDEN');
    expect((await orders.cancel(callerContext(owner), confirmed.order.orderNumber)).order.status).toBe('cancelled');
    const shipped = await orders.place(callerContext(owner), command({ paymentMethod: 'cod' }), null);
    await moveAlong(admin, shipped.order.orderNumber, ['CONFIRMED', 'SHIPPED']);
    expect(await refusal(orders.cancel(callerContext(owner), shipped.order.orderNumber))).toEqual({
      code: 'CONFLICT',
      message: `Order ${shipped.order.orderNumber} is shipped and can no longer be cancelled`,
      fields: undefined,
    });
  });
});

describe('what the staff record with a move (issue 56, point 8)', () => {
  test('shipped with a courier, delivered with the cash of a COD order (then paid), both stored and shown; a move lacking them changes nothing', async () => {
    const owner = await shopper();
    const admin = callerContext(await shopper(false, 'admin'));
    const { order } = await orders.place(callerContext(owner), command({ paymentMethod: 'cod' }), null);
    const n = order.orderNumber;
    await orders.updateStatus(admin, n, 'CONFIRMED');
    const before = await reads.get(admin, n);
    expect((await refusal(orders.updateStatus(admin, n, 'SHIPPED'))).fields).toEqual(['shipment.courier']);
    expect((await refusal(orders.updateStatus(admin, n, 'SHIPPED', { shipment: { courier: 'BLUE_DART', trackingNumber: '12' } }))).fields).toEqual(['shipment.trackingNumber']);
    expect(await reads.get(admin, n)).toEqual(before);
    expect(await historyOf(db, order.id)).toHaveLength(2);

    const shipped = await orders.updateStatus(admin, n, 'SHIPPED', { shipment: { courier: 'BLUE_DART', trackingNumber: '123 456 789' } });
    expect(toOrderView(shipped).shipment).toEqual({
      courier: { code: 'BLUE_DART', name: 'Blue Dart', needsTrackingNumber: true, trackingNumberHint: '8 to 11 digits' },
      trackingNumber: '123456789',
      trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=123456789',
      shippedAt: shipped.order.statusUpdatedAt.toISOString(),
    });
    expect((await refusal(orders.updateStatus(admin, n, 'DELIVERED', { cashCollected: 1 }))).fields).toEqual(['cashCollected']);
    expect((await reads.get(admin, n)).order).toMatchObject({ status: 'shipped', paymentStatus: 'pending', deliveredAt: null, cashCollectedPaise: null });

    const delivered = await orders.updateStatus(admin, n, 'DELIVERED', { cashCollected: order.totalPaise / 100 });
    expect(delivered.order).toMatchObject({ status: 'delivered', paymentStatus: 'paid', cashCollectedPaise: order.totalPaise, deliveredAt: delivered.order.statusUpdatedAt });
    expect(toOrderView(delivered)).toMatchObject({ deliveredAt: delivered.order.statusUpdatedAt.toISOString(), cashCollected: order.totalPaise / 100, shipment: { trackingNumber: '123456789' } });
  });

  test("an admin's cancellation needs a reason, kept on the order and in its history; the shopper's own needs none", async () => {
    const owner = await shopper();
    const admin = callerContext(await shopper(false, 'admin'));
    const { order } = await orders.place(callerContext(owner), command({ paymentMethod: 'cod' }), null);
    expect(await refusal(orders.updateStatus(admin, order.orderNumber, 'CANCELLED'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Give the reason for cancelling: the shopper is told it',
      fields: ['reason'],
    });
    expect((await reads.get(admin, order.orderNumber)).order.status).toBe('pending');
    const cancelled = await orders.updateStatus(admin, order.orderNumber, 'CANCELLED', { reason: ' Out of stock in size M ' });
    expect(toOrderView(cancelled).cancelReason).toBe('Out of stock in size M');
    expect(await historyOf(db, order.id)).toEqual(['null->pending by shopper', `pending->cancelled by ${(await db.manager.getRepository(UserEntity).findOneByOrFail({ id: admin.actor!.userId })).email} (Out of stock in size M)`]);
    const own = await orders.place(callerContext(owner), command({ paymentMethod: 'cod' }), null);
    expect((await orders.cancel(callerContext(owner), own.order.orderNumber)).order).toMatchObject({ status: 'cancelled', cancelReason: null });
  });
});
