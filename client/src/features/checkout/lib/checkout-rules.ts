import type { SessionUser } from '../../../apollo/vars/session';
import { COD_CHARGE, COD_CHARGE_BELOW, COD_MIN_SUBTOTAL, DEFAULT_COUNTRY } from '../../../config/constants';
import type { PaymentMethod } from '../../../gql/graphql';
import { formatPrice, toPaise } from '../../../lib/money';

export const USER_NOT_FOUND = 'User not found. Please login again.';
export const COD_MINIMUM_MESSAGE = `Minimum order amount for COD is ${formatPrice(COD_MIN_SUBTOTAL)}. Please add more items to your cart or choose a different payment method.`;
export const INDIA_ONLY_MESSAGE = 'We currently ship only within India. Please update the address in your profile.';

/** Cash on Delivery for a subtotal: allowed from 199, with a 50 charge under 299 (the server re-checks). */
export function codRules(subtotal: number): { available: boolean; charge: number } {
  const paise = toPaise(subtotal);
  const available = paise >= toPaise(COD_MIN_SUBTOTAL);
  return { available, charge: available && paise < toPaise(COD_CHARGE_BELOW) ? COD_CHARGE : 0 };
}

export interface ProfileGap {
  field: 'email' | 'firstName' | 'lastName' | 'phone' | 'addressLine1' | 'city' | 'state' | 'postalCode';
  label: string;
}

/** The checkout's required fields in the spec's order: email, names, phone, address, city, state, ZIP (PIN). */
const REQUIRED: ProfileGap[] = [
  { field: 'email', label: 'email' },
  { field: 'firstName', label: 'first name' },
  { field: 'lastName', label: 'last name' },
  { field: 'phone', label: 'phone' },
  { field: 'addressLine1', label: 'address' },
  { field: 'city', label: 'city' },
  { field: 'state', label: 'state' },
  { field: 'postalCode', label: 'PIN code' },
];

const PIN = /^[1-9][0-9]{5}$/;

/** The profile fields an order needs that are missing (or, for the PIN, not 6 digits). */
export function profileGaps(user: SessionUser): ProfileGap[] {
  const value = (f: ProfileGap['field']) => {
    const v = f === 'email' || f === 'firstName' || f === 'lastName' || f === 'phone' ? user[f] : user.address[f];
    return v?.trim() ?? '';
  };
  return REQUIRED.filter(({ field }) => !value(field) || (field === 'postalCode' && !PIN.test(value(field))));
}

export function profileGapsMessage(gaps: ProfileGap[]): string | null {
  if (!gaps.length) return null;
  const names = gaps.map((g) => g.label);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `Please add your ${list} to your profile before placing the order.`;
}

const shipsAbroad = (user: SessionUser) => {
  const country = user.address.country?.trim();
  return !!country && country !== DEFAULT_COUNTRY;
};

/**
 * Why the order cannot be placed, in the spec's order (point 5): the user id, the COD minimum,
 * then the required contact and address fields. Null when it may be placed.
 */
export function checkoutProblem(user: SessionUser | null, method: PaymentMethod, subtotal: number): string | null {
  if (!user?.id) return USER_NOT_FOUND;
  if (method === 'COD' && !codRules(subtotal).available) return COD_MINIMUM_MESSAGE;
  return shippingProblem(user);
}

/** What keeps the profile's contact and address from being shipped to, or null. */
export function shippingProblem(user: SessionUser): string | null {
  return profileGapsMessage(profileGaps(user)) ?? (shipsAbroad(user) ? INDIA_ONLY_MESSAGE : null);
}
