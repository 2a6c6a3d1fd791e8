import { formatDate, formatDayDate } from './dates';

describe('dates', () => {
  it("shows the date in India's time zone", () => {
    expect(formatDate('2026-11-22T20:00:00.000Z')).toBe('23 Nov 2026');
    expect(formatDayDate('2026-11-29T10:00:00.000Z')).toBe('Sun, 29 Nov 2026');
  });

  it('shows nothing for a broken date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
