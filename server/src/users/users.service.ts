import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { badInput, forbidden, notFound } from '../common/app-error.js';
import { actorOf, OPERATOR_CLI, type RequestContext, type UserRole } from '../common/actor.js';
import { perRequest } from '../common/request-batch.js';
import { postalCodeProblem, text } from '../common/validation.js';
import { DatabaseService } from '../database/database.service.js';
import { DeliveryService } from '../delivery/delivery.service.js';
import type { ProfileInput } from './dto/profile.input.js';
import { UserEntity } from './user.entity.js';
import { toUserView, type UserView } from './user.view.js';

/** A new account's fields; email is stored trimmed and lower-cased by the caller. */
export interface NewAccount {
  website: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: UserRole;
}

/** The database's answer to 'is the caller an admin?', kept for the rest of its request. */
const ADMIN_NOW = Symbol('admin now');
/** What a profile holds for an order's contact and address. */
export type ProfileContact = Pick<UserEntity, 'email' | 'firstName' | 'lastName' | 'phone' | 'addressLine1' | 'city' | 'state' | 'postalCode'>;
const CONTACT_COLUMNS = { email: true, firstName: true, lastName: true, phone: true, addressLine1: true, city: true, state: true, postalCode: true } satisfies Record<keyof ProfileContact, true>;

/** Accounts and their profiles. Who may make an account, and how, is the auth module's. */
@Injectable()
export class UsersService {
  constructor(
    private readonly db: DatabaseService,
    private readonly delivery: DeliveryService,
  ) {}

  /**
   * Whether the caller is an admin now, as the database says: the token's role is never trusted,
   * since a demoted admin's token stays valid until it expires. Read once per request (a page of
   * orders asks for each order's history); the operator's command is an admin that is no account.
   */
  isAdmin(ctx: RequestContext): Promise<boolean> {
    const actor = ctx.actor;
    if (!actor) return Promise.resolve(false);
    if (actor.userId === OPERATOR_CLI) return Promise.resolve(actor.role === 'admin');
    return perRequest(ctx.req, ADMIN_NOW, async () => (await this.roleOf(actor.userId)) === 'admin');
  }

  /** An account's role as stored (null: no such account): the role column alone, by primary key. */
  async roleOf(id: string): Promise<UserRole | null> {
    const row = await this.db.manager.getRepository(UserEntity).findOne({ select: { role: true }, where: { id } });
    return row?.role ?? null;
  }

  /**
   * Who an admin call is made by, as histories and movements name them: the admin's email, or
   * 'cli' for the operator's command. The rights were checked by @AdminOnly; an account gone since
   * is refused.
   */
  async adminName(ctx: RequestContext): Promise<string> {
    const actor = actorOf(ctx);
    if (actor.userId === OPERATOR_CLI) return 'cli';
    const row = await this.db.manager.getRepository(UserEntity).findOne({ select: { email: true }, where: { id: actor.userId } });
    if (!row) throw forbidden();
    return row.email;
  }

  findById(id: string, manager: EntityManager = this.db.manager): Promise<UserEntity | null> {
    return manager.getRepository(UserEntity).findOneBy({ id });
  }

  /**
   * Holds the account's row until the caller's transaction ends, so that what one shopper may
   * hold or try at once (orders, payment attempts) is counted by one transaction at a time, on
   * every instance. Take it before any row another transaction may hold (stock rows come after
   * it, never before), so that transactions never wait for each other in a circle. SQLite needs none: its writes
   * already run one at a time (DatabaseService).
   */
  async lockForUpdate(m: EntityManager, id: string): Promise<void> {
    if (m.connection.options.type !== 'postgres') return;
    // FOR NO KEY UPDATE, not FOR UPDATE: the rows an order inserts hold FOR KEY SHARE on this row
    // (their foreign key), which FOR UPDATE would wait on, so that two orders of one shopper, each
    // holding one and asking for the other, waited until the row wait gave up (503).
    await m.getRepository(UserEntity).createQueryBuilder('u').select('u.id').where('u.id = :id', { id }).setLock('for_no_key_update').getRawOne();
  }

  /** The contact and address an order is shipped to unless its request gives them: those columns only (no hash). */
  contactOf(id: string): Promise<ProfileContact | null> {
    return this.db.manager.getRepository(UserEntity).findOne({ where: { id }, select: CONTACT_COLUMNS });
  }

  findByEmail(website: string, email: string, manager: EntityManager = this.db.manager): Promise<UserEntity | null> {
    return manager.getRepository(UserEntity).findOneBy({ website, email });
  }

  /** Inserts an account in the caller's transaction; the unique index refuses a taken email. */
  async create(m: EntityManager, account: NewAccount): Promise<UserEntity> {
    const now = new Date();
    const user = Object.assign(new UserEntity(), {
      id: randomUUID(),
      ...account,
      phone: null,
      addressLine1: null,
      city: null,
      state: null,
      postalCode: null,
      country: 'India',
      createdAt: now,
      updatedAt: now,
    } satisfies UserEntity);
    await m.getRepository(UserEntity).insert(user);
    return user;
  }

  /** Changes an account's role (the operator's `users promote|demote`); false when it had another role than `from`. */
  async setRole(m: EntityManager, id: string, from: UserRole, to: UserRole): Promise<boolean> {
    const { affected } = await m.getRepository(UserEntity).update({ id, role: from }, { role: to, updatedAt: new Date() });
    return affected === 1;
  }

  /** Changes an existing account's role and password (the operator's admin account). */
  async setRoleAndPassword(m: EntityManager, id: string, role: UserRole, passwordHash: string): Promise<void> {
    await m.getRepository(UserEntity).update({ id }, { role, passwordHash, updatedAt: new Date() });
  }

  /** Sets an account's password (a reset by its owner's link), in the caller's transaction. */
  async setPasswordHash(m: EntityManager, id: string, passwordHash: string): Promise<void> {
    await m.getRepository(UserEntity).update({ id }, { passwordHash, updatedAt: new Date() });
  }

  async me(ctx: RequestContext): Promise<UserView> {
    const user = await this.findById(actorOf(ctx).userId);
    if (!user) throw notFound('User not found');
    return toUserView(user);
  }

  /**
   * Updates the signed-in user's profile (already checked by ProfileInput's rules). Fields left
   * out stay as they are; a blank optional field clears it. The PIN code must fit the country
   * the profile will have, which may be the stored one, and in India be a known pincode of the
   * profile's state.
   */
  async updateProfile(ctx: RequestContext, input: ProfileInput): Promise<UserView> {
    const a = input.address ?? {};
    return this.db.transaction(async (m) => {
      const repo = m.getRepository(UserEntity);
      const user = await repo.findOneBy({ id: actorOf(ctx).userId });
      if (!user) throw notFound('User not found');
      const nextCountry = a.country !== undefined ? (text(a.country) ?? 'India') : user.country;
      const nextPostal = a.postalCode !== undefined ? text(a.postalCode) : user.postalCode;
      if (nextPostal) {
        const problem = postalCodeProblem(nextPostal, nextCountry);
        if (problem) throw badInput(problem, [{ field: 'address.postalCode', message: problem }]);
      }
      // An Indian PIN code must be one India Post has, in the profile's state.
      const nextState = a.state !== undefined ? text(a.state) : user.state;
      const placeProblems = this.delivery.addressProblems({ postalCode: nextPostal, state: nextState, country: nextCountry }, 'address.');
      if (placeProblems.length) throw badInput(placeProblems[0].message, placeProblems);
      if (input.firstName !== undefined) user.firstName = text(input.firstName)!;
      if (input.lastName !== undefined) user.lastName = text(input.lastName)!;
      if (input.phone !== undefined) user.phone = text(input.phone);
      if (a.addressLine1 !== undefined) user.addressLine1 = text(a.addressLine1);
      if (a.city !== undefined) user.city = text(a.city);
      if (a.state !== undefined) user.state = text(a.state);
      user.postalCode = nextPostal ? nextPostal.toUpperCase() : null;
      user.country = nextCountry;
      user.updatedAt = new Date();
      await repo.save(user);
      return toUserView(user);
    });
  }
}
