import { Inject, Injectable } from '@nestjs/common';
import { AppError, conflict, sessionExpired, unauthenticated } from '../common/app-error.js';
import type { RequestContext } from '../common/actor.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { isUniqueViolation } from '../database/errors.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { UsersService } from '../users/users.service.js';
import { toUserView, type UserRecord, type UserView } from '../users/user.view.js';
import type { LoginInput } from './dto/login.input.js';
import { PASSWORD_MAX_LENGTH, type RegisterInput } from './dto/register.input.js';
import { LoginLimits } from './login-limits.js';
import { PasswordsService } from './passwords.service.js';
import { type IssuedTokens, TokensService } from './tokens.service.js';

export interface SignedIn {
  user: UserView;
  tokens: IssuedTokens;
}

const INVALID_LOGIN = 'Invalid email or password';

@Injectable()
export class AuthService {
  constructor(
    private readonly db: DatabaseService,
    private readonly users: UsersService,
    private readonly passwords: PasswordsService,
    private readonly tokens: TokensService,
    private readonly rateLimit: RateLimitService,
    private readonly loginLimits: LoginLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Registration (its fields checked by RegisterInput, in the order of spec point 5), unique per website. */
  async register(ctx: RequestContext, input: RegisterInput): Promise<SignedIn> {
    await this.rateLimit.consume([{ key: `register:ip:${ctx.ip}`, limit: this.config.rateLimits.registerPerAddress }]);
    const website = this.assertWebsite(input.website);
    const email = input.email.trim().toLowerCase();
    const passwordHash = await this.passwords.hash(input.password);
    const taken = () => conflict('An account with this email already exists', [{ field: 'email', message: 'An account with this email already exists' }]);
    const signedIn = await this.db.transaction(async (m) => {
      if (await this.users.findByEmail(website, email, m)) throw taken();
      const user = await this.users.create(m, { website, email, passwordHash, firstName: input.firstName.trim(), lastName: input.lastName.trim(), role: 'customer' });
      return { user: toUserView(user), tokens: await this.tokens.issue(m, user) };
    }).catch((error: unknown) => {
      // Two registrations of one email at the same moment: the unique index decides.
      throw isUniqueViolation(error) ? taken() : error;
    });
    await this.loginLimits.registered(website, email, ctx.ip);
    return signedIn;
  }

  /**
   * Sign-in; an unknown email, a wrong password and an over-long one get the same answer after
   * the same work (one hash), so neither the answer nor its time tells whether an account exists.
   */
  async login(ctx: RequestContext, input: LoginInput): Promise<SignedIn> {
    const website = this.assertWebsite(input.website);
    const email = input.email.trim().toLowerCase();
    const attempt = await this.loginLimits.begin(website, email, ctx.ip);
    const user = await this.checkPassword(website, email, input.password).catch(async (error: unknown) => {
      await attempt.abandoned();
      throw error;
    });
    if (!user) throw unauthenticated(INVALID_LOGIN);
    await attempt.succeeded();
    const tokens = await this.db.transaction((m) => this.tokens.issue(m, user));
    return { user: toUserView(user), tokens };
  }

  /** The account when the password is its own, else null; always after exactly one hash. */
  private async checkPassword(website: string, email: string, password: string): Promise<UserRecord | null> {
    const user = await this.users.findByEmail(website, email);
    if (!user || password.length > PASSWORD_MAX_LENGTH) {
      await this.passwords.verifyNothing(password);
      return null;
    }
    return (await this.passwords.verify(user.passwordHash, password)) ? user : null;
  }

  async refresh(presented: string | null | undefined): Promise<SignedIn> {
    if (!presented || typeof presented !== 'string') throw sessionExpired();
    const { user, tokens } = await this.tokens.rotate(presented, (m, id) => this.users.findById(id, m));
    return { user: toUserView(user), tokens };
  }

  async logout(presented: string | null | undefined): Promise<void> {
    if (presented && typeof presented === 'string') await this.tokens.revoke(presented);
  }

  private assertWebsite(website: string | null | undefined): string {
    if (website !== this.config.websiteId) {
      throw new AppError('BAD_USER_INPUT', 'Unknown website identifier', [{ field: 'website', message: 'Unknown website identifier' }]);
    }
    return this.config.websiteId;
  }
}
