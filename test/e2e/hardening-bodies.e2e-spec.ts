/**
 * Hardening of request bodies: malformed JSON, wrong types, bodies that are not JSON objects and
 * oversized bodies get a 4xx in the error shape on every JSON-taking endpoint and on /graphql.
 */
import { rest } from '../support/api';
import { server, token, useShopperServer } from '../support/hardening';
import { expectGqlError, expectRestError, leaksIn } from '../support/shop';

jest.setTimeout(60_000);

useShopperServer();

/** Every JSON-taking REST endpoint, with the token it needs. */
const endpoints = (): [string, string, string | undefined][] => [
  ['POST', '/api/auth/register', undefined],
  ['POST', '/api/auth/login', undefined],
  ['POST', '/api/auth/refresh', undefined],
  ['POST', '/api/auth/logout', undefined],
  ['PUT', '/api/user/profile', token],
  ['POST', '/api/orders', token],
];
const ENDPOINT_NAMES = ['POST /api/auth/register', 'POST /api/auth/login', 'POST /api/auth/refresh', 'POST /api/auth/logout', 'PUT /api/user/profile', 'POST /api/orders'];
const each = (name: string, fn: (method: string, path: string, token?: string) => Promise<void>) =>
  test.each(ENDPOINT_NAMES)(`${name}: %s`, async (label) => {
    const [method, path, t] = endpoints()[ENDPOINT_NAMES.indexOf(label)];
    await fn(method, path, t);
  });

// ---------------------------------------------------------------- bodies

describe('malformed, wrongly typed and oversized bodies', () => {
  each('malformed JSON is a 400 in the error shape', async (method, path, t) => {
    for (const body of ['{"email": ', "{'email': 'a@b.in'}", '{"a":1}}', '[1,2,', 'undefined']) {
      expectRestError(await rest(server, method, path, body, { token: t }), 400, 'The request body is not valid JSON');
    }
  });

  test('malformed JSON on /graphql is a 400 with a BAD_USER_INPUT error', async () => {
    const r = await rest(server, 'POST', '/graphql', '{"query": "{ catalogue { version } }"');
    expect(r.status).toBe(400);
    expectGqlError(r, 'BAD_USER_INPUT', 'The request body is not valid JSON');
  });

  each('a body over 100 KB is a 413 in the error shape', async (method, path, t) => {
    const r = await rest(server, method, path, { email: 'a@b.in', padding: 'x'.repeat(101 * 1024) }, { token: t });
    expectRestError(r, 413, 'The request body is larger than 100kb');
  });

  test('a body over 100 KB on /graphql is a 413 with an error', async () => {
    const r = await rest(server, 'POST', '/graphql', { query: '{ catalogue { version } }', variables: { padding: 'x'.repeat(101 * 1024) } });
    expect(r.status).toBe(413);
    expect(r.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(leaksIn(r.body)).toEqual([]);
  });

  test('a body just under 100 KB is read (and then judged on its content)', async () => {
    const r = await rest(server, 'POST', '/api/auth/login', { email: '', password: 'x'.repeat(90 * 1024) });
    expectRestError(r, 400, 'Please enter your email address');
  });

  each('JSON that is not an object (array, string, number, null) is a 4xx, never a 500', async (method, path, t) => {
    for (const body of ['[]', '[{"email":"a@b.in"}]', '"text"', '42', 'null', 'true']) {
      const r = await rest(server, method, path, body, { token: t });
      // logout and refresh take an optional body: a body that is not an object simply carries no token.
      if (path === '/api/auth/logout') expect(r.status).toBe(200);
      else if (path === '/api/auth/refresh') expectRestError(r, 401);
      else expectRestError(r, 400);
    }
  });

  each('wrongly typed fields are a 4xx, never a 500', async (method, path, t) => {
    const bodies = [
      { email: 42, password: true, firstName: [], lastName: {}, website: 1 },
      { refreshToken: 42 },
      { firstName: 1, phone: [], address: 5 },
      { items: 'all', paymentMethod: 1, customerInfo: [], orderSummary: 'x', userId: 7 },
      { items: [{ productId: 1, size: 2, quantity: '3', price: 'x' }], paymentMethod: 'upi' },
      { items: [null], paymentMethod: 'cod', orderSummary: { total: [] } },
    ];
    for (const body of bodies) {
      const r = await rest(server, method, path, body, { token: t });
      expect(r.status).toBeLessThan(500);
      if (r.status >= 400) expectRestError(r, r.status);
    }
  });

  test('a body that is not JSON (text/plain, a form) is refused with a 4xx, never parsed as if it were', async () => {
    const asText = await rest(server, 'POST', '/api/auth/login', '{"email":"a@b.in","password":"x"}', { headers: { 'content-type': 'text/plain' } });
    expectRestError(asText, 400, 'The request body must be a JSON object, sent with Content-Type: application/json');
    const form = await rest(server, 'POST', '/api/orders', 'items=1&paymentMethod=upi', { token, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expectRestError(form, 400);
  });

  test('a charset other than UTF-8 is a 400 with a clear message', async () => {
    const r = await rest(server, 'POST', '/api/auth/login', '{"email":"a@b.in"}', { headers: { 'content-type': 'application/json; charset=latin1' } });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expectRestError(r, r.status);
  });

  test('deeply nested JSON within the size limit is a 4xx, never a 500 (REST and GraphQL)', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    for (const [method, path, t] of endpoints()) {
      const r = await rest(server, method, path, `{"items": ${deep}, "address": ${deep}, "email": ${deep}}`, { token: t });
      expect(r.status).toBeLessThan(500);
    }
    const g = await rest(server, 'POST', '/graphql', `{"query": "query($l: [CartLineInput!]!) { quoteCart(lines: $l) { total } }", "variables": {"l": ${deep}}}`);
    expect(g.status).toBeLessThan(500);
    expectGqlError(g, 'BAD_USER_INPUT');
  });

  test('numbers JSON cannot hold (1e400) are refused, not crashed on', async () => {
    const r = await rest(server, 'POST', '/api/orders', '{"items":[{"productId":"101","size":"One Size","quantity":1e400}],"paymentMethod":"upi","orderSummary":{"total":1e400}}', { token });
    expectRestError(r, 400);
  });
});
