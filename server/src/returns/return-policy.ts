import type { Product } from '../catalogue/catalogue.js';
import { type Day, istDay } from '../delivery/delivery-calendar.js';

/**
 * The returns policy (DECISIONS 14, spec point 9), the one place it lives: what may come back,
 * and until when. Windows count calendar days in India (IST) from the day of delivery: delivered
 * on 26 Nov, a 30-day return is open through 26 Dec and closed from 27 Dec (day 30 open, day 31
 * closed).
 */

/** Days after delivery each kind of request stays open. */
export const WINDOW_DAYS = {
  /** A return for a refund. */
  return: 30,
  /** A return of an item bought on sale. */
  sale: 15,
  /** An exchange for another size of the same product. */
  sizeExchange: 15,
  /** An exchange for another colour or design of the same model. */
  colourExchange: 7,
  /** A defective item, whatever else the policy says (sale items and non-returnable goods included). */
  defective: 60,
} as const;

/**
 * Goods that do not come back (for hygiene), as a committed list mapped onto the catalogue: a
 * category slug, or a category and the product type code of its model (SQ-<type>-<n>, the code
 * scripts/catalogue/lib/data.mjs gives each type). Innerwear has no category in the catalogue
 * today; any category whose slug names it is covered when it comes. Defective goods still come
 * back within WINDOW_DAYS.defective.
 */
export const NON_RETURNABLE: readonly { what: string; category: string | RegExp; modelTypes?: readonly string[] }[] = [
  { what: 'innerwear', category: /(^|-)innerwear$/ },
  { what: 'socks', category: 'accessories', modelTypes: ['AK', 'AC'] },
  { what: 'hair accessories', category: 'accessories', modelTypes: ['AH', 'AP'] },
];

/** The product type code of a model (`SQ-AH-1110` -> `AH`), or null. */
const modelType = (model: string): string | null => /^[A-Z]+-([A-Z]+)-/.exec(model)?.[1] ?? null;

/** What of the non-returnable list a product falls under, or null when it may be returned. */
export function nonReturnableAs(p: Pick<Product, 'category' | 'model'>): string | null {
  const type = modelType(p.model);
  const hit = NON_RETURNABLE.find(
    (r) => (typeof r.category === 'string' ? r.category === p.category : r.category.test(p.category)) && (!r.modelTypes || (type !== null && r.modelTypes.includes(type))),
  );
  return hit?.what ?? null;
}

/** An item's own policy, as the product page says it. */
export interface ItemPolicy {
  returnable: boolean;
  /** Days a return stays open after delivery (0 when not returnable). */
  returnDays: number;
  /** 'Returnable within 30 days', 'Returnable within 15 days' or 'Not returnable'. */
  text: string;
}

export function itemPolicyOf(p: Pick<Product, 'category' | 'model' | 'isSale'>): ItemPolicy {
  if (nonReturnableAs(p)) return { returnable: false, returnDays: 0, text: 'Not returnable' };
  const days = p.isSale ? WINDOW_DAYS.sale : WINDOW_DAYS.return;
  return { returnable: true, returnDays: days, text: `Returnable within ${days} days` };
}

export type ReturnReason = 'wrong_size' | 'defective' | 'not_as_described' | 'changed_mind';
export const RETURN_REASONS: readonly ReturnReason[] = ['wrong_size', 'defective', 'not_as_described', 'changed_mind'];

/** The day `n` days after `day` (calendar arithmetic). */
export const addDays = (day: Day, n: number): Day => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The last day a window of `days` after a delivery at `deliveredAt` is open (IST). */
export const lastDayOf = (deliveredAt: Date, days: number): Day => addDays(istDay(deliveredAt).day, days);

/** Whether that window is still open at `now`: through its last day in India. */
export const isOpen = (deliveredAt: Date, days: number, now: Date): boolean => istDay(now).day <= lastDayOf(deliveredAt, days);

/** The window a return with `reason` of an item with `policy` has, in days (0: none). */
export function returnDaysFor(policy: ItemPolicy, reason: ReturnReason): number {
  return reason === 'defective' ? WINDOW_DAYS.defective : policy.returnDays;
}

/** What an exchange changes: the size (of the same product), or the colour (another product of its style, catalogue's styleOf). */
export type ExchangeChange = 'size' | 'colour';

/**
 * The window an exchange of an item with `policy` for `reason` has, in days (0: none): for
 * another size, 15 days (sale items too), a defective item 60; for another colour of the same
 * style, 7 days whatever the reason (a defective item is replaced in its own colour within 60).
 * Goods that do not come back (hygiene) are not exchanged but for a defect.
 */
export function exchangeDaysFor(policy: ItemPolicy, reason: ReturnReason, change: ExchangeChange = 'size'): number {
  if (!policy.returnable && reason !== 'defective') return 0;
  if (change === 'colour') return WINDOW_DAYS.colourExchange;
  return reason === 'defective' ? WINDOW_DAYS.defective : WINDOW_DAYS.sizeExchange;
}

/** A delivered line's exchange windows (not for a defect) as the shopper is told them. */
export interface ExchangeWindow {
  /** The last day a size exchange may be asked; null when the item is not exchanged (but for a defect). */
  exchangeableUntil: Day | null;
  exchangeOpen: boolean;
  /** The last day an exchange for another colour may be asked (7 days); null when the item is not exchanged. */
  colourExchangeableUntil: Day | null;
  colourExchangeOpen: boolean;
}

export function exchangeWindowOf(policy: ItemPolicy, deliveredAt: Date, now: Date): ExchangeWindow {
  const days = exchangeDaysFor(policy, 'wrong_size');
  const colourDays = exchangeDaysFor(policy, 'wrong_size', 'colour');
  return {
    exchangeableUntil: days ? lastDayOf(deliveredAt, days) : null,
    exchangeOpen: days > 0 && isOpen(deliveredAt, days, now),
    colourExchangeableUntil: colourDays ? lastDayOf(deliveredAt, colourDays) : null,
    colourExchangeOpen: colourDays > 0 && isOpen(deliveredAt, colourDays, now),
  };
}

/** A delivered line's return window as the shopper is told it. */
export interface LineWindow {
  policy: ItemPolicy;
  /** The last day a return (not for a defect) may be asked; null when the item is not returnable. */
  returnableUntil: Day | null;
  /** Whether that return is open now. */
  returnOpen: boolean;
  /** The last day a defective item may be sent back. */
  defectiveUntil: Day;
  defectiveOpen: boolean;
}

export function lineWindowOf(policy: ItemPolicy, deliveredAt: Date, now: Date): LineWindow {
  const returnableUntil = policy.returnable ? lastDayOf(deliveredAt, policy.returnDays) : null;
  return {
    policy,
    returnableUntil,
    returnOpen: policy.returnable && isOpen(deliveredAt, policy.returnDays, now),
    defectiveUntil: lastDayOf(deliveredAt, WINDOW_DAYS.defective),
    defectiveOpen: isOpen(deliveredAt, WINDOW_DAYS.defective, now),
  };
}

/** What the shopper is told of a line's return: 'Returnable until 26 Dec', 'Return window closed on 26 Dec', 'Not returnable'. */
export function returnMessage(w: LineWindow): string {
  if (!w.policy.returnable) return w.defectiveOpen ? `Not returnable; a defective item until ${shortDay(w.defectiveUntil)}` : 'Not returnable';
  return w.returnOpen ? `Returnable until ${shortDay(w.returnableUntil!)}` : `Return window closed on ${shortDay(w.returnableUntil!)}`;
}

/** Of its size exchange: 'Exchangeable until 11 Dec', 'Exchange window closed on 11 Dec', 'Not exchangeable'. */
export function exchangeMessage(e: ExchangeWindow): string {
  if (e.exchangeableUntil === null) return 'Not exchangeable';
  return e.exchangeOpen ? `Exchangeable until ${shortDay(e.exchangeableUntil)}` : `Exchange window closed on ${shortDay(e.exchangeableUntil)}`;
}

/**
 * Of its colour exchange, when its style has other colours at the price paid (`any`), with the
 * colours in stock now (`offered`): 'Another colour (Grey, Olive) until 3 Dec', 'Another colour
 * until 3 Dec: none in stock now', 'Colour exchange window closed on 3 Dec'; null otherwise.
 */
export function colourExchangeMessage(e: ExchangeWindow, any: boolean, offered: string[]): string | null {
  const until = e.colourExchangeableUntil;
  if (!any || until === null) return null;
  if (!e.colourExchangeOpen) return `Colour exchange window closed on ${shortDay(until)}`;
  return offered.length ? `Another colour (${offered.join(', ')}) until ${shortDay(until)}` : `Another colour until ${shortDay(until)}: none in stock now`;
}

/** '26 Dec' (the shop's way of naming a day in a sentence). */
const SHORT_DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
export const shortDay = (day: Day): string => SHORT_DAY.format(new Date(`${day}T00:00:00Z`));
