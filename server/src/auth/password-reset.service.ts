import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { AppError, badInput } from '../common/app-error.js';
import type { RequestContext } from '../common/actor.js';
import { timeOrderedId } from '../common/ids.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { MailSender } from '../mail/mail-sender.js';
import { passwordReset } from '../mail/account-templates.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { UsersService } from '../users/users.service.js';
import type { RequestPasswordResetInput, ResetPasswordInput } from './dto/password-reset.input.js';
import { addressBucket } from './login-limits.js';
import { PasswordResetEntity } from './password-reset.entity.js';
import { PasswordsService } from './passwords.service.js';
import { TokensService } from './tokens.service.js';

/** The one answer to every request for a link, whether or not the email has an account. */
export const resetRequested = (minutes: number) =>
  `If an account uses this email, we have sent it a link to reset the password. The link works once, for ${minutes} minutes.`;
const minutesOf = (seconds: number) => Math.max(1, Math.round(seconds / 60));
export const RESET_LINK_INVALID = 'This password reset link is invalid, used already or expired. Please ask for a new one.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Forgot password (issue 59). A request answers at once and the same for any email: the account
 * is looked up, its link stored (as a hash, single use, PASSWORD_RESET_TTL_SECONDS) and mailed
 * after the answer, so neither the answer nor its time tells whether the email has an account,
 * and a slow SMTP server never holds a request. Setting a new password uses the link up (once,
 * however many try at the same moment), every other link of the account with it, and revokes
 * every refresh token of the account: every sign-in elsewhere ends.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly db: DatabaseService,
    private readonly users: UsersService,
    private readonly passwords: PasswordsService,
    private readonly tokens: TokensService,
    private readonly rateLimit: RateLimitService,
    private readonly mail: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async request(ctx: RequestContext, input: RequestPasswordResetInput): Promise<{ message: string }> {
    if (input.website != null && input.website !== this.config.websiteId) {
      throw new AppError('BAD_USER_INPUT', 'Unknown website identifier', [{ field: 'website', message: 'Unknown website identifier' }]);
    }
    const website = this.config.websiteId;
    const email = input.email.trim().toLowerCase();
    const limits = this.config.passwordReset;
    // Counted for any email, with an account or not: the limit's answer tells nothing either.
    await this.rateLimit.consume([
      { key: `reset:ip:${addressBucket(ctx.ip)}`, limit: limits.perAddress },
      { key: `reset:acct:${website}:${email}`, limit: limits.perAccount },
    ]);
    setImmediate(() => {
      this.issueAndSend(website, email).catch((error: unknown) => this.logger.error(`password reset link not issued: ${(error as Error).message}`));
    });
    return { message: resetRequested(minutesOf(limits.ttlSeconds)) };
  }

  private async issueAndSend(website: string, email: string): Promise<void> {
    const user = await this.users.findByEmail(website, email);
    if (!user) return;
    const token = `pr_${randomBytes(32).toString('base64url')}`;
    const now = new Date();
    const ttl = this.config.passwordReset.ttlSeconds;
    await this.db.transaction((m) =>
      m.getRepository(PasswordResetEntity).insert({
        id: timeOrderedId(),
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + ttl * 1000),
        usedAt: null,
        createdAt: now,
      }),
    );
    // In the fragment: a browser sends it to no server, nor in a Referer.
    const link = `${this.config.mail.shopUrl}/reset-password#token=${token}`;
    this.mail.sendLater({ to: user.email, ...passwordReset(user.firstName, link, minutesOf(ttl)) }, 'password reset mail');
  }

  async reset(input: ResetPasswordInput): Promise<void> {
    const invalid = () => badInput(RESET_LINK_INVALID, [{ field: 'token', message: RESET_LINK_INVALID }]);
    const tokenHash = sha256(input.token);
    const found = await this.db.manager.getRepository(PasswordResetEntity).findOneBy({ tokenHash });
    if (!found || found.usedAt || found.expiresAt.getTime() <= Date.now()) throw invalid();
    const passwordHash = await this.passwords.hash(input.password);
    const claimed = await this.db.transaction(async (m) => {
      const now = new Date();
      // Only one of two resets with the same link (on any instance) claims it.
      const { affected } = await m
        .createQueryBuilder()
        .update(PasswordResetEntity)
        .set({ usedAt: now })
        .where('id = :id AND used_at IS NULL', { id: found.id })
        .execute();
      if (!affected) return false;
      await m.createQueryBuilder().update(PasswordResetEntity).set({ usedAt: now }).where('user_id = :userId AND used_at IS NULL', { userId: found.userId }).execute();
      await this.users.setPasswordHash(m, found.userId, passwordHash);
      await this.tokens.revokeAllOf(m, found.userId);
      return true;
    });
    if (!claimed) throw invalid();
  }
}
