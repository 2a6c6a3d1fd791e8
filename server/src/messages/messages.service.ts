import { Inject, Injectable } from '@nestjs/common';
import { timeOrderedId } from '../common/ids.js';
import type { RequestContext } from '../common/actor.js';
import { text } from '../common/validation.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { ContactMessageEntity } from './contact-message.entity.js';
import type { ContactMessageInput } from './dto/contact-message.input.js';
import type { NewsletterInput } from './dto/newsletter.input.js';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity.js';

export const SUBSCRIBED = 'Successfully subscribed to our newsletter!';
export const ALREADY_SUBSCRIBED = "You're already subscribed to our newsletter. Thank you for staying with us!";
export const MESSAGE_SENT = "Message sent successfully! We'll get back to you soon.";

/** The newsletter list and the contact form (their fields checked by their inputs, with the forms' own messages). */
@Injectable()
export class MessagesService {
  constructor(
    private readonly db: DatabaseService,
    private readonly rateLimit: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async subscribe(ctx: RequestContext, input: NewsletterInput) {
    await this.rateLimit.consume([{ key: `newsletter:ip:${ctx.ip}`, limit: this.config.rateLimits.messagesPerAddress }]);
    const email = input.email.trim().toLowerCase();
    return this.db.transaction(async (m) => {
      const repo = m.getRepository(NewsletterSubscriptionEntity);
      if (await repo.existsBy({ email })) return { email, alreadySubscribed: true, message: ALREADY_SUBSCRIBED };
      await repo.insert({ id: timeOrderedId(), email, createdAt: new Date() });
      return { email, alreadySubscribed: false, message: SUBSCRIBED };
    });
  }

  async sendContactMessage(ctx: RequestContext, input: ContactMessageInput) {
    await this.rateLimit.consume([{ key: `contact:ip:${ctx.ip}`, limit: this.config.rateLimits.messagesPerAddress }]);
    const row = {
      id: timeOrderedId(),
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      subject: text(input.subject),
      message: input.message.trim(),
      createdAt: new Date(),
    };
    await this.db.transaction((m) => m.getRepository(ContactMessageEntity).insert(row));
    return { id: row.id, receivedAt: row.createdAt.toISOString(), message: MESSAGE_SENT };
  }
}
