import { Field } from '../common/api-schema.js';
import { COUNTRIES } from '../common/validation.js';
import type { UserEntity } from './user.entity.js';

/**
 * An account as another module reads it (auth signs it in): its row, read-only. Only users writes
 * the users table; the others ask UsersService for this.
 */
export type UserRecord = Readonly<UserEntity>;

const optional = { type: 'string', nullable: true } as const;

/** A profile's address: every field null until the shopper fills it in. */
export class AddressView {
  @Field({ ...optional, description: 'Street and number' }) addressLine1: string | null;
  @Field(optional) city: string | null;
  @Field(optional) state: string | null;
  @Field({ ...optional, description: 'A 6-digit PIN code in India; ZIP or postal code elsewhere' }) postalCode: string | null;
  @Field({ enum: [...COUNTRIES], description: 'India unless the shopper chose another' }) country: string;
}

/** A user as the API shows it: never the hash. */
export class UserView {
  @Field({ format: 'uuid' }) id: string;
  @Field({ description: 'Lower-case; it cannot be changed' }) email: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field({ ...optional, description: 'Null until the shopper adds one' }) phone: string | null;
  @Field({ type: AddressView }) address: AddressView;
  @Field({ enum: ['CUSTOMER', 'ADMIN'] }) role: 'CUSTOMER' | 'ADMIN';
  @Field({ format: 'date-time' }) createdAt: string;
}

export function toUserView(u: UserRecord): UserView {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    address: { addressLine1: u.addressLine1, city: u.city, state: u.state, postalCode: u.postalCode, country: u.country },
    role: u.role === 'admin' ? 'ADMIN' : 'CUSTOMER',
    createdAt: u.createdAt.toISOString(),
  };
}
