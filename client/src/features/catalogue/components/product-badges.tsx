import { Badge } from '@chakra-ui/react/badge';
import { HStack, type StackProps } from '@chakra-ui/react/stack';
import type { Product } from '../api/use-catalogue';

export function ProductBadges({ product, ...rest }: { product: Product } & StackProps) {
  if (!product.isNew && !product.isSale) return null;
  return (
    <HStack gap="1.5" {...rest}>
      {product.isNew && (
        <Badge variant="solid" colorPalette="gray" size="sm">
          New
        </Badge>
      )}
      {product.isSale && (
        <Badge variant="solid" colorPalette="brand" size="sm">
          Sale
        </Badge>
      )}
    </HStack>
  );
}
