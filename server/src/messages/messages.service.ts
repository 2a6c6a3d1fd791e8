import { Inject, Injectable } from '@nestjs/common';
import { timeOrderedId } from '../common/ids.js';
import { assertRules, badInput } from '../common/app-error.js';
import type { RequestContext } from '../common/actor.js';
import { EMAIL_PATTERN, isBlank, text } from '../common/validation.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { ContactMessageEntity } from './contact-message.entity.js';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity.js';

export const SUBSCRIBED = 'Successfully subscribed to our newsletter!';
export const ALREADY_SUBSCRIBED = "You're already subscribed to our newsletter. Thank you for staying with us!";
export const MESSAGE_SENT = "Message sent successfully! We'll get back to you soon.";

const assertTextFields = (input: Record<string, unknown>) => {
  const wrong = Object.entries(input).find(([, v]) => v !== undefined && v !== null && typeof v !== 'string');
  if (wrong) throw badInput(`${wrong[0]} must be text`, [{ field: wrong[0], message: `${wrong[0]} must be text` }]);
};

/** The newsletter list and the contact form, validated again here with the form's own messages. */
@Injectable()
export class MessagesService {
  constructor(
    private readonly db: DatabaseService,
    private readonly rateLimit: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async subscribe(ctx: RequestContext, input: { email?: unknown }) {
    assertTextFields(input);
    assertRules([
      { field: 'email', failed: isBlank(input.email), message: 'Please enter your email address' },
      { field: 'email', failed: !EMAIL_PATTERN.test(String(input.email).trim()) || String(input.email).trim().length > 254, message: 'Please enter a valid email address' },
    ]);
    await this.rateLimit.consume([{ key: `newsletter:ip:${ctx.ip}`, limit: this.config.rateLimits.messagesPerAddress }]);
    const email = String(input.email).trim().toLowerCase();
    return this.db.transaction(async (m) => {
      const repo = m.getRepository(NewsletterSubscriptionEntity);
      if (await repo.existsBy({ email })) return { email, alreadySubscribed: true, message: ALREADY_SUBSCRIBED };
      await repo.insert({ id: timeOrderedId(), email, createdAt: new Date() });
      return { email, alreadySubscribed: false, message: SUBSCRIBED };
    });
  }

  async sendContactMessage(ctx: RequestContext, input: { name?: unknown; email?: unknown; subject?: unknown; message?: unknown }) {
    assertTextFields(input);
    const required = 'Please fill in all required fields';
    assertRules([
      { field: 'name', failed: isBlank(input.name), message: required },
      { field: 'email', failed: isBlank(input.email), message: required },
      { field: 'message', failed: isBlank(input.message), message: required },
      { field: 'email', failed: !EMAIL_PATTERN.test(String(input.email).trim()), message: 'Please enter a valid email address' },
      { field: 'name', failed: String(input.name).trim().length > 100, message: 'Name must be at most 100 characters' },
      { field: 'email', failed: String(input.email).trim().length > 254, message: 'Please enter a valid email address' },
      { field: 'subject', failed: (text(input.subject) ?? '').length > 150, message: 'Subject must be at most 150 characters' },
      { field: 'message', failed: String(input.message).trim().length > 5000, message: 'Message must be at most 5000 characters' },
    ]);
    await this.rateLimit.consume([{ key: `contact:ip:${ctx.ip}`, limit: this.config.rateLimits.messagesPerAddress }]);
    const row = {
      id: timeOrderedId(),
      name: String(input.name).trim(),
      email: String(input.email).trim().toLowerCase(),
      subject: text(input.subject),
      message: String(input.message).trim(),
      createdAt: new Date(),
    };
    await this.db.transaction((m) => m.getRepository(ContactMessageEntity).insert(row));
    return { id: row.id, receivedAt: row.createdAt.toISOString(), message: MESSAGE_SENT };
  }
}
