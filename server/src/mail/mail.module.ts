import { Module } from '@nestjs/common';
import { MailSender } from './mail-sender.js';
import { OrderMail } from './order-mail.js';

/**
 * E-mail to shoppers: the transport (SMTP, or .eml files in development) and the order
 * messages, a consumer of the outbox's order events. Other modules send their own messages
 * (the password reset) through MailSender with a template of this module.
 */
@Module({ providers: [MailSender, OrderMail], exports: [MailSender, OrderMail] })
export class MailModule {}
