import type { ReactiveVar } from '@apollo/client';
import { cartVar, type CartState } from '../../../apollo/vars/cart';
import { useVar } from '../../../apollo/vars/use-var';
import type { Quote } from './order-input';

const codeOf = (state: CartState): string | null => state.couponCode ?? null;

/**
 * The offer code the shopper applied in the cart or at checkout: one code at a time, kept with
 * the cart in its storage (cart-storage), so that a reload keeps it. Whether it applies, and its
 * discount, is the server's quote; a code it refuses as it is applied stays, shown with the
 * server's reason at the field, until removed or replaced. A code that came from storage is
 * looked at again by the first quote for it (hooks/use-quote.ts): if the server no longer
 * applies it (expired, deactivated, used up), it is dropped and the box shows why at the field.
 */
export function createCouponCode(cart: ReactiveVar<CartState>) {
  /** The code as it came from storage, until a quote has said whether it still applies. */
  let unchecked = codeOf(cart());
  /** Why the code kept from an earlier visit was dropped, until the shopper sets another. */
  let dropped: string | null = null;
  const setCode = (next: string | null) => void cart({ ...cart(), couponCode: next });
  return {
    setCouponCode(next: string | null) {
      dropped = null;
      setCode(next);
    },
    /**
     * Called with each quote answered for `code`: when `code` came from storage and the server
     * now refuses it, drops it and keeps the reason (droppedReason).
     */
    recheckRestored(code: string | null, quote: Pick<Quote, 'couponCode' | 'couponMessage'> | null): void {
      if (!code || code !== unchecked || !quote) return;
      unchecked = null;
      if (quote.couponCode || !quote.couponMessage) return;
      dropped = quote.couponMessage;
      setCode(null);
    },
    droppedReason: () => dropped,
  };
}

export const { setCouponCode, recheckRestored, droppedReason } = createCouponCode(cartVar);
export const useCouponCode = () => useVar(cartVar, codeOf);
