import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { useId } from 'react';
import { useParams } from 'react-router';
import { SectionHeading } from '../../components/section-heading';
import { shopPath } from '../../config/paths';
import { useCatalogue } from '../../features/catalogue/api/use-catalogue';
import { ProductDetail } from '../../features/catalogue/components/product/product-detail';
import { ProductNotFound } from '../../features/catalogue/components/product/product-not-found';
import { ProductSkeleton } from '../../features/catalogue/components/product/product-skeleton';
import { StickyAddBar } from '../../features/catalogue/components/product/sticky-add-bar';
import { ProductGrid } from '../../features/catalogue/components/product-grid';

export default function ProductPage() {
  const { id } = useParams();
  const { products, loading } = useCatalogue();
  const formId = useId();
  if (loading) return <ProductSkeleton />;
  const product = products.find((p) => p.id === id);
  if (!product) return <ProductNotFound />;
  const related = products.filter((p) => p.category === product.category && p.id !== product.id).slice(0, 4);
  return (
    <>
      <ProductDetail product={product} formId={formId} />
      {related.length > 0 && (
        <Box as="section" aria-labelledby="related-title" py={{ base: '12', md: '16' }} bg="bg" borderTopWidth="1px" borderColor="gray.200">
          <Container maxW="7xl">
            <SectionHeading id="related-title" title="You May Also Like" link={{ to: shopPath({ category: product.category }), label: 'View all' }} />
            <ProductGrid products={related} />
          </Container>
        </Box>
      )}
      <StickyAddBar product={product} formId={formId} />
    </>
  );
}
