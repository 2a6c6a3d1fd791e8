import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { StockModule } from '../stock/stock.module.js';
import { UsersModule } from '../users/users.module.js';
import { StockAlertEntity } from './stock-alert.entity.js';
import { StockAlertsService } from './stock-alerts.service.js';
import { StockAlertsController, WishlistController } from './wishlist.controller.js';
import { WishlistItemEntity } from './wishlist-item.entity.js';
import { WishlistResolver } from './wishlist.resolver.js';
import { WishlistService } from './wishlist.service.js';

/** A signed-in shopper's wishlist and 'Notify me' requests (DECISIONS 18, issue 60). */
@Module({
  imports: [TypeOrmModule.forFeature([WishlistItemEntity, StockAlertEntity]), CatalogueModule, StockModule, UsersModule],
  controllers: [WishlistController, StockAlertsController],
  providers: [WishlistService, StockAlertsService, WishlistResolver],
  exports: [StockAlertsService],
})
export class WishlistModule {}
