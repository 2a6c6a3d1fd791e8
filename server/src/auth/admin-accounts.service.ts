import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { UserRole } from '../common/actor.js';
import { conflict, notFound } from '../common/app-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { isUniqueViolation } from '../database/errors.js';
import { UsersService } from '../users/users.service.js';
import { PasswordsService } from './passwords.service.js';

/**
 * Admin accounts are never made by registration: only here, from ADMIN_EMAIL and
 * ADMIN_PASSWORD at start, or by the operator CLI (`npm run admin -- create-admin`).
 */
@Injectable()
export class AdminAccountsService implements OnApplicationBootstrap {
  constructor(
    private readonly db: DatabaseService,
    private readonly users: UsersService,
    private readonly passwords: PasswordsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    if (this.config.admin) await this.ensureAdmin(this.config.admin.email, this.config.admin.password);
  }

  /** Creates the admin, or makes an existing account of that email an admin with this password. */
  async ensureAdmin(email: string, password: string): Promise<'created' | 'updated'> {
    const website = this.config.websiteId;
    const passwordHash = await this.passwords.hash(password);
    const attempt = () =>
      this.db.transaction(async (m) => {
        const existing = await this.users.findByEmail(website, email, m);
        if (existing) {
          await this.users.setRoleAndPassword(m, existing.id, 'admin', passwordHash);
          return 'updated' as const;
        }
        // The header greets by first name: 'Welcome, Admin' (as 'Shop' it read as the Shop link beside it). The profile can rename it.
        await this.users.create(m, { website, email, passwordHash, firstName: 'Admin', lastName: 'Staff', role: 'admin' });
        return 'created' as const;
      });
    // Instances started together on one database both find no admin; the one whose insert loses
    // to the other's unique index reads the account again and takes the update path.
    const outcome = await attempt().catch((e: unknown) => {
      if (isUniqueViolation(e)) return attempt();
      throw e;
    });
    new Logger('Admin').log(`admin account ${email} ${outcome}`);
    return outcome;
  }

  /**
   * Makes an account an admin, or an admin a customer again (`users promote|demote`). Its tokens
   * need nothing: admin rights are read from the database on every call (@AdminOnly), and a
   * refresh issues tokens with the stored role. NOT_FOUND for an unknown email, CONFLICT when
   * the account already has that role.
   */
  async changeRole(email: string, role: UserRole): Promise<void> {
    const user = await this.users.findByEmail(this.config.websiteId, email);
    if (!user) throw notFound(`No account has the email ${email}`);
    const from: UserRole = role === 'admin' ? 'customer' : 'admin';
    const changed = await this.db.transaction((m) => this.users.setRole(m, user.id, from, role));
    if (!changed) throw conflict(role === 'admin' ? `${email} is already an admin` : `${email} is not an admin`);
    new Logger('Admin').log(`account ${email} is now ${role === 'admin' ? 'an admin' : 'a customer'}`);
  }
}
