import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { secureRandomBytes } from '../common/ids.js';
import { DatabaseService } from '../database/database.service.js';
import { updateWhere } from '../database/statements.js';
import { UserEntity } from '../users/user.entity.js';

/**
 * The version of a user's orders: a random token stored on the user, replaced in the same
 * transaction as every change to their orders, so it becomes visible with the change. Whoever
 * reads the token before reading the orders knows their answer is current while the token is.
 * Random rather than counted: no token is ever stored twice, whatever rolls back.
 */
@Injectable()
export class OrderVersions {
  constructor(private readonly db: DatabaseService) {}

  /** Call in the transaction that changes the user's orders. */
  async bump(m: EntityManager, userId: string): Promise<void> {
    await updateWhere(m, UserEntity, { ordersVersion: secureRandomBytes(8).toString('hex') }, { id: userId });
  }

  /** The current token, or null when there is no such user. One statement. */
  async current(userId: string): Promise<string | null> {
    const row = await this.db.manager
      .createQueryBuilder(UserEntity, 'u')
      .select('u.orders_version', 'version')
      .where('u.id = :userId', { userId })
      .getRawOne<{ version: string }>();
    return row ? row.version : null;
  }
}
