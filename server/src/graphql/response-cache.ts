import { type ApolloServerPlugin, type GraphQLRequest, HeaderMap } from '@apollo/server';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { ModuleRef } from '@nestjs/core';
import { createHash, randomUUID } from 'node:crypto';
import { getNamedType, type GraphQLNamedType, type GraphQLSchema, Kind, type OperationDefinitionNode } from 'graphql';
import { publicCacheControl, signedIn } from '../common/cache-policy.js';

/**
 * The hinted types whose answers are made from one versioned source alone, and that version: the
 * feature that knows provides them under this token (the catalogue module: its types and its
 * file's version). Only such answers are kept by the server and given an ETag, so that no kept
 * answer and no 304 outlives the data it was made from.
 */
export const VERSIONED_TYPES = Symbol('VERSIONED_TYPES');
export interface VersionedTypes {
  types: ReadonlySet<string>;
  version: () => string;
}

/** The maxAge of a type's @cacheControl hint in schema.graphql, or null when it has none. */
export function cacheHintOf(type: GraphQLNamedType): number | null {
  const directive = type.astNode?.directives?.find((d) => d.name.value === 'cacheControl');
  const maxAge = directive?.arguments?.find((a) => a.name.value === 'maxAge')?.value;
  return maxAge?.kind === Kind.INT ? Number(maxAge.value) : null;
}

/** How long an answer may be kept, and whether it is made from the versioned source alone. */
export interface CachePolicy {
  maxAge: number;
  versioned: boolean;
}

/**
 * The policy of an operation's answer: the shortest hint of the types its root fields return,
 * versioned when all of them are of the versioned source; null when any root field returns a
 * type without a hint (or the operation is not a plain query). The hinted types hold only
 * scalars and hinted types (response-cache.spec.ts checks schema.graphql), so a hint at the root
 * covers the whole answer.
 */
export function cachePolicyOf(schema: GraphQLSchema, operation: OperationDefinitionNode, versionedTypes: ReadonlySet<string>): CachePolicy | null {
  const root = schema.getQueryType();
  if (operation.operation !== 'query' || !root) return null;
  let maxAge = Number.POSITIVE_INFINITY;
  let versioned = true;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return null;
    if (selection.name.value === '__typename') continue;
    const field = root.getFields()[selection.name.value];
    const type = field ? getNamedType(field.type) : null;
    const hint = type ? cacheHintOf(type) : null;
    if (hint === null) return null;
    maxAge = Math.min(maxAge, hint);
    versioned &&= versionedTypes.has(type!.name);
  }
  return Number.isFinite(maxAge) ? { maxAge, versioned } : null;
}

/** Whether an If-None-Match header names this (weak) ETag, compared weakly as RFC 9110 says. */
export function matchesETag(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === opaque);
}

/** What one request's answer may be: its operation's policy, and whether the request is signed in. */
interface RequestPolicy extends CachePolicy {
  public: boolean;
  etag: string | null;
}

/**
 * Caching of public reads, inside Apollo's request pipeline (after parsing, validation and the
 * limits). The policy is read once per operation from the root fields' hints: Apollo's own
 * cache-control plugin would do it with a hook on every field of every answer (a few percent of an
 * orders list's CPU). Then, for a request that is not signed in:
 * - a GET is answered `Cache-Control: public, max-age, stale-while-revalidate` by the hint, and
 *   a versioned answer also with the ETag of the source's version; an If-None-Match naming it is
 *   answered 304 before the answer is looked up, made or serialized;
 * - a versioned answer is kept by Apollo's response cache for the same operation, variables and
 *   version, and answered again without being executed (GET or POST).
 * Everything else (signed in, a mutation, an unhinted field, stock, an error) is never kept, and
 * its HTTP answer keeps the API's no-store.
 */
export function responseCache(moduleRef: ModuleRef): ApolloServerPlugin[] {
  let source: VersionedTypes | undefined;
  const versionedSource = () => (source ??= moduleRef.get<VersionedTypes>(VERSIONED_TYPES, { strict: false }));
  const policies = new WeakMap<GraphQLRequest, RequestPolicy>();
  const httpCaching: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, operation, request, overallCachePolicy }) {
          const policy = operation ? cachePolicyOf(schema, operation, versionedSource().types) : null;
          if (!policy) return;
          const isPublic = !signedIn(request.http?.headers.get('authorization'));
          const etag = isPublic && policy.versioned && request.http?.method === 'GET' ? `W/"${versionedSource().version()}"` : null;
          policies.set(request, { ...policy, public: isPublic, etag });
          if (isPublic && policy.versioned) overallCachePolicy.replace({ maxAge: policy.maxAge, scope: 'PUBLIC' });
        },
        async responseForOperation({ request }) {
          const etag = policies.get(request)?.etag;
          if (!etag || !matchesETag(request.http?.headers.get('if-none-match'), etag)) return null;
          return { body: { kind: 'single', singleResult: {} }, http: { status: 304, headers: new HeaderMap() } };
        },
        async willSendResponse({ request, response }) {
          const policy = policies.get(request);
          if (!policy?.public || request.http?.method !== 'GET') return;
          if (response.body.kind !== 'single' || response.body.singleResult.errors) return;
          response.http.headers.set('cache-control', publicCacheControl(policy.maxAge));
          if (policy.etag) response.http.headers.set('etag', policy.etag);
        },
      };
    },
  };
  const kept = async ({ overallCachePolicy }: { overallCachePolicy: { policyIfCacheable(): unknown } }) => overallCachePolicy.policyIfCacheable() !== null;
  return [
    httpCaching,
    responseCachePlugin({
      extraCacheKeyData: async () => versionedSource().version(),
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
