import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { ShoppingBag } from 'lucide-react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { addToCart } from '../../../apollo/vars/cart';
import { SmartImage } from '../../../components/smart-image';
import { productPath } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import type { Product } from '../api/use-catalogue';
import { formatCategory } from '../lib/format';
import { defaultSize } from '../lib/product-view';
import { ProductBadges } from './product-badges';
import { ProductPrice } from './product-price';

export const CARD_IMAGE = { width: 480, height: 600 } as const;

/** Quick add: the first size, or 'One Size' for goods without sizes. */
export function quickAdd(product: Product) {
  addToCart(product, defaultSize(product), 1);
  notify.success('Added to cart!');
}

/** Memoised: a card only changes with its product. */
export const ProductCard = memo(function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  return (
    <Stack as="article" gap="3" h="full" className="group" data-testid="product-card">
      <Box position="relative" overflow="hidden" bg="bg.sand" borderRadius="l2">
        <RouterLink to={productPath(product.id)} tabIndex={-1} aria-hidden>
          <SmartImage
            src={product.image}
            alt={product.name}
            {...CARD_IMAGE}
            w="full"
            h="auto"
            aspectRatio="4 / 5"
            priority={priority}
            transition="transform 0.5s ease"
            _groupHover={{ transform: 'scale(1.04)' }}
          />
        </RouterLink>
        <ProductBadges product={product} position="absolute" top="3" left="3" />
      </Box>
      <Stack gap="1" flex="1">
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="0.08em">
          {formatCategory(product.category)}
        </Text>
        <Text asChild fontWeight="medium" lineHeight="short" lineClamp={2} _hover={{ textDecoration: 'underline' }}>
          <RouterLink to={productPath(product.id)}>{product.name}</RouterLink>
        </Text>
        <ProductPrice product={product} />
      </Stack>
      <Button variant="outline" size="sm" w="full" onClick={() => quickAdd(product)} borderColor="gray.300">
        <ShoppingBag aria-hidden />
        Quick Add
        <VisuallyHidden>: {product.name}</VisuallyHidden>
      </Button>
    </Stack>
  );
});
