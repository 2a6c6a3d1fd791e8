import type { UserEntity } from './user.entity.js';

/** A user as the API shows it: never the hash. */
export interface UserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  address: { addressLine1: string | null; city: string | null; state: string | null; postalCode: string | null; country: string | null };
  role: 'CUSTOMER' | 'ADMIN';
  createdAt: string;
}

export function toUserView(u: UserEntity): UserView {
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
