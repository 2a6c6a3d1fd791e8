import { formatRupees, type Paise, toRupees } from '../pricing/money.js';
import type { OfferEntity } from './offer.entity.js';

/** India keeps one offset all year (UTC+05:30). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The ISO day of the week in India at `now`: 1 Monday .. 7 Sunday. */
export const istDayOfWeek = (now: Date): number => {
  const day = new Date(now.getTime() + INDIA_OFFSET_MS).getUTCDay();
  return day === 0 ? 7 : day;
};

export const DAY_NAMES = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'] as const;

/** '6,7' -> [6, 7]; null or blank: every day. */
export const daysOf = (stored: string | null): number[] | null => (stored ? stored.split(',').map(Number) : null);

/** A code as shoppers type it, as stored: trimmed, upper-case. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/** Letters, digits, '-' and '_', 3 to 32 of them. */
export const CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** Whole rupees without paise ('₹5,000'), otherwise with them ('₹499.50'). */
const WHOLE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupees = (paise: Paise): string => (paise % 100 ? formatRupees(paise) : `₹${WHOLE.format(paise / 100)}`);

const joinWords = (words: string[]): string => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

export const OFFER_MESSAGES = {
  unknown: (code: string) => `${code} is not a valid code`,
  inactive: 'This code is no longer active',
  notYet: 'This code is not valid yet',
  expired: 'This code has expired',
  usedUp: 'This code has been fully used',
  firstOrder: 'Only on your first order',
  perCustomer: 'You have already used this code',
  days: (days: number[]) => `Valid on ${joinWords([...days].sort((a, b) => a - b).map((d) => DAY_NAMES[d - 1]))}`,
  minimum: (paise: Paise) => `Valid on orders above ${rupees(paise)}`,
} as const;

/** What the shop knows of the shopper asking: their orders before this one (null: not signed in, checked when they order) and their uses of this offer. */
export interface OfferUse {
  priorOrders: number | null;
  usedByShopper: number;
  /** Its redemptions in all (checked against usageLimit). */
  usedInAll: number;
}

/**
 * Why an offer does not apply to a cart whose subtotal before discount is `subtotal`, at `now`,
 * for this shopper; null when it applies. One reason, in this order: active, dates, overall
 * limit, day of the week in India, first order, the shopper's limit, the minimum (the minimum
 * is met at exactly its amount: ₹5,000 qualifies for 'above ₹5,000').
 */
export function offerProblem(o: OfferEntity, subtotal: Paise, now: Date, use: OfferUse): string | null {
  if (!o.active) return OFFER_MESSAGES.inactive;
  if (o.validFrom && now.getTime() < o.validFrom.getTime()) return OFFER_MESSAGES.notYet;
  if (o.validUntil && now.getTime() > o.validUntil.getTime()) return OFFER_MESSAGES.expired;
  if (o.usageLimit !== null && use.usedInAll >= o.usageLimit) return OFFER_MESSAGES.usedUp;
  const days = daysOf(o.daysOfWeek);
  if (days && !days.includes(istDayOfWeek(now))) return OFFER_MESSAGES.days(days);
  if (o.firstOrderOnly && use.priorOrders !== null && use.priorOrders > 0) return OFFER_MESSAGES.firstOrder;
  if (o.perCustomerLimit !== null && use.usedByShopper >= o.perCustomerLimit) return OFFER_MESSAGES.perCustomer;
  if (subtotal < o.minSubtotalPaise) return OFFER_MESSAGES.minimum(o.minSubtotalPaise);
  return null;
}

/**
 * An offer's conditions as shoppers read them before they try the code, in the words checkout
 * refuses it with: 'Only on your first order. Valid on orders above ₹500.'
 */
export function offerTerms(o: Pick<OfferEntity, 'firstOrderOnly' | 'daysOfWeek' | 'minSubtotalPaise'>): string {
  const days = daysOf(o.daysOfWeek);
  const terms = [o.firstOrderOnly && OFFER_MESSAGES.firstOrder, days && OFFER_MESSAGES.days(days), o.minSubtotalPaise > 0 && OFFER_MESSAGES.minimum(o.minSubtotalPaise)].filter(Boolean);
  return terms.length ? `${terms.join('. ')}.` : 'On every order.';
}

/** What an offer takes off, as the API shows it: the kind upper-case, a fixed amount in rupees. */
export const offerAmountView = (o: Pick<OfferEntity, 'kind' | 'value'>) => ({ kind: o.kind.toUpperCase(), value: o.kind === 'fixed' ? toRupees(o.value) : o.value });
