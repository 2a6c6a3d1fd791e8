import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { formatPrice } from '../../../lib/money';
import type { Product } from '../api/use-catalogue';
import { wasPrice } from '../lib/product-view';

export function ProductPrice({ product, size = 'md' }: { product: Product; size?: 'md' | 'lg' }) {
  const was = wasPrice(product);
  const big = size === 'lg';
  return (
    <HStack gap="2" align="baseline" wrap="wrap">
      <Text fontWeight="semibold" fontSize={big ? '2xl' : 'md'} color={was ? 'sale' : 'fg'}>
        {formatPrice(product.price)}
      </Text>
      {was && (
        <>
          <Text as="s" color="fg.muted" fontSize={big ? 'lg' : 'sm'}>
            <VisuallyHidden>Was </VisuallyHidden>
            {formatPrice(was)}
          </Text>
          {product.discount ? (
            <Text color="sale" fontSize={big ? 'sm' : 'xs'} fontWeight="semibold">
              {product.discount}% off
            </Text>
          ) : null}
        </>
      )}
    </HStack>
  );
}
