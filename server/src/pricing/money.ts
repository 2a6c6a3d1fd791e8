/**
 * Money inside the server is integer paise; on the wire it is rupees with at most
 * 2 decimals. Every amount the shop charges is computed here and nowhere else.
 */
export type Paise = number;

export const TAX_RATE_PERCENT = 18;
export const COD_MIN_SUBTOTAL: Paise = 199_00;
export const COD_CHARGE_THRESHOLD: Paise = 299_00;
export const COD_CHARGE: Paise = 50_00;
export const SHIPPING: Paise = 0;

/**
 * Why a cart may not be paid on delivery (issue 56): it names the subtotal, since tax comes on
 * top and a shopper reading 'order amount' would compare the total. The spec's own words were
 * 'Minimum order amount for COD is ₹199. ...'.
 */
export const COD_MINIMUM_MESSAGE = `Cash on Delivery needs a subtotal of ₹${COD_MIN_SUBTOTAL / 100} or more before tax. Please add more items to your cart or choose a different payment method.`;

/** Rupees (a JSON number) to paise; null when it is not a finite amount with at most 2 decimals. */
export function toPaise(rupees: number): Paise | null {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees)) return null;
  const paise = Math.round(rupees * 100);
  return Math.abs(paise - rupees * 100) < 1e-6 ? paise : null;
}

export const toRupees = (paise: Paise): number => paise / 100;

// One formatter for the process: toLocaleString builds one on every call, and the order path
// (its mail, its invoice) formats a dozen amounts.
const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as shoppers read it: '₹1,299.00' (Indian digit grouping). */
export const formatRupees = (paise: Paise): string => `₹${RUPEES.format(toRupees(paise))}`;

export interface PricedLine {
  unitPrice: Paise;
  quantity: number;
}

export interface Totals {
  /** The lines' totals before any discount. */
  subtotal: Paise;
  /** An offer's discount, off the subtotal before tax (0 without a code). */
  discount: Paise;
  tax: Paise;
  shipping: Paise;
  codCharge: Paise;
  total: Paise;
  codAvailable: boolean;
}

/** 18% of the subtotal, rounded half up to the paisa. */
export const taxOn = (subtotal: Paise): Paise => Math.round((subtotal * TAX_RATE_PERCENT) / 100);

export const codAvailable = (subtotal: Paise): boolean => subtotal >= COD_MIN_SUBTOTAL;

export const codChargeFor = (subtotal: Paise): Paise => (subtotal < COD_CHARGE_THRESHOLD ? COD_CHARGE : 0);

/**
 * The totals of priced lines. The COD charge is part of a Cash on Delivery order only: under
 * the COD minimum there is no such order, so no charge either (the quote says why instead).
 * `discount` (an offer's, the sum of its lines' shares: discount.ts) comes off the subtotal
 * before tax; the COD rules look at the subtotal before the discount. `tax`: the lines' GST at
 * their rates on their taxable values (gst-rates.ts taxOfLines); 18% of the subtotal less the
 * discount when not given.
 */
export function computeTotals(lines: PricedLine[], cashOnDelivery: boolean, tax?: Paise, discount: Paise = 0): Totals {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  tax ??= taxOn(subtotal - discount);
  const available = codAvailable(subtotal);
  const codCharge = cashOnDelivery && available ? codChargeFor(subtotal) : 0;
  return { subtotal, discount, tax, shipping: SHIPPING, codCharge, total: subtotal - discount + tax + SHIPPING + codCharge, codAvailable: available };
}

/** Whether an amount a client sent (rupees) matches ours, allowing one paisa of rounding. */
export function agrees(clientRupees: number, ours: Paise): boolean {
  const theirs = Math.round(clientRupees * 100);
  return Number.isFinite(theirs) && Math.abs(theirs - ours) <= 1;
}
