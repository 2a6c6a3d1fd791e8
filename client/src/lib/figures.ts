import type { Span } from '../config/constants';
import { formatFigure, formatMoney } from './money';

/**
 * How a figure from config/constants.ts reads in a sentence. The content data calls only
 * these, so every number on the help and policy pages comes from the shared constants.
 */
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '₹999', '₹2,000'. */
export const rupees = (amount: number): string => formatMoney(amount);

/** Small counts read as words ('two'), larger ones as figures ('2,50,000'). */
export const inWords = (n: number): string => WORDS[n] ?? formatFigure(n);

/** Indian digit grouping: '2,50,000'. */
export const figure = (n: number): string => formatFigure(n);

/** '2–3' for a span, '30' for a single number. */
export const spanText = (s: Span | number): string =>
  typeof s === 'number' ? figure(s) : s.min === s.max ? figure(s.min) : `${figure(s.min)}–${figure(s.max)}`;

const unit = (s: Span | number, one: string, many: string) =>
  `${spanText(s)} ${(typeof s === 'number' ? s : s.max) === 1 ? one : many}`;

export const days = (s: Span | number): string => unit(s, 'day', 'days');
export const businessDays = (s: Span | number): string => unit(s, 'business day', 'business days');
export const workingDays = (s: Span | number): string => unit(s, 'working day', 'working days');
export const hours = (s: Span | number): string => unit(s, 'hour', 'hours');
export const minutes = (s: Span | number): string => unit(s, 'minute', 'minutes');
export const years = (s: Span | number): string => unit(s, 'year', 'years');
export const percent = (n: number): string => `${figure(n)}%`;

/**
 * 'January 15, 2025' from '2025-01-15' (read as a calendar date, whatever the time zone), as
 * Intl's en-US long date writes it, without creating a formatter (ICU's date data) per call.
 */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${LONG_MONTHS[m - 1]} ${d}, ${y}`;
}
