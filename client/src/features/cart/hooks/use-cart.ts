import { useReactiveVar } from '@apollo/client/react';
import { useMemo } from 'react';
import { cartVar, summarizeCart } from '../../../apollo/vars/cart';

/** The cart with its totals, re-rendering on every change of the cart variable. */
export function useCart() {
  const state = useReactiveVar(cartVar);
  return useMemo(() => summarizeCart(state), [state]);
}
