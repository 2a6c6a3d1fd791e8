import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { EventsModule } from '../events/events.module.js';
import { UsersModule } from '../users/users.module.js';
import { StockAdminService } from './stock-admin.service.js';
import { StockLevelEntity } from './stock-level.entity.js';
import { StockMovementEntity } from './stock-movement.entity.js';
import { StockSeeder } from './stock-seeder.js';
import { StockController } from './stock.controller.js';
import { StockResolver } from './stock.resolver.js';
import { StockService } from './stock.service.js';

/** Stock per product and size: what shoppers see, what orders take, what the staff change. */
@Module({
  imports: [TypeOrmModule.forFeature([StockLevelEntity, StockMovementEntity]), CatalogueModule, UsersModule, EventsModule],
  controllers: [StockController],
  providers: [StockService, StockAdminService, StockSeeder, StockResolver],
  exports: [StockService, StockAdminService],
})
export class StockModule {}
