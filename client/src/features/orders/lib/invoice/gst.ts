import { fromPaise, toPaise } from '../../../../lib/money';

export type GstSplit =
  | { kind: 'intra'; cgst: number; sgst: number }
  | { kind: 'inter'; igst: number };

const norm = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The order's 18% tax as GST: CGST 9% + SGST 9% when goods ship within the seller's state
 * (intra-state supply), else IGST 18%. The halves add up to the stored tax exactly.
 */
export function gstSplit(tax: number, shipToState: string | null | undefined, sellerState: string): GstSplit {
  const paise = toPaise(tax);
  if (norm(shipToState) && norm(shipToState) === norm(sellerState)) {
    const cgst = Math.ceil(paise / 2);
    return { kind: 'intra', cgst: fromPaise(cgst), sgst: fromPaise(paise - cgst) };
  }
  return { kind: 'inter', igst: fromPaise(paise) };
}
