import { LOCALE } from '../config/constants';

/** Dates as shoppers in India read them, in India's time zone: '22 Nov 2026'. */
const parts = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Built from parts, so every engine (Node, Chromium, their ICU versions) prints the same. */
function pieces(iso: string): Record<string, string> | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return Object.fromEntries(parts.formatToParts(d).map((p) => [p.type, p.value]));
}

export function formatDate(iso: string): string {
  const p = pieces(iso);
  return p ? `${p.day} ${p.month} ${p.year}` : '';
}

/** With the weekday, for delivery estimates: 'Sun, 29 Nov 2026'. */
export function formatDayDate(iso: string): string {
  const p = pieces(iso);
  return p ? `${p.weekday}, ${p.day} ${p.month} ${p.year}` : '';
}
