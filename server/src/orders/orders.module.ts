import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { EventsModule } from '../events/events.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { OffersModule } from '../offers/offers.module.js';
import { PricingModule } from '../pricing/pricing.module.js';
import { StockModule } from '../stock/stock.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminOrdersResolver } from './admin-orders.resolver.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';
import { OrderItemEntity } from './order-item.entity.js';
import { OrderPaymentsPort } from './order-payments.port.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { OrderEntity } from './order.entity.js';
import { OrdersController } from './orders.controller.js';
import { OrdersResolver } from './orders.resolver.js';
import { OrderReads } from './order-reads.service.js';
import { OrdersService } from './orders.service.js';
import { QuoteCartResolver } from './quote-cart.resolver.js';
import { ReplacementOrders } from './replacement-orders.js';
import { ShopperHolds } from './shopper-holds.js';

/**
 * Placing, reading and moving orders (REST and GraphQL). The only writer of the orders table,
 * payment status included; PaymentsModule, above it, plugs its side into OrderPaymentsPort.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, OrderItemEntity, IdempotencyKeyEntity, OrderStatusChangeEntity]), PricingModule, StockModule, UsersModule, DeliveryModule, EventsModule, InvoicesModule, OffersModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrderReads, ShopperHolds, OrderPaymentsPort, OrdersResolver, QuoteCartResolver, AdminOrdersService, AdminOrdersResolver, ReplacementOrders],
  exports: [OrdersService, OrderReads, OrderPaymentsPort, ReplacementOrders],
})
export class OrdersModule {}
