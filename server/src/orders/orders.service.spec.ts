import { ONE_SIZE } from '../catalogue/catalogue.js';
import type { AppError } from '../common/app-error.js';
import type { Actor } from '../common/actor.js';
import { DatabaseService } from '../database/database.service.js';
import { callerContext, product, serviceContext, type ServiceContext } from '../testing/service-context.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { OrderItemEntity } from './order-item.entity.js';
import { OrderEntity } from './order.entity.js';
import type { PlaceOrderCommand } from './dto/create-order.input.js';
import { OrdersModule } from './orders.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { OrdersService } from './orders.service.js';
import { toOrderView } from './order.view.js';
import { historyOf } from './orders-spec-support.js';

let ctx: ServiceContext;
let orders: OrdersService;
let db: DatabaseService;

const ADDRESS = { addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India' };

/** A shopper with a full profile (phone and address), or without one. */
async function shopper(full = true, role: Actor['role'] = 'customer'): Promise<Actor> {
  const users = ctx.get(UsersService);
  const email = `s${Math.random().toString(36).slice(2)}@example.in`;
  const user = await db.transaction((m) => users.create(m, { website: 'squ-fashion-web', email, passwordHash: 'x', firstName: 'Asha', lastName: 'Verma', role }));
  const actor = { userId: user.id, role };
  if (full) await users.updateProfile(callerContext(actor), { phone: '+91 98765 43210', address: ADDRESS });
  return actor;
}

const command = (overrides: Partial<PlaceOrderCommand> = {}): PlaceOrderCommand => ({
  lines: [{ productId: 'tee', size: 'M', quantity: 2 }],
  paymentMethod: 'card',
  contact: null,
  shippingAddress: null,
  expected: null,
  ...overrides,
});

const refusal = async (work: Promise<unknown>) => {
  const error = (await work.then(() => null, (e: unknown) => e)) as AppError | null;
  if (!error) throw new Error('expected a refusal');
  return { code: error.code, message: error.message, fields: error.errors?.map((e) => e.field) };
};

/** What the staff say with a move (order-moves.ts): the courier, the cash a COD order's courier collected, the reason for cancelling. */
const said = (status: string, order: OrderEntity) =>
  ({
    SHIPPED: { shipment: { courier: 'DELHIVERY', trackingNumber: '1234567890' } },
    DELIVERED: { cashCollected: order.paymentMethod === 'cod' ? order.totalPaise / 100 : null },
    CANCELLED: { reason: 'The shopper asked by phone' },
  })[status] ?? {};

/** An admin moves an order through `statuses`, saying what each move needs. */
async function moveAlong(admin: ReturnType<typeof callerContext>, orderNumber: string, statuses: string[]) {
  for (const status of statuses) {
    const { order } = await orders.get(admin, orderNumber);
    await orders.updateStatus(admin, orderNumber, status, said(status, order));
  }
}

const stored = async () => ({
  orders: await db.manager.getRepository(OrderEntity).count(),
  items: await db.manager.getRepository(OrderItemEntity).count(),
});

beforeAll(async () => {
  ctx = await serviceContext([OrdersModule, PaymentsModule], [product('tee', 499, ['S', 'M', 'L']), product('mug', 169), product('cap', 199), product('jacket', 2799.5, ['M'])]);
  orders = ctx.get(OrdersService);
  db = ctx.get(DatabaseService);
});
afterAll(() => ctx.close());

describe('placing an order (DECISIONS 1, 4, 8)', () => {
  test('prices come from the catalogue, never from the request: lines, subtotal, 18% tax and total in paise', async () => {
    const actor = await shopper();
    const { order, items } = await orders.place(callerContext(actor), command({ lines: [{ productId: 'jacket', size: 'M', quantity: 3, price: 2799.5 }] }), null);
    expect(items.map((i) => [i.productName, i.unitPricePaise, i.lineTotalPaise])).toEqual([['Product jacket', 279_950, 839_850]]);
    expect([order.subtotalPaise, order.taxPaise, order.shippingPaise, order.totalPaise]).toEqual([839_850, 151_173, 0, 991_023]);
    expect([order.status, order.paymentStatus]).toEqual(['pending', 'pending']);
  });

  test('a price the client showed that is not the catalogue\'s refuses the order (CONFLICT) and nothing is stored', async () => {
    const actor = await shopper();
    const before = await stored();
    expect(await refusal(orders.place(callerContext(actor), command({ lines: [{ productId: 'tee', size: 'M', quantity: 1, price: 399 }] }), null))).toEqual({
      code: 'CONFLICT',
      message: 'The price of Product tee is now ₹499.00. Please review your cart.',
      fields: ['items[0].price'],
    });
    expect(await stored()).toEqual(before);
  });

  test('totals the client showed that disagree with the server\'s refuse the order (CONFLICT) and nothing is stored', async () => {
    const actor = await shopper();
    const before = await stored();
    const r = await refusal(orders.place(callerContext(actor), command({ expected: { total: 998 } }), null));
    expect(r).toEqual({ code: 'CONFLICT', message: 'The order total is ₹1177.64, not ₹998.00. Please review your order.', fields: ['orderSummary.total'] });
    expect(await stored()).toEqual(before);
  });

  test('an unknown product, an unknown size or a quantity outside 1 to 20 is refused, naming the line', async () => {
    const actor = await shopper();
    const place = (line: PlaceOrderCommand['lines'][number]) => refusal(orders.place(callerContext(actor), command({ lines: [line] }), null));
    expect((await place({ productId: 'nope', size: 'M', quantity: 1 })).message).toBe('Unknown product nope');
    expect((await place({ productId: 'tee', size: 'XXL', quantity: 1 })).message).toBe('Size XXL is not available for Product tee');
    expect((await place({ productId: 'tee', size: 'M', quantity: 21 })).message).toBe('Quantity must be a whole number from 1 to 20');
  });

  test('each product and size may appear once in an order', async () => {
    const actor = await shopper();
    const lines = [{ productId: 'tee', size: 'M', quantity: 1 }, { productId: 'tee', size: 'M', quantity: 2 }];
    expect(await refusal(orders.place(callerContext(actor), command({ lines }), null))).toEqual({ code: 'BAD_USER_INPUT', message: 'Each product and size may appear once', fields: ['items[1].size'] });
  });

  test("Cash on Delivery under ₹199 is refused, naming the subtotal before tax; ₹50 is charged under ₹299", async () => {
    const actor = await shopper();
    const mug = command({ lines: [{ productId: 'mug', size: ONE_SIZE, quantity: 1 }], paymentMethod: 'cod' });
    expect((await refusal(orders.place(callerContext(actor), mug, null))).message).toBe(
      'Cash on Delivery needs a subtotal of ₹199 or more before tax. Please add more items to your cart or choose a different payment method.',
    );
    const cap = await orders.place(callerContext(actor), command({ lines: [{ productId: 'cap', size: ONE_SIZE, quantity: 1 }], paymentMethod: 'cod' }), null);
    expect(cap.order.codChargePaise).toBe(5_000);
  });

  test("an order's userId must be the caller's (FORBIDDEN)", async () => {
    const actor = await shopper();
    expect((await refusal(orders.place(callerContext(actor), command({ userId: 'someone-else' }), null))).code).toBe('FORBIDDEN');
  });

  test("contact and address come from the order when given, else from the shopper's profile", async () => {
    const actor = await shopper();
    const fromProfile = await orders.place(callerContext(actor), command(), null);
    expect([fromProfile.order.contactPhone, fromProfile.order.shipCity]).toEqual(['+91 98765 43210', 'Bengaluru']);
    const given = await orders.place(callerContext(actor), command({ shippingAddress: { ...ADDRESS, city: 'Mysuru', postalCode: '570001' } }), null);
    expect([given.order.shipCity, given.order.shipPostalCode]).toEqual(['Mysuru', '570001']);
  });

  test('a shopper with no phone or address in the order or the profile is asked for them', async () => {
    const actor = await shopper(false);
    expect(await refusal(orders.place(callerContext(actor), command(), null))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please add your phone number to your profile',
      fields: ['phone', 'addressLine1', 'city', 'state', 'postalCode'],
    });
  });

  test('orders ship only within India', async () => {
    const actor = await shopper();
    expect((await refusal(orders.place(callerContext(actor), command({ shippingAddress: { ...ADDRESS, country: 'USA' } }), null))).message).toBe('We currently ship only within India');
  });

  test("the delivery promise for the order's pincode is stored at placement: 560001 (Bengaluru) is a metro's, 2-3 delivery days after dispatch", async () => {
    const actor = await shopper();
    const { order } = await orders.place(callerContext(actor), command(), null);
    expect(order.deliveryTier).toBe('metro');
    const days = (from: Date, day: string) => (Date.parse(`${day}T00:00:00Z`) - Date.parse(from.toISOString().slice(0, 10))) / 86_400_000;
    // Dispatch is at most 3 days off (a Saturday after the cut-off before a Monday holiday); delivery 2 or 3 delivery days after.
    expect(days(order.createdAt, order.deliveryFrom!)).toBeGreaterThanOrEqual(2);
    expect(days(order.createdAt, order.deliveryBy!)).toBeLessThanOrEqual(9);
    expect(order.deliveryBy! > order.deliveryFrom!).toBe(true);
    expect(order.estimatedDelivery.toISOString()).toBe(`${order.deliveryBy}T06:30:00.000Z`);
  });

  test("the invoice's place of supply is the pincode's state as India Post names it: 'orissa' typed for 751001 is Odisha, another state than the seller's (IGST)", async () => {
    const actor = await shopper();
    const { order } = await orders.place(callerContext(actor), command({ paymentMethod: 'cod', shippingAddress: { ...ADDRESS, city: 'Bhubaneswar', state: 'orissa', postalCode: '751001' } }), null);
    const html = (await orders.invoice(callerContext(actor), order.orderNumber)).html;
    expect(html).toContain('<td>Place of Supply</td><td>Odisha (21)</td>');
    expect(html).toContain('IGST @ 18%');
    const home = await orders.place(callerContext(actor), command({ paymentMethod: 'cod' }), null);
    const intra = (await orders.invoice(callerContext(actor), home.order.orderNumber)).html;
    expect(intra).toContain('<td>Place of Supply</td><td>Karnataka (29)</td>');
    expect(intra).toContain('CGST @ 9%');
  });

  test('an address whose PIN code India Post does not have, or that lies in another state, is refused, nothing stored', async () => {
    const actor = await shopper();
    expect(await refusal(orders.place(callerContext(actor), command({ shippingAddress: { ...ADDRESS, postalCode: '999999' } }), null))).toEqual({
      code: 'BAD_USER_INPUT',
      message: "We don't know the PIN code 999999: please check it",
      fields: ['postalCode'],
    });
    expect(await refusal(orders.place(callerContext(actor), command({ shippingAddress: { ...ADDRESS, postalCode: '400001' } }), null))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'PIN code 400001 is in Maharashtra, not Karnataka',
      fields: ['postalCode', 'state'],
    });
    expect(await orders.listForUser(callerContext(actor), actor.userId)).toEqual([]);
  });

  test('the same idempotency key with the same order answers the same order; with another order it is refused', async () => {
    const actor = await shopper();
    const first = await orders.place(callerContext(actor), command(), 'checkout-0001');
    const again = await orders.place(callerContext(actor), command(), 'checkout-0001');
    expect(again.order.orderNumber).toBe(first.order.orderNumber);
    expect(await refusal(orders.place(callerContext(actor), command({ lines: [{ productId: 'tee', size: 'L', quantity: 1 }] }), 'checkout-0001'))).toEqual({
      code: 'CONFLICT',
      message: 'This Idempotency-Key was already used for a different order',
      fields: undefined,
    });
  });
});

describe('orders belong to their owner (DECISIONS 2)', () => {
  test("a shopper reads their own orders, newest first; another shopper's list is refused", async () => {
    const actor = await shopper();
    const a = await orders.place(callerContext(actor), command(), null);
    const b = await orders.place(callerContext(actor), command({ lines: [{ productId: 'tee', size: 'S', quantity: 1 }] }), null);
    expect((await orders.listForUser(callerContext(actor), actor.userId)).map((p) => p.order.orderNumber)).toEqual([b.order.orderNumber, a.order.orderNumber]);
    const stranger = await shopper();
    expect((await refusal(orders.listForUser(callerContext(stranger), actor.userId))).code).toBe('FORBIDDEN');
  });

  test('one order is read by its owner or an admin, nobody else', async () => {
    const owner = await shopper();
    const { order } = await orders.place(callerContext(owner), command(), null);
    expect((await orders.get(callerContext(owner), order.orderNumber)).order.id).toBe(order.id);
    expect((await orders.get(callerContext(await shopper(false, 'admin')), order.orderNumber)).order.id).toBe(order.id);
    expect((await refusal(orders.get(callerContext(await shopper()), order.orderNumber))).code).toBe('FORBIDDEN');
  });

  test("another's order is read by whoever the database says is an admin now, whatever the token's role says", async () => {
    const { order } = await orders.place(callerContext(await shopper()), command(), null);
    const demoted = await shopper(false, 'admin');
    await db.manager.getRepository(UserEntity).update({ id: demoted.userId }, { role: 'customer' });
    expect((await refusal(orders.get(callerContext(demoted), order.orderNumber))).code).toBe('FORBIDDEN');
    const promoted = await shopper(false);
    await db.manager.getRepository(UserEntity).update({ id: promoted.userId }, { role: 'admin' });
    expect((await orders.get(callerContext(promoted), order.orderNumber)).order.id).toBe(order.id);
  });
});

describe('orders move (DECISIONS 7)', () => {
  test('an admin moves an order pending -> confirmed -> shipped -> delivered; a COD order is then paid', async () => {
    const owner = await shopper();
    const admin = callerContext(await shopper(false, 'admin'));
    const { order } = await orders.place(callerContext(owner), command({ paymentMethod: 'cod' }), null);
    await moveAlong(admin, order.orderNumber, ['CONFIRMED', 'SHIPPED', 'DELIVERED']);
    const delivered = await orders.get(admin, order.orderNumber);
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
    expect((await orders.get(admin, n)).order.status).toBe('pending');
    // Paid (by the payments module, which this spec does not drive): now it moves on.
    await db.manager.getRepository(OrderEntity).update({ orderNumber: n }, { paymentStatus: 'paid' });
    expect(toOrderView(await orders.get(admin, n))).toMatchObject({ awaitingPayment: false, nextStatuses: ['CONFIRMED', 'CANCELLED'] });
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
    const before = await orders.get(admin, n);
    expect((await refusal(orders.updateStatus(admin, n, 'SHIPPED'))).fields).toEqual(['shipment.courier']);
    expect((await refusal(orders.updateStatus(admin, n, 'SHIPPED', { shipment: { courier: 'BLUE_DART', trackingNumber: '12' } }))).fields).toEqual(['shipment.trackingNumber']);
    expect(await orders.get(admin, n)).toEqual(before);
    expect(await historyOf(db, order.id)).toHaveLength(2);

    const shipped = await orders.updateStatus(admin, n, 'SHIPPED', { shipment: { courier: 'BLUE_DART', trackingNumber: '123 456 789' } });
    expect(toOrderView(shipped).shipment).toEqual({
      courier: { code: 'BLUE_DART', name: 'Blue Dart', needsTrackingNumber: true, trackingNumberHint: '8 to 11 digits' },
      trackingNumber: '123456789',
      trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=123456789',
      shippedAt: shipped.order.statusUpdatedAt.toISOString(),
    });
    expect((await refusal(orders.updateStatus(admin, n, 'DELIVERED', { cashCollected: 1 }))).fields).toEqual(['cashCollected']);
    expect((await orders.get(admin, n)).order).toMatchObject({ status: 'shipped', paymentStatus: 'pending', deliveredAt: null, cashCollectedPaise: null });

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
    expect((await orders.get(admin, order.orderNumber)).order.status).toBe('pending');
    const cancelled = await orders.updateStatus(admin, order.orderNumber, 'CANCELLED', { reason: ' Out of stock in size M ' });
    expect(toOrderView(cancelled).cancelReason).toBe('Out of stock in size M');
    expect(await historyOf(db, order.id)).toEqual(['null->pending by shopper', `pending->cancelled by ${(await db.manager.getRepository(UserEntity).findOneByOrFail({ id: admin.actor!.userId })).email} (Out of stock in size M)`]);
    const own = await orders.place(callerContext(owner), command({ paymentMethod: 'cod' }), null);
    expect((await orders.cancel(callerContext(owner), own.order.orderNumber)).order).toMatchObject({ status: 'cancelled', cancelReason: null });
  });
});
