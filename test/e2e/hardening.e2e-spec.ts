/**
 * Hardening: malformed JSON, wrong types and oversized bodies get 4xx in the error shape;
 * unknown routes a JSON 404; GraphQL requests that are the client's fault are never 5xx;
 * no stack traces or SQL in any error; security headers with a Content-Security-Policy;
 * the OpenAPI document and a docs UI served from local assets. GraphQL limits and
 * introspection: graphql-limits.e2e-spec.ts.
 */
import { gql, rest, signedUpShopper } from '../support/api';
import { DOCUMENTED_CODES, expectGqlError, expectRestError, leaksIn } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(60_000);

let server: RunningServer;
let token: string;
let userId: string;

beforeAll(async () => {
  server = await startServer();
  const s = await signedUpShopper(server);
  token = s.token;
  userId = s.user.id;
});
afterAll(async () => server?.stop());

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
    expectRestError(asText, 400, 'The request body must be a JSON object');
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

describe('GraphQL requests that are the client\'s fault are never server errors', () => {
  test('requests Apollo itself refuses (no query, a non-string query, GET without a preflight header) get a 400 with a documented code', async () => {
    const answers = [
      await rest(server, 'POST', '/graphql', {}),
      await rest(server, 'POST', '/graphql', { query: 42 }),
      await rest(server, 'GET', '/graphql?query=%7Bcatalogue%7Bversion%7D%7D'),
    ];
    for (const r of answers) {
      expect(r.status).toBe(400);
      expect(r.body.errors[0].message).toEqual(expect.any(String));
      expect(leaksIn(r.body)).toEqual([]);
      expect([r.body.errors[0].message, DOCUMENTED_CODES.includes(r.body.errors[0].extensions.code)]).toEqual([r.body.errors[0].message, true]);
    }
  });

  test.each([
    ['a string', 'nope'],
    ['a number', 42],
    ['true', true],
  ])('variables given as %s (not an object) are a 400, not a 500 (catalogue query and signed-in query)', async (_n, variables) => {
    const queries = ['{ catalogue { version } }', 'query Q($id: ID!) { product(id: $id) { id } }', '{ me { id } }'];
    const got = [];
    for (const query of queries) {
      const r = await rest(server, 'POST', '/graphql', { query, variables }, { token });
      got.push([query, r.status, r.body?.errors?.[0]?.extensions?.code]);
    }
    expect(got).toEqual(queries.map((q) => [q, 400, 'BAD_USER_INPUT']));
  });

  test('an operation type the schema does not have (subscription) is BAD_USER_INPUT, not INTERNAL_SERVER_ERROR', async () => {
    const r = await rest(server, 'POST', '/graphql', { query: 'subscription { catalogue { version } }' });
    expect(r.status).toBeLessThan(500);
    expectGqlError(r, 'BAD_USER_INPUT');
  });

  test('an unknown operationName is BAD_USER_INPUT (a documented code)', async () => {
    const r = await rest(server, 'POST', '/graphql', { query: 'query A { catalogue { version } }', operationName: 'Missing' });
    expect(r.status).toBe(400);
    expectGqlError(r, 'BAD_USER_INPUT');
  });

  test('two operations and no operationName is BAD_USER_INPUT', async () => {
    const r = await rest(server, 'POST', '/graphql', { query: 'query A { catalogue { version } } query B { catalogue { version } }' });
    expect(r.status).toBe(400);
    expectGqlError(r, 'BAD_USER_INPUT');
  });
});

describe('odd request bodies on /graphql never crash the server (a server of its own: a crash must not hide other results)', () => {
  let own: RunningServer;
  beforeAll(async () => {
    own = await startServer();
  });
  afterAll(async () => own?.stop('SIGKILL'));

  const alive = async () => {
    try {
      return (await fetch(`${own.url}/healthz`, { signal: AbortSignal.timeout(3000) })).status;
    } catch {
      return 'down';
    }
  };
  // Each case on a living server: bring it back if an earlier case brought it down.
  beforeEach(async () => {
    if ((await alive()) !== 200) await own.restart();
  });

  test.each([
    ['an object whose toString is not a function', { toString: 1 }],
    ['an object with neither toString nor valueOf callable', { toString: {}, valueOf: {} }],
    ['a number', 42],
    ['a list', ['A']],
  ])('operationName as %s: answered without a 5xx, before and after the catalogue query is asked, and the server lives on', async (_n, operationName) => {
    const query = '{ catalogue { version } }';
    const before = await rest(own, 'POST', '/graphql', { query, operationName }).catch((e: Error) => ({ status: `no answer: ${e.message}`, body: null }));
    expect((await rest(own, 'POST', '/graphql', { query })).status).toBe(200); // prepares the answer
    const after = await rest(own, 'POST', '/graphql', { query, operationName }).catch((e: Error) => ({ status: `no answer: ${e.message}`, body: null }));
    const health = await alive();
    const ok = (status: unknown) => (typeof status === 'number' && status < 500 ? 'answered, no 5xx' : status);
    expect({ before: ok(before.status), after: ok(after.status), health }).toEqual({ before: 'answered, no 5xx', after: 'answered, no 5xx', health: 200 });
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

// ---------------------------------------------------------------- OpenAPI and docs

describe('OpenAPI document and docs UI', () => {
  test('/api/openapi.json is an OpenAPI 3 document describing every REST call of the issue', async () => {
    const r = await rest(server, 'GET', '/api/openapi.json');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    expect(r.body.openapi).toMatch(/^3\./);
    const ops = Object.entries(r.body.paths as Record<string, Record<string, unknown>>).flatMap(([p, m]) => Object.keys(m).map((k) => `${k.toUpperCase()} ${p}`));
    expect(ops).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'POST /api/auth/login',
        'POST /api/auth/refresh',
        'POST /api/auth/logout',
        'PUT /api/user/profile',
        'POST /api/orders',
        'GET /api/orders/{userId}',
      ]),
    );
    expect(r.body.components.schemas.ErrorBody.required).toEqual(expect.arrayContaining(['statusCode', 'message', 'code', 'requestId']));
  });

  test('every operation the document lists exists on the server (none answers 404)', async () => {
    const doc = (await rest(server, 'GET', '/api/openapi.json')).body;
    for (const [p, methods] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const m of Object.keys(methods)) {
        const path = p.replace('{userId}', userId).replace('{orderNumber}', 'SQU-20000101-ZZZZZZZZ');
        const r = await rest(server, m.toUpperCase(), path, m === 'get' ? undefined : {}, { token });
        const notFoundRoute = r.status === 404 && /^Cannot /.test(r.body?.message ?? '');
        expect([`${m} ${p}`, notFoundRoute]).toEqual([`${m} ${p}`, false]);
      }
    }
  });

  test('/api/docs is an HTML page whose scripts and styles are all served locally (no CDN) and load', async () => {
    const r = await fetch(`${server.url}/api/docs`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    const html = await r.text();
    const refs = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThanOrEqual(2);
    for (const ref of refs) {
      expect(ref).toMatch(/^\/(?!\/)/); // same origin, not protocol-relative
      const asset = await fetch(server.url + ref);
      expect([ref, asset.status]).toEqual([ref, 200]);
    }
    expect(html).not.toMatch(/https?:\/\//);
    // No inline script: the CSP (script-src 'self') would block it.
    expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)]).toHaveLength(0);
  });

  test('the docs UI is told to load /api/openapi.json', async () => {
    const html = await (await fetch(`${server.url}/api/docs`)).text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    const bodies = await Promise.all(scripts.map(async (s) => (await fetch(server.url + s)).text()));
    expect(bodies.some((b) => b.includes('/api/openapi.json'))).toBe(true);
  });
});
