import { HStack, type StackProps } from '@chakra-ui/react/stack';
import { useRecipe } from '@chakra-ui/react/styled-system';
import { useMemo } from 'react';
import type { Product } from '../api/use-catalogue';

/**
 * "New" and "Sale": plain spans styled from their one root with the theme's badge recipe (solid,
 * sm), not a Chakra Badge each: a grid of cards draws many of them.
 */
export function ProductBadges({ product, ...rest }: { product: Product } & StackProps) {
  const badge = useRecipe({ key: 'badge' });
  const css = useMemo(
    () => ({
      '& .product-badge': badge({ variant: 'solid', size: 'sm' }),
      '& .product-badge-new': { colorPalette: 'gray' },
      '& .product-badge-sale': { colorPalette: 'brand' },
    }),
    [badge],
  );
  if (!product.isNew && !product.isSale) return null;
  return (
    <HStack gap="1.5" css={css} {...rest}>
      {product.isNew && <span className="product-badge product-badge-new">New</span>}
      {product.isSale && <span className="product-badge product-badge-sale">Sale</span>}
    </HStack>
  );
}
