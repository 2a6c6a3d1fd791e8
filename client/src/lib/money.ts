import { LOCALE, TAX_RATE } from '../config/constants';

/**
 * The one money helper. Sums are kept in integer paise so that repeated additions never
 * drift (0.1 + 0.2), and rupees are shown with Indian digit grouping (₹1,00,000).
 */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const fromPaise = (paise: number): number => paise / 100;

/**
 * `amount` as Intl.NumberFormat('en-IN') writes it with exactly `places` decimals: rounded half
 * away from zero on the number's shortest decimal form (as ICU does: 1.005 -> '1.01'), digits
 * grouped the Indian way (12,34,567.00). Written out rather than built on Intl because creating
 * the two en-IN formatters cost ~35 ms of the shell's start-up on a phone-speed CPU (ICU loads
 * its number data), before any price could be drawn. money.test.ts holds it to Intl's output.
 */
function formatAmount(amount: number, places: 0 | 1 | 2): string {
  const magnitude = Math.abs(amount);
  const shortest = String(magnitude);
  // Exponent forms (below 1e-6, from 1e21) and NaN/Infinity: never money, Intl answers them.
  if (!/^\d+(\.\d+)?$/.test(shortest)) return new Intl.NumberFormat(LOCALE, { minimumFractionDigits: places, maximumFractionDigits: places }).format(amount);
  const [whole, fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, places).padEnd(places, '0');
  if (fraction.length > places && fraction[places] >= '5') digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  const wholeDigits = digits.slice(0, digits.length - places);
  const grouped = wholeDigits.length <= 3
    ? wholeDigits
    : `${wholeDigits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${wholeDigits.slice(-3)}`;
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return places ? `${sign}${grouped}.${digits.slice(-places)}` : `${sign}${grouped}`;
}

/** A shelf price: '₹1,299' (decimals only when the price has paise, e.g. '₹1,299.50'). */
export function formatPrice(rupees: number): string {
  return `₹${formatAmount(rupees, Number.isInteger(rupees) ? 0 : 2)}`;
}

/** A totalled amount, always with 2 decimals: '₹1,299.00'. */
export function formatMoney(rupees: number): string {
  return `₹${formatAmount(rupees, 2)}`;
}

/**
 * A figure in a sentence, as Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 }) writes
 * it: '2,50,000', '2.5', '3' (not '3.0'). For counts and rates on the help and policy pages.
 */
export function formatFigure(n: number): string {
  return formatAmount(n, 1).replace(/\.0$/, '');
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
