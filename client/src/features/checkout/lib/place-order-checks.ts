/**
 * What must hold before an order is sent: the server has priced this very cart (its quote, whose
 * word on Cash on Delivery the checkout shows rather than restating the rule), every line can be
 * had, and the contact and address are complete and in India. The messages are the spec's.
 */
import type { SessionUser } from '../../../apollo/vars/session';
import { DEFAULT_COUNTRY } from '../../../config/constants';
import type { PaymentMethod } from '../../../gql/graphql';
import { isPincodeShape } from '../../../lib/validation';
import type { Quote } from './order-input';

export const USER_NOT_FOUND = 'User not found. Please login again.';
export const INDIA_ONLY_MESSAGE = 'We currently ship only within India. Please give an address in India.';
export const PRICING_MESSAGE = 'Getting the latest prices for your cart…';
export const QUOTE_FAILED_MESSAGE = 'We could not price your cart. Please try again.';
export const LINES_MESSAGE = 'Some items in your cart are no longer available. Please review your cart.';
/** More than one line asks for more than is left (each says so on its line). */
export const STOCK_LINES_MESSAGE = 'Some items in your cart are not available in the quantity asked for. Please update your cart.';
/** Only if the server ever refused Cash on Delivery without saying why (it always says why). */
const COD_REFUSED = 'Cash on Delivery is not available for this order. Please choose a different payment method.';

/** Why Cash on Delivery may not be chosen for this cart, as the server's quote says; null when it may. */
export function codRefusal(quote: Pick<Quote, 'codAvailable' | 'codMessage'>): string | null {
  return quote.codAvailable ? null : (quote.codMessage ?? COD_REFUSED);
}

/** The quote's lines that ask for more than is left of their size. */
export const overStockLines = (quote: Pick<Quote, 'lines'>) => quote.lines.filter((l) => l.available != null && l.quantity > l.available);

/**
 * Why Place Order cannot be pressed yet: the server has not priced the cart (still asking, or
 * the call failed), it refuses Cash on Delivery for this cart, or a line cannot be ordered
 * (a line over stock by its own words: 'Only 2 left of <name> in size M'). Nothing is sent
 * until the quote for this very cart and method allows it. Null when it does.
 */
export function placeBlocker(method: PaymentMethod, quote: Quote | null, failed: boolean): string | null {
  if (!quote) return failed ? QUOTE_FAILED_MESSAGE : PRICING_MESSAGE;
  const short = overStockLines(quote);
  if (short.length > 1) return STOCK_LINES_MESSAGE;
  if (short.length === 1) return `${(short[0].problem ?? `Only ${short[0].available} left of ${short[0].name ?? 'an item'} in size ${short[0].size}`).replace(/\.$/, '')}. Please update your cart.`;
  if (method === 'COD' && codRefusal(quote)) return codRefusal(quote);
  // The shipping address's pincode is not served (or unknown): the server's words.
  if (quote.delivery && !quote.delivery.serviceable) return quote.delivery.message;
  return quote.orderable ? null : LINES_MESSAGE;
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

/** The server's words for a PIN code that is not 6 digits (the profile's rule). */
export const PIN_MESSAGE = 'Please enter a valid 6-digit PIN code';

/** The profile fields an order needs that are missing (or, for the PIN, not 6 digits). */
export function profileGaps(user: SessionUser): ProfileGap[] {
  const value = (f: ProfileGap['field']) => {
    const v = f === 'email' || f === 'firstName' || f === 'lastName' || f === 'phone' ? user[f] : user.address[f];
    return v?.trim() ?? '';
  };
  return REQUIRED.filter(({ field }) => !value(field) || (field === 'postalCode' && !isPincodeShape(value(field))));
}

export function profileGapsMessage(gaps: ProfileGap[]): string | null {
  if (!gaps.length) return null;
  const names = gaps.map((g) => g.label);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `Please add your ${list} before placing the order.`;
}

/** Each missing field's own line, for the checkout's delivery form: 'Please enter your city'. */
export function gapErrors(gaps: ProfileGap[], user: SessionUser): Partial<Record<ProfileGap['field'], string>> {
  return Object.fromEntries(
    gaps.map(({ field, label }) => [field, field === 'postalCode' && user.address.postalCode?.trim() ? PIN_MESSAGE : `Please enter your ${label}`]),
  );
}

/** The profile's address is in a country the shop does not ship to. */
export const shipsAbroad = (user: SessionUser) => {
  const country = user.address.country?.trim();
  return !!country && country !== DEFAULT_COUNTRY;
};

/**
 * Why the order cannot be placed, in the spec's order (point 5): the user id, the Cash on
 * Delivery minimum (the server's answer), then the required contact and address fields (the
 * checkout asks for them, DECISIONS 20). Null when it may be placed.
 */
export function checkoutProblem(user: SessionUser | null, method: PaymentMethod, quote: Quote | null): string | null {
  if (!user?.id) return USER_NOT_FOUND;
  const blocker = placeBlocker(method, quote, false);
  if (blocker) return blocker;
  return shippingProblem(user);
}

/** What keeps the contact and address from being shipped to, or null. */
export function shippingProblem(user: SessionUser): string | null {
  return profileGapsMessage(profileGaps(user)) ?? (shipsAbroad(user) ? INDIA_ONLY_MESSAGE : null);
}
