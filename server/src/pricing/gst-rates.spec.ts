import { REPO_ROOT } from '../config/repo-root.js';
import { GstRates, gstRatesProblems, lineTaxes, pct, storedTaxLines, taxLinesOf, taxOfLines } from './gst-rates.js';

describe('the committed HSN map', () => {
  const rates = GstRates.load(`${REPO_ROOT}/server/seed/gst/hsn-rates.json`);

  test('names its source and gives every category an HSN code at 18%', () => {
    expect(rates.source).toMatch(/CBIC/);
    expect(rates.of('men-tshirts', 499_00)).toEqual({ hsn: '6109', ratePercent: 18 });
    expect(rates.of('women-footwear', 9999_00)).toEqual({ hsn: '6404', ratePercent: 18 });
    expect(rates.of('unknown-category', 1_00)).toEqual({ hsn: '6211', ratePercent: 18 });
  });
});

describe('a rates file an operator writes is checked', () => {
  test('GST rates only, rising slabs, the last one open, HSN of 4, 6 or 8 digits', () => {
    expect(gstRatesProblems({ source: 's', defaultRatePercent: 18, categories: { a: { hsn: '6109', slabs: [{ upToRupees: 2500, ratePercent: 5 }, { ratePercent: 18 }] } } })).toEqual([]);
    expect(gstRatesProblems({ source: 's', defaultRatePercent: 17, categories: {} })).toEqual(["defaultRatePercent: rate must be one of GST's rates 0, 0.25, 3, 5, 12, 18, 28, 40 (got 17)"]);
    expect(gstRatesProblems({ source: 's', defaultRatePercent: 18, categories: { a: { hsn: '61', ratePercent: 5 } } })).toEqual(['a.hsn must be 4, 6 or 8 digits']);
    expect(gstRatesProblems({ source: 's', defaultRatePercent: 18, categories: { a: { hsn: '6109', slabs: [{ upToRupees: 2500, ratePercent: 5 }] } } })).toEqual(['a.slabs: the last slab has no upToRupees (it takes every higher price)']);
    expect(gstRatesProblems({ source: 's', defaultRatePercent: 18, categories: { a: { hsn: '6109', slabs: [{ upToRupees: 2500, ratePercent: 5 }, { upToRupees: 1000, ratePercent: 12 }, { ratePercent: 18 }] } } })).toEqual(['a.slabs[1].upToRupees must be a rising amount']);
  });
});

describe('tax of lines at their rates', () => {
  test('one rate: exactly the rate of the sum (rounded once), as the spec has it', () => {
    const lines = [{ lineTotal: 333, ratePercent: 18 }, { lineTotal: 333, ratePercent: 18 }, { lineTotal: 334, ratePercent: 18 }];
    expect(taxOfLines(lines)).toBe(180);
    const each = lineTaxes(lines);
    expect(each.reduce((a, b) => a + b, 0)).toBe(180);
    expect(each).toEqual([60, 60, 60]);
  });

  test('rates apart: each taxed on its own sum; the lines add up to it', () => {
    const lines = [{ lineTotal: 999_00, ratePercent: 5 }, { lineTotal: 2999_00, ratePercent: 18 }, { lineTotal: 1_01, ratePercent: 5 }];
    expect(taxOfLines(lines)).toBe(Math.round(1000_01 * 0.05) + Math.round(2999_00 * 0.18));
    expect(lineTaxes(lines).reduce((a, b) => a + b, 0)).toBe(taxOfLines(lines));
  });

  test('taxLinesOf: one line per rate, lowest first, each its taxable sum and tax; they add up to taxOfLines', () => {
    const lines = [{ lineTotal: 2999_00, ratePercent: 18 }, { lineTotal: 999_00, ratePercent: 5 }, { lineTotal: 1_01, ratePercent: 5 }];
    expect(taxLinesOf(lines)).toEqual([
      { ratePercent: 5, taxable: 1000_01, tax: 50_00 },
      { ratePercent: 18, taxable: 2999_00, tax: 539_82 },
    ]);
    expect(taxLinesOf(lines).reduce((s, t) => s + t.tax, 0)).toBe(taxOfLines(lines));
    expect(taxLinesOf([])).toEqual([]);
  });

  test("storedTaxLines: an order's lines less their discounts, a line without a stored rate at 18%, in rupees", () => {
    const items = [
      { lineTotalPaise: 998_00, discountPaise: 100_00, gstRateBp: 500 },
      { lineTotalPaise: 449_00, discountPaise: 0, gstRateBp: null },
      { lineTotalPaise: 1_000_00, discountPaise: 0, gstRateBp: 1800 },
    ];
    expect(storedTaxLines(items)).toEqual([
      { ratePercent: 5, taxable: 898, tax: 44.9 },
      { ratePercent: 18, taxable: 1449, tax: 260.82 },
    ]);
    expect([18, 2.5, 0.25].map(pct)).toEqual(['18%', '2.5%', '0.25%']);
  });
});
