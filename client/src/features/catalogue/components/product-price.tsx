import { HStack } from '@chakra-ui/react/stack';
import { formatPrice } from '../../../lib/money';
import type { Product } from '../api/use-catalogue';
import { wasPrice } from '../lib/product-view';

/**
 * Its parts are plain elements styled from its one root (size by data attribute): a grid of
 * cards draws many of them, and each Chakra element computes its styles as it renders.
 */
const PRICE_CSS = {
  '& .price-now': { fontWeight: 'semibold', fontSize: 'md', color: 'fg' },
  '& .price-now[data-sale]': { color: 'sale' },
  '& .price-was': { color: 'fg.muted', fontSize: 'sm' },
  '& .price-off': { color: 'sale', fontSize: 'xs', fontWeight: 'semibold' },
  '&[data-size=lg] .price-now': { fontSize: '2xl' },
  '&[data-size=lg] .price-was': { fontSize: 'lg' },
  '&[data-size=lg] .price-off': { fontSize: 'sm' },
  '& .price-hidden': { srOnly: true },
} as const;

export function ProductPrice({ product, size = 'md' }: { product: Product; size?: 'md' | 'lg' }) {
  const was = wasPrice(product);
  return (
    <HStack gap="2" align="baseline" wrap="wrap" data-size={size} css={PRICE_CSS}>
      <span className="price-now" data-sale={was ? '' : undefined}>
        {formatPrice(product.price)}
      </span>
      {was && (
        <>
          <s className="price-was">
            <span className="price-hidden">Was </span>
            {formatPrice(was)}
          </s>
          {product.discount ? <span className="price-off">{product.discount}% off</span> : null}
        </>
      )}
    </HStack>
  );
}
