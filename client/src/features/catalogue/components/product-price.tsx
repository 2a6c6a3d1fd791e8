import { Box } from '@chakra-ui/react/box';
import { formatMoney } from '../../../lib/money';
import type { Product } from '../api/use-catalogue';
import { wasPrice } from '../lib/product-view';

/**
 * A price's styles, given by its root: ProductPrice's own, or a grid's for every card it holds
 * (product-card.tsx), so that a card renders no Chakra element for its price. The parts are
 * plain elements, sized by the root's `data-size`.
 */
export const PRICE_CSS = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '2',
  '& .price-now': { fontWeight: 'semibold', fontSize: 'md', color: 'fg' },
  '& .price-now[data-sale]': { color: 'sale' },
  '& .price-was': { color: 'fg.muted', fontSize: 'sm' },
  '& .price-off': { color: 'sale', fontSize: 'xs', fontWeight: 'semibold' },
  '&[data-size=lg] .price-now': { fontSize: '2xl' },
  '&[data-size=lg] .price-was': { fontSize: 'lg' },
  '&[data-size=lg] .price-off': { fontSize: 'sm' },
  '& .price-hidden': { srOnly: true },
  '& .price-tax': { color: 'fg.muted', fontSize: 'sm' },
} as const;

/** The price's parts, for a root styled with PRICE_CSS: now, and for a sale item was and % off. */
export function PriceParts({ product }: { product: Product }) {
  const was = wasPrice(product);
  return (
    <>
      <span className="price-now" data-sale={was ? '' : undefined}>
        {formatMoney(product.price)}
      </span>
      {was && (
        <>
          <s className="price-was">
            <span className="price-hidden">Was </span>
            {formatMoney(was)}
          </s>
          {product.discount ? <span className="price-off">{product.discount}% off</span> : null}
        </>
      )}
    </>
  );
}

/**
 * The price where the shopper decides (the product page and its sticky bar), which says that
 * tax comes on top of it, at the product's own rate as the server charges it (18% by the spec;
 * a category the operator moved to another rate or slab says that one).
 */
export function ProductPrice({ product, size = 'md' }: { product: Product; size?: 'md' | 'lg' }) {
  return (
    <Box data-size={size} css={PRICE_CSS}>
      <PriceParts product={product} />
      <span className="price-tax" data-testid="price-tax">+ {product.gstRatePercent}% GST</span>
    </Box>
  );
}
