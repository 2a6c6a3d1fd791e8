import { type DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { CommonModule } from './common/common.module.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DeliveryModule } from './delivery/delivery.module.js';
import { EventsModule } from './events/events.module.js';
import { GraphqlApiModule } from './graphql/graphql-api.module.js';
import { HealthModule } from './health/health.module.js';
import { IntegrationsModule } from './integrations/integrations.module.js';
import { MailModule } from './mail/mail.module.js';
import { MessagesModule } from './messages/messages.module.js';
import { OffersModule } from './offers/offers.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PricingModule } from './pricing/pricing.module.js';
import { ReturnsModule } from './returns/returns.module.js';
import { StockModule } from './stock/stock.module.js';
import { UsersModule } from './users/users.module.js';
import { WishlistModule } from './wishlist/wishlist.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

/** Composes configuration, the database, the API surfaces and the features; no rules live here. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        CommonModule,
        GraphqlApiModule.forRoot(config),
        CatalogueModule,
        StockModule,
        DeliveryModule,
        PricingModule,
        UsersModule,
        AuthModule,
        OffersModule,
        OrdersModule,
        WishlistModule,
        PaymentsModule,
        ReturnsModule,
        EventsModule,
        WebhooksModule,
        IntegrationsModule,
        MessagesModule,
        MailModule,
        HealthModule,
      ],
    };
  }
}
