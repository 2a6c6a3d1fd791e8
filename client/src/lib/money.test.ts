import fc from 'fast-check';
import { LOCALE } from '../config/constants';
import { cartTotals, formatFigure, formatMoney, formatPrice, lineTotal, originalPrice } from './money';

const intl = (places: number) => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: places, maximumFractionDigits: places });

describe('money', () => {
  it('formats shelf prices in rupees with Indian grouping', () => {
    expect(formatPrice(1299)).toBe('₹1,299');
    expect(formatPrice(125000)).toBe('₹1,25,000');
    expect(formatPrice(499.5)).toBe('₹499.50');
  });

  it('shows totalled money with 2 decimals', () => {
    expect(formatMoney(1299)).toBe('₹1,299.00');
    expect(formatMoney(0)).toBe('₹0.00');
    expect(formatMoney(1532.82)).toBe('₹1,532.82');
  });

  it('writes every amount exactly as Intl.NumberFormat(en-IN) does', () => {
    const [whole, exact] = [intl(0), intl(2)];
    const same = (n: number) => {
      expect(formatMoney(n)).toBe(`₹${exact.format(n)}`);
      expect(formatPrice(n)).toBe(`₹${Number.isInteger(n) ? whole.format(n) : exact.format(n)}`);
    };
    // Grouping edges, halves that binary cannot hold (1.005, 2.675), carries (999.995), signs.
    for (const n of [0, -0, 1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 1e15, 999.995, 99999.999, 1.005, 2.675, 0.125, 0.5, 0.004, -1234.5, -0.001, 1e-7, 1e21]) same(n);
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => same(paise / 100)), { numRuns: 3000 });
    fc.assert(fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), same), { numRuns: 3000 });
  });

  it('writes figures as Intl.NumberFormat(en-IN) does with at most one decimal', () => {
    expect(formatFigure(250000)).toBe('2,50,000');
    expect(formatFigure(2.5)).toBe('2.5');
    expect(formatFigure(2.96)).toBe('3');
    const intlFigure = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
    const same = (n: number) => expect(formatFigure(n)).toBe(intlFigure.format(n));
    for (const n of [0, -0, 1, 7, 18, 99.95, 0.05, 0.25, 2.25, 1234.56, 123456, 1e7, -2.5, -0.04, 1e-7, 1e21]) same(n);
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (tenths) => same(tenths / 10)), { numRuns: 2000 });
    fc.assert(fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), same), { numRuns: 2000 });
  });

  it('multiplies line totals exactly', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(1299, 2)).toBe(2598);
  });

  it('adds 18% tax on top of the subtotal, shipping free: total = subtotal × 1.18', () => {
    const t = cartTotals([
      { price: 1299, quantity: 2 },
      { price: 499, quantity: 1 },
    ]);
    expect(t.subtotal).toBe(3097);
    expect(t.shipping).toBe(0);
    expect(t.tax).toBe(557.46);
    expect(t.total).toBe(3654.46);
  });

  it('totals an empty cart to zero', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, shipping: 0, tax: 0, total: 0 });
  });

  it('strikes through round(price / (1 - discount/100))', () => {
    expect(originalPrice(1599, 20)).toBe(1999);
    expect(originalPrice(999, 33)).toBe(1491);
    expect(originalPrice(999, null)).toBeNull();
    expect(originalPrice(999, 0)).toBeNull();
  });
});
