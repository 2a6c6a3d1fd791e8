import type { Paise } from './money.js';

/** What an offer takes off: a percentage of each line, or a fixed amount shared by the lines. */
export interface DiscountRule {
  kind: 'percentage' | 'fixed';
  /** Whole percent (1 to 100) for percentage; paise for fixed. */
  value: number;
}

/**
 * Each line's share of an offer's discount, in paise; the order's discount is their sum, so the
 * lines always add up to it. A percentage is taken of each line, rounded half up to the paisa; a
 * fixed amount (at most the subtotal) is shared in proportion to the lines' totals, each share
 * rounded down and the paise left over given to the lines with the largest remainders (the
 * earlier line on a tie), so that the shares add up to the amount exactly.
 */
export function discountShares(lineTotals: readonly Paise[], rule: DiscountRule): Paise[] {
  if (rule.kind === 'percentage') return lineTotals.map((t) => Math.floor((t * rule.value + 50) / 100));
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  const amount = Math.min(rule.value, subtotal);
  if (amount <= 0) return lineTotals.map(() => 0);
  const shares = lineTotals.map((t) => Math.floor((t * amount) / subtotal));
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const byRemainder = lineTotals.map((t, i) => ({ i, r: (t * amount) % subtotal })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}
