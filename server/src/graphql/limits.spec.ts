import { buildSchema, type GraphQLError, parse, specifiedRules, validate } from 'graphql';
import { DEFAULT_LIMITS, type QueryLimits, queryLimitsRule } from './limits.js';

/** A recursive schema, so that any depth can be written. */
const schema = buildSchema(`
  type Query { node: Node, nodes: [Node!]!, scalar: String, tags: [String!]! }
  type Node { id: ID!, name: String, child: Node, children: [Node!]!, tags: [String!]! }
`);

const run = (query: string, limits?: QueryLimits): readonly GraphQLError[] => validate(schema, parse(query), [queryLimitsRule(limits)]);
const messages = (query: string, limits?: QueryLimits) => run(query, limits).map((e) => e.message);

/** A query `d` levels deep: the operation's own selection is level 1. */
function depthQuery(d: number): string {
  const fields = ['node', ...Array.from({ length: d - 2 }, () => 'child')];
  return `{ ${fields.map((f) => `${f} {`).join(' ')} id ${'}'.repeat(fields.length)} }`;
}
const aliasQuery = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: scalar`).join(' ')} }`;

describe('the default limits', () => {
  test('depth 8, 15 aliases, cost 5000', () => {
    expect(DEFAULT_LIMITS).toEqual({ maxDepth: 8, maxAliases: 15, maxCost: 5000 });
  });

  test('the rule passes the standard rules on an ordinary query', () => {
    expect(validate(schema, parse('{ node { id name child { id } } }'), [...specifiedRules, queryLimitsRule()])).toHaveLength(0);
  });
});

describe('depth', () => {
  test('the helper writes the depth it says', () => {
    expect(messages(depthQuery(3), { maxDepth: 2, maxAliases: 99, maxCost: 1e9 })).toEqual(['Query is too deep: 3 levels, at most 2']);
  });

  test('8 levels are allowed; 9 are refused with a message and BAD_USER_INPUT', () => {
    expect(run(depthQuery(8))).toHaveLength(0);
    const errors = run(depthQuery(9));
    expect(errors.map((e) => e.message)).toEqual(['Query is too deep: 9 levels, at most 8']);
    expect(errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  test('a very deep query is refused with its depth', () => {
    expect(messages(depthQuery(40))).toEqual(['Query is too deep: 40 levels, at most 8']);
  });

  test('fragments cannot hide depth', () => {
    const q = `{ node { ...A } }
      fragment A on Node { child { ...B } }
      fragment B on Node { child { child { child { child { child { child { id } } } } } } }`;
    expect(messages(q)).toEqual(['Query is too deep: 9 levels, at most 8']);
  });

  test('inline fragments add no level of their own, and cannot hide one either', () => {
    const limits = { maxDepth: 3, maxAliases: 99, maxCost: 1e9 };
    expect(messages('{ node { ... on Node { child { id } } } }', limits)).toEqual([]);
    expect(messages('{ node { ... on Node { child { ... on Node { child { id } } } } } }', limits)).toEqual(['Query is too deep: 4 levels, at most 3']);
  });

  test('a fragment cycle does not hang the rule (the standard rules refuse the cycle itself)', () => {
    const q = `{ node { ...A } }
      fragment A on Node { child { ...B } }
      fragment B on Node { child { ...A } }`;
    expect(messages(q, { maxDepth: 3, maxAliases: 99, maxCost: 1e9 })).toEqual(['Query is too deep: 4 levels, at most 3']);
  });

  test('a spread of an unknown fragment is ignored by the rule (the standard rules report it)', () => {
    expect(messages('{ node { ...Missing } }')).toEqual([]);
  });

  test('introspection is not limited by the rule (its standard query is deep)', () => {
    const q = '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }';
    expect(messages(q)).toEqual([]);
    expect(messages('{ __typename node { __typename } }')).toEqual([]);
  });

  test('each operation of a document is judged on its own', () => {
    const doc = `query A ${depthQuery(8)} query B ${depthQuery(9)}`;
    expect(messages(doc)).toEqual(['Query is too deep: 9 levels, at most 8']);
  });
});

describe('aliases', () => {
  test('15 aliases are allowed; 16 are refused', () => {
    expect(messages(aliasQuery(15))).toEqual([]);
    expect(messages(aliasQuery(16))).toEqual(['Query uses too many aliases: 16, at most 15']);
  });

  test('aliases are counted at every level and inside fragments', () => {
    const q = `{ a: node { b: child { c: id } ...F } }
      fragment F on Node { d: name e: name }`;
    expect(messages(q, { maxDepth: 99, maxAliases: 4, maxCost: 1e9 })).toEqual(['Query uses too many aliases: 5, at most 4']);
  });

  test('a fragment spread twice counts its aliases twice', () => {
    const q = `{ node { ...F child { ...F } } }
      fragment F on Node { x: id y: id }`;
    expect(messages(q, { maxDepth: 99, maxAliases: 3, maxCost: 1e9 })).toEqual(['Query uses too many aliases: 4, at most 3']);
  });
});

describe('cost', () => {
  const only = (maxCost: number) => ({ maxDepth: 99, maxAliases: 99, maxCost });

  test('each field costs 1 outside lists', () => {
    expect(messages('{ node { id name child { id } } }', only(5))).toEqual([]);
    expect(messages('{ node { id name child { id } } }', only(4))).toEqual(['Query is too expensive: cost 5, at most 4']);
  });

  test('fields inside a list cost ten times more, and nested lists multiply', () => {
    // nodes 1, children 10 (inside nodes), id 100 (inside nodes and children)
    expect(messages('{ nodes { children { id } } }', only(111))).toEqual([]);
    expect(messages('{ nodes { children { id } } }', only(110))).toEqual(['Query is too expensive: cost 111, at most 110']);
  });

  test('a list of scalars is one field', () => {
    expect(messages('{ tags }', only(1))).toEqual([]);
  });

  test('repeating a field name without aliases still costs each time', () => {
    const q = `{ nodes { ${Array.from({ length: 501 }, () => 'id').join(' ')} } }`;
    expect(messages(q)).toEqual([`Query is too expensive: cost ${1 + 501 * 10}, at most 5000`]);
  });

  test('fragments are paid for each time they are spread', () => {
    const q = `{ nodes { ...F } node { ...F } }
      fragment F on Node { id name }`;
    // nodes 1 + F in a list (2 x 10) + node 1 + F (2) = 24
    expect(messages(q, only(23))).toEqual(['Query is too expensive: cost 24, at most 23']);
  });
});

describe('all limits together', () => {
  test('a query over every limit gets every message', () => {
    const q = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: nodes { children { children { id } } }`).join(' ')} x: ${depthQuery(9).slice(2, -2)} }`;
    const got = messages(q);
    expect(got).toEqual([
      expect.stringMatching(/^Query is too deep: 9 levels, at most 8$/),
      expect.stringMatching(/^Query uses too many aliases: 17, at most 15$/),
      expect.stringMatching(/^Query is too expensive: cost \d+, at most 5000$/),
    ]);
    expect(run(q).every((e) => e.extensions.code === 'BAD_USER_INPUT')).toBe(true);
  });
});
