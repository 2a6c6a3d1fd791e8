import { CURRENCY, LOCALE } from '../config/constants';

/**
 * The one money helper. Sums are kept in integer paise so that repeated additions never
 * drift (0.1 + 0.2). What the shop charges (tax, Cash on Delivery, the total) is the server's
 * quote; the client only adds up the lines it shows.
 */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const fromPaise = (paise: number): number => paise / 100;

// Made on first use, not as the module loads: building an en-IN formatter (ICU's number data)
// costs start-up time before any price is drawn, and not every page draws one at once.
let rupeeFormat: Intl.NumberFormat | undefined;
let figureFormat: Intl.NumberFormat | undefined;

/** '₹1,299.50', '₹1,25,000.00': Indian digit grouping, 2 decimals; a negative zero is no amount. */
const rupees = () => (rupeeFormat ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, signDisplay: 'negative' }));

/**
 * Amounts already written: a filter change draws a page of cards, each with a price or two, and
 * ICU's formatToParts was the costliest call in drawing a card; a catalogue's prices are a few hundred amounts, so
 * each is written once (10,000 products: well under a megabyte).
 */
const written = new Map<number, string>();

/**
 * The shop's one way of writing money, prices and totals alike: '₹2,299' for whole rupees,
 * '₹2,299.50' when there are paise.
 */
export function formatMoney(amount: number): string {
  let text = written.get(amount);
  if (text === undefined) {
    text = Number.isInteger(amount) ? rupees().formatToParts(amount).filter((part) => part.type !== 'decimal' && part.type !== 'fraction').map((part) => part.value).join('') : rupees().format(amount);
    written.set(amount, text);
  }
  return text;
}

/**
 * A figure in a sentence, with at most one decimal: '2,50,000', '2.5', '3' (not '3.0'). For
 * counts and rates on the help and policy pages.
 */
export function formatFigure(n: number): string {
  return (figureFormat ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 })).format(n);
}

/** price × quantity, exact to the paisa. */
export const lineTotal = (price: number, quantity: number): number => fromPaise(toPaise(price) * quantity);

/** The plain sum of the lines' prices, exact to the paisa (no tax, no charge: those are the server's). */
export function subtotalOf(lines: ReadonlyArray<{ price: number; quantity: number }>): number {
  return fromPaise(lines.reduce((sum, l) => sum + toPaise(l.price) * l.quantity, 0));
}

/** The struck-through price of a sale item: round(price / (1 - discount/100)). */
export function originalPrice(price: number, discount: number | null | undefined): number | null {
  if (!discount || discount <= 0 || discount >= 100) return null;
  return Math.round(price / (1 - discount / 100));
}

/**
 * The tax rows of the server's answer (its taxLines, lowest rate first): 'Tax (18%)' when every
 * line has one rate, one row per rate ('Tax (5%)', 'Tax (18%)') when several. The rates and
 * amounts are the server's; none is assumed here. No line (nothing priced, so no tax): one
 * 'Tax' row of 0. Each row: [label, amount, rate].
 */
export const taxRows = (lines: readonly { ratePercent: number; tax: number }[]): [string, number, number?][] =>
  lines.length ? lines.map((t) => [`Tax (${t.ratePercent}%)`, t.tax, t.ratePercent]) : [['Tax', 0]];
