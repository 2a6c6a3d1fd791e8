import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { JwtModule } from '@nestjs/jwt';
import { join } from 'node:path';
import { AuthController } from './auth/auth.controller.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { AuthService } from './auth/auth.service.js';
import { PasswordsService } from './auth/passwords.service.js';
import { TokensService } from './auth/tokens.service.js';
import { CatalogueResolver } from './catalogue/catalogue.resolver.js';
import { CatalogueService } from './catalogue/catalogue.service.js';
import { AuthGuard } from './common/auth.guard.js';
import { RestExceptionFilter } from './common/rest-exception.filter.js';
import { type AppConfig, REPO_ROOT } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DateTimeScalar } from './graphql/date-time.scalar.js';
import { graphqlLimits } from './graphql/armor.js';
import { formatError, requestIdsOfErrors } from './graphql/format-error.js';
import { HealthController } from './health/health.controller.js';
import { MessagesController } from './messages/messages.controller.js';
import { MessagesResolver } from './messages/messages.resolver.js';
import { MessagesService } from './messages/messages.service.js';
import { OrdersController } from './orders/orders.controller.js';
import { OrdersResolver } from './orders/orders.resolver.js';
import { OrderVersions } from './orders/order-versions.js';
import { OrdersService } from './orders/orders.service.js';
import { RateLimitService } from './rate-limit/rate-limit.service.js';
import { AdminAccountsService } from './users/admin-accounts.service.js';
import { UsersController } from './users/users.controller.js';
import { UsersService } from './users/users.service.js';

/** Composes configuration, the database, GraphQL and the features; no rules live here. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const limits = graphqlLimits(config);
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        JwtModule.register({}),
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
      controllers: [AuthController, UsersController, OrdersController, MessagesController, HealthController],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: RestExceptionFilter },
        CatalogueService,
        CatalogueResolver,
        RateLimitService,
        PasswordsService,
        TokensService,
        AuthService,
        AuthResolver,
        UsersService,
        AdminAccountsService,
        OrdersService,
        OrderVersions,
        OrdersResolver,
        MessagesService,
        MessagesResolver,
      ],
    };
  }
}
