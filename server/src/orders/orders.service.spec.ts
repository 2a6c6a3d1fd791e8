import { ONE_SIZE } from '../catalogue/catalogue.js';
import { DatabaseService } from '../database/database.service.js';
import { callerContext } from '../testing/service-context.js';
import { UserEntity } from '../users/user.entity.js';
import type { PlaceOrderCommand } from './dto/create-order.input.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { OrdersModule } from './orders.module.js';
import { OrderReads } from './order-reads.service.js';
import { OrdersService } from './orders.service.js';
import { ADDRESS, command, refusal, useOrdersSpec } from '../testing/orders-spec.js';

/** Placing an order, and who may read it. */
const { spec, shopper, stored } = useOrdersSpec([OrdersModule, PaymentsModule]);
let orders: OrdersService;
let reads: OrderReads;
let db: DatabaseService;
beforeAll(() => ({ orders, reads, db } = spec));

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
    const html = (await reads.invoice(callerContext(actor), order.orderNumber)).html;
    expect(html).toContain('<td>Place of Supply</td><td>Odisha (21)</td>');
    expect(html).toContain('IGST @ 18%');
    const home = await orders.place(callerContext(actor), command({ paymentMethod: 'cod' }), null);
    const intra = (await reads.invoice(callerContext(actor), home.order.orderNumber)).html;
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
    expect(await reads.listForUser(callerContext(actor), actor.userId)).toEqual([]);
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
    expect((await reads.listForUser(callerContext(actor), actor.userId)).map((p) => p.order.orderNumber)).toEqual([b.order.orderNumber, a.order.orderNumber]);
    const stranger = await shopper();
    expect((await refusal(reads.listForUser(callerContext(stranger), actor.userId))).code).toBe('FORBIDDEN');
  });

  test('one order is read by its owner or an admin, nobody else', async () => {
    const owner = await shopper();
    const { order } = await orders.place(callerContext(owner), command(), null);
    expect((await reads.get(callerContext(owner), order.orderNumber)).order.id).toBe(order.id);
    expect((await reads.get(callerContext(await shopper(false, 'admin')), order.orderNumber)).order.id).toBe(order.id);
    expect((await refusal(reads.get(callerContext(await shopper()), order.orderNumber))).code).toBe('FORBIDDEN');
  });

  test("another's order is read by whoever the database says is an admin now, whatever the token's role says", async () => {
    const { order } = await orders.place(callerContext(await shopper()), command(), null);
    const demoted = await shopper(false, 'admin');
    await db.manager.getRepository(UserEntity).update({ id: demoted.userId }, { role: 'customer' });
    expect((await refusal(reads.get(callerContext(demoted), order.orderNumber))).code).toBe('FORBIDDEN');
    const promoted = await shopper(false);
    await db.manager.getRepository(UserEntity).update({ id: promoted.userId }, { role: 'admin' });
    expect((await reads.get(callerContext(promoted), order.orderNumber)).order.id).toBe(order.id);
  });
});
