import { LOCALE, TAX_RATE } from '../config/constants';

/**
 * The one money helper. Sums are kept in integer paise so that repeated additions never
 * drift (0.1 + 0.2), and rupees are shown with Indian digit grouping (₹1,00,000).
 */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const fromPaise = (paise: number): number => paise / 100;

const whole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const exact = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A shelf price: '₹1,299' (decimals only when the price has paise, e.g. '₹1,299.50'). */
export function formatPrice(rupees: number): string {
  return `₹${Number.isInteger(rupees) ? whole.format(rupees) : exact.format(rupees)}`;
}

/** A totalled amount, always with 2 decimals: '₹1,299.00'. */
export function formatMoney(rupees: number): string {
  return `₹${exact.format(rupees)}`;
}

/** price × quantity, exact to the paisa. */
export const lineTotal = (price: number, quantity: number): number => fromPaise(toPaise(price) * quantity);

export interface Totals {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

/** Subtotal of priced lines, 18% tax on top, shipping always free: total = subtotal × 1.18. */
export function cartTotals(lines: ReadonlyArray<{ price: number; quantity: number }>): Totals {
  const subtotalPaise = lines.reduce((sum, l) => sum + toPaise(l.price) * l.quantity, 0);
  const taxPaise = Math.round(subtotalPaise * TAX_RATE);
  return {
    subtotal: fromPaise(subtotalPaise),
    shipping: 0,
    tax: fromPaise(taxPaise),
    total: fromPaise(subtotalPaise + taxPaise),
  };
}

/** The struck-through price of a sale item: round(price / (1 - discount/100)). */
export function originalPrice(price: number, discount: number | null | undefined): number | null {
  if (!discount || discount <= 0 || discount >= 100) return null;
  return Math.round(price / (1 - discount / 100));
}
