/**
 * The delivery promise's date arithmetic (DECISIONS 13), in India's time (IST, UTC+5:30 all
 * year): an order placed before the cut-off (14:00) on a working day is dispatched that day,
 * otherwise on the next working day; delivery days count from dispatch. No dispatch and no
 * delivery on Sundays or on the holidays given. Days are calendar dates, 'YYYY-MM-DD'.
 */

/** IST is UTC+5:30, with no daylight saving. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** Orders placed before this time of day (IST, minutes after midnight) go out the same working day. */
export const DISPATCH_CUT_OFF_MINUTES = 14 * 60;

export type Day = string;

/** The IST date of an instant, and the minutes after midnight IST. */
export function istDay(at: Date): { day: Day; minutes: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { day: shifted.toISOString().slice(0, 10), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** The day after `day` (plain calendar arithmetic on the date). */
const nextDay = (day: Day): Day => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** 0 for Sunday … 6 for Saturday. */
const weekday = (day: Day): number => new Date(`${day}T00:00:00Z`).getUTCDay();

export const isWorkingDay = (day: Day, holidays: ReadonlySet<Day>): boolean => weekday(day) !== 0 && !holidays.has(day);

/** The day an order placed at `at` leaves the warehouse. */
export function dispatchDay(at: Date, holidays: ReadonlySet<Day>): Day {
  const { day, minutes } = istDay(at);
  if (isWorkingDay(day, holidays) && minutes < DISPATCH_CUT_OFF_MINUTES) return day;
  let d = nextDay(day);
  while (!isWorkingDay(d, holidays)) d = nextDay(d);
  return d;
}

/** The `n`th delivery day after `from` (Sundays and holidays are not delivery days). */
export function afterDeliveryDays(from: Day, n: number, holidays: ReadonlySet<Day>): Day {
  let d = from;
  for (let left = n; left > 0; ) {
    d = nextDay(d);
    if (isWorkingDay(d, holidays)) left -= 1;
  }
  return d;
}

/** The first and last day of delivery for an order placed at `at`, `days` = [fewest, most] delivery days after dispatch. */
export function deliveryWindow(at: Date, days: readonly [number, number], holidays: ReadonlySet<Day>): { dispatch: Day; earliest: Day; latest: Day } {
  const dispatch = dispatchDay(at, holidays);
  return { dispatch, earliest: afterDeliveryDays(dispatch, days[0], holidays), latest: afterDeliveryDays(dispatch, days[1], holidays) };
}

// Built once: toLocaleDateString builds a formatter on every call (a third of a millisecond, once per order).
const DAY_IN_WORDS = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 'Sat, 29 Nov' (the shop's way of naming a delivery day). */
export function dayInWords(day: Day): string {
  return DAY_IN_WORDS.format(new Date(`${day}T00:00:00Z`));
}

/** The instant that stands for a delivery day where a date-time is kept: noon IST, the same date in India and in UTC. */
export const noonIst = (day: Day): Date => new Date(Date.parse(`${day}T06:30:00Z`));
