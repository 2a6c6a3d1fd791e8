import { useRecipe } from '@chakra-ui/react/styled-system';
import { ShoppingBag } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { addToCart, cartVar, quantityInCart } from '../../../apollo/vars/cart';
import { type ProductStock, stockOf as askStock } from '../../../apollo/vars/stock';
import { SmartImage } from '../../../components/smart-image';
import { productPath } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { firstSizeInStock, isOutOfStock } from '../../../lib/stock';
import type { Product } from '../api/use-catalogue';
import { formatCategory } from '../lib/format';
import { ProductBadges } from './product-badges';
import { ProductPrice } from './product-price';

export const CARD_IMAGE = { width: 480, height: 600 } as const;

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
  notify.success('Added to cart!');
}

/**
 * The cards' styles, given once by the grid that holds them (product-grid.tsx) rather than by
 * each card's elements: a Chakra element computes its styles every time it renders, and a
 * filter change draws a page of new cards (emotion's advice for many instances).
 */
const PRODUCT_CARD_CSS = {
  '& .product-card': { display: 'flex', flexDirection: 'column', gap: '3', height: 'full' },
  '& .product-card-picture': { position: 'relative', overflow: 'hidden', bg: 'bg.sand', borderRadius: 'l2' },
  '& .product-card-picture img': { width: 'full', height: 'auto', aspectRatio: '4 / 5', transition: 'transform 0.5s ease' },
  '& .product-card:is(:hover, [data-hover]) .product-card-picture img': { transform: 'scale(1.04)' },
  '& .product-card-badges': { position: 'absolute', top: '3', left: '3', right: '3' },
  '& .product-card-text': { display: 'flex', flexDirection: 'column', gap: '1', flex: '1' },
  '& .product-card-category': { fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.08em' },
  '& .product-card-name': { fontWeight: 'medium', lineHeight: 'short', lineClamp: 2, _hover: { textDecoration: 'underline' } },
  '& .product-card-hidden': { srOnly: true },
  '& .product-card-unavailable': { fontSize: 'sm', color: 'fg.muted', textAlign: 'center', lineHeight: '2.25rem' },
} as const;

/**
 * PRODUCT_CARD_CSS with the quick-add button's styles: the theme's button recipe (outline, sm),
 * full width, taken once by the grid rather than by a Chakra Button in each card.
 */
export function useProductCardCss() {
  const button = useRecipe({ key: 'button' });
  return useMemo(() => ({ ...PRODUCT_CARD_CSS, '& .product-card-add': { ...button({ variant: 'outline', size: 'sm' }), width: 'full', borderColor: 'gray.300' } }), [button]);
}

/** A grid card's props: what it shows, and where Quick Add finds the grid's stock answer when clicked. */
export interface CardProps {
  product: Product;
  outOfStock: boolean;
  stockOf: (productId: string) => ProductStock | undefined;
}

/**
 * Memoised: a card only changes with its product and whether it is out of stock (the rest of
 * its stock answer is read when Quick Add is clicked). Styled by its grid (useProductCardCss).
 * Out of stock: a badge, and no quick add.
 */
export const ProductCard = memo(function ProductCard({ product, outOfStock, stockOf, priority = false }: CardProps & { priority?: boolean }) {
  return (
    <article className="product-card" data-testid="product-card">
      <div className="product-card-picture">
        <RouterLink to={productPath(product.id)} tabIndex={-1} aria-hidden>
          <SmartImage src={product.image} alt={product.name} {...CARD_IMAGE} priority={priority} />
        </RouterLink>
        <ProductBadges product={product} outOfStock={outOfStock} className="product-card-badges" />
      </div>
      <div className="product-card-text">
        <p className="product-card-category">{formatCategory(product.category)}</p>
        <RouterLink className="product-card-name" to={productPath(product.id)}>
          {product.name}
        </RouterLink>
        <ProductPrice product={product} />
      </div>
      {outOfStock ? (
        <p className="product-card-unavailable">Currently unavailable</p>
      ) : (
        <button type="button" className="product-card-add" onClick={() => void quickAdd(product, stockOf(product.id))}>
          <ShoppingBag aria-hidden />
          Quick Add
          <span className="product-card-hidden">: {product.name}</span>
        </button>
      )}
    </article>
  );
});
