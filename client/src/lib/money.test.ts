import { cartTotals, formatMoney, formatPrice, lineTotal, originalPrice } from './money';

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
