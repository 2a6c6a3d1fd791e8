import { assertRules, type Rule } from '../common/app-error.js';
import { EMAIL_PATTERN, isPhone, PINCODE_PATTERN, text, tooLong } from '../common/validation.js';
import type { ProfileContact } from '../users/users.service.js';
import type { ContactInput, ShippingAddressInput } from './dto/create-order.input.js';

export interface Shipping {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  addressLine1: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/**
 * The contact and shipping address of an order: what the request gives, else the profile's.
 * The checkout's required fields (spec point 5); orders ship within India.
 */
export function resolveShipping(profile: ProfileContact, contact: ContactInput | null, address: ShippingAddressInput | null): Shipping {
  const c = contact ?? {};
  const a = address ?? {};
  const pick = (v: string | null | undefined, fallback: string | null) => (v === undefined || v === null ? text(fallback) : text(v));
  const s = {
    email: pick(c.email, profile.email),
    firstName: pick(c.firstName, profile.firstName),
    lastName: pick(c.lastName, profile.lastName),
    phone: pick(c.phone, profile.phone),
    addressLine1: pick(a.addressLine1, profile.addressLine1),
    city: pick(a.city, profile.city),
    state: pick(a.state, profile.state),
    postalCode: pick(a.postalCode, profile.postalCode),
    country: pick(a.country, 'India'),
  };
  const rules: Rule[] = [
    { field: 'email', failed: !s.email, message: 'Please enter your email address' },
    { field: 'firstName', failed: !s.firstName, message: 'Please enter your first name' },
    { field: 'lastName', failed: !s.lastName, message: 'Please enter your last name' },
    { field: 'phone', failed: !s.phone, message: 'Please add your phone number to your profile' },
    { field: 'addressLine1', failed: !s.addressLine1, message: 'Please add your address to your profile' },
    { field: 'city', failed: !s.city, message: 'Please add your city to your profile' },
    { field: 'state', failed: !s.state, message: 'Please add your state to your profile' },
    { field: 'postalCode', failed: !s.postalCode, message: 'Please add your PIN code to your profile' },
    { field: 'email', failed: !!s.email && (!EMAIL_PATTERN.test(s.email) || s.email.length > 254), message: 'Please enter a valid email address' },
    { field: 'phone', failed: !!s.phone && !isPhone(s.phone), message: 'Please enter a valid phone number (10 to 15 digits)' },
    { field: 'postalCode', failed: !!s.postalCode && !PINCODE_PATTERN.test(s.postalCode), message: 'Please enter a valid 6-digit PIN code' },
    { field: 'country', failed: s.country !== 'India', message: 'We currently ship only within India' },
    ...(['firstName', 'lastName'] as const).map((f) => ({ field: f, failed: tooLong(s[f], 50), message: `${f} must be at most 50 characters` })),
    { field: 'addressLine1', failed: tooLong(s.addressLine1, 200), message: 'Address must be at most 200 characters' },
    { field: 'city', failed: tooLong(s.city, 100) || tooLong(s.state, 100), message: 'City and state must be at most 100 characters' },
  ];
  assertRules(rules);
  return s as Shipping;
}
