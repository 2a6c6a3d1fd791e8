import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppError, assertRules, badInput, conflict, sessionExpired, unauthenticated } from '../common/app-error.js';
import type { RequestContext } from '../common/actor.js';
import { EMAIL_PATTERN, isBlank } from '../common/validation.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { isUniqueViolation } from '../database/errors.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { toUserView, type UserView } from '../users/user.view.js';
import { LoginLimits } from './login-limits.js';
import { PasswordsService } from './passwords.service.js';
import { type IssuedTokens, TokensService } from './tokens.service.js';

export interface RegisterInput {
  email?: unknown;
  password?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  website?: unknown;
}
export type LoginInput = Pick<RegisterInput, 'email' | 'password' | 'website'>;

export interface SignedIn {
  user: UserView;
  tokens: IssuedTokens;
}

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 128;
const INVALID_LOGIN = 'Invalid email or password';

@Injectable()
export class AuthService {
  private readonly loginLimits: LoginLimits;

  constructor(
    private readonly db: DatabaseService,
    private readonly users: UsersService,
    private readonly passwords: PasswordsService,
    private readonly tokens: TokensService,
    private readonly rateLimit: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.loginLimits = new LoginLimits(rateLimit, config);
  }

  /** Registration, checked in the shop's order (spec point 5), then unique per website. */
  async register(ctx: RequestContext, input: RegisterInput): Promise<SignedIn> {
    await this.rateLimit.consume([{ key: `register:ip:${ctx.ip}`, limit: this.config.rateLimits.registerPerAddress }]);
    const { email, password, firstName, lastName } = input;
    this.assertTextFields(input);
    assertRules([
      { field: 'email', failed: isBlank(email), message: 'Please enter your email address' },
      { field: 'password', failed: !password, message: 'Please enter your password' },
      { field: 'firstName', failed: isBlank(firstName), message: 'Please enter your first name' },
      { field: 'lastName', failed: isBlank(lastName), message: 'Please enter your last name' },
      { field: 'email', failed: !EMAIL_PATTERN.test(String(email).trim()), message: 'Please enter a valid email address' },
      { field: 'password', failed: String(password).length < PASSWORD_MIN_LENGTH, message: 'Password must be at least 6 characters long' },
      { field: 'password', failed: String(password).length > PASSWORD_MAX_LENGTH, message: 'Password must be at most 128 characters long' },
      { field: 'firstName', failed: String(firstName).trim().length > 50, message: 'First name must be at most 50 characters' },
      { field: 'lastName', failed: String(lastName).trim().length > 50, message: 'Last name must be at most 50 characters' },
      { field: 'email', failed: String(email).trim().length > 254, message: 'Please enter a valid email address' },
    ]);
    const website = this.assertWebsite(input.website);
    const normalised = String(email).trim().toLowerCase();
    const passwordHash = await this.passwords.hash(String(password));
    const taken = () => conflict('An account with this email already exists', [{ field: 'email', message: 'An account with this email already exists' }]);
    const signedIn = await this.db.transaction(async (m) => {
      const repo = m.getRepository(UserEntity);
      if (await repo.existsBy({ website, email: normalised })) throw taken();
      const now = new Date();
      const user = repo.create({
        id: randomUUID(),
        website,
        email: normalised,
        passwordHash,
        firstName: String(firstName).trim(),
        lastName: String(lastName).trim(),
        phone: null,
        addressLine1: null,
        city: null,
        state: null,
        postalCode: null,
        country: 'India',
        role: 'customer',
        createdAt: now,
        updatedAt: now,
      });
      await repo.insert(user);
      return { user: toUserView(user), tokens: await this.tokens.issue(m, user) };
    }).catch((error: unknown) => {
      // Two registrations of one email at the same moment: the unique index decides.
      throw isUniqueViolation(error) ? taken() : error;
    });
    await this.loginLimits.registered(website, normalised, ctx.ip);
    return signedIn;
  }

  /**
   * Sign-in; an unknown email, a wrong password and an over-long one get the same answer after
   * the same work (one hash), so neither the answer nor its time tells whether an account exists.
   */
  async login(ctx: RequestContext, input: LoginInput): Promise<SignedIn> {
    const { email, password } = input;
    this.assertTextFields(input);
    assertRules([
      { field: 'email', failed: isBlank(email), message: 'Please enter your email address' },
      { field: 'password', failed: !password, message: 'Please enter your password' },
      { field: 'email', failed: !EMAIL_PATTERN.test(String(email).trim()), message: 'Please enter a valid email address' },
    ]);
    const website = this.assertWebsite(input.website);
    const normalised = String(email).trim().toLowerCase();
    const attempt = await this.loginLimits.begin(website, normalised, ctx.ip);
    const user = await this.checkPassword(website, normalised, String(password)).catch(async (error: unknown) => {
      await attempt.abandoned();
      throw error;
    });
    if (!user) throw unauthenticated(INVALID_LOGIN);
    await attempt.succeeded();
    const tokens = await this.db.transaction((m) => this.tokens.issue(m, user));
    return { user: toUserView(user), tokens };
  }

  /** The account when the password is its own, else null; always after exactly one hash. */
  private async checkPassword(website: string, email: string, password: string): Promise<UserEntity | null> {
    const user = await this.db.manager.getRepository(UserEntity).findOneBy({ website, email });
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

  private assertTextFields(input: RegisterInput) {
    if (!input || typeof input !== 'object') throw badInput('The request body must be a JSON object');
    const wrong = Object.entries(input).filter(([, v]) => v !== undefined && v !== null && typeof v !== 'string');
    if (wrong.length) {
      throw badInput(`${wrong[0][0]} must be text`, wrong.map(([field]) => ({ field, message: `${field} must be text` })));
    }
  }

  private assertWebsite(website: unknown): string {
    if (website !== this.config.websiteId) {
      throw new AppError('BAD_USER_INPUT', 'Unknown website identifier', [{ field: 'website', message: 'Unknown website identifier' }]);
    }
    return website;
  }
}
