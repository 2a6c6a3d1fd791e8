import { assertRules, badInput, type FieldError, type Rule } from '../common/app-error.js';
import { EMAIL_PATTERN, isPhone, text, tooLong } from '../common/validation.js';
import type { UserEntity } from '../users/user.entity.js';
import type { PaymentMethod } from './order.entity.js';
import { MAX_LINES, type LineRequest } from './pricing.js';

/** An order request after the API layer has mapped its surface's shape onto it. */
export interface PlaceOrderCommand {
  items: unknown;
  paymentMethod: unknown;
  contact?: Record<string, unknown> | null;
  shippingAddress?: Record<string, unknown> | null;
  /** Amounts the client showed, in rupees; compared with the server's when present. */
  expected?: { subtotal?: unknown; tax?: unknown; shipping?: unknown; codCharges?: unknown; total?: unknown } | null;
  /** The owner the client named (REST body); must be the caller. */
  userId?: unknown;
}

export interface RequestedLine extends LineRequest {
  price: number | null;
}

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

const METHODS: ReadonlyMap<string, PaymentMethod> = new Map(Object.entries({
  card: 'card',
  upi: 'upi',
  netbanking: 'netbanking',
  net_banking: 'netbanking',
  'net-banking': 'netbanking',
  cod: 'cod',
  cash_on_delivery: 'cod',
} satisfies Record<string, PaymentMethod>));

export function parsePaymentMethod(raw: unknown): PaymentMethod {
  const method = typeof raw === 'string' ? METHODS.get(raw.trim().toLowerCase()) : undefined;
  if (!method) {
    const message = 'Please choose a payment method: card, upi, netbanking or cod';
    throw badInput(message, [{ field: 'paymentMethod', message }]);
  }
  return method;
}

/** Checks the shape of the order lines: a non-empty list of product, size and whole quantity. */
export function parseLines(raw: unknown): RequestedLine[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    throw badInput('Your order has no items', [{ field: 'items', message: 'Your order has no items' }]);
  }
  if (raw.length > MAX_LINES) throw badInput(`An order can hold at most ${MAX_LINES} lines`, [{ field: 'items', message: `At most ${MAX_LINES} lines` }]);
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const lines = raw.map((item, i): RequestedLine => {
    const at = (f: string) => `items[${i}].${f}`;
    const o = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    if (typeof o.productId !== 'string' || !o.productId) errors.push({ field: at('productId'), message: 'productId must be text' });
    if (typeof o.size !== 'string' || !o.size) errors.push({ field: at('size'), message: 'size must be text' });
    if (typeof o.quantity !== 'number' || !Number.isInteger(o.quantity)) errors.push({ field: at('quantity'), message: 'quantity must be a whole number' });
    if (o.price !== undefined && o.price !== null && (typeof o.price !== 'number' || !Number.isFinite(o.price))) {
      errors.push({ field: at('price'), message: 'price must be a number' });
    }
    // Only text and numbers are read on: String() or Number() of a client's object can throw ({"toString": false}).
    const productId = typeof o.productId === 'string' ? o.productId : '';
    const size = typeof o.size === 'string' ? o.size : '';
    if (productId && size) {
      const key = `${productId}\u0000${size}`;
      if (seen.has(key)) errors.push({ field: at('size'), message: 'Each product and size may appear once' });
      seen.add(key);
    }
    return { productId, size, quantity: typeof o.quantity === 'number' ? o.quantity : NaN, price: typeof o.price === 'number' ? o.price : null };
  });
  if (errors.length) throw badInput(errors[0].message === 'Each product and size may appear once' ? errors[0].message : `Invalid item: ${errors[0].field} ${errors[0].message.replace(/^\w+ /, '')}`, errors);
  return lines;
}

/**
 * The contact and shipping address of an order: what the request gives, else the
 * profile's. The checkout's required fields (spec point 5); orders ship within India.
 */
export function resolveShipping(user: UserEntity, contact: Record<string, unknown> | null | undefined, address: Record<string, unknown> | null | undefined): Shipping {
  const c = contact ?? {};
  const a = address ?? {};
  const wrongType = [...Object.entries(c), ...Object.entries(a)].find(([, v]) => v !== undefined && v !== null && typeof v !== 'string');
  if (wrongType) throw badInput(`${wrongType[0]} must be text`, [{ field: wrongType[0], message: `${wrongType[0]} must be text` }]);
  const pick = (v: unknown, fallback: string | null) => (v === undefined || v === null ? text(fallback) : text(v));
  const s = {
    email: pick(c.email, user.email),
    firstName: pick(c.firstName, user.firstName),
    lastName: pick(c.lastName, user.lastName),
    phone: pick(c.phone, user.phone),
    addressLine1: pick(a.addressLine1, user.addressLine1),
    city: pick(a.city, user.city),
    state: pick(a.state, user.state),
    postalCode: pick(a.postalCode, user.postalCode),
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
    { field: 'postalCode', failed: !!s.postalCode && !/^[1-9][0-9]{5}$/.test(s.postalCode), message: 'Please enter a valid 6-digit PIN code' },
    { field: 'country', failed: s.country !== 'India', message: 'We currently ship only within India' },
    ...(['firstName', 'lastName'] as const).map((f) => ({ field: f, failed: tooLong(s[f], 50), message: `${f} must be at most 50 characters` })),
    { field: 'addressLine1', failed: tooLong(s.addressLine1, 200), message: 'Address must be at most 200 characters' },
    { field: 'city', failed: tooLong(s.city, 100) || tooLong(s.state, 100), message: 'City and state must be at most 100 characters' },
  ];
  assertRules(rules);
  return s as Shipping;
}

