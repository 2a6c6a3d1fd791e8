import { afterDeliveryDays, dayInWords, deliveryWindow, dispatchDay, istDay, noonIst } from './delivery-calendar.js';

/** An instant given as India's wall-clock time (IST, UTC+5:30). */
const ist = (local: string) => new Date(`${local}+05:30`);
const HOLIDAYS = new Set(['2026-08-15', '2026-10-02', '2027-01-26']);
const METRO: [number, number] = [2, 3];

describe('the delivery promise in India time (DECISIONS 13)', () => {
  test.each([
    ['a Monday morning: the same day', '2026-11-30T10:00', '2026-11-30'],
    ['a Monday at 13:59: the same day', '2026-11-30T13:59', '2026-11-30'],
    ['a Monday at 14:00, the cut-off: the next day', '2026-11-30T14:00', '2026-12-01'],
    ['a Saturday before the cut-off: that Saturday', '2026-11-28T11:00', '2026-11-28'],
    ['a Saturday after the cut-off: the Monday (no dispatch on Sunday)', '2026-11-28T16:00', '2026-11-30'],
    ['a Sunday: the Monday', '2026-11-29T09:00', '2026-11-30'],
    ['the evening before a holiday: the day after it', '2027-01-25T15:00', '2027-01-27'],
    ['a holiday morning: the next day', '2026-10-02T09:00', '2026-10-03'],
    ['01:30 on a Monday in India, still Sunday in UTC: that Monday', '2026-11-30T01:30', '2026-11-30'],
    ['New Year\'s Eve after the cut-off: the first of January', '2026-12-31T18:00', '2027-01-01'],
  ])('dispatch, ordered on %s', (_, at, expected) => {
    expect(dispatchDay(ist(at), HOLIDAYS)).toBe(expected);
  });

  test('the IST date and time of an instant that is still the day before in UTC', () => {
    expect(istDay(new Date('2026-11-29T20:00:00Z'))).toEqual({ day: '2026-11-30', minutes: 90 });
  });

  test('delivery days skip Sundays and holidays', () => {
    // Friday 14 Aug: Saturday 15 is Independence Day, Sunday 16 is a Sunday.
    expect(afterDeliveryDays('2026-08-14', 1, HOLIDAYS)).toBe('2026-08-17');
    expect(afterDeliveryDays('2026-08-14', 2, HOLIDAYS)).toBe('2026-08-18');
    expect(afterDeliveryDays('2026-11-28', 1, HOLIDAYS)).toBe('2026-11-30');
  });

  test.each([
    ['a metro order on a Monday morning', '2026-11-30T10:00', METRO, { dispatch: '2026-11-30', earliest: '2026-12-02', latest: '2026-12-03' }],
    ['a metro order on a Saturday morning: Sunday is skipped', '2026-11-28T10:00', METRO, { dispatch: '2026-11-28', earliest: '2026-12-01', latest: '2026-12-02' }],
    ['an order of elsewhere (4-7) across the month and year end', '2026-12-30T10:00', [4, 7] as [number, number], { dispatch: '2026-12-30', earliest: '2027-01-04', latest: '2027-01-07' }],
    ['a tier 2 order at the end of February', '2027-02-26T12:00', [3, 4] as [number, number], { dispatch: '2027-02-26', earliest: '2027-03-02', latest: '2027-03-03' }],
    ['a metro order the evening before Republic Day', '2027-01-25T20:00', METRO, { dispatch: '2027-01-27', earliest: '2027-01-29', latest: '2027-01-30' }],
  ])('%s', (_, at, days, expected) => {
    expect(deliveryWindow(ist(at), days, HOLIDAYS)).toEqual(expected);
  });

  test("a delivery day in words, and as the instant kept for it: noon in India, the same date in UTC", () => {
    expect(dayInWords('2026-11-28')).toBe('Sat, 28 Nov');
    expect(dayInWords('2027-01-04')).toBe('Mon, 4 Jan');
    expect(noonIst('2026-12-03').toISOString()).toBe('2026-12-03T06:30:00.000Z');
  });
});
