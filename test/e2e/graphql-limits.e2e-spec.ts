/**
 * GraphQL limits (graphql-armor, server/src/graphql/armor.ts): depth 8, 15 aliases, cost
 * 5000, 20 directives and 1,000 tokens; a fragment fan-out refused at once while the server goes
 * on answering; no batched requests. Introspection: on by default outside production, off by
 * default in production, GRAPHQL_INTROSPECTION deciding in any env; while it is on, graphql-js'
 * standard introspection query (good faith) is answered whole, and any other introspection is
 * limited like any query; while it is off, no error suggests a name.
 */
import { getIntrospectionQuery, type IntrospectionOptions } from 'graphql';
import { gql, type HttpAnswer, rest, signedUpShopper } from '../support/api';
import { DOCUMENTED_CODES, expectGqlError, expectGqlOk } from '../support/shop';
import { type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(60_000);

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = (await signedUpShopper(server, false)).token;
});
afterAll(async () => server?.stop());

const repeat = (n: number, text: string) => Array(n).fill(text).join(' ');
const aliases = (n: number, field = 'catalogue { version }') => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
/** Refused with BAD_USER_INPUT and HTTP 400, like any other invalid operation. */
const expectRefused = (r: HttpAnswer, message?: string | RegExp) => {
  expect(r.status).toBe(400);
  expectGqlError(r, 'BAD_USER_INPUT', message);
};
/** A promise's answer with the milliseconds from `since` to its arrival. */
const timed = async <T>(since: number, answer: Promise<T>) => {
  const value = await answer;
  return { value, ms: performance.now() - since };
};

// ---------------------------------------------------------------- limits

describe('depth, alias, cost, directive and token limits', () => {
  test('15 aliases are allowed', async () => {
    expectGqlOk(await gql(server, aliases(15)));
  });

  test('16 aliases are refused, saying how many (catalogue and signed-in queries)', async () => {
    expectRefused(await gql(server, aliases(16)), 'Aliases limit of 15 exceeded, found 16.');
    expectRefused(await gql(server, aliases(40, 'me { id }'), {}, { token }), 'Aliases limit of 15 exceeded, found 40.');
  });

  test('a query nested deeper than 8 levels is refused', async () => {
    const r = await gql(server, '{ catalogue { products { a { b { c { d { e { f { g } } } } } } } } }');
    expect(r.status).toBe(400);
    expect(r.body.errors!.map((e) => e.message)).toContain('Query depth limit of 8 exceeded, found 9.');
    expect(r.body.errors!.every((e) => e.extensions?.code === 'BAD_USER_INPUT')).toBe(true);
  });

  test('fragments cannot hide depth', async () => {
    const q = `query { catalogue { ...A } }
      fragment A on Catalogue { products { ...B } }
      fragment B on Product { x { y { z { w { v { u { t } } } } } } }`;
    const r = await gql(server, q);
    expect(r.body.errors!.map((e) => e.message)).toContain('Query depth limit of 8 exceeded, found 9.');
  });

  test('a query that costs more than 5000 is refused; one just under is answered', async () => {
    // catalogue 2 + 3 x (products 2 + 3 x n fields): 4994 for 554 fields, 5003 for 555.
    expectGqlOk(await gql(server, `{ catalogue { products { ${repeat(554, 'id')} } } }`));
    expectRefused(await gql(server, `{ catalogue { products { ${repeat(555, 'id')} } } }`), 'Query Cost limit of 5000 exceeded, found 5003.');
  });

  test('nested fields weigh more: 60 fields are answered 3 levels down and refused 6 levels down', async () => {
    expectGqlOk(await gql(server, `{ catalogue { products { ${repeat(60, 'id')} } } }`));
    expectRefused(await gql(server, `{ __schema { types { fields { type { fields { ${repeat(60, 'name')} } } } } } }`), /^Query Cost limit of 5000 exceeded, found \d+\.$/);
  });

  test('more than 20 directives are refused', async () => {
    const q = (n: number) => `{ catalogue { ${repeat(n, '... @include(if: true) { version }')} } }`;
    expectGqlOk(await gql(server, q(20)));
    expectRefused(await gql(server, q(21)), 'Directives limit of 20 exceeded, found 21.');
  });

  test('a document of more than 1,000 tokens is refused while it is parsed', async () => {
    expectRefused(await gql(server, `{ catalogue { ${repeat(1001, 'version')} } }`), /more that 1000 tokens/);
  });

  test('batched requests (a JSON array of operations) are refused with a 400 and an error with a documented code', async () => {
    const r = await rest(server, 'POST', '/graphql', [{ query: '{ catalogue { version } }' }, { query: '{ catalogue { version } }' }]);
    expect(r.status).toBe(400);
    expect(Array.isArray(r.body)).toBe(false);
    expect(r.body.errors[0].message).toMatch(/batching/i);
    expect(DOCUMENTED_CODES).toContain(r.body.errors[0].extensions.code);
  });
});

/** 23 fragments, each spreading the next one twice: 2^22 copies of the last fragment's fields once the spreads are followed, in about 1.4 KB. */
const fanOut = (operation: string, type: string, fields: string) =>
  `${operation} ${Array.from({ length: 23 }, (_, i) => `fragment F${i} on ${type} { ${fields} ${i < 22 ? `...F${i + 1} ...F${i + 1}` : ''} }`).join(' ')}`;

describe('a fragment fan-out (23 fragments, each spreading the next one twice)', () => {
  test('is refused well under a second, and /healthz answers meanwhile', async () => {
    // The same bomb on Catalogue and on Query: each is refused by the limits before anything runs.
    const catalogue = fanOut('{ catalogue { ...F0 } }', 'Catalogue', 'version');
    const query = fanOut('{ ...F0 }', 'Query', 'catalogue { version }');
    expect(query.length).toBeGreaterThan(1300);
    const since = performance.now();
    const [a, b, health] = await Promise.all([
      timed(since, gql(server, catalogue)),
      timed(since, gql(server, query)),
      timed(since, fetch(`${server.url}/healthz`)),
    ]);
    for (const { value } of [a, b]) expectRefused(value, /^Query Cost limit of 5000 exceeded, found \d+\.$/);
    expect(health.value.status).toBe(200);
    // The fan-out is refused in milliseconds; the bound is loose for a busy machine (it took seconds).
    expect({ catalogue: a.ms < 1000, query: b.ms < 1000, health: health.ms < 1000 }).toEqual({ catalogue: true, query: true, health: true });
  });
});

// ---------------------------------------------------------------- introspection and the limits

describe('an introspection not asked in good faith counts like any other query', () => {
  test('100 aliased __schema selections are refused with a small answer, six at once too, and /healthz answers meanwhile', async () => {
    const hundred = aliases(100, '__schema { queryType { name } }');
    const since = performance.now();
    const answers = Promise.all(Array.from({ length: 6 }, () => timed(since, gql(server, hundred))));
    const health = await timed(since, fetch(`${server.url}/healthz`));
    for (const { value, ms } of await answers) {
      expectRefused(value, 'Aliases limit of 15 exceeded, found 100.');
      expect(JSON.stringify(value.body).length).toBeLessThan(1000);
      expect(ms).toBeLessThan(2000);
    }
    expect(health.value.status).toBe(200);
    expect(health.ms).toBeLessThan(2000);
  });

  test('written with more fields per alias, the same request is refused at the token limit', async () => {
    expectRefused(await gql(server, aliases(100, '__schema { types { name fields { name } } }')), /more that 1000 tokens/);
  });

  test('16 aliased __typename or __type selections are refused; 15 __typename are answered', async () => {
    expectGqlOk(await gql(server, aliases(15, '__typename')));
    expectRefused(await gql(server, aliases(16, '__typename')), 'Aliases limit of 15 exceeded, found 16.');
    expectRefused(await gql(server, aliases(16, '__type(name: "Order") { name }')), 'Aliases limit of 15 exceeded, found 16.');
  });

  test('introspection deeper than 8 levels is refused; a shallower one is answered', async () => {
    const r = await gql(server, '{ __schema { types { fields { type { fields { type { ofType { ofType { ofType { name } } } } } } } } } }');
    expect(r.status).toBe(400);
    expect(r.body.errors!.map((e) => e.message)).toContain('Query depth limit of 8 exceeded, found 10.');
    expect(r.body.errors!.every((e) => e.extensions?.code === 'BAD_USER_INPUT')).toBe(true);
    const types = expectGqlOk(await gql(server, '{ __schema { types { name fields { name type { name kind } } } } }')).__schema.types;
    expect(types.map((t: { name: string }) => t.name)).toContain('Order');
  });
});

// ---------------------------------------------------------------- API tools' introspection

/** The options API tools set, one at a time and all together; {} is GraphiQL's and codegen's default. */
const OPTIONS: [string, IntrospectionOptions][] = [
  ['its defaults', {}],
  ['descriptions: false', { descriptions: false }],
  ['specifiedByUrl', { specifiedByUrl: true }],
  ['directiveIsRepeatable', { directiveIsRepeatable: true }],
  ['schemaDescription', { schemaDescription: true }],
  ['inputValueDeprecation', { inputValueDeprecation: true }],
  ['every option', { specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true }],
];

describe("graphql-js' standard introspection query, as API tools send it", () => {
  test.each(OPTIONS)('with %s it is answered whole', async (_, options) => {
    const schema = expectGqlOk(await gql(server, getIntrospectionQuery(options))).__schema;
    const names = schema.types.map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining(['Query', 'Mutation', 'Order', 'OrderItem', 'CartLineInput', 'PaymentMethod', 'DateTime', '__Schema']));
    const order = schema.types.find((t: { name: string }) => t.name === 'Order');
    expect(order.fields.map((f: { name: string }) => f.name)).toContain('estimatedDelivery');
    if (options.schemaDescription) expect(schema.description).toMatch(/^The SQU storefront API/);
  });

  test('signed in, and named as GraphiQL names it, it is answered too', async () => {
    const r = await gql(server, getIntrospectionQuery(), {}, { token });
    expect(expectGqlOk(r).__schema.queryType.name).toBe('Query');
  });
});

/** Refused by the limits with BAD_USER_INPUT (the time it takes is bench/graphql-limits.bench.mjs's figure, under 50 ms). */
async function expectBombRefused(query: string, message: RegExp) {
  const r = await gql(server, query);
  expect(r.status).toBe(400);
  expect(r.body.errors!.every((e) => e.extensions?.code === 'BAD_USER_INPUT')).toBe(true);
  expect(r.body.errors!.map((e) => e.message)).toContainEqual(expect.stringMatching(message));
}

const COST = /^Query Cost limit of 5000 exceeded, found \d+\.$/;
const DEEP = `catalogue { products { ${'a { '.repeat(7)}b${' }'.repeat(7)} } }`;

describe('bombs stay refused, whatever they are named', () => {
  test.each([
    ['a fragment fan-out', fanOut('{ catalogue { ...F0 } }', 'Catalogue', 'version'), COST],
    ['a fan-out inside __schema', fanOut('{ __schema { ...F0 } }', '__Schema', 'description'), COST],
    ['a fan-out whose operation is named __schema', fanOut('query __schema { catalogue { ...F0 } }', 'Catalogue', 'version'), COST],
    ['a fan-out whose fragments start at one named __schema', `{ ...__schema } fragment __schema on Query { catalogue { ...F0 } } ${fanOut('', 'Catalogue', 'version')}`, COST],
    ['an alias bomb of __schema', aliases(100, '__schema { queryType { name } }'), /^Aliases limit of 15 exceeded, found 100\.$/],
    ['an alias bomb in an operation named __schema', aliases(100).replace('{', 'query __schema {'), /^Aliases limit of 15 exceeded, found 100\.$/],
    ['a depth bomb named __schema', `query __schema { ${DEEP} }`, /^Query depth limit of 8 exceeded, found \d+\.$/],
    ['a depth bomb in a fragment named __schema', `{ ...__schema } fragment __schema on Query { ${DEEP} }`, /^Query depth limit of 8 exceeded, found \d+\.$/],
    ['introspection 21 levels deep', `{ __type(name: "Order") { ${'ofType { '.repeat(20)}name${' }'.repeat(20)} } }`, /^Query depth limit of 8 exceeded, found 22\.$/],
  ])('%s', async (_, query, message) => {
    await expectBombRefused(query, message);
  });
});

// ---------------------------------------------------------------- introspection on and off

const INTROSPECT = '{ __schema { queryType { name } mutationType { name } } }';
const TYPE = '{ __type(name: "Order") { name fields { name } } }';

/** Mistakes graphql-js answers with a suggestion of a name the schema has, when it may. */
const MISTAKES: [string, string, Record<string, unknown>?][] = [
  ['an unknown field', '{ ordersByUsr(userId: "1") { id } }'],
  ['an unknown argument', '{ product(idd: "1") { id } }'],
  ['an unknown type', '{ catalogue { ... on Catalog { version } } }'],
  ['an object without a selection', '{ catalogue }'],
  ['an unknown enum value', '{ quoteCart(lines: [], paymentMethod: CASH) { total } }'],
  ['an unknown input field', 'mutation { login(input: { emial: "a@b.in" }) { token } }'],
  ['an unknown enum value in a variable', 'query($m: PaymentMethod) { quoteCart(lines: [], paymentMethod: $m) { total } }', { m: 'CASHH' }],
  ['an unknown input field in a variable', 'query($l: [CartLineInput!]!) { quoteCart(lines: $l) { total } }', { l: [{ productId: '1', size: 'M', quantity: 1, quantty: 2 }] }],
];

/** Every mistake is refused, and no answer suggests a name (ordersByUser, CARD, email...). */
async function expectNoSuggestions(target: RunningServer) {
  const leaks = [];
  for (const [name, query, variables] of MISTAKES) {
    const r = await gql(target, query, variables);
    expectRefused(r);
    const messages = r.body.errors!.map((e) => e.message).join(' | ');
    if (/did you mean|ordersByUser|"CARD"|"email"/i.test(messages)) leaks.push(`${name}: ${messages}`);
  }
  expect(leaks).toEqual([]);
}

describe('introspection outside production', () => {
  test('is on by default, and errors then suggest names', async () => {
    expect(expectGqlOk(await gql(server, INTROSPECT)).__schema.queryType.name).toBe('Query');
    expect(expectGqlOk(await gql(server, TYPE)).__type.fields.map((f: { name: string }) => f.name)).toContain('estimatedDelivery');
    expectRefused(await gql(server, MISTAKES[0][1]), /Did you mean "ordersByUser"\?/);
  });

  describe('with GRAPHQL_INTROSPECTION=false', () => {
    let closed: RunningServer;
    beforeAll(async () => {
      closed = await startServer({ env: { GRAPHQL_INTROSPECTION: 'false' } });
    });
    afterAll(async () => closed?.stop());

    test('__schema and __type are refused with BAD_USER_INPUT; no 5xx', async () => {
      expectRefused(await gql(closed, INTROSPECT), /introspection/i);
      expectRefused(await gql(closed, TYPE), /introspection/i);
      expectRefused(await gql(closed, '{ catalogue { version } __schema { types { name } } }'), /introspection/i);
    });

    test('ordinary queries still work, __typename included', async () => {
      const data = expectGqlOk(await gql(closed, '{ __typename catalogue { __typename version } }'));
      expect(data.__typename).toBe('Query');
    });

    test('no error suggests a name of the schema, variables included', async () => {
      await expectNoSuggestions(closed);
    });
  });
});

describe('introspection in production (NODE_ENV=production)', () => {
  let production: RunningServer;
  let opened: RunningServer;
  beforeAll(async () => {
    [production, opened] = await Promise.all([
      startServer({ env: { NODE_ENV: 'production', SELLER_GSTIN: '27AAPFU0939F1ZV' } }),
      startServer({ env: { NODE_ENV: 'production', SELLER_GSTIN: '27AAPFU0939F1ZV', GRAPHQL_INTROSPECTION: 'true' } }),
    ]);
  });
  afterAll(async () => Promise.all([production?.stop(), opened?.stop()]));

  test('is off by default: __schema and __type are refused, ordinary queries answered', async () => {
    expectRefused(await gql(production, INTROSPECT), /introspection/i);
    // Armor's cost is reported first (at the operation), graphql-js' introspection rule at the field.
    const standard = await gql(production, getIntrospectionQuery());
    expect(standard.status).toBe(400);
    expect(standard.body.errors!.map((e) => e.message)).toContainEqual(expect.stringMatching(/introspection/i));
    expectRefused(await gql(production, TYPE), /introspection/i);
    expect(expectGqlOk(await gql(production, '{ __typename catalogue { version } }')).__typename).toBe('Query');
  });

  test('no error suggests a name of the schema, variables included', async () => {
    await expectNoSuggestions(production);
  });

  test('GRAPHQL_INTROSPECTION=true turns it on, within the same limits', async () => {
    expect(expectGqlOk(await gql(opened, INTROSPECT)).__schema.queryType.name).toBe('Query');
    expect(expectGqlOk(await gql(opened, getIntrospectionQuery())).__schema.types.length).toBeGreaterThan(50);
    expect(expectGqlOk(await gql(opened, TYPE)).__type.name).toBe('Order');
    expectRefused(await gql(opened, aliases(100, '__schema { queryType { name } }')), 'Aliases limit of 15 exceeded, found 100.');
  });
});
