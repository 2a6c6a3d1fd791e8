import { GraphQLError, type GraphQLScalarTypeConfig, Kind } from 'graphql';

const parse = (value: unknown): Date => {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string', { extensions: { code: 'BAD_USER_INPUT' } });
  return date;
};

/**
 * How the DateTime scalar is written and read: ISO-8601 instants in UTC. Only its functions:
 * its name and description are schema.graphql's. graphql-tools copies every property of a
 * scalar's resolver onto the type the SDL declares, so a whole GraphQLScalarType here (with
 * `description: undefined`) would erase the contract's description from the served schema.
 */
export const DateTimeScalar: Pick<GraphQLScalarTypeConfig<Date | string, string>, 'serialize' | 'parseValue' | 'parseLiteral'> = {
  // Views already hold ISO strings; only a Date needs converting.
  serialize: (value) => (typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: parse,
  parseLiteral: (ast) => parse(ast.kind === Kind.STRING ? ast.value : null),
};
