import type { ReactiveVar } from '@apollo/client';
import { STORAGE_KEYS } from '../../config/constants';
import type { ProductFieldsFragment } from '../../gql/graphql';
import { subtotalOf } from '../../lib/money';
import { makePersistedVar, type KeyValueStorage } from './persisted-var';

export type Product = ProductFieldsFragment;

/** A cart line is identified by product id plus size; price is taken when it is added. */
export interface CartLine {
  product: Product;
  size: string;
  quantity: number;
  price: number;
}

export interface CartState {
  items: CartLine[];
  /**
   * The offer code the shopper applied in the cart or at checkout (features/checkout/lib/
   * coupon-code.ts), kept with the cart so that a reload keeps it; whether it applies is the
   * server's quote. Absent or null: none.
   */
  couponCode?: string | null;
}

/** The cart's own figures: its lines added up. Tax, any COD charge and the total are the server's quote (the cart's totals and the checkout's). */
export interface CartSummary {
  items: CartLine[];
  itemCount: number;
  subtotal: number;
}

const CART_VERSION = 1;
const EMPTY: CartState = { items: [] };

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function isProduct(v: unknown): v is Product {
  const p = v as Record<string, unknown> | null;
  return !!p && isString(p.id) && isString(p.name) && isString(p.image) && isNumber(p.price)
    && isString(p.category) && Array.isArray(p.sizes);
}

function isLine(v: unknown): v is CartLine {
  const l = v as Record<string, unknown> | null;
  return !!l && isProduct(l.product) && isString(l.size) && isNumber(l.price)
    && Number.isInteger(l.quantity) && (l.quantity as number) > 0;
}

/** Accepts only a well-formed stored cart; anything else is discarded by the caller. */
export function parseCart(raw: unknown): CartState | null {
  const { items, couponCode } = (raw ?? {}) as { items?: unknown; couponCode?: unknown };
  if (!Array.isArray(items) || !items.every(isLine)) return null;
  // A malformed code is dropped, not the cart: the quote checks any code again anyway.
  return isString(couponCode) && couponCode ? { items, couponCode } : { items };
}

export const createCartVar = (storage?: KeyValueStorage | null) =>
  makePersistedVar<CartState>({ key: STORAGE_KEYS.cart, version: CART_VERSION, initial: EMPTY, parse: parseCart, storage });

export const cartVar = createCartVar();

const sameLine = (l: CartLine, productId: string, size: string) => l.product.id === productId && l.size === size;

/** The cart's changes, bound to one variable so tests can hand in their own. */
export function createCartActions(cart: ReactiveVar<CartState>) {
  // The lines change; the applied code stays (coupon-code.ts changes it).
  const set = (items: CartLine[]) => cart({ ...cart(), items });

  return {
    /** Adding an existing product+size raises that line's quantity by the amount added. */
    addToCart(product: Product, size: string, quantity = 1): void {
      if (!Number.isInteger(quantity) || quantity < 1) return;
      const { items } = cart();
      const found = items.some((l) => sameLine(l, product.id, size));
      set(found
        ? items.map((l) => (sameLine(l, product.id, size) ? { ...l, quantity: l.quantity + quantity } : l))
        : [...items, { product, size, quantity, price: product.price }]);
    },
    /** Setting a quantity of 0 or less removes the line. */
    updateQuantity(productId: string, size: string, quantity: number): void {
      const { items } = cart();
      set(quantity <= 0
        ? items.filter((l) => !sameLine(l, productId, size))
        : items.map((l) => (sameLine(l, productId, size) ? { ...l, quantity: Math.floor(quantity) } : l)));
    },
    removeFromCart(productId: string, size: string): void {
      set(cart().items.filter((l) => !sameLine(l, productId, size)));
    },
    /** Empties the cart; answers the lines it held, for Undo. */
    clearCart(): CartLine[] {
      const { items } = cart();
      set([]);
      return items;
    },
    /**
     * Undo of Clear Cart: the cleared lines come back, in their order. Lines added since stay,
     * after them; a line in both has both quantities, as adding it again would.
     */
    restoreCart(cleared: CartLine[]): void {
      const now = cart().items;
      const added = (l: CartLine) => now.find((n) => sameLine(n, l.product.id, l.size))?.quantity ?? 0;
      set([
        ...cleared.map((l) => ({ ...l, quantity: l.quantity + added(l) })),
        ...now.filter((n) => !cleared.some((l) => sameLine(l, n.product.id, n.size))),
      ]);
    },
  };
}

export const { addToCart, updateQuantity, removeFromCart, clearCart, restoreCart } = createCartActions(cartVar);

/** The toast an addition raises (product page, Quick Add); the cart panel closes it as it opens, showing the same news. */
export const ADDED_TO_CART = 'Added to cart!';

/** How many of a product's size the cart holds (0 when none). */
export const quantityInCart = (state: CartState, productId: string, size: string): number => state.items.find((l) => sameLine(l, productId, size))?.quantity ?? 0;

/** Recalculated from the lines on every read, so they can never go stale. */
export function summarizeCart(state: CartState): CartSummary {
  return {
    items: state.items,
    itemCount: state.items.reduce((n, l) => n + l.quantity, 0),
    subtotal: subtotalOf(state.items),
  };
}
