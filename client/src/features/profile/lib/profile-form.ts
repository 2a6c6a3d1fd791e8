import type { SessionUser } from '../../../apollo/vars/session';
import { DEFAULT_COUNTRY } from '../../../config/constants';
import type { ProfileInput } from '../../../gql/graphql';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  addressLine1: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export type ProfileField = keyof ProfileValues;

/** The form's starting values: the session user's, in India. */
export function profileValues(user: SessionUser): ProfileValues {
  const a = user.address;
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    addressLine1: a.addressLine1 ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    postalCode: a.postalCode ?? '',
    // The shop delivers within India only, as orders do: the one country a profile can hold.
    country: DEFAULT_COUNTRY,
  };
}

/** What `toProfileInput` sends: every field, trimmed. */
type ProfileUpdate = Record<'firstName' | 'lastName' | 'phone', string> & { address: Record<'addressLine1' | 'city' | 'state' | 'postalCode' | 'country', string> };

/** The update payload of spec point 3 (email is never part of it); values trimmed, a blank one clears. */
export function toProfileInput(v: ProfileValues): ProfileUpdate & ProfileInput {
  const t = (s: string) => s.trim();
  return {
    firstName: t(v.firstName),
    lastName: t(v.lastName),
    phone: t(v.phone),
    address: { addressLine1: t(v.addressLine1), city: t(v.city), state: t(v.state), postalCode: t(v.postalCode), country: t(v.country) || DEFAULT_COUNTRY },
  };
}

/** The server names address fields `address.city` etc.; the form names them `city`. */
export const SERVER_FIELD_NAMES: Record<string, ProfileField> = {
  'address.addressLine1': 'addressLine1',
  'address.city': 'city',
  'address.state': 'state',
  'address.postalCode': 'postalCode',
  'address.country': 'country',
};

export const isChanged = (a: ProfileValues, b: ProfileValues): boolean =>
  (Object.keys(a) as ProfileField[]).some((k) => a[k].trim() !== b[k].trim());
