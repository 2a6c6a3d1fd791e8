import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { ContactMessageEntity } from './contact-message.entity.js';
import { MessagesController } from './messages.controller.js';
import { MessagesResolver } from './messages.resolver.js';
import { MessagesService } from './messages.service.js';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity.js';

/** The newsletter list and the contact form. */
@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscriptionEntity, ContactMessageEntity]), RateLimitModule],
  controllers: [MessagesController],
  providers: [MessagesService, MessagesResolver],
})
export class MessagesModule {}
