import { days, figure, inWords, longDate, spanText } from './figures';

describe('figures', () => {
  it('writes a policy date as Intl writes an en-US long date', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(longDate('2025-01-15')).toBe('January 15, 2025');
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 28]) {
        const iso = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(longDate(iso)).toBe(intl.format(Date.UTC(2026, month - 1, day)));
      }
    }
  });

  it('reads small counts as words and larger ones as Indian figures', () => {
    expect(inWords(2)).toBe('two');
    expect(inWords(12)).toBe('12');
    expect(figure(250000)).toBe('2,50,000');
    expect(spanText({ min: 2, max: 3 })).toBe('2–3');
    expect(days(1)).toBe('1 day');
    expect(days({ min: 5, max: 7 })).toBe('5–7 days');
  });
});
