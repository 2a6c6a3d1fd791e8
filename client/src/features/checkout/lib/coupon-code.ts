import { makeVar } from '@apollo/client';
import { useVar } from '../../../apollo/vars/use-var';

/**
 * The offer code the shopper applied in the cart or at checkout, for this visit: one code at a
 * time. Whether it applies, and its discount, is the server's quote; a code it refuses stays
 * here, shown with the server's reason, until removed or replaced.
 */
export const couponCode = makeVar<string | null>(null);

export const setCouponCode = (next: string | null) => couponCode(next);
export const useCouponCode = () => useVar(couponCode);
