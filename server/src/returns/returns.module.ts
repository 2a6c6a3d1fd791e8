import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { EventsModule } from '../events/events.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { StockModule } from '../stock/stock.module.js';
import { UsersModule } from '../users/users.module.js';
import { ExchangesService } from './exchanges.service.js';
import { ReturnsJournal } from './return-journal.js';
import { ReturnLineEntity } from './return-line.entity.js';
import { ReturnMoveEntity } from './return-move.entity.js';
import { ReturnRequestEntity } from './return-request.entity.js';
import { ReturnsController } from './returns.controller.js';
import { ProductReturnPolicyResolver, ReturnsResolver, StockReturnPolicyResolver } from './returns.resolver.js';
import { ReturnsService } from './returns.service.js';

/**
 * Returns and exchanges of delivered orders (issue 58, DECISIONS 14); an exchange's replacement
 * order is written by orders (ReplacementOrders). Sits above orders, stock and payments and
 * asks them through their services; its tables are its own. A refund's credit note comes from
 * the GST documents (InvoicesService).
 */
@Module({
  imports: [TypeOrmModule.forFeature([ReturnRequestEntity, ReturnLineEntity, ReturnMoveEntity]), EventsModule, InvoicesModule, OrdersModule, StockModule, PaymentsModule, UsersModule, CatalogueModule],
  controllers: [ReturnsController],
  providers: [ReturnsService, ReturnsJournal, ExchangesService, ReturnsResolver, ProductReturnPolicyResolver, StockReturnPolicyResolver],
})
export class ReturnsModule {}
