import { Module, type OnModuleInit } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { OutboxConsumers } from '../events/outbox-consumer.js';
import { MailSender } from './mail-sender.js';
import { OrderMail } from './order-mail.js';
import { OrderMailConsumer } from './order-mail-consumer.js';

/**
 * E-mail to shoppers: the transport (SMTP, or .eml files in development) and the order
 * messages, the outbox's `mail` consumer of order events. Other modules send their own messages
 * (the password reset) through MailSender with a template of this module.
 */
@Module({ imports: [EventsModule], providers: [MailSender, OrderMail, OrderMailConsumer], exports: [MailSender, OrderMail] })
export class MailModule implements OnModuleInit {
  constructor(
    private readonly consumers: OutboxConsumers,
    private readonly consumer: OrderMailConsumer,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this.consumer);
  }
}
