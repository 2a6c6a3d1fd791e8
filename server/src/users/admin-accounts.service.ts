import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PasswordsService } from '../auth/passwords.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import { DatabaseService } from '../database/database.service.js';
import { UserEntity } from './user.entity.js';

/**
 * Admin accounts are never made by registration: only here, from ADMIN_EMAIL and
 * ADMIN_PASSWORD at start, or by the operator CLI (`npm run admin -- create-admin`).
 */
@Injectable()
export class AdminAccountsService implements OnApplicationBootstrap {
  constructor(
    private readonly db: DatabaseService,
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
    const outcome = await this.db.transaction(async (m) => {
      const repo = m.getRepository(UserEntity);
      const existing = await repo.findOneBy({ website, email });
      const now = new Date();
      if (existing) {
        await repo.update({ id: existing.id }, { role: 'admin', passwordHash, updatedAt: now });
        return 'updated' as const;
      }
      await repo.insert({
        id: randomUUID(), website, email, passwordHash, firstName: 'Shop', lastName: 'Admin', phone: null,
        addressLine1: null, city: null, state: null, postalCode: null, country: 'India', role: 'admin', createdAt: now, updatedAt: now,
      });
      return 'created' as const;
    });
    new Logger('Admin').log(`admin account ${email} ${outcome}`);
    return outcome;
  }
}
