import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrdersModule } from '../orders/orders.module.js';
import { StockModule } from '../stock/stock.module.js';
import { UsersModule } from '../users/users.module.js';
import { ApiKeyEntity } from './api-key.entity.js';
import { ApiKeyGuard } from './api-key.guard.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysResolver } from './api-keys.resolver.js';
import { ApiKeysService } from './api-keys.service.js';
import { V1OrdersController } from './v1-orders.controller.js';
import { V1StockController } from './v1-stock.controller.js';

/** Integrators (issue 59): API keys with scopes, and the v1 calls they open. */
@Module({
  imports: [TypeOrmModule.forFeature([ApiKeyEntity]), OrdersModule, StockModule, UsersModule],
  controllers: [ApiKeysController, V1OrdersController, V1StockController],
  providers: [ApiKeysService, ApiKeyGuard, ApiKeysResolver],
})
export class IntegrationsModule {}
