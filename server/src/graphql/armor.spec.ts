import { buildSchema, type DefinitionNode, type FragmentDefinitionNode, getIntrospectionQuery, type GraphQLError, type GraphQLSchema, Kind, parse, print, specifiedRules, validate, visit } from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config/repo-root.js';
import { graphqlLimits, LIMITS } from './armor.js';

const ROOT = REPO_ROOT;
const shop = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));
/** A recursive schema, so that any depth can be written. */
const nodes = buildSchema(`
  type Query { node: Node, nodes: [Node!]!, scalar: String }
  type Node { id: ID!, name: String, child: Node, children: [Node!]! }
`);

const { validationRules, parseOptions } = graphqlLimits({ introspection: true });
const run = (query: string, schema: GraphQLSchema = nodes): readonly GraphQLError[] => validate(schema, parse(query), validationRules);
const messages = (query: string, schema?: GraphQLSchema) => run(query, schema).map((e) => e.message);

/** A query `d` levels deep: the operation's own selection is level 1. */
const depthQuery = (d: number) => `{ ${['node', ...Array(d - 2).fill('child')].map((f) => `${f} {`).join(' ')} id ${'}'.repeat(d - 1)} }`;
const aliasQuery = (n: number, field = 'scalar') => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const repeat = (n: number, field: string) => Array(n).fill(field).join(' ');

describe('the limits', () => {
  test('depth 8, 15 aliases, cost 5000, 20 directives, 1,000 tokens', () => {
    expect(LIMITS).toMatchObject({ depth: 8, aliases: 15, cost: 5000, directives: 20, tokens: 1000 });
  });

  test("every operation of the web client passes them, with the standard rules, far under the cost", () => {
    const dir = join(ROOT, 'client/src');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.graphql'));
    expect(files.length).toBeGreaterThan(5);
    // Fragments live in files of their own: the client's operations are checked as one document…
    const document = parse(files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n'));
    expect(validate(shop, document, [...specifiedRules, ...validationRules])).toEqual([]);
    // …and each request the client sends (an operation with the fragments it spreads) parses within the token limit.
    const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
    const spread = (node: DefinitionNode, into: Set<FragmentDefinitionNode>): Set<FragmentDefinitionNode> => {
      visit(node, {
        FragmentSpread: ({ name }) => {
          const fragment = fragments.get(name.value)!;
          if (!into.has(fragment)) spread(fragment, into.add(fragment));
        },
      });
      return into;
    };
    for (const operation of document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)) {
      const request = print({ kind: Kind.DOCUMENT, definitions: [operation, ...spread(operation, new Set())] });
      expect(() => parse(request, parseOptions)).not.toThrow();
    }
  });

  test('a refusal is BAD_USER_INPUT, and says which limit and by how much, without "Syntax Error"', () => {
    const [error] = run(aliasQuery(16));
    expect(error.message).toBe('Aliases limit of 15 exceeded, found 16.');
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('depth', () => {
  test('8 levels are allowed; 9 are refused', () => {
    expect(messages(depthQuery(8))).toEqual([]);
    expect(messages(depthQuery(9))).toContain('Query depth limit of 8 exceeded, found 9.');
  });

  test('fragments add no level of their own, and cannot hide one either', () => {
    expect(messages(`{ node { ...A } } fragment A on Node { child { ... on Node { child { id } } } }`)).toEqual([]);
    const hidden = `{ node { ...A } }
      fragment A on Node { child { ...B } }
      fragment B on Node { child { child { child { child { child { ... on Node { child { id } } } } } } } }`;
    expect(messages(hidden)).toContain('Query depth limit of 8 exceeded, found 9.');
  });

  test('a fragment cycle does not hang the rules (the standard rules refuse the cycle itself)', () => {
    const cycle = '{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { child { ...A } }';
    expect(() => run(cycle)).not.toThrow();
  });

  test('an introspection not asked in good faith counts like any other query', () => {
    const deep = '{ __schema { types { fields { type { fields { ofType { ofType { ofType { name } } } } } } } } }';
    expect(messages(deep, shop)).toContain('Query depth limit of 8 exceeded, found 9.');
  });
});

describe('aliases', () => {
  test('15 are allowed; 16 are refused, __typename, __type and __schema included', () => {
    expect(messages(aliasQuery(15))).toEqual([]);
    expect(messages(aliasQuery(15, '__typename'))).toEqual([]);
    for (const field of ['catalogue { version }', '__typename', '__type(name: "Query") { name }', '__schema { queryType { name } }']) {
      expect([field, messages(aliasQuery(16, field), shop)]).toEqual([field, ['Aliases limit of 15 exceeded, found 16.']]);
    }
  });

  test('aliases in a fragment count at every spread', () => {
    const q = `{ node { ...A child { ...A } } } fragment A on Node { ${Array.from({ length: 8 }, (_, i) => `a${i}: id`).join(' ')} }`;
    expect(messages(q)).toEqual(['Aliases limit of 15 exceeded, found 16.']);
  });
});

describe('cost', () => {
  // { nodes { id x n } }: nodes weighs 2, and each field under it 3 times its own 1.
  const wide = (n: number) => `{ nodes { ${repeat(n, 'id')} } }`;

  test('a query that costs 5000 is allowed; 5003 is refused', () => {
    expect(messages(wide(1666))).toEqual([]);
    expect(messages(wide(1667))).toEqual(['Query Cost limit of 5000 exceeded, found 5003.']);
  });

  test('nesting multiplies the weight: 60 fields are cheap at level 2 and refused at level 7', () => {
    expect(messages(`{ nodes { ${repeat(60, 'id')} } }`)).toEqual([]);
    expect(messages(`{ nodes { children { children { children { children { children { ${repeat(60, 'id')} } } } } } } }`)).toEqual([
      'Query Cost limit of 5000 exceeded, found 44468.',
    ]);
  });

  test('a fragment spread at every level is counted at every spread', () => {
    const fragments = Array.from({ length: 23 }, (_, i) => (i < 22 ? `fragment F${i} on Node { id ...F${i + 1} ...F${i + 1} }` : `fragment F${i} on Node { id }`));
    const errors = messages(`{ node { ...F0 } } ${fragments.join(' ')}`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Query Cost limit of 5000 exceeded, found \d{7,}\.$/);
  });
});

describe('directives and tokens', () => {
  test('20 directives are allowed; 21 are refused', () => {
    const q = (n: number) => `{ ${repeat(n, '... @include(if: true) { scalar }')} }`;
    expect(messages(q(20))).toEqual([]);
    expect(messages(q(21))).toEqual(['Directives limit of 20 exceeded, found 21.']);
  });

  test('parsing stops after 1,000 tokens, before any rule walks the document', () => {
    expect(() => parse(`{ ${repeat(998, 'scalar')} }`, parseOptions)).not.toThrow();
    expect(() => parse(`{ ${repeat(999, 'scalar')} }`, parseOptions)).toThrow(/more that 1000 tokens/);
  });
});

describe('introspection and suggestions', () => {
  const strip = async (introspection: boolean, message: string) => {
    const options = graphqlLimits({ introspection });
    const error = { message };
    for (const plugin of options.plugins) {
      const listener = await plugin.requestDidStart?.({} as never);
      await listener?.didEncounterErrors?.({ errors: [error] } as never);
    }
    return error.message;
  };

  test('introspection follows the configuration, and so does hiding the schema in errors', () => {
    expect(graphqlLimits({ introspection: true })).toMatchObject({ introspection: true, hideSchemaDetailsFromClientErrors: false, plugins: [] });
    expect(graphqlLimits({ introspection: false })).toMatchObject({ introspection: false, hideSchemaDetailsFromClientErrors: true });
    expect(graphqlLimits({ introspection: true }).allowBatchedHttpRequests).toBe(false);
  });

  test('with introspection off no error suggests a name, variables included', async () => {
    const enumValue = 'Variable "$m" got invalid value "CASH"; Value "CASH" does not exist in "PaymentMethod" enum. Did you mean the enum value "CARD"?';
    expect(await strip(false, enumValue)).toBe('Variable "$m" got invalid value "CASH"; Value "CASH" does not exist in "PaymentMethod" enum.');
    expect(await strip(false, 'Field "qty" is not defined by type "CartLineInput". Did you mean "quantity", "size", or "productId"?')).toBe(
      'Field "qty" is not defined by type "CartLineInput".',
    );
    expect(await strip(true, enumValue)).toBe(enumValue);
  });
});

describe('introspection asked in good faith', () => {
  const standard = parse(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true }));

  test("graphql-js' standard introspection query passes where introspection is on, though 15 deep and far over the cost", () => {
    expect(validate(shop, standard, [...specifiedRules, ...validationRules])).toEqual([]);
  });

  test('where introspection is off, the limits count it like any other query', () => {
    const closed = graphqlLimits({ introspection: false }).validationRules;
    expect(validate(shop, standard, closed).map((e) => e.message)).toEqual(expect.arrayContaining([expect.stringMatching(/^Query depth limit of 8 exceeded/)]));
  });

  test('an operation or a fragment named __schema is limited like any other', () => {
    expect(messages(`query __schema { ${depthQuery(9).slice(1, -1)} }`)).toContain('Query depth limit of 8 exceeded, found 9.');
    expect(messages(`{ ...__schema } fragment __schema on Query { ${depthQuery(9).slice(1, -1)} }`)).toContain('Query depth limit of 8 exceeded, found 9.');
  });
});
