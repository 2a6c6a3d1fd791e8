import type { Paise } from '../../pricing/money.js';

export type GstSplit =
  | { kind: 'intra'; cgst: Paise; sgst: Paise }
  | { kind: 'inter'; igst: Paise };

const norm = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The order's 18% tax as GST: CGST 9% + SGST 9% when goods ship within the seller's state
 * (intra-state supply), else IGST 18%. The halves add up to the stored tax exactly.
 */
export function gstSplit(tax: Paise, shipToState: string | null | undefined, sellerState: string): GstSplit {
  if (norm(shipToState) && norm(shipToState) === norm(sellerState)) {
    const cgst = Math.ceil(tax / 2);
    return { kind: 'intra', cgst, sgst: tax - cgst };
  }
  return { kind: 'inter', igst: tax };
}
