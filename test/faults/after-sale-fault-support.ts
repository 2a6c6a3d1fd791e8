/**
 * What the after-sale fault specs (refunds, returns, exchanges) share: two instances on one
 * PostgreSQL schema with a shopper and the admin, delivered paid orders, and the console's moves.
 */
import { gql, rest, signedUpShopper, WEBSITE } from '../support/api';
import { ADMIN } from '../support/orders';
import { confirmRest, CREATE_PREPAID, PAYMENT_ENV, sandboxPay } from '../support/payments';
import { expectGqlOk, gqlOrderInput, idempotencyKey, type Line, RAISED_SHOPPER_LIMITS } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';
import { postgresDatabase, type TestDb } from './fault-support';
import { FAST_HASHES } from './stock-fault-support';

export type Shopper = Awaited<ReturnType<typeof signedUpShopper>>;

/** Fast hashes, shoppers' limits raised, the sandbox provider: what every after-sale fault spec runs with. */
export const AFTER_SALE_ENV = { ...FAST_HASHES, ...RAISED_SHOPPER_LIMITS, ...PAYMENT_ENV };

/** A shopper signed up on `server` and the admin's token from it. */
export async function shopperAndAdmin(server: RunningServer): Promise<{ shopper: Shopper; admin: string }> {
  const shopper = await signedUpShopper(server);
  const admin = (await rest(server, 'POST', '/api/auth/login', { ...ADMIN, website: WEBSITE })).body.token as string;
  return { shopper, admin };
}

export interface TwoInstances {
  db: TestDb;
  a: RunningServer;
  b: RunningServer;
  /** Signed up on `a`. */
  shopper: Shopper;
  /** Signed in on `b`. */
  admin: string;
}

/** Starts two instances on one new PostgreSQL schema before the spec's tests, and stops them after; the fields are set once started. */
export function useTwoInstances(prefix: string, env: Record<string, string> = {}): TwoInstances {
  const shop = {} as TwoInstances;
  beforeAll(async () => {
    shop.db = postgresDatabase(prefix);
    const all = { ...AFTER_SALE_ENV, ...env };
    [shop.a, shop.b] = await Promise.all([startServer({ env: all, databaseUrl: shop.db.url }), startServer({ env: all, databaseUrl: shop.db.url })]);
    shop.shopper = await signedUpShopper(shop.a);
    shop.admin = (await shopperAndAdmin(shop.b)).admin;
  });
  afterAll(async () => {
    await Promise.all([shop.a?.stop(), shop.b?.stop()]);
    await shop.db?.drop();
  });
  return shop;
}

const MOVE = 'mutation M($n: String!, $s: OrderStatus!, $shipment: ShipmentInput) { updateOrderStatus(orderNumber: $n, status: $s, shipment: $shipment) { status } }';

/** An order of `lines` placed on `on`, paid by UPI in the sandbox, then confirmed, shipped and delivered by the admin; answers its number. */
export async function deliveredPaidOrder(on: RunningServer, shopper: Shopper, admin: string, lines: Line[]): Promise<string> {
  const o = expectGqlOk(await gql(on, CREATE_PREPAID, { input: gqlOrderInput(lines, 'UPI'), key: idempotencyKey() }, { token: shopper.token })).createOrder;
  expect((await confirmRest(on, shopper, o.orderNumber, await sandboxPay(on, o.payment.payUrl, 'success'))).status).toBe(200);
  for (const [s, extra] of [['CONFIRMED', {}], ['SHIPPED', { shipment: { courier: 'DELHIVERY', trackingNumber: '1234567890123' } }], ['DELIVERED', {}]] as const) {
    expectGqlOk(await gql(on, MOVE, { n: o.orderNumber, s, ...extra }, { token: admin }));
  }
  return o.orderNumber;
}

/** A return's move asked as the console asks it: a 503 (the shop busy, rows held by the other instance) is asked again. */
export async function moveAsConsole(on: RunningServer, admin: string, returnNumber: string, status: string) {
  const ask = () => rest(on, 'POST', `/api/returns/${returnNumber}/moves`, { status }, { token: admin });
  let answer = await ask();
  for (let retry = 0; retry < 5 && answer.status === 503; retry++) answer = await ask();
  return answer;
}
