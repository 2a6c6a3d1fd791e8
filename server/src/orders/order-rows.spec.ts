import { newOrderNumber } from './order-rows.js';

describe('newOrderNumber: the day of placement in India and 8 characters without look-alikes', () => {
  it.each([
    ['2026-11-27T18:29:59.999Z', '20261127'], // 23:59:59 in India
    ['2026-11-27T18:30:00.000Z', '20261128'], // midnight in India, still the 27th in UTC
    ['2026-11-27T21:55:00.000Z', '20261128'],
    ['2026-12-31T18:30:00.000Z', '20270101'], // the new year comes to India first
    ['2026-03-31T20:00:00.000Z', '20260401'], // and the new financial year
  ])('placed at %s: SQU-%s-…', (at, day) => {
    expect(newOrderNumber(new Date(at))).toMatch(new RegExp(`^SQU-${day}-[2-9A-HJ-NP-Z]{8}$`));
  });

  it('two orders of the same moment get different numbers', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    expect(new Set(Array.from({ length: 200 }, () => newOrderNumber(at))).size).toBe(200);
  });
});
