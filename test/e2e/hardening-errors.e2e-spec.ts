/**
 * Error answers: unknown routes are a JSON 404 in the error shape, no stack traces or SQL reach a
 * client, and every request has its log line with its id.
 */
import { gql, rest, signedUpShopper } from '../support/api';
import { server, token, useShopperServer } from '../support/hardening';
import { expectRestError, leaksIn } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(60_000);

useShopperServer();

// ---------------------------------------------------------------- routes

describe('unknown routes', () => {
  test.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['PUT', '/api/orders'],
    ['DELETE', `/api/orders/x`],
    ['GET', '/api/auth/login'],
    ['PATCH', '/api/user/profile'],
    ['GET', '/api'],
  ])('%s %s is a JSON 404 in the error shape', async (method, path) => {
    const r = await rest(server, method, path, method === 'GET' || method === 'DELETE' ? undefined : {}, { token });
    expectRestError(r, 404);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
  });

  test('an API client asking for an unknown non-API path gets a JSON 404 too', async () => {
    const r = await rest(server, 'GET', '/no/such/page');
    expectRestError(r, 404);
  });
});

// ---------------------------------------------------------------- leaks

describe('no stack traces or SQL text ever reach a client', () => {
  test('a broad sweep of bad requests: every error answer is clean', async () => {
    const answers = await Promise.all([
      rest(server, 'POST', '/api/orders', '{bad', { token }),
      rest(server, 'POST', '/api/orders', { items: [{ productId: "'; DROP TABLE orders; --", size: 'M', quantity: 1 }], paymentMethod: 'upi' }, { token }),
      rest(server, 'GET', `/api/orders/${encodeURIComponent("' OR 1=1 --")}`, undefined, { token }),
      rest(server, 'POST', `/api/orders/${encodeURIComponent("x' OR '1'='1")}/cancel`, undefined, { token }),
      rest(server, 'POST', '/api/auth/login', { email: "admin'--@x.in", password: "' OR '1'='1", website: 'squ-fashion-web' }),
      rest(server, 'POST', '/api/auth/refresh', { refreshToken: "' OR 1=1 --" }),
      rest(server, 'PUT', '/api/user/profile', { address: { country: "India'; --" } }, { token }),
      rest(server, 'GET', '/api/user/profile', undefined, { token: 'x.y.z' }),
      gql(server, '{ order(orderNumber: "\' OR 1=1 --") { id } }', {}, { token }),
      gql(server, '{ me { id secretField } }', {}, { token }),
      gql(server, 'mutation { updateOrderStatus(orderNumber: "x", status: SHIPPED) { id } }', {}, { token }),
      gql(server, 'query($x: Int!) { __typename }', { x: 'NaN' }),
      gql(server, '{ catalogue { products { nope } } }'),
      rest(server, 'POST', '/graphql', { query: 'subscription { x }' }),
      rest(server, 'POST', '/graphql', { query: '{ catalogue { version } }', operationName: 'Missing' }),
    ]);
    for (const r of answers) {
      expect(r.status).toBeLessThan(500);
      expect([JSON.stringify(r.body).slice(0, 300), leaksIn(r.body)]).toEqual([JSON.stringify(r.body).slice(0, 300), []]);
      for (const e of r.body?.errors ?? []) {
        if (typeof e !== 'object' || !e.extensions) continue;
        expect(e.extensions.stacktrace).toBeUndefined();
        expect(e.extensions.exception).toBeUndefined();
      }
    }
  });
});

describe('request log lines (LOG_REQUESTS; a server of its own)', () => {
  let own: RunningServer;
  beforeAll(async () => {
    own = await startServer({ env: { LOG_REQUESTS: 'true' } });
  });
  afterAll(async () => own?.stop());

  test('every request has its line with its id, repeated queries included', async () => {
    const s = await signedUpShopper(own);
    const mine = `query Mine($u: ID!) { ordersByUser(userId: $u) { orderNumber } }`;
    const answers = [
      await gql(own, '{ catalogue { version } }'),
      await gql(own, '{ catalogue { version } }'), // the same again
      await gql(own, mine, { u: s.user.id }, { token: s.token }),
      await gql(own, mine, { u: s.user.id }, { token: s.token }), // the same again
      await rest(own, 'POST', '/graphql', '{"query": "{ catalogue', { headers: { 'content-type': 'application/json' } }), // not JSON
      await rest(own, 'GET', '/api/nope'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 400, 404]);
    expect(answers[3].body).toEqual(answers[2].body);
    const ids = answers.map((a) => a.headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(ids.length);
    const lines = async () => {
      for (let i = 0; i < 40; i++) {
        const found = own
          .output()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l))
          .filter((e) => e.msg === 'request' && ids.includes(e.requestId));
        if (found.length >= ids.length) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      return [];
    };
    const logged = await lines();
    expect(logged.map((e) => [e.requestId, e.method, e.path, e.status])).toEqual([
      [ids[0], 'POST', '/graphql', 200],
      [ids[1], 'POST', '/graphql', 200],
      [ids[2], 'POST', '/graphql', 200],
      [ids[3], 'POST', '/graphql', 200],
      [ids[4], 'POST', '/graphql', 400],
      [ids[5], 'GET', '/api/nope', 404],
    ]);
    for (const e of logged) expect(typeof e.ms).toBe('number');
    expect(own.output()).not.toContain(s.token);
  });
});
