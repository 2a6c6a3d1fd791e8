import fc from 'fast-check';
import { formatFigure, formatMoney, lineTotal, originalPrice, subtotalOf, taxRows } from './money';

describe('money', () => {
  it("writes money as '₹2,299': Indian grouping, paise only when there are any", () => {
    expect(formatMoney(1299)).toBe('₹1,299');
    expect(formatMoney(125000)).toBe('₹1,25,000');
    expect(formatMoney(499.5)).toBe('₹499.50');
    expect(formatMoney(0)).toBe('₹0');
  });

  it('writes each shelf price once: the same amount again is the same text, without asking ICU', () => {
    const parts = jest.spyOn(Intl.NumberFormat.prototype, 'formatToParts');
    try {
      expect(formatMoney(4317)).toBe('₹4,317');
      expect(parts).toHaveBeenCalledTimes(1);
      expect(formatMoney(4317)).toBe('₹4,317');
      expect(formatMoney(4318)).toBe('₹4,318');
      expect(parts).toHaveBeenCalledTimes(2);
    } finally {
      parts.mockRestore();
    }
  });

  it('totals read the same way: 2 decimals only with paise', () => {
    expect(formatMoney(1299)).toBe('₹1,299');
    expect(formatMoney(0)).toBe('₹0');
    expect(formatMoney(1532.82)).toBe('₹1,532.82');
    expect(formatMoney(12345678.9)).toBe('₹1,23,45,678.90');
  });

  it('rounds half away from zero to the paisa, on the shortest decimal form (as ICU does)', () => {
    expect(formatMoney(1.005)).toBe('₹1.01');
    expect(formatMoney(2.675)).toBe('₹2.68');
    expect(formatMoney(999.995)).toBe('₹1,000.00');
  });

  it('a negative zero is no amount; a negative amount keeps its sign before the rupee', () => {
    expect(formatMoney(-0)).toBe('₹0');
    expect(formatMoney(-1234.5)).toBe('-₹1,234.50');
  });

  it('is Intl.NumberFormat(en-IN, INR) itself, only without the decimals of a whole amount', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', signDisplay: 'negative' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (paise) => {
        const rupees = paise / 100;
        expect(formatMoney(rupees)).toBe(Number.isInteger(rupees) ? intl.format(rupees).replace(/\.00$/, '') : intl.format(rupees));
      }),
      { numRuns: 2000 },
    );
  });

  it('makes its one rupee formatter on first use, not as it loads, and keeps it', () => {
    jest.isolateModules(() => {
      const made = jest.spyOn(Intl, 'NumberFormat');
      const money = jest.requireActual<typeof import('./money')>('./money');
      expect(made).not.toHaveBeenCalled();
      money.formatMoney(1);
      money.formatMoney(2);
      money.formatMoney(3.5);
      expect(made).toHaveBeenCalledTimes(1);
      expect(made).toHaveBeenCalledWith('en-IN', expect.objectContaining({ style: 'currency', currency: 'INR' }));
      made.mockRestore();
    });
  });

  it('writes figures with at most one decimal', () => {
    expect(formatFigure(250000)).toBe('2,50,000');
    expect(formatFigure(2.5)).toBe('2.5');
    expect(formatFigure(2.96)).toBe('3');
    expect(formatFigure(18)).toBe('18');
  });

  it('multiplies line totals exactly', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(1299, 2)).toBe(2598);
  });

  it('adds up the lines to the paisa, and nothing else (tax and charges are the server’s)', () => {
    expect(subtotalOf([{ price: 1299, quantity: 2 }, { price: 499, quantity: 1 }])).toBe(3097);
    expect(subtotalOf([{ price: 0.1, quantity: 1 }, { price: 0.2, quantity: 1 }])).toBe(0.3);
    expect(subtotalOf([])).toBe(0);
  });

  it('strikes through round(price / (1 - discount/100))', () => {
    expect(originalPrice(1599, 20)).toBe(1999);
    expect(originalPrice(999, 33)).toBe(1491);
    expect(originalPrice(999, null)).toBeNull();
    expect(originalPrice(999, 0)).toBeNull();
  });
});

describe('taxRows', () => {
  it("one rate: one 'Tax (18%)' row with the server's amount", () => {
    expect(taxRows([{ ratePercent: 18, tax: 89.82 }])).toEqual([['Tax (18%)', 89.82, 18]]);
  });

  it('several rates: a row per rate in the order sent, each its own amount', () => {
    expect(taxRows([{ ratePercent: 5, tax: 24.95 }, { ratePercent: 18, tax: 539.82 }])).toEqual([
      ['Tax (5%)', 24.95, 5],
      ['Tax (18%)', 539.82, 18],
    ]);
    expect(taxRows([{ ratePercent: 0.25, tax: 1 }])[0][0]).toBe('Tax (0.25%)');
  });

  it("no line priced: one 'Tax' row of 0, no rate made up", () => {
    expect(taxRows([])).toEqual([['Tax', 0]]);
  });
});
