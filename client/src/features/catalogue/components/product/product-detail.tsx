import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ChevronRight } from 'lucide-react';
import { AppLink } from '../../../../components/app-link';
import { DocumentTitle } from '../../../../components/document-title';
import { SmartImage } from '../../../../components/smart-image';
import { paths, shopPath } from '../../../../config/paths';
import type { ProductStock } from '../../../../apollo/vars/stock';
import { isOutOfStock } from '../../../../lib/stock';
import type { Product } from '../../api/use-catalogue';
import { formatCategory } from '../../lib/format';
import { displayId } from '../../lib/product-view';
import { ProductBadges } from '../product-badges';
import { ProductPrice } from '../product-price';
import { AddToCartForm } from './add-to-cart-form';
import { Rating } from './rating';
import { DeliverTo } from '../../../delivery/components/deliver-to';
import { ReassuranceList } from './reassurance-list';

/**
 * Home, Shop, its category, then the product itself: ending on the product (the page's own crumb,
 * cut short on a narrow screen) says the crumb before it is a category, even when that category
 * is called Home.
 */
function Crumbs({ product }: { product: Product }) {
  const sep = <ChevronRight size={14} aria-hidden style={{ flexShrink: 0 }} />;
  return (
    <HStack as="nav" aria-label="Breadcrumb" gap="1.5" fontSize="sm" color="fg.muted" mb={{ base: '4', md: '8' }} whiteSpace="nowrap">
      <AppLink to={paths.home} color="fg.muted">Home</AppLink>
      {sep}
      <AppLink to={paths.shop} color="fg.muted">Shop</AppLink>
      {sep}
      <AppLink to={shopPath({ category: product.category })} color="fg.muted">{formatCategory(product.category)}</AppLink>
      {sep}
      <Text as="span" aria-current="page" color="fg" truncate minW="0">{product.name}</Text>
    </HStack>
  );
}

/**
 * `formId`: the id of its Add to Cart form, which the phones' sticky bar submits (sticky-add-bar.tsx).
 * `stock`: what is left of its sizes, once the stock call has answered.
 */
export function ProductDetail({ product, stock, formId }: { product: Product; stock?: ProductStock; formId?: string }) {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <DocumentTitle title={product.name} />
      <Crumbs product={product} />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '6', md: '10', lg: '16' }} alignItems="start">
        <Box position="relative" bg="bg.sand" borderRadius="l2" overflow="hidden">
          <SmartImage src={product.image} alt={product.name} width={800} height={1000} w="full" h="auto" aspectRatio="4 / 5" priority data-testid="product-image" />
          <ProductBadges product={product} outOfStock={isOutOfStock(stock)} position="absolute" top="4" left="4" data-testid="product-badges" />
        </Box>
        <Stack gap="5" position={{ md: 'sticky' }} top="32">
          <Stack gap="2">
            <AppLink to={shopPath({ category: product.category })} fontSize="xs" letterSpacing="0.14em" textTransform="uppercase" color="brand.fg" fontWeight="semibold">
              {formatCategory(product.category)}
            </AppLink>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} lineHeight="1.2" data-testid="product-name">
              {product.name}
            </Heading>
            <HStack gap="4" wrap="wrap">
              <Rating />
              <Text fontSize="sm" color="fg.muted" data-testid="product-id">
                Product ID: {displayId(product.id)}
              </Text>
            </HStack>
          </Stack>
          <ProductPrice product={product} size="lg" />
          <Text color="fg.muted" lineHeight="tall">
            {product.description}
          </Text>
          <HStack gap="6" fontSize="sm">
            <Text><Text as="span" color="fg.muted">Colour: </Text>{product.color}</Text>
            {product.printName && <Text><Text as="span" color="fg.muted">Print: </Text>{product.printName}</Text>}
          </HStack>
          <AddToCartForm key={product.id} product={product} stock={stock} id={formId} />
          {isOutOfStock(stock) ? null : <DeliverTo />}
          <ReassuranceList returnPolicy={stock?.returnPolicy} />
        </Stack>
      </Grid>
    </Container>
  );
}
