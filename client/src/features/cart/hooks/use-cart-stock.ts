import { useCallback, useMemo } from 'react';
import type { CartLine } from '../../../apollo/vars/cart';
import { useStock } from '../../../apollo/vars/use-stock';
import { overStockMessage, unitsLeft } from '../../../lib/stock';

/** Why checkout waits while a line asks for more than is left. */
export const OVER_STOCK_MESSAGE = 'Some items are no longer available in the quantity in your cart. Please update the marked items to continue.';

/**
 * What is left of the cart's lines, from one stock call for its products: `leftOf` a line
 * (null until it answers), the line's message when it asks for more ('Only 2 left in size M'),
 * and whether any line does (checkout waits until it is fixed).
 */
export function useCartStock(items: readonly CartLine[]) {
  const ids = useMemo(() => [...new Set(items.map((l) => l.product.id))].sort(), [items]);
  const stock = useStock(ids);
  const leftOf = useCallback((l: CartLine) => unitsLeft(stock?.get(l.product.id), l.size), [stock]);
  const problemOf = useCallback((l: CartLine) => overStockMessage(l.size, l.quantity, leftOf(l)), [leftOf]);
  const blocked = items.some((l) => problemOf(l) !== null);
  return { leftOf, problemOf, blocked };
}
