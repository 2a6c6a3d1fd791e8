import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { secureRandomBytes } from '../common/ids.js';
import { DatabaseService } from '../database/database.service.js';
import { findOneWhere, updateWhere } from '../database/statements.js';
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

  /**
   * The current token, or null when there is no such user. One prepared statement: it runs
   * before every kept ordersByUser answer is sent, where building it with the query builder
   * was most of TypeORM's share of the request.
   */
  async current(userId: string): Promise<string | null> {
    const row = await findOneWhere(this.db.manager, UserEntity, { id: userId }, ['ordersVersion']);
    return row ? (row.ordersVersion ?? '') : null;
  }
}
