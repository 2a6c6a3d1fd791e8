/**
 * Issue 55, holes (2) and (3): what one shopper may try and hold, with the shop's default limits.
 * At most 5 payment attempts per order and 20 per shopper an hour (then 429 with Retry-After and
 * when to try again); at most 20 units of a size across orders not shipped yet and 3 unpaid
 * online orders (then 409 naming what they hold; nothing stored). On both surfaces, and on
 * PostgreSQL with TEST_DATABASE_URL; two instances racing are test/faults/shopper-limits.
 */
import { gql, type HttpAnswer, rest, signedUpShopper } from '../support/api';
import { bands, CANCEL, dear, expectNothingStored, move, server, type Session, useOrdersShop } from '../support/orders';
import { confirmRest, CREATE_PREPAID, PAYMENT_ENV, RETRY, sandboxPay } from '../support/payments';
import { dbQuery, expectGqlError, expectGqlOk, expectRestError, gqlOrderInput, idempotencyKey, type Line, line, plentySizes, restOrderPayload } from '../support/shop';

jest.setTimeout(120_000);

useOrdersShop(PAYMENT_ENV);

type Surface = 'REST' | 'GraphQL';
const SURFACES: Surface[] = ['REST', 'GraphQL'];

const place = (s: Session, lines: Line[], method: string, surface: Surface) =>
  surface === 'REST'
    ? rest(server, 'POST', '/api/orders', restOrderPayload(s.user.id, lines, method), { token: s.token, headers: { 'Idempotency-Key': idempotencyKey() } })
    : gql(server, CREATE_PREPAID, { input: gqlOrderInput(lines, method), key: idempotencyKey() }, { token: s.token });
const retry = (s: Session, orderNumber: string, surface: Surface) =>
  surface === 'REST' ? rest(server, 'POST', `/api/orders/${orderNumber}/payments`, undefined, { token: s.token }) : gql(server, RETRY, { n: orderNumber }, { token: s.token });

/** The answer went through; the order's number, or the retried order's. */
function ok(r: HttpAnswer, surface: Surface): { orderNumber: string; payUrl: string | null } {
  if (surface === 'REST') {
    expect({ status: r.status, body: r.body }).toEqual({ status: 201, body: expect.anything() });
    return { orderNumber: r.body.orderId ?? r.body.order.orderNumber, payUrl: r.body.payment?.payUrl ?? null };
  }
  const data = expectGqlOk(r);
  const o = data.createOrder ?? data.retryPayment;
  return { orderNumber: o.orderNumber, payUrl: o.payment?.payUrl ?? null };
}
const placed = async (s: Session, lines: Line[], method = 'upi') => ok(await place(s, lines, method, 'REST'), 'REST');

/** 429 TOO_MANY_REQUESTS, told when to try again: the header (REST) or `extensions.retryAfter` (GraphQL), within the hour. */
function expectTooMany(r: HttpAnswer, surface: Surface, message: RegExp) {
  let retryAfter: number;
  if (surface === 'REST') {
    expectRestError(r, 429, message);
    retryAfter = Number(r.headers.get('retry-after'));
  } else {
    expectGqlError(r, 'TOO_MANY_REQUESTS', message);
    retryAfter = r.body.errors[0].extensions.retryAfter;
  }
  expect(Number.isInteger(retryAfter)).toBe(true);
  // The oldest attempt counted was opened in this test, seconds ago: it leaves the hour in just under an hour.
  expect(retryAfter).toBeGreaterThan(3300);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

function expectConflict(r: HttpAnswer, surface: Surface, message: string, field?: string) {
  if (surface === 'REST') {
    expectRestError(r, 409, message);
    if (field) expect(r.body.errors).toEqual([{ field, message }]);
  } else {
    expectGqlError(r, 'CONFLICT', message);
    if (field) expect(r.body.errors[0].extensions.errors).toEqual([{ field, message }]);
  }
}

const count = async (sql: string, params: unknown[]) => Number((await dbQuery(server, sql, params))[0].n);
const attemptsOf = (s: Session) => count('SELECT COUNT(*) AS n FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE o.user_id = $1', [s.user.id]);
const providerOrdersOf = (orderNumber: string) => count('SELECT COUNT(*) AS n FROM sandbox_orders WHERE receipt = $1', [orderNumber]);
const cancel = async (s: Session, orderNumber: string) => expect((await rest(server, 'POST', `/api/orders/${orderNumber}/cancel`, undefined, { token: s.token })).status).toBe(200);
const IN_AN_HOUR = '(59|60) minutes';

describe('payment attempts: at most 5 per order and 20 per shopper within an hour', () => {
  test.each(SURFACES)('%s: the 6th attempt of an order within the hour is refused (429, Retry-After, when to try again), and no provider order is made for it', async (surface) => {
    const s = await signedUpShopper(server);
    const { orderNumber } = await placed(s, [line(dear)]);
    for (let i = 0; i < 4; i++) ok(await retry(s, orderNumber, surface), surface);
    expect(await attemptsOf(s)).toBe(5);
    const refused = await retry(s, orderNumber, surface);
    expectTooMany(refused, surface, new RegExp(`^Order ${orderNumber} has had 5 payment attempts in the last hour: please try again in ${IN_AN_HOUR}$`));
    expect(await attemptsOf(s)).toBe(5);
    expect(await providerOrdersOf(orderNumber)).toBe(5);
  });

  test.each(SURFACES)('%s: the 21st attempt of a shopper within the hour is refused, a retry as a new online order; nothing stored; Cash on Delivery is still placed', async (surface) => {
    const s = await signedUpShopper(server);
    // Three orders of 5 attempts each, cancelled (their attempts still count), then 3 + 2.
    for (let k = 0; k < 3; k++) {
      const { orderNumber } = await placed(s, [line(dear)]);
      for (let i = 0; i < 4; i++) ok(await retry(s, orderNumber, 'REST'), 'REST');
      await cancel(s, orderNumber);
    }
    const d = (await placed(s, [line(dear)])).orderNumber;
    for (let i = 0; i < 2; i++) ok(await retry(s, d, 'REST'), 'REST');
    const e = (await placed(s, [line(dear)])).orderNumber;
    ok(await retry(s, e, 'REST'), 'REST');
    expect(await attemptsOf(s)).toBe(20);

    const message = new RegExp(`^You have made 20 payment attempts in the last hour: please try again in ${IN_AN_HOUR}$`);
    expectTooMany(await retry(s, d, surface), surface, message);
    await expectNothingStored(async () => expectTooMany(await place(s, [line(dear)], 'card', surface), surface, message));
    expect(await attemptsOf(s)).toBe(20);
    ok(await place(s, [line(dear)], 'cod', surface), surface);
  });

  test('ten retries of one order at once, on both surfaces: four open attempts, six are refused, and the provider is asked for no order past the limit', async () => {
    const s = await signedUpShopper(server);
    const { orderNumber } = await placed(s, [line(dear)]);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => retry(s, orderNumber, i % 2 ? 'GraphQL' : 'REST')));
    const refused = answers.filter((r) => r.status === 429 || r.body?.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS');
    expect(refused).toHaveLength(6);
    expect(await attemptsOf(s)).toBe(5);
    expect(await providerOrdersOf(orderNumber)).toBe(5);
  });
});

describe('units held: at most 20 of a size across orders not shipped yet', () => {
  const product = bands.dear.find((p) => plentySizes(p).length >= 2)!;
  test.each(SURFACES)('%s: 21 units of one size across two open orders are refused (409 naming the product, size and units held), nothing stored; cancelling or shipping frees the room', async (surface) => {
    const size = plentySizes(product)[surface === 'REST' ? 0 : 1];
    const s = await signedUpShopper(server);
    const first = (await placed(s, [line(product, 15, size)], 'cod')).orderNumber;
    const message = `You already hold 15 of ${product.name} in size ${size} in orders not shipped yet, and a shopper may hold at most 20 of a size: you can order 5 more`;
    await expectNothingStored(async () => expectConflict(await place(s, [line(product, 6, size)], 'cod', surface), surface, message, 'items[0].quantity'));
    // Other sizes are not held against it.
    const other = plentySizes(product).find((z) => z !== size)!;
    ok(await place(s, [line(product, 5, size), line(product, 1, other)], 'cod', surface), surface);
    const full = `You already hold 20 of ${product.name} in size ${size} in orders not shipped yet, and a shopper may hold at most 20 of a size: you can order more once one of those orders ships or is cancelled`;
    expectConflict(await place(s, [line(product, 1, size)], 'upi', surface), surface, full, 'items[0].quantity');

    expect(expectGqlOk(await gql(server, CANCEL, { n: first }, { token: s.token })).cancelOrder.status).toBe('CANCELLED');
    const second = ok(await place(s, [line(product, 15, size)], 'cod', surface), surface).orderNumber;
    expectConflict(await place(s, [line(product, 1, size)], 'cod', surface), surface, full, 'items[0].quantity');
    expectGqlOk(await move(second, 'CONFIRMED'));
    expectConflict(await place(s, [line(product, 1, size)], 'cod', surface), surface, full, 'items[0].quantity');
    expectGqlOk(await move(second, 'SHIPPED'));
    ok(await place(s, [line(product, 15, size)], 'cod', surface), surface);
  });
});

describe('unpaid online orders: at most 3', () => {
  test.each(SURFACES)('%s: a 4th unpaid online order is refused (409 naming the orders to pay or cancel), nothing stored and no provider order made; paying or cancelling one frees the room', async (surface) => {
    const s = await signedUpShopper(server);
    const unpaid = [];
    for (const method of ['upi', 'card', 'netbanking']) unpaid.push(await placed(s, [line(dear)], method));
    const numbers = unpaid.map((u) => u.orderNumber);
    const message = (n: string[]) => `You have 3 online orders waiting for payment (${n.join(', ')}): please pay or cancel one of them before placing another`;
    await expectNothingStored(async () => expectConflict(await place(s, [line(dear)], 'upi', surface), surface, message(numbers)));
    expect(await attemptsOf(s)).toBe(3);
    // A failed payment still waits to be paid.
    await sandboxPay(server, unpaid[1].payUrl!, 'failure', { method: 'card' });
    await rest(server, 'POST', `/api/orders/${numbers[1]}/payments/refresh`, undefined, { token: s.token });
    expectConflict(await place(s, [line(dear)], 'card', surface), surface, message(numbers));
    ok(await place(s, [line(dear)], 'cod', surface), surface);

    const paid = await sandboxPay(server, unpaid[0].payUrl!, 'success');
    expect((await confirmRest(server, s, numbers[0], paid)).status).toBeLessThan(300);
    const fourth = ok(await place(s, [line(dear)], 'upi', surface), surface).orderNumber;
    const waiting = [numbers[1], numbers[2], fourth];
    expectConflict(await place(s, [line(dear)], 'upi', surface), surface, message(waiting));
    await cancel(s, numbers[2]);
    ok(await place(s, [line(dear)], 'netbanking', surface), surface);
  });
});
