import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { EventsModule } from '../events/events.module.js';
import { OutboxConsumers } from '../events/outbox-consumer.js';
import { MailModule } from '../mail/mail.module.js';
import { StockModule } from '../stock/stock.module.js';
import { UsersModule } from '../users/users.module.js';
import { BackInStockMail } from './back-in-stock-mail.js';
import { StockAlertEntity } from './stock-alert.entity.js';
import { StockAlertsService } from './stock-alerts.service.js';
import { StockAlertsController, WishlistController } from './wishlist.controller.js';
import { WishlistItemEntity } from './wishlist-item.entity.js';
import { WishlistResolver } from './wishlist.resolver.js';
import { WishlistService } from './wishlist.service.js';

/**
 * A signed-in shopper's wishlist and 'Notify me' requests (DECISIONS 18, issue 60), and the
 * outbox's `alert` consumer that mails them when their size is back (issue 59).
 */
@Module({
  imports: [TypeOrmModule.forFeature([WishlistItemEntity, StockAlertEntity]), CatalogueModule, StockModule, UsersModule, EventsModule, MailModule],
  controllers: [WishlistController, StockAlertsController],
  providers: [WishlistService, StockAlertsService, WishlistResolver, BackInStockMail],
  exports: [StockAlertsService],
})
export class WishlistModule implements OnModuleInit {
  constructor(
    private readonly consumers: OutboxConsumers,
    private readonly backInStock: BackInStockMail,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this.backInStock);
  }
}
