import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { join } from 'node:path';
import type { AppConfig } from '../config/config.js';
import { REPO_ROOT } from '../config/repo-root.js';
import { DateTimeScalar } from './date-time.scalar.js';
import { graphqlLimits } from './armor.js';
import { formatError, requestIdsOfErrors } from './format-error.js';
import { responseCache } from './response-cache.js';

/**
 * GraphQL at /graphql, schema first: schema.graphql is the contract and the features' resolvers
 * answer it. Limits, error shapes and introspection are set here, for every operation alike.
 */
@Module({})
export class GraphqlApiModule {
  static forRoot(config: AppConfig): DynamicModule {
    const limits = graphqlLimits(config);
    return {
      module: GraphqlApiModule,
      imports: [
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [ModuleRef],
          useFactory: (moduleRef: ModuleRef) => ({
            typePaths: [join(REPO_ROOT, 'schema.graphql')],
            path: '/graphql',
            graphiql: false,
            ...limits,
            context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
            resolvers: { DateTime: DateTimeScalar },
            formatError,
            includeStacktraceInErrorResponses: false,
            // No traces, and no per-field cache hints (responseCache reads the hints per operation):
            // their per-field hooks would cost time on every list.
            plugins: [ApolloServerPluginCacheControlDisabled(), ApolloServerPluginInlineTraceDisabled(), requestIdsOfErrors, ...limits.plugins, ...responseCache(moduleRef)],
          }),
        }),
      ],
    };
  }
}
