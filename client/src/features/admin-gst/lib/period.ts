/**
 * The GST screen's periods, in India's dates (YYYY-MM-DD): the months of a financial year
 * (April to March), each as its first and last day. Computed from the UTC fields of India's
 * time (India keeps UTC+05:30 all year), as lib/dates does.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface Period {
  from: string;
  to: string;
}

const day = (y: number, m: number, d: number) => `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Today in India, as YYYY-MM-DD. */
export const indiaToday = (now = new Date()): string => new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** A month (its year, and 0 for January) as a period: its first and last day. */
export function monthPeriod(year: number, month: number): Period {
  return { from: day(year, month, 1), to: day(year, month, new Date(Date.UTC(year, month + 1, 0)).getUTCDate()) };
}

/** The financial year's first calendar year of a day: 2026 for 2027-03-31, 2027 for 2027-04-01. */
export const financialYearStart = (date: string): number => Number(date.slice(0, 4)) - (Number(date.slice(5, 7)) < 4 ? 1 : 0);

/**
 * The months to pick, newest first: this financial year's up to this month, then the whole of
 * the year before (its returns are still filed and amended), each labelled 'November 2026'.
 */
export function financialYearMonths(today: string): { value: string; label: string; period: Period }[] {
  const start = financialYearStart(today);
  const out: { value: string; label: string; period: Period }[] = [];
  for (let i = 0; i < 24; i++) {
    const m = (3 + i) % 12;
    const y = start - 1 + Math.floor((3 + i) / 12);
    const period = monthPeriod(y, m);
    if (period.from > today) break;
    out.push({ value: period.from.slice(0, 7), label: `${MONTHS[m]} ${y}`, period });
  }
  return out.reverse();
}

/** 'FY 2026-27' of a day. */
export const financialYearLabel = (date: string): string => {
  const y = financialYearStart(date);
  return `FY ${y}-${String((y + 1) % 100).padStart(2, '0')}`;
};
