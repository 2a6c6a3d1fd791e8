import { LOCALE } from '../config/constants';
import { formatDate, formatDayDate, startOfIndianDay } from './dates';

describe('dates', () => {
  it("shows the date in India's time zone", () => {
    expect(formatDate('2026-11-22T20:00:00.000Z')).toBe('23 Nov 2026');
    expect(formatDate('2026-11-22T18:29:59.999Z')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-22T18:30:00.000Z')).toBe('23 Nov 2026');
    expect(formatDayDate('2026-11-29T10:00:00.000Z')).toBe('Sun, 29 Nov 2026');
    expect(formatDate('2025-12-31')).toBe('31 Dec 2025');
  });

  it('prints what Intl prints for en-IN in Asia/Kolkata, every month and weekday, either side of midnight', () => {
    const intl = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
    const expected = (d: Date) => {
      const p = Object.fromEntries(intl.formatToParts(d).map((x) => [x.type, x.value]));
      return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
    };
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 2, 3, 4, 5, 6, 7, 28]) {
        for (const [h, m] of [[0, 0], [18, 29], [18, 30], [23, 59]]) {
          const d = new Date(Date.UTC(2026, month, day, h, m));
          expect(formatDayDate(d.toISOString())).toBe(expected(d));
        }
      }
    }
  });

  it("gives the instant a day in India starts, the UTC evening before, across a month's and a year's end", () => {
    for (const day of ['2026-11-28', '2026-12-01', '2027-01-01', '2024-02-29']) {
      expect(startOfIndianDay(day)).toBe(new Date(`${day}T00:00:00+05:30`).toISOString());
    }
    expect(startOfIndianDay('2027-01-01')).toBe('2026-12-31T18:30:00.000Z');
  });

  it('shows nothing for a broken date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDayDate('')).toBe('');
  });
});
