/**
 * Headers: every error answer names its request as its X-Request-Id header does, and every
 * answer carries a Content-Security-Policy and the usual protective headers.
 */
import { rest } from '../support/api';
import { server, token, userId, useShopperServer } from '../support/hardening';

jest.setTimeout(60_000);

useShopperServer();

// ---------------------------------------------------------------- headers

describe('request ids: every error answer names the request, as its X-Request-Id header does', () => {
  const asked = (given?: string) => (given ? { 'x-request-id': given } : {});
  const graphql = (body: string, given?: string) => rest(server, 'POST', '/graphql', body, { token, headers: asked(given) });
  const named = (r: { headers: Headers; body: any }) => ({
    header: r.headers.get('x-request-id'),
    inBody: r.body?.requestId ?? r.body?.errors?.[0]?.extensions?.requestId,
  });
  const cases: [string, (given?: string) => Promise<{ status: number; headers: Headers; body: any }>, number][] = [
    ['REST: a refused order (our error)', (given) => rest(server, 'POST', '/api/orders', { items: [] }, { token, headers: asked(given) }), 400],
    ['REST: malformed JSON (the body parser)', (given) => rest(server, 'PUT', '/api/user/profile', '{"firstName": ', { token, headers: asked(given) }), 400],
    ['REST: no token', (given) => rest(server, 'GET', `/api/orders/${userId}`, undefined, { headers: asked(given) }), 401],
    ['GraphQL: a refused order (our error, from a resolver)', (given) => graphql(JSON.stringify({ query: 'mutation { createOrder(input: { items: [], paymentMethod: UPI }, idempotencyKey: "request-id-test") { orderNumber } }' }), given), 200],
    ['GraphQL: an unknown field (validation)', (given) => graphql(JSON.stringify({ query: '{ catalogue { nope } }' }), given), 400],
    ['GraphQL: malformed JSON (answered before Express)', (given) => graphql('{"query": "{ catalogue { version } }"', given), 400],
  ];

  test.each(cases)('%s', async (_name, call, status) => {
    const fresh = await call();
    expect(fresh.status).toBe(status);
    const { header, inBody } = named(fresh);
    expect(header).toMatch(/^[0-9a-f-]{36}$/);
    expect(inBody).toBe(header);
    const given = `support-${Date.now().toString(36)}`;
    const echoed = await call(given);
    expect(named(echoed)).toEqual({ header: given, inBody: given });
  });
});

describe('security headers', () => {
  // Every row has three cells: with fewer, jest would pass its done callback as the body.
  const paths: [string, string, unknown][] = [
    ['GET', '/api/docs', undefined],
    ['GET', '/api/openapi.json', undefined],
    ['POST', '/graphql', { query: '{ catalogue { version } }' }],
    ['POST', '/api/auth/login', {}],
    ['GET', '/api/nope', undefined],
    ['GET', '/products.json', undefined],
    ['GET', '/healthz', undefined],
  ];
  test.each(paths)('%s %s carries a Content-Security-Policy and the usual protective headers', async (method, path, body) => {
    const r = await rest(server, method, path, body);
    const csp = r.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toMatch(/^(DENY|SAMEORIGIN)$/);
    expect(r.headers.get('referrer-policy')).toBeTruthy();
    expect(r.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(r.headers.get('x-powered-by')).toBeNull();
  });

  test('a repeated catalogue query carries the same headers as the first', async () => {
    const body = { query: '{ catalogue { version categories } }' };
    const first = await rest(server, 'POST', '/graphql', body);
    const second = await rest(server, 'POST', '/graphql', body);
    expect(second.body).toEqual(first.body);
    for (const h of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'strict-transport-security', 'content-type']) {
      expect([h, second.headers.get(h)]).toEqual([h, first.headers.get(h)]);
    }
    expect(second.headers.get('x-powered-by')).toBeNull();
  });
});
