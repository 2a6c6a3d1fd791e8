/**
 * Dates as shoppers in India read them, in India's time zone: '22 Nov 2026'.
 *
 * Computed, not asked of Intl: India keeps one offset all year (UTC+05:30, no summer time), and
 * an `Intl.DateTimeFormat` with a time zone costs ~15 ms to create (~60 ms at 4x CPU slowdown,
 * as the home page's offers first showed a date), while these few lines cost nothing and print
 * the same in every engine. The names are en-IN's (lib/dates.test.ts checks them against Intl).
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The date in India as UTC fields (getUTCDate and the rest), or null for a broken date. */
function inIndia(iso: string): Date | null {
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? null : new Date(t + INDIA_OFFSET_MS);
}

/** The start of a day in India ('2026-11-28', a YYYY-MM-DD day) as an ISO instant: '2026-11-27T18:30:00.000Z'. */
export function startOfIndianDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS).toISOString();
}

/** '22 Nov 2026' of a date already in India's time (inIndia). */
const dayMonthYear = (d: Date): string => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

export function formatDate(iso: string): string {
  const d = inIndia(iso);
  return d ? dayMonthYear(d) : '';
}

/** With the weekday, for delivery estimates: 'Sun, 29 Nov 2026'. */
export function formatDayDate(iso: string): string {
  const d = inIndia(iso);
  return d ? `${WEEKDAYS[d.getUTCDay()]}, ${dayMonthYear(d)}` : '';
}

/** With the time of day, for what staff read (an order's history): '26 Nov 2026, 18:44'. */
export function formatDateTime(iso: string): string {
  const d = inIndia(iso);
  if (!d) return '';
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${dayMonthYear(d)}, ${hh}:${mm}`;
}
