/**
 * Issue 56, point 8: what the staff record as an order moves on, and what its shopper reads of it
 * on both surfaces. 'Mark shipped' takes the courier (of the server's list, `couriers`) and its
 * tracking number; the shopper gets the courier's tracking link. 'Mark delivered' records when,
 * and for Cash on Delivery the cash collected (the total), which pays it. 'Cancel' takes a reason,
 * kept in the history and shown to the shopper. A move lacking what it records changes nothing.
 */
import { gql, rest } from '../support/api';
import { admin, alice, bob, dear, listRest, move, ORDER_QUERY, placeGql, server, type Session, storedCounts, useOrdersShop } from '../support/orders';
import { expectGqlError, expectGqlOk, line, RAISED_SHOPPER_LIMITS } from '../support/shop';

jest.setTimeout(60_000);

useOrdersShop(RAISED_SHOPPER_LIMITS);

const COURIERS = 'query { couriers { code name needsTrackingNumber trackingNumberHint } }';
const HISTORY = 'query H($n: String!) { order(orderNumber: $n) { history { from to actor reason } } }';

/** A Cash on Delivery order (it moves on without an online payment), confirmed unless `confirmed` is false. */
async function codOrder(s: Session = alice, confirmed = true) {
  const placed = expectGqlOk(await placeGql(s, [line(dear)], 'cod')).createOrder as { orderNumber: string; total: number };
  if (confirmed) expectGqlOk(await move(placed.orderNumber, 'CONFIRMED'));
  return placed;
}
const read = async (n: string, s: Session = alice) => expectGqlOk(await gql(server, ORDER_QUERY, { n }, { token: s.token })).order;
const readRest = async (n: string, s: Session = alice) => (await listRest(s)).find((o) => o.orderNumber === n);

/** A refused move: BAD_USER_INPUT naming the field, and nothing stored (the order as it was, no history row). */
async function refused(n: string, status: string, said: Record<string, unknown>, field: string, message: string | RegExp) {
  const before = [await read(n), await storedCounts()];
  const answer = await move(n, status, admin.token, said);
  expectGqlError(answer, 'BAD_USER_INPUT', message);
  expect(answer.body.errors[0].extensions.errors).toEqual([{ field, message: answer.body.errors[0].message }]);
  expect([await read(n), await storedCounts()]).toEqual(before);
}

describe('couriers', () => {
  test("India's main couriers and the shop's own delivery, for admins only", async () => {
    const { couriers } = expectGqlOk(await gql(server, COURIERS, {}, { token: admin.token }));
    expect(couriers.map((c: any) => c.name)).toEqual(['Delhivery', 'Blue Dart', 'DTDC', 'Ecom Express', 'Xpressbees', 'Shadowfax', 'Ekart', 'India Post Speed Post', 'Own delivery']);
    expect(couriers.find((c: any) => c.code === 'BLUE_DART')).toEqual({ code: 'BLUE_DART', name: 'Blue Dart', needsTrackingNumber: true, trackingNumberHint: '8 to 11 digits' });
    expect(couriers.at(-1)).toMatchObject({ code: 'OWN_DELIVERY', needsTrackingNumber: false });
    expectGqlError(await gql(server, COURIERS, {}, { token: alice.token }), 'FORBIDDEN', 'Access denied');
  });
});

describe('Mark shipped: the courier and its tracking number, and the shopper\'s tracking link', () => {
  test('without a courier, with one not on the list or a tracking number out of its form, it is refused and nothing changes', async () => {
    const { orderNumber: n } = await codOrder();
    await refused(n, 'SHIPPED', {}, 'shipment.courier', 'Choose the courier the order ships with');
    await refused(n, 'SHIPPED', { shipment: { courier: 'FEDEX', trackingNumber: '12345678' } }, 'shipment.courier', /^There is no courier FEDEX: choose one of DELHIVERY, /);
    await refused(n, 'SHIPPED', { shipment: { courier: 'DELHIVERY' } }, 'shipment.trackingNumber', 'Enter the tracking number Delhivery gave the parcel');
    await refused(n, 'SHIPPED', { shipment: { courier: 'DELHIVERY', trackingNumber: '12<script>' } }, 'shipment.trackingNumber', 'Tracking numbers are 6 to 30 letters and digits (dashes between them)');
    await refused(n, 'SHIPPED', { shipment: { courier: 'INDIA_POST', trackingNumber: '123456789' } }, 'shipment.trackingNumber', 'India Post Speed Post tracking numbers are 2 letters, 9 digits and IN, e.g. EE123456789IN');
    // Text with a control character is refused as all text is, naming the field.
    await refused(n, 'SHIPPED', { shipment: { courier: 'DTDC', trackingNumber: 'D1234\u00075678' } }, 'shipment.trackingNumber', 'shipment.trackingNumber must not contain control characters');
  });

  test('shipped with Blue Dart: the owner reads the courier, the number and its tracking link on GraphQL and REST', async () => {
    const { orderNumber: n } = await codOrder();
    const shipped = expectGqlOk(await move(n, 'SHIPPED', admin.token, { shipment: { courier: 'BLUE_DART', trackingNumber: ' 9876 54321 ' } })).updateOrderStatus;
    const url = 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=987654321';
    expect(shipped).toMatchObject({ status: 'SHIPPED', shipment: { courier: { code: 'BLUE_DART', name: 'Blue Dart' }, trackingNumber: '987654321', trackingUrl: url, shippedAt: shipped.statusUpdatedAt } });
    expect((await read(n)).shipment).toEqual(shipped.shipment);
    expect((await readRest(n)).shipment).toEqual({ courier: 'BLUE_DART', courierName: 'Blue Dart', trackingNumber: '987654321', trackingUrl: url, shippedAt: shipped.statusUpdatedAt });
    // Before it ships there is none.
    const { orderNumber: fresh } = await codOrder(alice, false);
    expect([(await read(fresh)).shipment, (await readRest(fresh)).shipment]).toEqual([null, null]);
  });

  test("the shop's own delivery needs no tracking number and has no link; a page that takes no number links the courier's tracking page", async () => {
    const own = await codOrder();
    expect(expectGqlOk(await move(own.orderNumber, 'SHIPPED', admin.token, { shipment: { courier: 'OWN_DELIVERY' } })).updateOrderStatus.shipment).toMatchObject({
      courier: { name: 'Own delivery' },
      trackingNumber: null,
      trackingUrl: null,
    });
    const post = await codOrder();
    expect(expectGqlOk(await move(post.orderNumber, 'SHIPPED', admin.token, { shipment: { courier: 'INDIA_POST', trackingNumber: 'ee123456789in' } })).updateOrderStatus.shipment).toMatchObject({
      trackingNumber: 'EE123456789IN',
      trackingUrl: 'https://www.indiapost.gov.in/_layouts/15/DOP.Portal.Tracking/TrackConsignment.aspx',
    });
  });
});

describe('Mark delivered: when, and for Cash on Delivery the cash collected, which pays it', () => {
  test('no cash or not the total is refused; the total is recorded, the payment becomes PAID, on both surfaces', async () => {
    const { orderNumber: n, total } = await codOrder();
    expectGqlOk(await move(n, 'SHIPPED'));
    await refused(n, 'DELIVERED', {}, 'cashCollected', `Enter the cash collected on delivery: the order's total, ₹${total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    await refused(n, 'DELIVERED', { cash: total - 10 }, 'cashCollected', /^The cash collected must be the order's total, ₹[\d,]+\.\d\d: ₹[\d,]+\.\d\d was entered$/);
    await refused(n, 'DELIVERED', { cash: 0.001 }, 'cashCollected', 'The cash collected must be an amount in rupees, with at most 2 decimals');
    expect(await read(n)).toMatchObject({ status: 'SHIPPED', paymentStatus: 'PENDING', deliveredAt: null, cashCollected: null });

    const delivered = expectGqlOk(await move(n, 'DELIVERED', admin.token, { cash: total })).updateOrderStatus;
    expect(delivered).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID', cashCollected: total, deliveredAt: delivered.statusUpdatedAt });
    expect(await readRest(n)).toMatchObject({ status: 'delivered', paymentDetails: { status: 'paid' }, cashCollected: total, deliveredAt: delivered.statusUpdatedAt });
  });
});

describe("Cancel: a reason, kept in the history and shown to the shopper", () => {
  test('without a reason, or one too long or with invisible characters, it is refused and nothing changes', async () => {
    const { orderNumber: n } = await codOrder();
    await refused(n, 'CANCELLED', {}, 'reason', 'Give the reason for cancelling: the shopper is told it');
    await refused(n, 'CANCELLED', { reason: '  ' }, 'reason', 'Give the reason for cancelling: the shopper is told it');
    await refused(n, 'CANCELLED', { reason: 'x'.repeat(201) }, 'reason', 'The reason is at most 200 characters');
    await refused(n, 'CANCELLED', { reason: 'Out of stock\u202e' }, 'reason', /^reason must not contain invisible formatting characters/);
  });

  test('the reason is on the order for its owner (GraphQL and REST) and on the cancellation in its history', async () => {
    const { orderNumber: n } = await codOrder(bob);
    const reason = 'Size M sold out at the warehouse; your payment is not taken';
    expect(expectGqlOk(await move(n, 'CANCELLED', admin.token, { reason })).updateOrderStatus).toMatchObject({ status: 'CANCELLED', cancelReason: reason });
    expect((await read(n, bob)).cancelReason).toBe(reason);
    expect((await readRest(n, bob)).cancelReason).toBe(reason);
    const { history } = expectGqlOk(await gql(server, HISTORY, { n }, { token: admin.token })).order;
    expect(history.at(-1)).toEqual({ from: 'CONFIRMED', to: 'CANCELLED', actor: expect.stringContaining('@'), reason });
    expect(history.slice(0, -1).map((h: any) => h.reason)).toEqual([null, null]);
    // The shopper's own cancellation gives none (REST answers it too).
    const own = await codOrder(bob, false);
    const r = await rest(server, 'POST', `/api/orders/${own.orderNumber}/cancel`, undefined, { token: bob.token });
    expect(r.body.order).toMatchObject({ status: 'cancelled', cancelReason: null });
  });
});

test('what is said for another move is refused, not dropped', async () => {
  const { orderNumber: n } = await codOrder(alice, false);
  await refused(n, 'CONFIRMED', { reason: 'Because' }, 'reason', 'A reason is given only when the order is cancelled');
  await refused(n, 'CONFIRMED', { shipment: { courier: 'DTDC', trackingNumber: 'D12345678' } }, 'shipment', 'A courier is given only when the order is marked shipped');
  await refused(n, 'CONFIRMED', { cash: 1 }, 'cashCollected', 'The cash collected is given only when the order is marked delivered');
  // A move its lifecycle refuses says so first, whatever was said with it.
  expectGqlError(await move(n, 'SHIPPED', admin.token, {}), 'CONFLICT', 'An order cannot move from pending to shipped');
});
