import { getIntrospectionQuery, type IntrospectionOptions, parse } from 'graphql';
import { isGoodFaithIntrospection } from './good-faith-introspection.js';

const goodFaith = (text: string) => isGoodFaithIntrospection(parse(text));
const ALL: IntrospectionOptions = { descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true, oneOf: true };
const fanOut = (root: string, type: string, fields: string) =>
  `${root} ${Array.from({ length: 23 }, (_, i) => `fragment F${i} on ${type} { ${fields} ${i < 22 ? `...F${i + 1} ...F${i + 1}` : ''} }`).join(' ')}`;

describe('an introspection asked in good faith', () => {
  test.each([
    ['with its defaults', {}],
    ['without descriptions', { descriptions: false }],
    ['with every option', ALL],
    ['one option at a time', { specifiedByUrl: true }],
    ['inputValueDeprecation alone', { inputValueDeprecation: true }],
  ])("graphql-js' getIntrospectionQuery() %s", (_, options) => {
    expect(goodFaith(getIntrospectionQuery(options))).toBe(true);
  });

  test('one type by name, with __typename beside it', () => {
    expect(goodFaith('{ __typename __type(name: "Order") { name fields { name type { name kind ofType { name } } } } }')).toBe(true);
  });

  test.each([
    ['__schema twice', '{ __schema { queryType { name } } b: __schema { queryType { name } } }'],
    ['__schema and __type twice', '{ __type(name: "A") { name } b: __type(name: "B") { name } }'],
    ['fields on a path twice', '{ __schema { types { fields { type { fields { name } } } } } }'],
    ['fields beside fields', '{ __type(name: "A") { fields { name } b: fields { name } } }'],
    ['interfaces of possibleTypes of interfaces', '{ __schema { types { interfaces { possibleTypes { interfaces { name } } } } } }'],
    ['a catalogue field beside it', '{ __schema { queryType { name } } catalogue { version } }'],
    ['an operation named __schema', 'query __schema { catalogue { version } }'],
    ['a fragment named __schema at the root', '{ ...__schema } fragment __schema on Query { __schema { queryType { name } } }'],
    ['only __typename', '{ __typename }'],
    ['a mutation', 'mutation { __typename }'],
    ['more than 20 deep', `{ __type(name: "A") { ${'ofType { '.repeat(20)}name${' }'.repeat(20)} } }`],
    ['more than 500 fields', `{ __type(name: "A") { ${Array.from({ length: 500 }, (_, i) => `n${i}: name`).join(' ')} } }`],
    ['a fragment fan-out', fanOut('{ __schema { ...F0 } }', '__Schema', 'description')],
    ['a fan-out of spreads alone', `{ __schema { ...F0 } } ${Array.from({ length: 23 }, (_, i) => `fragment F${i} on __Schema { ${i < 22 ? `...F${i + 1} ...F${i + 1}` : '__typename'} }`).join(' ')}`],
    ['a fragment cycle', '{ __schema { ...A } } fragment A on __Schema { ...B } fragment B on __Schema { ...A }'],
  ])('not: %s', (_, text) => {
    expect(goodFaith(text)).toBe(false);
  });

  test('a fan-out is given up within the bound: 2^60 copies once followed, judged at once', () => {
    const deep = `{ __schema { ...F0 } } ${Array.from({ length: 61 }, (_, i) => `fragment F${i} on __Schema { description ${i < 60 ? `...F${i + 1} ...F${i + 1}` : ''} }`).join(' ')}`;
    expect(goodFaith(deep)).toBe(false);
  });
});
