import { useRecipe } from '@chakra-ui/react/styled-system';
import { ShoppingBag } from 'lucide-react';
import { useMemo } from 'react';
import { ADDED_TO_CART, addToCart, cartVar, quantityInCart } from '../../../apollo/vars/cart';
import { type ProductStock, stockOf as askStock } from '../../../apollo/vars/stock';
import { notify } from '../../../lib/notify';
import { firstSizeInStock, isOutOfStock } from '../../../lib/stock';
import type { Product } from '../api/use-catalogue';
import { useBadgesCss } from './product-badges';
import { PRICE_CSS } from './product-price';

/**
 * Quick add: the first size in stock, or 'One Size' for goods without sizes. Without the
 * grid's answer (not answered yet) it asks for this product's now; should that fail, the first
 * size, as before stock was kept. A size whose every unit left is already in the cart is
 * passed over.
 */
export async function quickAdd(product: Product, known?: ProductStock) {
  const stock = known ?? (await askStock(product.id));
  const size = firstSizeInStock(product.sizes, stock, (s) => quantityInCart(cartVar(), product.id, s));
  if (!size) return void notify.error(isOutOfStock(stock) ? `${product.name} is out of stock` : `Your cart already holds all that is left of ${product.name}`);
  addToCart(product, size, 1);
  notify.success(ADDED_TO_CART);
}

/** Quick Add for one product: a plain button, styled by the grid or list that holds it (useListedProductCss). */
export function QuickAddButton({ product, stockOf }: { product: Product; stockOf: (productId: string) => ProductStock | undefined }) {
  return (
    <button type="button" className="quick-add" onClick={() => void quickAdd(product, stockOf(product.id))}>
      <ShoppingBag aria-hidden />
      Quick Add
      <span className="quick-add-name">: {product.name}</span>
    </button>
  );
}

/**
 * The styles a grid's cards and a list's rows share, given once by their container rather than
 * by each card's elements (a Chakra element computes its styles every time it renders, and a
 * filter change draws a page of new cards): the badges (`.product-badges`), the price
 * (`.product-price`) and Quick Add (the theme's button recipe, outline, sm).
 */
export function useListedProductCss() {
  const button = useRecipe({ key: 'button' });
  const badges = useBadgesCss();
  return useMemo(
    () => ({
      '& .product-badges': badges,
      '& .product-price': PRICE_CSS,
      '& .quick-add': { ...button({ variant: 'outline', size: 'sm' }), borderColor: 'gray.300' },
      '& .quick-add-name': { srOnly: true },
    }),
    [badges, button],
  );
}
