import { Inject, Injectable } from '@nestjs/common';
import { AppError, conflict, sessionExpired, unauthenticated } from '../common/app-error.js';
import type { RequestContext } from '../common/actor.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { isUniqueViolation } from '../database/errors.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { UsersService } from '../users/users.service.js';
import { toUserView, type UserView } from '../users/user.view.js';
import type { LoginInput } from './dto/login.input.js';
import { PASSWORD_MAX_LENGTH, type RegisterInput } from './dto/register.input.js';
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Registration (its fields checked by RegisterInput, in the order of spec point 5), unique per website. */
  async register(ctx: RequestContext, input: RegisterInput): Promise<SignedIn> {
    await this.rateLimit.consume([{ key: `register:ip:${ctx.ip}`, limit: this.config.rateLimits.registerPerAddress }]);
    const website = this.assertWebsite(input.website);
    const email = input.email.trim().toLowerCase();
    const passwordHash = await this.passwords.hash(input.password);
    const taken = () => conflict('An account with this email already exists', [{ field: 'email', message: 'An account with this email already exists' }]);
    return this.db.transaction(async (m) => {
      if (await this.users.findByEmail(website, email, m)) throw taken();
      const user = await this.users.create(m, { website, email, passwordHash, firstName: input.firstName.trim(), lastName: input.lastName.trim(), role: 'customer' });
      return { user: toUserView(user), tokens: await this.tokens.issue(m, user) };
    }).catch((error: unknown) => {
      // Two registrations of one email at the same moment: the unique index decides.
      throw isUniqueViolation(error) ? taken() : error;
    });
  }

  /** Sign-in; an unknown email and a wrong password get the same answer in the same time. */
  async login(ctx: RequestContext, input: LoginInput): Promise<SignedIn> {
    const { email, password } = input;
    const website = this.assertWebsite(input.website);
    const normalised = String(email).trim().toLowerCase();
    await this.rateLimit.consume([
      { key: `login:acct:${website}:${normalised}`, limit: this.config.rateLimits.loginPerAccount },
      { key: `login:ip:${ctx.ip}`, limit: this.config.rateLimits.loginPerAddress },
    ]);
    const user = await this.users.findByEmail(website, normalised);
    const ok = user
      ? String(password).length <= PASSWORD_MAX_LENGTH && (await this.passwords.verify(user.passwordHash, String(password)))
      : await this.passwords.verifyNothing(String(password));
    if (!user || !ok) throw unauthenticated(INVALID_LOGIN);
    const tokens = await this.db.transaction((m) => this.tokens.issue(m, user));
    return { user: toUserView(user), tokens };
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
