import { useVar } from '../../../apollo/vars/use-var';
import { useMemo } from 'react';
import { cartVar, summarizeCart } from '../../../apollo/vars/cart';

/** The cart with its totals, re-rendering on every change of the cart variable. */
export function useCart() {
  const state = useVar(cartVar);
  return useMemo(() => summarizeCart(state), [state]);
}
