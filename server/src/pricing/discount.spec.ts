import { discountShares } from './discount.js';
import { computeTotals } from './money.js';

describe('discountShares: each line its share, the lines adding up to the discount', () => {
  test('a percentage of each line, rounded half up to the paisa', () => {
    // 15% of ₹1.50 is 22.5 paise: 23; of ₹1.70, 25.5: 26; of ₹1.30, 19.5: 20.
    expect(discountShares([150, 170, 130], { kind: 'percentage', value: 15 })).toEqual([23, 26, 20]);
    // 15% of ₹1.49 is 22.35 paise: 22.
    expect(discountShares([149], { kind: 'percentage', value: 15 })).toEqual([22]);
    expect(discountShares([44_900 * 3, 169_900], { kind: 'percentage', value: 20 })).toEqual([26_940, 33_980]);
  });

  test('a fixed amount shared in proportion, the paise left over to the largest remainders, never more than the subtotal', () => {
    const shares = discountShares([100, 100, 100], { kind: 'fixed', value: 100 });
    expect(shares).toEqual([34, 33, 33]);
    expect(discountShares([1000, 3000], { kind: 'fixed', value: 999 })).toEqual([250, 749]);
    expect(discountShares([500], { kind: 'fixed', value: 10_000 })).toEqual([500]);
    for (const lines of [[1, 2, 3], [99_900, 1_69_900, 44_900], [7, 7, 7, 7]]) {
      for (const value of [1, 5, 333, 10_000]) expect(discountShares(lines, { kind: 'fixed', value }).reduce((a, b) => a + b, 0)).toBe(Math.min(value, lines.reduce((a, b) => a + b, 0)));
    }
  });

  test('totals: tax is 18% of the subtotal less the discount; COD looks at the subtotal before it', () => {
    // ₹250 with 50% off: the tax is on ₹125, and COD stays available with its ₹50 charge (₹250 is under ₹299).
    const t = computeTotals([{ unitPrice: 25_000, quantity: 1 }], true, undefined, 12_500);
    expect(t).toEqual({ subtotal: 25_000, discount: 12_500, tax: 2_250, shipping: 0, codCharge: 5_000, total: 25_000 - 12_500 + 2_250 + 5_000, codAvailable: true });
    // ₹5,000 with 20% off: tax 18% of ₹4,000.
    expect(computeTotals([{ unitPrice: 500_000, quantity: 1 }], false, undefined, 100_000)).toMatchObject({ tax: 72_000, total: 472_000 });
  });
});
