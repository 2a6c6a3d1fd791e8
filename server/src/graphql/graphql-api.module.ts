import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { join } from 'node:path';
import { type AppConfig, REPO_ROOT } from '../config/config.js';
import { DateTimeScalar } from './date-time.scalar.js';
import { graphqlLimits } from './armor.js';
import { formatError, requestIdsOfErrors } from './format-error.js';

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
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          typePaths: [join(REPO_ROOT, 'schema.graphql')],
          path: '/graphql',
          graphiql: false,
          ...limits,
          context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
          resolvers: { DateTime: DateTimeScalar },
          formatError,
          includeStacktraceInErrorResponses: false,
          // Nothing here uses cache hints or traces; their per-field hooks cost time on every list.
          plugins: [ApolloServerPluginCacheControlDisabled(), ApolloServerPluginInlineTraceDisabled(), requestIdsOfErrors, ...limits.plugins],
        }),
      ],
    };
  }
}
