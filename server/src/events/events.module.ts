import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsService } from './events.service.js';
import { OutboxAttemptEntity } from './outbox-attempt.entity.js';
import { OutboxConsumers } from './outbox-consumer.js';
import { OutboxDeliveryEntity } from './outbox-delivery.entity.js';
import { OutboxEventEntity } from './outbox-event.entity.js';
import { OutboxWorker } from './outbox-worker.js';

/**
 * The outbox (issue 59): events written in the transactions that move orders, and the worker that
 * hands them to the consumers registered in OutboxConsumers (webhooks; mail registers the same way).
 * Below every feature module: it knows none of them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxEventEntity, OutboxDeliveryEntity, OutboxAttemptEntity])],
  providers: [EventsService, OutboxConsumers, OutboxWorker],
  exports: [EventsService, OutboxConsumers],
})
export class EventsModule {}
