/**
 * The shop the orders suites (test/e2e/orders-*.e2e-spec.ts) share: one server per spec file
 * with an admin, two shoppers with full profiles and one without, the products picked by price
 * band, and the calls the specs make.
 *
 * `server` and the sessions are live bindings: a spec calls `useOrdersShop()` once, at its top,
 * and reads them inside its tests, after the hooks have set them.
 */
import { gql, rest, signedUpShopper, WEBSITE } from './api';
import { CREATE_ORDER, dbQuery, gqlOrderInput, idempotencyKey, type Line, MOVE, ORDER_FIELDS, priceBands, restOrderPayload, staffSays } from './shop';
import { type RunningServer, startServer } from './start-server';

export const COD_MINIMUM = 'Cash on Delivery needs a subtotal of ₹199 or more before tax. Please add more items to your cart or choose a different payment method.';
export const ADMIN = { email: 'admin@squ.example', password: 'admin-password-123' };

export type Session = { user: { id: string; email: string }; token: string };
export let server: RunningServer;
export let alice: Session;
export let bob: Session;
export let noProfile: Session;
export let admin: Session;
export const bands = priceBands();
export const cheap = bands.cheap[0]; // under 199
export const at199 = bands.all.find((p) => p.price === 199);
export const mid = bands.mid[bands.mid.length - 1]; // 199 <= price < 299
export const dear = bands.dear[0]; // 299 and more
export const sized = bands.sized[0];
export const oneSize = bands.oneSize[0];

/** Starts the server and signs everyone in before the spec file's tests; stops it after them. */
export function useOrdersShop(env: Record<string, string> = {}): void {
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000', ...env } });
    [alice, bob, noProfile] = await Promise.all([signedUpShopper(server), signedUpShopper(server), signedUpShopper(server, false)]);
    const a = await rest(server, 'POST', '/api/auth/login', { ...ADMIN, website: WEBSITE });
    expect(a.status).toBe(200);
    expect(a.body.user.role).toBe('ADMIN');
    admin = a.body;
  });
  afterAll(async () => server?.stop());
}

// ---------------------------------------------------------------- calls

export const placeRest = (s: Session, lines: Line[], method = 'upi', overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  rest(server, 'POST', '/api/orders', restOrderPayload(s.user.id, lines, method, overrides), { token: s.token, headers });
export const placeGql = (s: Session, lines: Line[], method = 'upi', extra: Record<string, unknown> = {}, key = idempotencyKey()) =>
  gql(server, CREATE_ORDER, { input: gqlOrderInput(lines, method, extra), key }, { token: s.token });
export const listRest = async (s: Session) => {
  const r = await rest(server, 'GET', `/api/orders/${s.user.id}`, undefined, { token: s.token });
  expect(r.status).toBe(200);
  return r.body.orders as any[];
};
export const ORDER_QUERY = `query One($n: String!) { order(orderNumber: $n) { ${ORDER_FIELDS} } }`;
export const BY_USER = `query Mine($u: ID!) { ordersByUser(userId: $u) { ${ORDER_FIELDS} } }`;
export const CANCEL = `mutation Cancel($n: String!) { cancelOrder(orderNumber: $n) { ${ORDER_FIELDS} } }`;
export { MOVE };
/**
 * An admin's move of order `n` to `status`, saying what the move records (`staffSays`: the COD
 * total is read first), or `said` when a spec gives it.
 */
export async function move(n: string, status: string, token = admin.token, said?: Record<string, unknown>) {
  const order = status === 'DELIVERED' && !said ? (await gql(server, ORDER_QUERY, { n }, { token: admin.token })).body.data?.order : undefined;
  return gql(server, MOVE, { n, s: status, ...(said ?? staffSays(status, order)) }, { token });
}

/** Everything stored that an order writes: a refused order must change none of it. */
export async function storedCounts() {
  const n = async (table: string) => Number((await dbQuery(server, `SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  return { orders: await n('orders'), items: await n('order_items'), keys: await n('idempotency_keys'), history: await n('order_status_changes'), events: await n('outbox_events') };
}
export async function expectNothingStored(work: () => Promise<void>) {
  const before = await storedCounts();
  await work();
  expect(await storedCounts()).toEqual(before);
}
