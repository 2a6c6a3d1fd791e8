import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProductStock } from '../../../apollo/vars/stock';
import { PlainImage } from '../../../components/smart-image';
import { productPath } from '../../../config/paths';
import type { Product } from '../api/use-catalogue';
import { formatCategory } from '../lib/format';
import { BadgeParts, hasBadges } from './product-badges';
import { PriceParts } from './product-price';
import { QuickAddButton } from './quick-add';
import { WishlistHeart } from '../../wishlist/components/wishlist-heart';

export const CARD_IMAGE = { width: 480, height: 600 } as const;

/**
 * The cards' own styles, given once by the grid that holds them (product-grid.tsx) with those
 * they share with the list's rows (useListedProductCss): a card renders no Chakra element.
 */
export const PRODUCT_CARD_CSS = {
  '& .product-card': { display: 'flex', flexDirection: 'column', gap: '3', height: 'full' },
  '& .product-card-picture': { position: 'relative', overflow: 'hidden', bg: 'bg.sand', borderRadius: 'l2' },
  '& .product-card-picture img': { width: 'full', height: 'auto', aspectRatio: '4 / 5', objectFit: 'cover', transition: 'transform 0.5s ease' },
  '& .product-card:is(:hover, [data-hover]) .product-card-picture img': { transform: 'scale(1.04)' },
  '& .product-card-badges': { position: 'absolute', top: '3', left: '3', right: '3' },
  '& .product-card-text': { display: 'flex', flexDirection: 'column', gap: '1', flex: '1' },
  '& .product-card-category': { fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.08em' },
  '& .product-card-name': { fontWeight: 'medium', lineHeight: 'short', lineClamp: 2, _hover: { textDecoration: 'underline' } },
  '& .product-card .quick-add': { width: 'full' },
  '& .wishlist-heart': {
    position: 'absolute', bottom: '3', right: '3', display: 'grid', placeItems: 'center', width: '10', height: '10', borderRadius: 'full',
    bg: 'bg', color: 'fg', boxShadow: 'sm', cursor: 'pointer', _pressed: { color: 'brand.600' }, '& svg': { width: '5', height: '5' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
  '& .product-card-unavailable': { fontSize: 'sm', color: 'fg.muted', textAlign: 'center', lineHeight: '2.25rem' },
} as const;

/** A grid card's props: what it shows, and where Quick Add finds the grid's stock answer when clicked. */
export interface CardProps {
  product: Product;
  outOfStock: boolean;
  stockOf: (productId: string) => ProductStock | undefined;
}

/**
 * A card's or a row's picture, a link to the product (hidden from screen readers and the tab
 * order: the name is the link they use). Memoised, as the text beside it: when a stock answer
 * comes, a card redraws its badges and Quick Add, not its picture and text. The picture is
 * keyed by product: a grid keeps its cards when its products change (product-grid.tsx), but a
 * new product gets a new <img>, so a slow file never leaves the previous product's picture
 * beside the new name.
 */
export const PictureLink = memo(function PictureLink({ product, width, height, priority }: { product: Product; width: number; height: number; priority?: boolean }) {
  return (
    <RouterLink to={productPath(product.id)} tabIndex={-1} aria-hidden>
      <PlainImage key={product.id} src={product.image} alt={product.name} width={width} height={height} priority={priority} />
    </RouterLink>
  );
});

/** A card's category, name (the link to the product) and price. */
const CardText = memo(function CardText({ product }: { product: Product }) {
  return (
    <div className="product-card-text">
      <p className="product-card-category">{formatCategory(product.category)}</p>
      <RouterLink className="product-card-name" to={productPath(product.id)}>
        {product.name}
      </RouterLink>
      <div className="product-price">
        <PriceParts product={product} />
      </div>
    </div>
  );
});

/**
 * Memoised: a card only changes with its product and whether it is out of stock (the rest of
 * its stock answer is read when Quick Add is clicked). Styled by its grid (PRODUCT_CARD_CSS).
 * Out of stock: a badge, and no quick add.
 */
export const ProductCard = memo(function ProductCard({ product, outOfStock, stockOf, priority = false }: CardProps & { priority?: boolean }) {
  return (
    <article className="product-card" data-testid="product-card">
      <div className="product-card-picture">
        <PictureLink product={product} {...CARD_IMAGE} priority={priority} />
        {hasBadges(product, outOfStock) && (
          <div className="product-badges product-card-badges">
            <BadgeParts product={product} outOfStock={outOfStock} />
          </div>
        )}
        <WishlistHeart product={product} />
      </div>
      <CardText product={product} />
      {outOfStock ? (
        <p className="product-card-unavailable">Currently unavailable</p>
      ) : (
        <QuickAddButton product={product} stockOf={stockOf} />
      )}
    </article>
  );
});
