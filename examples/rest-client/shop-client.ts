/**
 * A typed client of the shop's REST adapter, as an integrator would write one (README, "A typed
 * REST client"): the types come from the server's OpenAPI document,
 *
 *   npx openapi-typescript http://localhost:3000/api/openapi.json -o examples/rest-client/schema.d.ts
 *
 * and the calls go through openapi-fetch, which checks paths, bodies and answers against them.
 * test/e2e/contract-client.e2e-spec.ts generates the types from a running server, compiles this
 * file with `tsc --strict` and runs `walkThrough`.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type User = components['schemas']['UserView'];
export type Order = components['schemas']['RestOrder'];
export type ErrorBody = components['schemas']['ErrorBody'];

/** What one call answered, for the caller to check. */
export interface Exchange {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

export interface Product {
  id: string;
  size: string;
  price: number;
}

export function shopClient(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  let token: string | undefined;
  const log: Exchange[] = [];
  client.use({
    onRequest: ({ request }) => {
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    onResponse: async ({ request, response }) => {
      const text = await response.clone().text();
      log.push({ method: request.method, path: new URL(request.url).pathname, status: response.status, body: text ? JSON.parse(text) : null });
      return response;
    },
  });
  return { client, log, signIn: (t: string | undefined) => void (token = t) };
}

/** Fails with the server's message when a call that should work did not. */
function ok<T>(result: { data?: T; error?: ErrorBody }, what: string): T {
  if (result.error || result.data === undefined) throw new Error(`${what}: ${result.error?.message ?? 'no answer'}`);
  return result.data;
}

/** Register, sign in, fill the profile, order, list, cancel; and the errors an integrator meets. */
export async function walkThrough(baseUrl: string, website: components['schemas']['RegisterInput']['website'], product: Product): Promise<Exchange[]> {
  const { client, log, signIn } = shopClient(baseUrl);
  const email = `integrator.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.in`;

  const registered = ok(await client.POST('/api/auth/register', { body: { email, password: 'secret123', firstName: 'Ira', lastName: 'Shah', website } }), 'register');
  const fresh: User = registered.user;
  if (fresh.address.city !== null || fresh.phone !== null) throw new Error('a new user has no address or phone yet');

  const signedIn = ok(await client.POST('/api/auth/login', { body: { email, password: 'secret123', website } }), 'login');
  signIn(signedIn.token);

  const profile = ok(await client.GET('/api/user/profile'), 'profile');
  const updated = ok(
    await client.PUT('/api/user/profile', {
      body: { phone: '+91 98765 43210', address: { addressLine1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India' } },
    }),
    'update profile',
  );
  if (updated.id !== profile.id || updated.address.postalCode !== '560001') throw new Error('the profile did not change');

  const placed = ok(
    await client.POST('/api/orders', {
      params: { header: { 'idempotency-key': `walk-${Date.now()}` } },
      body: { items: [{ productId: product.id, size: product.size, quantity: 2, price: product.price }], paymentMethod: 'upi' },
    }),
    'order',
  );
  const order: Order = placed.order;

  const listed = ok(await client.GET('/api/orders/{userId}', { params: { path: { userId: profile.id } } }), 'list');
  if (listed.orders[0]?.orderNumber !== order.orderNumber) throw new Error('the new order is not listed first');

  const cancelled = ok(await client.POST('/api/orders/{orderNumber}/cancel', { params: { path: { orderNumber: order.orderNumber } } }), 'cancel');
  if (cancelled.order.status !== 'cancelled') throw new Error('the order was not cancelled');

  // The errors: each answers the one ErrorBody, typed as such.
  const errors: [string, { error?: ErrorBody }, number][] = [
    ['a taken email', await client.POST('/api/auth/register', { body: { email, password: 'secret123', firstName: 'Ira', lastName: 'Shah', website } }), 409],
    ['a wrong password', await client.POST('/api/auth/login', { body: { email, password: 'wrong-password', website } }), 401],
    ['an invalid profile', await client.PUT('/api/user/profile', { body: { firstName: ' ' } }), 400],
    ['a quantity out of range', await client.POST('/api/orders', { body: { items: [{ productId: product.id, size: product.size, quantity: 21 }], paymentMethod: 'card' } }), 400],
    ['a cancelled order again', await client.POST('/api/orders/{orderNumber}/cancel', { params: { path: { orderNumber: order.orderNumber } } }), 409],
    ['an unknown order', await client.POST('/api/orders/{orderNumber}/cancel', { params: { path: { orderNumber: 'SQU-20000101-ZZZZZZZZ' } } }), 404],
  ];
  signIn(undefined);
  errors.push(['no token', await client.GET('/api/orders/{userId}', { params: { path: { userId: profile.id } } }), 401]);
  for (const [what, result, status] of errors) {
    if (result.error?.statusCode !== status || !result.error.requestId) throw new Error(`${what}: expected ${status}, got ${JSON.stringify(result.error)}`);
  }
  return log;
}
