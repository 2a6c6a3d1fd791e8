import { LOW_STOCK_BELOW, ONE_SIZE } from '../config/constants';
import type { StockFieldsFragment as ProductStock } from '../gql/graphql';

/**
 * What the shop shows of stock, from a product's stock answer (apollo/vars/stock.ts). Every
 * function takes `undefined` for "no answer (yet)": then nothing is marked and nothing is
 * held back, as before stock was kept.
 */

/** Units left of a size; null when unknown. A product without sizes is sold as 'One Size'. */
export function unitsLeft(stock: ProductStock | undefined, size: string): number | null {
  if (!stock) return null;
  const found = stock.sizes.find((s) => s.size === size);
  if (found) return found.available;
  return size === ONE_SIZE && stock.sizes.length === 0 ? (stock.inStock ? null : 0) : null;
}

export const isSoldOut = (stock: ProductStock | undefined, size: string): boolean => unitsLeft(stock, size) === 0;

/** No unit left in any size: 'Out of stock', no Add to Cart. */
export const isOutOfStock = (stock: ProductStock | undefined): boolean => !!stock && !stock.inStock;

/**
 * Units of a size that may still go into the cart: what is left less what the cart already
 * holds of it (`inCart`), never below 0; null when unknown.
 */
export function roomLeft(stock: ProductStock | undefined, size: string, inCart = 0): number | null {
  const left = unitsLeft(stock, size);
  return left == null ? null : Math.max(0, left - inCart);
}

/** 'Only 3 left' under LOW_STOCK_BELOW units (a sold-out size says so elsewhere); null otherwise. */
export function lowStockNote(left: number | null): string | null {
  return left != null && left > 0 && left < LOW_STOCK_BELOW ? `Only ${left} left` : null;
}

/** ' in size M' for a message about a size; nothing for goods without sizes ('One Size'). */
export const inSize = (size: string) => (size === ONE_SIZE ? '' : ` in size ${size}`);

/** 'All 3 left in size M are in your cart' when the cart holds every unit left of a size; null otherwise. */
export function cartHoldsAllNote(size: string, left: number | null, inCart: number): string | null {
  if (left == null || left === 0 || inCart < left) return null;
  return left === 1 ? `The last one${inSize(size)} is in your cart` : `All ${left} left${inSize(size)} are in your cart`;
}

/** A cart line asking for more than is left: 'Only 2 left in size M', 'Sold out in size M'; null when it fits. */
export function overStockMessage(size: string, quantity: number, left: number | null): string | null {
  if (left == null || quantity <= left) return null;
  return left === 0 ? `Sold out${inSize(size)}` : `Only ${left} left${inSize(size)}`;
}
