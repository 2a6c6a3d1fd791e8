import { Heart } from 'lucide-react';
import { useCallback } from 'react';
import { useVar } from '../../../apollo/vars/use-var';
import { type WishlistState, wishlistVar } from '../../../apollo/vars/wishlist';
import { toggleWishlist } from '../wishlist-actions';

/** Whether the wishlist holds the product (re-rendering only when that changes). */
export function useInWishlist(id: string): boolean {
  return useVar(wishlistVar, useCallback((w: WishlistState) => w.ids.includes(id), [id]));
}

/**
 * The heart on a product card: adds to the wishlist or removes from it (with a toast), filled
 * while it holds the product. A plain button, styled by the grid (`.wishlist-heart`).
 */
export function WishlistHeart({ product }: { product: { id: string; name: string } }) {
  const held = useInWishlist(product.id);
  return (
    <button type="button" className="wishlist-heart" aria-pressed={held} aria-label={`Wishlist: ${product.name}`} onClick={() => toggleWishlist(product)} data-testid="wishlist-heart">
      <Heart aria-hidden fill={held ? 'currentColor' : 'none'} />
    </button>
  );
}
