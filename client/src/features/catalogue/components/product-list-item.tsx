import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { ShoppingBag } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { SmartImage } from '../../../components/smart-image';
import { productPath } from '../../../config/paths';
import { formatCategory } from '../lib/format';
import { ProductBadges } from './product-badges';
import { quickAdd, type CardProps } from './product-card';
import { ProductPrice } from './product-price';

/** The list view's row: a smaller image beside the name, description and price; out of stock, no quick add. */
export function ProductListItem({ product, outOfStock, stockOf }: CardProps) {
  return (
    <Flex as="article" gap={{ base: '4', md: '6' }} p="4" bg="bg" borderRadius="l2" borderWidth="1px" borderColor="gray.200" data-testid="product-card">
      <Box flexShrink={0} w={{ base: '28', md: '40' }} bg="bg.sand" borderRadius="l2" overflow="hidden">
        <RouterLink to={productPath(product.id)} tabIndex={-1} aria-hidden>
          <SmartImage src={product.image} alt={product.name} width={320} height={400} w="full" h="auto" aspectRatio="4 / 5" />
        </RouterLink>
      </Box>
      <Stack gap="2" flex="1" minW="0">
        <ProductBadges product={product} outOfStock={outOfStock} />
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="0.08em">
          {formatCategory(product.category)}
        </Text>
        <Text asChild fontWeight="medium" fontSize={{ base: 'md', md: 'lg' }} _hover={{ textDecoration: 'underline' }}>
          <RouterLink to={productPath(product.id)}>{product.name}</RouterLink>
        </Text>
        <Text color="fg.muted" fontSize="sm" lineClamp={2} hideBelow="sm">
          {product.description}
        </Text>
        <ProductPrice product={product} />
        <Box mt="auto">
          {outOfStock ? (
            <Text fontSize="sm" color="fg.muted">
              Currently unavailable
            </Text>
          ) : (
            <Button variant="outline" size="sm" onClick={() => void quickAdd(product, stockOf(product.id))} borderColor="gray.300">
              <ShoppingBag aria-hidden />
              Quick Add
              <VisuallyHidden>: {product.name}</VisuallyHidden>
            </Button>
          )}
        </Box>
      </Stack>
    </Flex>
  );
}
