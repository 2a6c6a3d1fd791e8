/**
 * Helpers of the stock faults: buyers, each with their own token, racing for the last units
 * of one size, on either surface and instance; what is stored of that size afterwards.
 */
import { gql, rest, signedUpShopper, WEBSITE } from '../support/api';
import { type CatalogueProduct, CREATE_ORDER, dbQuery, gqlOrderInput, idempotencyKey, line, loadCatalogue, restOrderPayload } from '../support/shop';
import type { RunningServer } from '../support/start-server';
import { setStock } from '../support/stock';

export const ADMIN = { email: 'admin@squ.example', password: 'admin-password-123' };
/** Sign-ups of a few hundred buyers stay quick: the hash cost is not what these tests are about. */
export const FAST_HASHES = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' };

/** The size every buyer wants: a product with sizes, priced for any payment method. */
export const target: { product: CatalogueProduct; size: string } = (() => {
  const product = loadCatalogue().find((p) => p.sizes.length >= 2 && p.price >= 299)!;
  return { product, size: product.sizes[1] };
})();

export type Buyer = Awaited<ReturnType<typeof signedUpShopper>>;

/** `n` shoppers with full profiles, signed up 20 at a time, spread over the instances. */
export async function buyers(instances: RunningServer[], n: number): Promise<Buyer[]> {
  const out: Buyer[] = [];
  while (out.length < n) {
    const batch = Array.from({ length: Math.min(20, n - out.length) }, (_, i) => signedUpShopper(instances[(out.length + i) % instances.length]));
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

export async function adminToken(server: RunningServer): Promise<string> {
  const r = await rest(server, 'POST', '/api/auth/login', { ...ADMIN, website: WEBSITE });
  if (r.status !== 200) throw new Error(`admin login failed: ${r.status}`);
  return r.body.token;
}

/** Sets the target size's figure through the admin API. */
export const stockTarget = async (server: RunningServer, units: number) => setStock(server, await adminToken(server), target.product.id, target.size, units, 'race');

export interface Attempt {
  buyer: number;
  surface: 'rest' | 'graphql';
  /** 2xx with an order number. */
  placed: boolean;
  /** The status (REST), 200 with the error's code (GraphQL), or 0 when the connection failed. */
  status: number;
  code?: string;
  message?: string;
  orderNumber?: string;
}

/** One buyer's order of one unit of the target size, on the given instance and surface. */
export async function buyOne(server: RunningServer, buyer: Buyer, index: number): Promise<Attempt> {
  const lines = [line(target.product, 1, target.size)];
  const surface = index % 2 === 0 ? 'rest' : 'graphql';
  try {
    if (surface === 'rest') {
      const r = await rest(server, 'POST', '/api/orders', restOrderPayload(buyer.user.id, lines, 'upi'), { token: buyer.token, headers: { 'Idempotency-Key': idempotencyKey() } });
      return { buyer: index, surface, placed: r.status === 201, status: r.status, code: r.body?.code, message: r.body?.message, orderNumber: r.body?.orderId };
    }
    const r = await gql(server, CREATE_ORDER, { input: gqlOrderInput(lines, 'upi'), key: idempotencyKey() }, { token: buyer.token });
    const error = r.body?.errors?.[0];
    const o = (r.body?.data as any)?.createOrder;
    return { buyer: index, surface, placed: !error && !!o?.orderNumber, status: r.status, code: error?.extensions?.code, message: error?.message, orderNumber: o?.orderNumber };
  } catch {
    return { buyer: index, surface, placed: false, status: 0 };
  }
}

/** What is stored of the target size: its level, the units of stored orders, and its movements. */
export async function storedOfTarget(server: RunningServer) {
  const { id } = target.product;
  const q = async (sql: string) => Number(Object.values((await dbQuery(server, sql, [id, target.size]))[0])[0] ?? 0);
  return {
    level: await q('SELECT available AS n FROM stock_levels WHERE product_id = $1 AND size = $2'),
    orderedUnits: await q('SELECT COALESCE(SUM(quantity), 0) AS n FROM order_items WHERE product_id = $1 AND size = $2'),
    orders: await q('SELECT COUNT(*) AS n FROM order_items WHERE product_id = $1 AND size = $2'),
    movementSum: await q('SELECT COALESCE(SUM(delta), 0) AS n FROM stock_movements WHERE product_id = $1 AND size = $2'),
    orderMovementUnits: await q("SELECT COALESCE(-SUM(delta), 0) AS n FROM stock_movements WHERE product_id = $1 AND size = $2 AND reason = 'order'"),
    orderMovements: await q("SELECT COUNT(*) AS n FROM stock_movements WHERE product_id = $1 AND size = $2 AND reason = 'order'"),
  };
}

/** Watches the target's level while `work` runs: the lowest figure seen. */
export async function lowestDuring<T>(server: RunningServer, work: Promise<T>): Promise<{ result: T; lowest: number }> {
  let done = false;
  let lowest = Number.POSITIVE_INFINITY;
  const watch = (async () => {
    while (!done) {
      try {
        const rows = await dbQuery(server, 'SELECT available FROM stock_levels WHERE product_id = $1 AND size = $2', [target.product.id, target.size]);
        lowest = Math.min(lowest, Number(rows[0].available));
      } catch {
        /* the database is busy or the server is down: try again */
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const result = await work;
  done = true;
  await watch;
  return { result, lowest };
}

/** The messages a buyer refused for stock may get (quantity 1: the size was sold out when it tried). */
export const refusalMessage = `${target.product.name} in size ${target.size} is sold out`;
