import type { Paise } from '../pricing/money.js';

/** An order's money as placed, in paise. */
export interface OrderMoney {
  subtotalPaise: Paise;
  taxPaise: Paise;
  shippingPaise: Paise;
  codChargePaise: Paise;
  totalPaise: Paise;
}

/** A returned line: its unit price and how many come back. */
export interface ReturnedUnits {
  unitPricePaise: Paise;
  quantity: number;
}

/** The parts of a return's refund, in paise. */
export interface ReturnRefund {
  linesPaise: Paise;
  taxPaise: Paise;
  /** The COD charge and shipping: only when this return brings the whole order back. */
  chargesPaise: Paise;
  totalPaise: Paise;
}

/** What lines of units come to, in paise. */
export const linesPaiseOf = (lines: readonly ReturnedUnits[]): Paise => lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);

/** The tax share of `goods` paise of the order's subtotal, rounded to the paisa. */
const taxShare = (order: OrderMoney, goods: Paise): Paise => (order.subtotalPaise === 0 ? 0 : Math.round((order.taxPaise * goods) / order.subtotalPaise));

/**
 * A return's refund: the returned lines' totals with their share of the order's tax, and the COD
 * charge (and shipping) only when this return brings the whole order back. Shares are taken of
 * what came back so far, so the returns of an order never add up to a paisa more (or less) than
 * it cost: `before` is what the order's earlier refunded returns brought back (goods, in paise),
 * and `wholeOrderBack` says whether with this one every unit has come back.
 */
export function returnRefundOf(order: OrderMoney, before: Paise, lines: readonly ReturnedUnits[], wholeOrderBack: boolean): ReturnRefund {
  const linesPaise = linesPaiseOf(lines);
  const after = before + linesPaise;
  const taxPaise = wholeOrderBack ? order.taxPaise - taxShare(order, before) : taxShare(order, after) - taxShare(order, before);
  const chargesPaise = wholeOrderBack ? order.codChargePaise + order.shippingPaise : 0;
  return { linesPaise, taxPaise, chargesPaise, totalPaise: linesPaise + taxPaise + chargesPaise };
}
