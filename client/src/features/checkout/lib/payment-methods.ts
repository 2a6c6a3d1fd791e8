import { COD_CHARGE, COD_CHARGE_BELOW, COD_MIN_SUBTOTAL } from '../../../config/constants';
import { PAYMENT } from '../../../config/policy';
import { days } from '../../../lib/figures';
import type { PaymentMethod } from '../../../gql/graphql';
import { formatPrice } from '../../../lib/money';

export type { PaymentMethod };
export { PAYMENT_METHODS, type PaymentOption } from '../../../config/payment-methods';

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'CARD';

export const BANKS = ['SBI', 'HDFC', 'ICICI', 'Axis', 'Kotak', 'PNB'] as const;

/** The Cash on Delivery notes of the spec, with the shop's constants. */
export const COD_NOTES = [
  'Pay in cash when your order is delivered',
  'No advance payment required',
  `Available on orders of ${formatPrice(COD_MIN_SUBTOTAL)} and above`,
  `${formatPrice(COD_CHARGE)} COD charge on orders below ${formatPrice(COD_CHARGE_BELOW)}`,
  'Please keep the exact change ready',
  `COD orders may take ${days(PAYMENT.cod.extraProcessingDays)} extra to process`,
] as const;
