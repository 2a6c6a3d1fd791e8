/**
 * Issue 57: the delivery promise by pincode (DECISIONS 13) on both surfaces: the lookup, the
 * checks on profile and order addresses, the promise an order keeps, and the operator's
 * overrides (`npm run admin -- pincodes import`), seen by a running shop within its refresh.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gql, rest, signedUpShopper } from '../support/api';
import { CREATE_ORDER, expectGqlError, expectRestError, gqlOrderInput, idempotencyKey, line, priceBands, restOrderPayload, SHIPPING_ADDRESS } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { adminCli } from '../support/stock';

jest.setTimeout(90_000);

let server: RunningServer;
const dir = mkdtempSync(join(tmpdir(), 'squ-pincodes-'));
beforeAll(async () => {
  server = await startServer({ env: { DELIVERY_OVERRIDES_REFRESH_SECONDS: '1' } });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const PROMISE = `query P($pin: String!) { deliveryPromise(pincode: $pin) { pincode known serviceable codAvailable place { office district state } tier { name label } dispatchOn earliest latest message codMessage } }`;
const promiseOf = async (pin: string) => {
  const [r, g] = await Promise.all([rest(server, 'GET', `/api/delivery/${pin}`), gql(server, PROMISE, { pin })]);
  expect(r.status).toBe(200);
  expect(g.body.data!.deliveryPromise).toEqual(r.body);
  return r;
};
const day = /^\d{4}-\d{2}-\d{2}$/;
const csv = (text: string) => {
  const file = join(dir, `overrides-${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, text);
  return file;
};
/** Until the running shop has read the overrides again (DELIVERY_OVERRIDES_REFRESH_SECONDS=1). */
const seen = async (pin: string, check: (body: any) => boolean) => {
  for (let i = 0; i < 60; i++) {
    if (check((await rest(server, 'GET', `/api/delivery/${pin}`, undefined, { token: 'x' })).body)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the shop did not see the override of ${pin}`);
};

describe('the promise for a pincode', () => {
  test("Koramangala, Bengaluru: a metro's 2-3 delivery days, Cash on Delivery available, the same on both surfaces, kept a minute", async () => {
    const r = await promiseOf('560034');
    expect(r.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=60');
    expect(r.body).toEqual({
      pincode: '560034',
      known: true,
      serviceable: true,
      codAvailable: true,
      place: { office: expect.any(String), district: 'Bangalore', state: 'Karnataka' },
      tier: { name: 'METRO', label: 'Metro city' },
      dispatchOn: expect.stringMatching(day),
      earliest: expect.stringMatching(day),
      latest: expect.stringMatching(day),
      message: expect.stringMatching(/^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2}$/),
      codMessage: 'Cash on Delivery available',
    });
    expect(r.body.dispatchOn < r.body.earliest && r.body.earliest < r.body.latest).toBe(true);
  });

  test('the tiers: a state capital is tier 2, a village elsewhere 4-7 days; Leh is in Ladakh', async () => {
    expect((await promiseOf('751001')).body.tier).toEqual({ name: 'TIER2', label: 'Large city or state capital' });
    const leh = (await promiseOf('194101')).body;
    expect([leh.tier.name, leh.place.state]).toEqual(['OTHER', 'Ladakh']);
  });

  test("a pincode India Post does not have answers known: false with the reason, not an error", async () => {
    expect((await promiseOf('999999')).body).toEqual({
      pincode: '999999',
      known: false,
      serviceable: false,
      codAvailable: false,
      place: null,
      tier: null,
      dispatchOn: null,
      earliest: null,
      latest: null,
      message: "We don't know the pincode 999999: please check it",
      codMessage: "We don't know the pincode 999999: please check it",
    });
  });

  test.each(['12345', '0560034', 'abcdef', '5600 34'])('%p is not a pincode: 400 on REST, BAD_USER_INPUT on GraphQL', async (pin) => {
    expectRestError(await rest(server, 'GET', `/api/delivery/${encodeURIComponent(pin)}`), 400, 'Please enter a valid 6-digit PIN code');
    expectGqlError(await gql(server, PROMISE, { pin }), 'BAD_USER_INPUT', 'Please enter a valid 6-digit PIN code');
  });

  test('a signed-in lookup is never kept', async () => {
    const s = await signedUpShopper(server);
    const r = await rest(server, 'GET', '/api/delivery/560034', undefined, { token: s.token });
    expect([r.status, r.headers.get('cache-control')]).toEqual([200, 'no-store']);
  });
});

test('lookups are counted per address: past the limit, 429 with Retry-After on both surfaces', async () => {
  const limited = await startServer({ env: { RATE_LIMIT_PINCODE_LOOKUPS_PER_ADDRESS: '3' } });
  try {
    for (const pin of ['560034', '110001', '400001']) expect((await rest(limited, 'GET', `/api/delivery/${pin}`)).status).toBe(200);
    const over = await rest(limited, 'GET', '/api/delivery/700016');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expectGqlError(await gql(limited, PROMISE, { pin: '700016' }), 'TOO_MANY_REQUESTS');
  } finally {
    await limited.stop();
  }
});

describe('addresses', () => {
  test('a profile with a PIN code India Post does not have, or in another state, is refused at its fields (REST and GraphQL); an older name of the state is taken', async () => {
    const s = await signedUpShopper(server);
    const unknown = await rest(server, 'PUT', '/api/user/profile', { address: { ...SHIPPING_ADDRESS, postalCode: '999999' } }, { token: s.token });
    expectRestError(unknown, 400, "We don't know the PIN code 999999: please check it");
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toEqual(['address.postalCode']);
    const elsewhere = await gql(
      server,
      'mutation U($input: ProfileInput!) { updateProfile(input: $input) { id } }',
      { input: { address: { ...SHIPPING_ADDRESS, postalCode: '400001' } } },
      { token: s.token },
    );
    expectGqlError(elsewhere, 'BAD_USER_INPUT', 'PIN code 400001 is in Maharashtra, not Karnataka');
    expect(elsewhere.body.errors![0].extensions!.errors!.map((e) => e.field)).toEqual(['address.postalCode', 'address.state']);
    const orissa = await rest(server, 'PUT', '/api/user/profile', { address: { ...SHIPPING_ADDRESS, city: 'Bhubaneswar', state: 'Orissa', postalCode: '751001' } }, { token: s.token });
    expect(orissa.status).toBe(200);
  });
});

describe('orders keep the promise made at placement', () => {
  const product = priceBands().dear[0];

  test('an order to an unknown pincode or another state is refused on both surfaces, and nothing is stored', async () => {
    const s = await signedUpShopper(server);
    const toUnknown = await rest(server, 'POST', '/api/orders', restOrderPayload(s.user.id, [line(product)], 'cod', { customerInfo: { email: 'a@example.in', firstName: 'Asha', lastName: 'Verma', phone: '+91 98765 43210', address: { ...SHIPPING_ADDRESS, postalCode: '999999' } } }), { token: s.token });
    expectRestError(toUnknown, 400, "We don't know the PIN code 999999: please check it");
    const elsewhere = await gql(server, CREATE_ORDER, { input: gqlOrderInput([line(product)], 'cod', { shippingAddress: { ...SHIPPING_ADDRESS, postalCode: '700016' } }), key: idempotencyKey() }, { token: s.token });
    expectGqlError(elsewhere, 'BAD_USER_INPUT', 'PIN code 700016 is in West Bengal, not Karnataka');
    expect((await rest(server, 'GET', `/api/orders/${s.user.id}`, undefined, { token: s.token })).body.orders).toEqual([]);
  });

  test('the promise is stored at placement and read back as it was, on both surfaces', async () => {
    const s = await signedUpShopper(server);
    const now = (await promiseOf('560001')).body;
    const placed = await gql(server, `mutation C($input: CreateOrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { orderNumber estimatedDelivery deliveryPromise { tier earliest latest } } }`, { input: gqlOrderInput([line(product)], 'cod'), key: idempotencyKey() }, { token: s.token });
    const order = placed.body.data!.createOrder as { orderNumber: string; estimatedDelivery: string; deliveryPromise: { tier: string; earliest: string; latest: string } };
    expect(order.deliveryPromise).toEqual({ tier: 'METRO', earliest: now.earliest, latest: now.latest });
    expect(order.estimatedDelivery).toBe(`${now.latest}T06:30:00.000Z`);
    const read = await rest(server, 'GET', `/api/orders/${s.user.id}`, undefined, { token: s.token });
    expect(read.body.orders[0].deliveryPromise).toEqual({ tier: 'METRO', earliest: now.earliest, latest: now.latest });
  });
});

describe("the operator's overrides", () => {
  const product = priceBands().dear[0];
  // Andaman and Nicobar: served, prepaid only; a Nicobar village: not served.
  const PORT_BLAIR = '744101';
  const NICOBAR = '744301';

  test('a file with bad lines changes nothing and names every line', async () => {
    const r = await adminCli(server, 'pincodes', 'import', csv(`pincode,serviceable,cod,note\n${PORT_BLAIR},yes,no,islands\n99999,yes,no,\n999999,yes,no,\n${PORT_BLAIR},no,no,\n${NICOBAR},no,yes,\n${NICOBAR},maybe,no,\n`));
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      'line 3: Line 3: "99999" is not a 6-digit pincode',
      'line 4: Line 4: 999999 is not in the pincode directory',
      `line 5: Line 5: ${PORT_BLAIR} is already on line 2`,
      `line 6: Line 6: ${NICOBAR} cannot take Cash on Delivery when it is not served`,
      'line 7: Line 7: serviceable must be yes or no (got "maybe")',
    ]);
    expect((await promiseOf(PORT_BLAIR)).body.codAvailable).toBe(true);
    expect((await adminCli(server, 'pincodes', 'import', csv('pin,serviceable,cod\n'))).stderr).toContain('The CSV must start with the header pincode,serviceable,cod,note');
  });

  test('imported, they refuse COD or the order where they say so, in the quote too; a later import replaces them', async () => {
    const s = await signedUpShopper(server, true);
    const islands = { addressLine1: '1 Aberdeen Bazaar', city: 'Port Blair', state: 'Andaman and Nicobar Islands', postalCode: PORT_BLAIR, country: 'India' };
    const r = await adminCli(server, 'pincodes', 'import', csv(`pincode,serviceable,cod,note\n${PORT_BLAIR},yes,no,"islands, prepaid only"\n${NICOBAR},no,no,\n`));
    expect([r.code, r.stdout.trim()]).toEqual([0, expect.stringMatching(/^Imported 2 pincode overrides from /)]);
    await seen(PORT_BLAIR, (b) => b.codAvailable === false);
    expect((await promiseOf(PORT_BLAIR)).body).toEqual(expect.objectContaining({ serviceable: true, codAvailable: false, codMessage: `Cash on Delivery is not available for ${PORT_BLAIR}` }));
    expect((await promiseOf(NICOBAR)).body).toEqual(expect.objectContaining({ serviceable: false, tier: null, latest: null, message: `We don't deliver to ${NICOBAR} yet` }));

    const quote = await gql(server, 'query Q($lines: [CartLineInput!]!, $pin: String) { quoteCart(lines: $lines, paymentMethod: COD, pincode: $pin) { codAvailable codMessage orderable delivery { latest } } }', { lines: [{ productId: product.id, size: line(product).size, quantity: 1 }], pin: PORT_BLAIR });
    expect(quote.body.data!.quoteCart).toEqual({ codAvailable: false, codMessage: `Cash on Delivery is not available for ${PORT_BLAIR}`, orderable: false, delivery: { latest: expect.stringMatching(day) } });

    const cod = await gql(server, CREATE_ORDER, { input: gqlOrderInput([line(product)], 'cod', { shippingAddress: islands }), key: idempotencyKey() }, { token: s.token });
    expectGqlError(cod, 'BAD_USER_INPUT', `Cash on Delivery is not available for ${PORT_BLAIR}: please choose another payment method`);
    const card = await gql(server, CREATE_ORDER, { input: gqlOrderInput([line(product)], 'card', { shippingAddress: islands }), key: idempotencyKey() }, { token: s.token });
    expect(card.body.errors).toBeUndefined();
    const nicobar = await rest(server, 'POST', '/api/orders', restOrderPayload(s.user.id, [line(product)], 'upi', { customerInfo: { email: 'a@example.in', firstName: 'Asha', lastName: 'Verma', phone: '+91 98765 43210', address: { ...islands, postalCode: NICOBAR, city: 'Car Nicobar' } } }), { token: s.token });
    expectRestError(nicobar, 400, `We don't deliver to ${NICOBAR} yet`);

    expect((await adminCli(server, 'pincodes', 'import', csv('pincode,serviceable,cod,note\n'))).stdout).toContain('Imported 0 pincode overrides');
    await seen(PORT_BLAIR, (b) => b.codAvailable === true);
    expect((await promiseOf(NICOBAR)).body.serviceable).toBe(true);
  });

  test('pincodes show prints the promise', async () => {
    const r = await adminCli(server, 'pincodes', 'show', '560034');
    expect(r.stdout).toMatch(/^560034 \(.+, Bangalore, Karnataka; Metro city\): Delivery by .+\. Cash on Delivery available\.\n$/);
  });
});
