import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertRules, badInput, notFound, type Rule } from '../common/app-error.js';
import type { RequestContext } from '../common/actor.js';
import { actorOf } from '../common/actor.js';
import { COUNTRIES, isBlank, isPhone, postalCodeProblem, text, tooLong } from '../common/validation.js';
import { DatabaseService } from '../database/database.service.js';
import { findOneWhere } from '../database/statements.js';
import { UserEntity } from './user.entity.js';
import { toUserView, type UserView } from './user.view.js';

/** The profile fields a shopper may change; email is not among them. */
export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  address?: { addressLine1?: string | null; city?: string | null; state?: string | null; postalCode?: string | null; country?: string | null } | null;
}

const PROFILE_FIELDS = new Set(['firstName', 'lastName', 'phone', 'address']);
const ADDRESS_FIELDS = new Set(['addressLine1', 'city', 'state', 'postalCode', 'country']);

@Injectable()
export class UsersService {
  constructor(private readonly db: DatabaseService) {}

  findById(id: string, manager: EntityManager = this.db.manager): Promise<UserEntity | null> {
    return findOneWhere(manager, UserEntity, { id });
  }

  async me(ctx: RequestContext): Promise<UserView> {
    const user = await this.findById(actorOf(ctx).userId);
    if (!user) throw notFound('User not found');
    return toUserView(user);
  }

  /**
   * Updates the signed-in user's profile. Fields left out stay as they are; a blank
   * optional field clears it. Unknown fields, and email, are refused.
   */
  async updateProfile(ctx: RequestContext, input: ProfileChanges & Record<string, unknown>): Promise<UserView> {
    if (!input || typeof input !== 'object' || Array.isArray(input)) throw badInput('The profile must be an object');
    if ('email' in input) throw badInput('Email cannot be changed', [{ field: 'email', message: 'Email cannot be changed' }]);
    const unknown = Object.keys(input).filter((k) => !PROFILE_FIELDS.has(k));
    const address = input.address ?? undefined;
    if (address !== undefined && (typeof address !== 'object' || Array.isArray(address))) {
      throw badInput('address must be an object', [{ field: 'address', message: 'address must be an object' }]);
    }
    if (address) unknown.push(...Object.keys(address).filter((k) => !ADDRESS_FIELDS.has(k)).map((k) => `address.${k}`));
    if (unknown.length) throw badInput(`Unknown field: ${unknown.join(', ')}`, unknown.map((field) => ({ field, message: 'Unknown field' })));

    const notText = (v: unknown) => v !== undefined && v !== null && typeof v !== 'string';
    const values: [string, unknown][] = [
      ['firstName', input.firstName],
      ['lastName', input.lastName],
      ['phone', input.phone],
      ...Object.entries(address ?? {}).map(([k, v]) => [`address.${k}`, v] as [string, unknown]),
    ];
    assertRules(values.map(([field, v]) => ({ field, failed: notText(v), message: `${field} must be text` })));

    const a = address ?? {};
    const country = text(a.country);
    const phone = text(input.phone);
    const postalCode = text(a.postalCode);
    const rules: Rule[] = [
      { field: 'firstName', failed: input.firstName !== undefined && isBlank(input.firstName), message: 'Please enter your first name' },
      { field: 'firstName', failed: tooLong(input.firstName, 50), message: 'First name must be at most 50 characters' },
      { field: 'lastName', failed: input.lastName !== undefined && isBlank(input.lastName), message: 'Please enter your last name' },
      { field: 'lastName', failed: tooLong(input.lastName, 50), message: 'Last name must be at most 50 characters' },
      { field: 'phone', failed: phone !== null && !isPhone(phone), message: 'Please enter a valid phone number (10 to 15 digits)' },
      { field: 'address.addressLine1', failed: tooLong(a.addressLine1, 200), message: 'Address must be at most 200 characters' },
      { field: 'address.city', failed: tooLong(a.city, 100), message: 'City must be at most 100 characters' },
      { field: 'address.state', failed: tooLong(a.state, 100), message: 'State must be at most 100 characters' },
      { field: 'address.country', failed: country !== null && !(COUNTRIES as readonly string[]).includes(country), message: `Country must be one of ${COUNTRIES.join(', ')}` },
    ];
    assertRules(rules);

    return this.db.transaction(async (m) => {
      const repo = m.getRepository(UserEntity);
      const user = await repo.findOneBy({ id: actorOf(ctx).userId });
      if (!user) throw notFound('User not found');
      const nextCountry = a.country !== undefined ? (country ?? 'India') : user.country;
      const nextPostal = a.postalCode !== undefined ? postalCode : user.postalCode;
      if (nextPostal) {
        const problem = postalCodeProblem(nextPostal, nextCountry);
        if (problem) throw badInput(problem, [{ field: 'address.postalCode', message: problem }]);
      }
      if (input.firstName !== undefined) user.firstName = text(input.firstName)!;
      if (input.lastName !== undefined) user.lastName = text(input.lastName)!;
      if (input.phone !== undefined) user.phone = phone;
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
