import { Container } from '@chakra-ui/react/container';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { ProductGrid } from '../../features/catalogue/components/product-grid';

/** While a page's code loads: the shape of a product page, never a blank screen. */
export function PageFallback() {
  return (
    <Container maxW="7xl" py="10" aria-busy="true" aria-label="Loading">
      <Stack gap="8">
        <Skeleton h="10" w={{ base: '60%', md: '30%' }} />
        <ProductGrid products={[]} loading skeletons={8} />
      </Stack>
    </Container>
  );
}
