import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const parse = (value: unknown): Date => {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string', { extensions: { code: 'BAD_USER_INPUT' } });
  return date;
};

/** ISO-8601 instants in UTC. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  // Views already hold ISO strings; only a Date needs converting.
  serialize: (value) => (typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: parse,
  parseLiteral: (ast) => parse(ast.kind === Kind.STRING ? ast.value : null),
});
