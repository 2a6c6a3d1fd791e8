import { Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AddressInfo } from 'node:net';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { EventsModule } from '../events/events.module.js';
import { OrderPaymentsPort } from '../orders/order-payments.port.js';
import { OrdersModule } from '../orders/orders.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminPaymentsService } from './admin-payments.service.js';
import { PaymentAttemptEntity } from './payment-attempt.entity.js';
import { PaymentEventEntity } from './payment-event.entity.js';
import { PaymentRefundEntity } from './payment-refund.entity.js';
import { PaymentStatusChangeEntity } from './payment-status-change.entity.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsResolver } from './payments.resolver.js';
import { PaymentLedger } from './payment-ledger.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { PaymentsReconciler } from './payments-reconciler.js';
import { PaymentsService } from './payments.service.js';
import { RefundSender } from './refund-sender.js';
import { StaffRefundsService } from './staff-refunds.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider.js';
import { RazorpayProvider, razorpayClient } from './razorpay.provider.js';
import { SandboxController } from './sandbox/sandbox.controller.js';
import { SandboxOrderEntity, SandboxPaymentEntity, SandboxRefundEntity } from './sandbox/sandbox.entities.js';
import { SandboxProvider } from './sandbox/sandbox.provider.js';
import { SANDBOX } from './sandbox/sandbox.token.js';
import { SandboxWebhooks } from './sandbox/sandbox-webhooks.js';
import { InvoicesModule } from '../invoices/invoices.module.js';

/** The shop's own address, for the sandbox's webhooks to its own endpoint. */
const ownWebhookUrl = (host: HttpAdapterHost) => (): string | null => {
  const address = host.httpAdapter?.getHttpServer()?.address() as AddressInfo | string | null;
  return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}/api/payments/webhook` : null;
};

/**
 * Online payment (DECISIONS 12). Sits above orders: it reads orders and has them record the
 * payment outcomes it settles (OrdersService), and plugs PaymentsService into the port orders
 * call (OrderPaymentsPort) for a checkout and for the payment side of a cancellation. A staff
 * refund asks InvoicesService for its credit note.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      PaymentAttemptEntity,
      PaymentEventEntity,
      PaymentRefundEntity,
      PaymentStatusChangeEntity,
      SandboxOrderEntity,
      SandboxPaymentEntity,
      SandboxRefundEntity,
    ]),
    OrdersModule,
    EventsModule,
    // A staff refund's credit note, issued by GST documents' own service.
    InvoicesModule,
    RateLimitModule,
    UsersModule,
  ],
  controllers: [PaymentsController, SandboxController],
  providers: [
    {
      provide: SandboxWebhooks,
      inject: [APP_CONFIG, HttpAdapterHost],
      useFactory: (config: AppConfig, host: HttpAdapterHost) =>
        new SandboxWebhooks(config.payments.sandbox?.webhookSecret ?? '', ownWebhookUrl(host), config.payments.sandbox?.lateWebhookMs ?? 0),
    },
    {
      provide: SANDBOX,
      inject: [APP_CONFIG, DatabaseService, SandboxWebhooks],
      useFactory: (config: AppConfig, db: DatabaseService, webhooks: SandboxWebhooks) =>
        config.payments.sandbox ? new SandboxProvider(db, config.payments.sandbox, webhooks, config.payments.sandbox.webhookSecret) : null,
    },
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG, SANDBOX],
      useFactory: async (config: AppConfig, sandbox: SandboxProvider | null): Promise<PaymentProvider | null> =>
        config.payments.razorpay ? new RazorpayProvider(config.payments.razorpay, await razorpayClient(config.payments.razorpay)) : sandbox,
    },
    PaymentLedger,
    RefundSender,
    PaymentsService,
    PaymentWebhooksService,
    AdminPaymentsService,
    StaffRefundsService,
    PaymentsResolver,
    PaymentsReconciler,
  ],
  exports: [PaymentsService, StaffRefundsService],
})
export class PaymentsModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly webhooks: SandboxWebhooks,
    private readonly port: OrderPaymentsPort,
    private readonly payments: PaymentsService,
  ) {}

  onModuleInit() {
    this.port.plugIn(this.payments);
  }

  onApplicationShutdown() {
    this.webhooks.close();
  }
}
