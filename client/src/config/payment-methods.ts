import type { PaymentCheckoutFieldsFragment, PaymentMethod } from '../gql/graphql';

export interface PaymentOption {
  value: PaymentMethod;
  label: string;
  description: string;
}

/** The payment methods of the checkout, named once for the checkout, the orders and the invoice. */
export const PAYMENT_METHODS: readonly PaymentOption[] = [
  { value: 'CARD', label: 'Credit/Debit Card', description: 'Visa, Mastercard, RuPay' },
  { value: 'UPI', label: 'UPI', description: 'Google Pay, PhonePe, Paytm or any UPI app' },
  { value: 'NET_BANKING', label: 'Net Banking', description: 'All major Indian banks' },
  { value: 'COD', label: 'Cash on Delivery', description: 'Pay when your order arrives' },
];

/** The method's name; an unknown one as it came. */
export const paymentLabel = (method: string): string =>
  PAYMENT_METHODS.find((m) => m.value === method.toUpperCase())?.label ?? method;

/**
 * Opens the payment provider's checkout for an order awaiting payment (features/payments): the
 * app hands it to the checkout (a new order) and to the orders page (Retry payment).
 */
export type OpenCheckout = (checkout: PaymentCheckoutFieldsFragment) => Promise<void>;
