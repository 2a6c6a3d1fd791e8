import { financialYearLabel, financialYearMonths, financialYearStart, indiaToday, monthPeriod } from './period';

test('a month is its first and last day, February of a leap year included', () => {
  expect(monthPeriod(2026, 10)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  expect(monthPeriod(2028, 1)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  expect(monthPeriod(2027, 2)).toEqual({ from: '2027-03-01', to: '2027-03-31' });
});

test('the financial year turns on 1 April, in India', () => {
  expect(financialYearStart('2027-03-31')).toBe(2026);
  expect(financialYearStart('2027-04-01')).toBe(2027);
  expect(financialYearLabel('2026-11-29')).toBe('FY 2026-27');
  // 31 March 2027, 19:00 UTC is already 1 April in India.
  expect(indiaToday(new Date('2027-03-31T19:00:00Z'))).toBe('2027-04-01');
});

test('the months to pick: this year to this month, then all of the year before, newest first', () => {
  const months = financialYearMonths('2026-11-29');
  expect(months[0]).toEqual({ value: '2026-11', label: 'November 2026', period: { from: '2026-11-01', to: '2026-11-30' } });
  expect(months.map((m) => m.value).slice(0, 8)).toEqual(['2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06', '2026-05', '2026-04']);
  expect(months.at(-1)!.value).toBe('2025-04');
  expect(months).toHaveLength(8 + 12);
  expect(financialYearMonths('2027-04-01').map((m) => m.value).slice(0, 2)).toEqual(['2027-04', '2027-03']);
});
