import type { SessionUser } from '../../../apollo/vars/session';
import { DEFAULT_COUNTRY } from '../../../config/constants';
import type { CreateOrderInput, PaymentMethod, QuoteCartQuery } from '../../../gql/graphql';

export type Quote = QuoteCartQuery['quoteCart'];

export interface CheckoutLine {
  productId: string;
  size: string;
  quantity: number;
}

/** The cart as quoteCart takes it. */
export const quoteLines = (lines: ReadonlyArray<{ product: { id: string }; size: string; quantity: number }>): CheckoutLine[] =>
  lines.map((l) => ({ productId: l.product.id, size: l.size, quantity: l.quantity }));

/**
 * The createOrder input: the lines with the unit price the shopper was shown (the server's
 * quote), the total shown, and the contact and address shown (from the profile, India only).
 * Card, UPI and bank details are never part of it.
 */
export function buildOrderInput(user: SessionUser, lines: CheckoutLine[], method: PaymentMethod, quote: Quote): CreateOrderInput {
  const priceOf = (l: CheckoutLine) => quote.lines.find((q) => q.productId === l.productId && q.size === l.size)?.unitPrice ?? undefined;
  return {
    items: lines.map((l) => ({ productId: l.productId, size: l.size, quantity: l.quantity, price: priceOf(l) })),
    paymentMethod: method,
    contact: { email: user.email, firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? undefined },
    shippingAddress: {
      addressLine1: user.address.addressLine1 ?? undefined,
      city: user.address.city ?? undefined,
      state: user.address.state ?? undefined,
      postalCode: user.address.postalCode ?? undefined,
      country: DEFAULT_COUNTRY,
    },
    expectedTotal: quote.total,
    // The code the server applied to this very quote (one that does not apply is never sent).
    ...(quote.couponCode ? { couponCode: quote.couponCode } : {}),
  };
}

export interface PriceChange {
  name: string;
  size: string;
  was: number;
  now: number;
}

/** Lines whose server price differs from the price the cart took when they were added. */
export function priceChanges(cart: ReadonlyArray<{ product: { id: string; name: string }; size: string; price: number }>, quote: Quote): PriceChange[] {
  return cart.flatMap((l) => {
    const q = quote.lines.find((x) => x.productId === l.product.id && x.size === l.size);
    if (q?.unitPrice == null || Math.round(q.unitPrice * 100) === Math.round(l.price * 100)) return [];
    return [{ name: q.name ?? l.product.name, size: l.size, was: l.price, now: q.unitPrice }];
  });
}
