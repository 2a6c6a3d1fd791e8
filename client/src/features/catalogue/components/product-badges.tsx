import { Box, type BoxProps } from '@chakra-ui/react/box';
import { useRecipe } from '@chakra-ui/react/styled-system';
import { useMemo } from 'react';
import type { Product } from '../api/use-catalogue';

/** Whether a product shows any badge. */
export const hasBadges = (product: Product, outOfStock: boolean) => product.isNew || product.isSale || outOfStock;

/**
 * The badges' styles, given by their root: ProductBadges' own, or a grid's for every card it
 * holds (product-card.tsx), so that a card renders no Chakra element for its badges. The
 * badges are plain spans with the theme's badge recipe (solid, sm); they wrap onto a second
 * line where a card is narrow (a phone's).
 */
export function useBadgesCss() {
  const badge = useRecipe({ key: 'badge' });
  return useMemo(
    () => ({
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '1.5',
      '& .product-badge': badge({ variant: 'solid', size: 'sm' }),
      '& .product-badge-new': { colorPalette: 'gray' },
      '& .product-badge-sale': { colorPalette: 'brand' },
      '& .product-badge-out': { bg: 'bg', color: 'fg', borderWidth: '1px', borderColor: 'gray.900' },
    }),
    [badge],
  );
}

/** "New", "Sale" and "Out of stock" (`outOfStock`, from the stock call), for a root styled with useBadgesCss. */
export function BadgeParts({ product, outOfStock }: { product: Product; outOfStock: boolean }) {
  return (
    <>
      {product.isNew && <span className="product-badge product-badge-new">New</span>}
      {product.isSale && <span className="product-badge product-badge-sale">Sale</span>}
      {outOfStock && <span className="product-badge product-badge-out" data-testid="out-of-stock-badge">Out of stock</span>}
    </>
  );
}

export function ProductBadges({ product, outOfStock = false, ...rest }: { product: Product; outOfStock?: boolean } & BoxProps) {
  const css = useBadgesCss();
  if (!hasBadges(product, outOfStock)) return null;
  return (
    <Box css={css} {...rest}>
      <BadgeParts product={product} outOfStock={outOfStock} />
    </Box>
  );
}
