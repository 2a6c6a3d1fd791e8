/** The tax at one GST rate, as the server answers it (quoteCart, Order). */
export interface TaxLineFigure {
  ratePercent: number;
  tax: number;
}

export interface TaxRow {
  /** The rate, or null for the one row of a tax without rates (nothing priced yet). */
  ratePercent: number | null;
  label: string;
  amount: number;
}

/** '18%', '2.5%': the rate as the server sent it, never rounded to another rate. */
const percent = (r: number) => `${Number(r.toFixed(3))}%`;

/**
 * The tax rows of the server's answer: 'Tax (18%)' when every line has one rate, one row per
 * rate ('Tax (5%)', 'Tax (18%)') when several, lowest first as sent. The rates and amounts are
 * the server's (its taxLines); no rate is assumed here. Without lines (no line priced) one
 * 'Tax' row carries the whole tax.
 */
export function taxRows(taxLines: readonly TaxLineFigure[], tax: number): TaxRow[] {
  if (!taxLines.length) return [{ ratePercent: null, label: 'Tax', amount: tax }];
  return taxLines.map((t) => ({ ratePercent: t.ratePercent, label: `Tax (${percent(t.ratePercent)})`, amount: t.tax }));
}
