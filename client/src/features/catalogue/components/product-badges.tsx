import { HStack, type StackProps } from '@chakra-ui/react/stack';
import { useRecipe } from '@chakra-ui/react/styled-system';
import { useMemo } from 'react';
import type { Product } from '../api/use-catalogue';

/**
 * "New", "Sale" and "Out of stock" (`outOfStock`, from the stock call): plain spans styled from
 * their one root with the theme's badge recipe (solid, sm), not a Chakra Badge each: a grid of
 * cards draws many of them. They wrap onto a second line where a card is narrow (a phone's).
 */
export function ProductBadges({ product, outOfStock = false, ...rest }: { product: Product; outOfStock?: boolean } & StackProps) {
  const badge = useRecipe({ key: 'badge' });
  const css = useMemo(
    () => ({
      '& .product-badge': badge({ variant: 'solid', size: 'sm' }),
      '& .product-badge-new': { colorPalette: 'gray' },
      '& .product-badge-sale': { colorPalette: 'brand' },
      '& .product-badge-out': { bg: 'bg', color: 'fg', borderWidth: '1px', borderColor: 'gray.900' },
    }),
    [badge],
  );
  if (!product.isNew && !product.isSale && !outOfStock) return null;
  return (
    <HStack gap="1.5" flexWrap="wrap" css={css} {...rest}>
      {product.isNew && <span className="product-badge product-badge-new">New</span>}
      {product.isSale && <span className="product-badge product-badge-sale">Sale</span>}
      {outOfStock && <span className="product-badge product-badge-out" data-testid="out-of-stock-badge">Out of stock</span>}
    </HStack>
  );
}
