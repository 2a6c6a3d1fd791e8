import { taxRows } from './tax-lines';

describe('taxRows', () => {
  it("one rate: one 'Tax (18%)' row with the server's amount", () => {
    expect(taxRows([{ ratePercent: 18, tax: 89.82 }], 89.82)).toEqual([{ ratePercent: 18, label: 'Tax (18%)', amount: 89.82 }]);
  });

  it('several rates: a row per rate in the order sent, each its own amount', () => {
    expect(taxRows([{ ratePercent: 5, tax: 24.95 }, { ratePercent: 18, tax: 539.82 }], 564.77).map((r) => [r.label, r.amount])).toEqual([
      ['Tax (5%)', 24.95],
      ['Tax (18%)', 539.82],
    ]);
    expect(taxRows([{ ratePercent: 0.25, tax: 1 }], 1)[0].label).toBe('Tax (0.25%)');
  });

  it("no line priced: one 'Tax' row with the whole tax, no rate made up", () => {
    expect(taxRows([], 0)).toEqual([{ ratePercent: null, label: 'Tax', amount: 0 }]);
  });
});
