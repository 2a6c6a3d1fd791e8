import { COD_CHARGE, COD_CHARGE_BELOW, COD_MIN_SUBTOTAL, FREE_SHIPPING_THRESHOLD } from './constants';

/**
 * Every figure of the shop's policies (spec point 9), kept here once. The policy pages, the
 * FAQ and the checkout notes all read them from here, so they can never disagree. Figures the
 * shop already had (free-shipping threshold, COD rules) are re-used from constants.ts.
 * Policy text is informational: the server enforces only what concerns money at checkout.
 */

/** An inclusive span, shown as '2–3 days'. */
export interface Span {
  readonly min: number;
  readonly max: number;
}
const span = (min: number, max: number): Span => ({ min, max });

export const SHIPPING = {
  /** Orders above this ship free; below it standard shipping costs `standardFee`. */
  freeAbove: FREE_SHIPPING_THRESHOLD,
  standardFee: 99,
  expressFee: 199,
  expressDays: span(1, 2),
  metroDays: span(2, 3),
  tier2Days: span(3, 4),
  otherDays: span(4, 7),
  /** After a failed delivery the courier tries this many more times. */
  extraDeliveryAttempts: 2,
  confirmationMinutes: 30,
  preparationHours: 24,
} as const;

export const RETURNS = {
  windowDays: 30,
  defectiveDays: 60,
  saleDays: 15,
  sizeExchangeDays: 15,
  /** Exchange for another colour or design. */
  styleExchangeDays: 7,
} as const;

export const REFUNDS = {
  /** From the moment a return passes its quality check. */
  processingBusinessDays: span(5, 7),
  /** Until the money shows in the shopper's account, by how they paid. */
  byMethod: {
    card: span(5, 7),
    netBanking: span(3, 5),
    upi: span(1, 2),
    wallet: span(1, 3),
  },
} as const;

export const CANCELLATION = {
  /** Free cancellation within this many hours of placing, as long as the order has not left us. */
  freeWithinHours: 24,
  afterDispatchFee: 99,
  customisedPercent: 20,
  /** Cancelling an express order: its express charge is not refunded. */
  expressOrderFee: SHIPPING.expressFee,
} as const;

export const PAYMENT = {
  emiAbove: 2000,
  cod: {
    minSubtotal: COD_MIN_SUBTOTAL,
    charge: COD_CHARGE,
    chargeBelow: COD_CHARGE_BELOW,
    extraProcessingDays: span(1, 2),
  },
} as const;

/** ISO date of the privacy policy's last revision (shown as 'January 15, 2025'). */
export const PRIVACY_LAST_UPDATED = '2025-01-15';
