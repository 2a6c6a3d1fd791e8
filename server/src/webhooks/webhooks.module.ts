import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module.js';
import { OutboxConsumers } from '../events/outbox-consumer.js';
import { UsersModule } from '../users/users.module.js';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.js';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksResolver } from './webhooks.resolver.js';
import { WebhooksService } from './webhooks.service.js';

/** Integrators' webhooks (issue 59): the outbox's `webhook` consumer, and the staff's endpoints. */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpointEntity]), EventsModule, UsersModule],
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhooksResolver],
})
export class WebhooksModule implements OnModuleInit {
  constructor(
    private readonly consumers: OutboxConsumers,
    private readonly webhooks: WebhooksService,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this.webhooks);
  }
}
