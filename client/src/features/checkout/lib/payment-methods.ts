import { PAYMENT } from '../../../config/constants';
import { days } from '../../../lib/figures';
import type { PaymentMethod } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/money';

export type { PaymentMethod };
export { PAYMENT_METHODS, type PaymentOption } from '../../../config/payment-methods';

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'CARD';

export const BANKS = ['SBI', 'HDFC', 'ICICI', 'Axis', 'Kotak', 'PNB'] as const;

/**
 * The Cash on Delivery notes of the spec, worded from the policy's figures (text only: whether
 * this cart may be paid on delivery, and its charge, are the server's quote).
 */
export const COD_NOTES = [
  'Pay in cash when your order is delivered',
  'No advance payment required',
  `Available on a subtotal of ${formatMoney(PAYMENT.cod.minSubtotal)} or more, before tax and any offer discount`,
  `${formatMoney(PAYMENT.cod.charge)} COD charge on orders below ${formatMoney(PAYMENT.cod.chargeBelow)}`,
  'Please keep the exact change ready',
  `COD orders may take ${days(PAYMENT.cod.extraProcessingDays)} extra to process`,
] as const;
