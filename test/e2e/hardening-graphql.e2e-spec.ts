/**
 * GraphQL requests that are the client's fault are never 5xx, and odd request bodies on /graphql
 * never crash the server. GraphQL limits and introspection: graphql-limits.e2e-spec.ts.
 */
import { rest } from '../support/api';
import { server, token, useShopperServer } from '../support/hardening';
import { DOCUMENTED_CODES, expectGqlError, leaksIn } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(60_000);

useShopperServer();

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
