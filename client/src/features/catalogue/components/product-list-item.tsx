import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { productPath } from '../../../config/paths';
import type { Product } from '../api/use-catalogue';
import { formatCategory } from '../lib/format';
import { BadgeParts, hasBadges } from './product-badges';
import { PictureLink, type CardProps } from './product-card';
import { PriceParts } from './product-price';
import { QuickAddButton } from './quick-add';

/**
 * The list view's rows' own styles, given once by the list that holds them (product-grid.tsx)
 * with those they share with the grid's cards (useListedProductCss): a row renders no Chakra
 * element.
 */
export const PRODUCT_ROW_CSS = {
  '& .product-row': { display: 'flex', gap: { base: '4', md: '6' }, p: '4', bg: 'bg', borderRadius: 'l2', borderWidth: '1px', borderColor: 'gray.200' },
  '& .product-row-picture': { flexShrink: 0, width: { base: '28', md: '40' }, bg: 'bg.sand', borderRadius: 'l2', overflow: 'hidden' },
  '& .product-row-picture img': { width: 'full', height: 'auto', aspectRatio: '4 / 5', objectFit: 'cover' },
  '& .product-row-text': { display: 'flex', flexDirection: 'column', gap: '2', flex: '1', minWidth: '0' },
  '& .product-row-category': { fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.08em' },
  '& .product-row-name': { fontWeight: 'medium', fontSize: { base: 'md', md: 'lg' }, _hover: { textDecoration: 'underline' } },
  '& .product-row-description': { color: 'fg.muted', fontSize: 'sm', lineClamp: 2, hideBelow: 'sm' },
  '& .product-row-action': { mt: 'auto' },
  '& .product-row-unavailable': { fontSize: 'sm', color: 'fg.muted' },
} as const;

/** A row's category, name (the link to the product), description and price: memoised, as its picture (PictureLink). */
const RowText = memo(function RowText({ product }: { product: Product }) {
  return (
    <>
      <p className="product-row-category">{formatCategory(product.category)}</p>
      <RouterLink className="product-row-name" to={productPath(product.id)}>
        {product.name}
      </RouterLink>
      <p className="product-row-description">{product.description}</p>
      <div className="product-price">
        <PriceParts product={product} />
      </div>
    </>
  );
});

/** The list view's row: a smaller image beside the name, description and price; out of stock, no quick add. Styled by its list (PRODUCT_ROW_CSS). */
export const ProductListItem = memo(function ProductListItem({ product, outOfStock, stockOf }: CardProps) {
  return (
    <article className="product-row" data-testid="product-card">
      <div className="product-row-picture">
        <PictureLink product={product} width={320} height={400} />
      </div>
      <div className="product-row-text">
        {hasBadges(product, outOfStock) && (
          <div className="product-badges">
            <BadgeParts product={product} outOfStock={outOfStock} />
          </div>
        )}
        <RowText product={product} />
        <div className="product-row-action">
          {outOfStock ? (
            <p className="product-row-unavailable">Currently unavailable</p>
          ) : (
            <QuickAddButton product={product} stockOf={stockOf} />
          )}
        </div>
      </div>
    </article>
  );
});
