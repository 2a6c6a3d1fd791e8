/**
 * The GraphQL contract (issue #35): schema.graphql describes every element of the API, and the
 * server serves exactly that file, descriptions included, as its introspection shows.
 *
 * Introspection carries directive definitions (so `@cacheControl` and its `CacheControlScope`
 * enum are compared like any other element) but not the directives applied to types and fields,
 * save `@deprecated`, `@specifiedBy` and `@oneOf`, which it reports as properties. The catalogue
 * types' `@cacheControl(maxAge: ...)` hints therefore cannot be compared here, and printSchema
 * leaves them out on both sides: the server reads them from the same file (response-cache.ts,
 * whose spec pins which types carry them), and catalogue.e2e-spec.ts shows their effect.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { gql } from '../support/api';
import { expectGqlOk } from '../support/shop';
import { ROOT, type RunningServer, startServer } from '../support/start-server';

jest.setTimeout(60_000);

/** Every option of graphql-js' introspection query that this graphql-js has: the whole schema. */
const INTROSPECTION_OPTIONS = {
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  experimentalDirectiveDeprecation: true,
  oneOf: true,
} as const;

const contract = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));

/** Every element the file defines without a description (a blank one counts as none), as `Type.field(argument)`. */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const need = (what: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(what);
  };
  need('schema', schema.description);
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    need(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        need(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) need(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    }
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) need(`${type.name}.${field.name}`, field.description);
    if (isEnumType(type)) for (const value of type.getValues()) need(`${type.name}.${value.name}`, value.description);
  }
  for (const directive of schema.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    need(`@${directive.name}`, directive.description);
    for (const arg of directive.args) need(`@${directive.name}(${arg.name})`, arg.description);
  }
  return missing;
}

/** The SDL of a schema in a canonical order, descriptions and deprecations included. */
const printed = (schema: GraphQLSchema) => printSchema(lexicographicSortSchema(schema));

describe('schema.graphql', () => {
  test('describes the schema and every type, field, argument, input field, enum value, scalar and directive it defines', () => {
    expect(undescribed(contract)).toEqual([]);
  });

  test('the check sees what is missing', () => {
    const bare = buildSchema('"d" directive @d(a: Int) on FIELD  "d" type Query { "d" f(a: Int): E, g: Int }  enum E { "d" A B }  input I { x: Int }  scalar S');
    expect(undescribed(bare)).toEqual(['schema', 'Query.f(a)', 'Query.g', 'E', 'E.B', 'I', 'I.x', 'S', '@d(a)']);
  });
});

describe('the served schema is schema.graphql', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.stop());

  test("the server's introspection, descriptions and deprecations included, is the file's schema", async () => {
    const served = buildClientSchema(expectGqlOk(await gql(server, getIntrospectionQuery(INTROSPECTION_OPTIONS))));
    expect(printed(served)).toBe(printed(contract));
  });
});
