import type { ApolloServerPlugin } from '@apollo/server';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { ModuleRef } from '@nestjs/core';
import { createHash, randomUUID } from 'node:crypto';
import { getNamedType, type GraphQLNamedType, type GraphQLSchema, Kind, type OperationDefinitionNode } from 'graphql';

/**
 * What a kept answer also depends on besides its operation and variables: a function the feature
 * that knows provides under this token (the catalogue module: its file's version), so that no
 * answer outlives the data it was made from.
 */
export const RESPONSE_CACHE_KEY = Symbol('RESPONSE_CACHE_KEY');
export type ResponseCacheKey = () => string;

/** The maxAge of a type's @cacheControl hint in schema.graphql, or null when it has none. */
export function cacheHintOf(type: GraphQLNamedType): number | null {
  const directive = type.astNode?.directives?.find((d) => d.name.value === 'cacheControl');
  const maxAge = directive?.arguments?.find((a) => a.name.value === 'maxAge')?.value;
  return maxAge?.kind === Kind.INT ? Number(maxAge.value) : null;
}

/**
 * How long an operation's answer may be kept: the shortest hint of the types its root fields
 * return, or null when any root field returns a type without one (or the operation is not a
 * plain query). The hinted types hold only scalars and hinted types (response-cache.spec.ts
 * checks schema.graphql), so a hint at the root covers the whole answer.
 */
export function keptFor(schema: GraphQLSchema, operation: OperationDefinitionNode): number | null {
  const root = schema.getQueryType();
  if (operation.operation !== 'query' || !root) return null;
  let maxAge = Number.POSITIVE_INFINITY;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return null;
    if (selection.name.value === '__typename') continue;
    const field = root.getFields()[selection.name.value];
    const hint = field ? cacheHintOf(getNamedType(field.type)) : null;
    if (hint === null) return null;
    maxAge = Math.min(maxAge, hint);
  }
  return Number.isFinite(maxAge) ? maxAge : null;
}

/**
 * Apollo's response cache, inside Apollo's request pipeline (after parsing, validation and the
 * limits): a query made only of hinted types (the catalogue's) is answered from the answer kept
 * for the same operation, variables and catalogue version; nothing else is ever kept. The policy
 * is set once per operation from the root fields' hints: Apollo's own cache-control plugin would
 * do it with a hook on every field of every answer (a few percent of an orders list's CPU).
 */
export function responseCache(moduleRef: ModuleRef): ApolloServerPlugin[] {
  let key: ResponseCacheKey | undefined;
  const version = () => (key ??= moduleRef.get<ResponseCacheKey>(RESPONSE_CACHE_KEY, { strict: false }))();
  const policyFromHints: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, operation, overallCachePolicy }) {
          const maxAge = operation ? keptFor(schema, operation) : null;
          if (maxAge !== null) overallCachePolicy.replace({ maxAge, scope: 'PUBLIC' });
        },
      };
    },
  };
  const kept = async ({ overallCachePolicy }: { overallCachePolicy: { policyIfCacheable(): unknown } }) => overallCachePolicy.policyIfCacheable() !== null;
  return [
    policyFromHints,
    responseCachePlugin({
      extraCacheKeyData: async () => version(),
      // Only operations the hints make cacheable are looked up or stored: the key is made from
      // the variables, which are not checked yet at this point.
      shouldReadFromCache: kept,
      shouldWriteToCache: kept,
      // Variables too deep to serialize (within the body limit) get a key that never matches;
      // their coercion then refuses them with a 400, as it would without the cache.
      generateCacheKey: (_, keyData) => {
        try {
          return createHash('sha256').update(JSON.stringify(keyData)).digest('hex');
        } catch {
          return `unkeyable:${randomUUID()}`;
        }
      },
    }),
  ];
}
