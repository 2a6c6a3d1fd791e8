import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { useId, useMemo } from 'react';
import { useParams } from 'react-router';
import { useStock } from '../../apollo/vars/use-stock';
import { isOutOfStock } from '../../lib/stock';
import { SectionHeading } from '../../components/section-heading';
import { shopPath } from '../../config/paths';
import { useCatalogue, type Product } from '../../features/catalogue/api/use-catalogue';
import { ProductDetail } from '../../features/catalogue/components/product/product-detail';
import { ProductNotFound } from '../../features/catalogue/components/product/product-not-found';
import { ProductSkeleton } from '../../features/catalogue/components/product/product-skeleton';
import { StickyAddBar } from '../../features/catalogue/components/product/sticky-add-bar';
import { ProductGrid } from '../../features/catalogue/components/product-grid';

/** The product and up to four of its category, whose stock is asked for in one call. */
function useShown(products: readonly Product[], id: string | undefined) {
  return useMemo(() => {
    const product = products.find((p) => p.id === id);
    const related = product ? products.filter((p) => p.category === product.category && p.id !== product.id).slice(0, 4) : [];
    return { product, related, ids: product ? [product.id, ...related.map((p) => p.id)] : [] };
  }, [products, id]);
}

export default function ProductPage() {
  const { id } = useParams();
  const { products, loading } = useCatalogue();
  const formId = useId();
  const { product, related, ids } = useShown(products, id);
  const stock = useStock(ids);
  if (loading) return <ProductSkeleton />;
  if (!product) return <ProductNotFound />;
  const own = stock?.get(product.id);
  return (
    <>
      <ProductDetail product={product} stock={own} formId={formId} />
      {related.length > 0 && (
        <Box as="section" aria-labelledby="related-title" py={{ base: '12', md: '16' }} bg="bg" borderTopWidth="1px" borderColor="gray.200">
          <Container maxW="7xl">
            <SectionHeading id="related-title" title="You May Also Like" link={{ to: shopPath({ category: product.category }), label: 'View all' }} />
            <ProductGrid products={related} stock={stock} />
          </Container>
        </Box>
      )}
      <StickyAddBar product={product} formId={formId} outOfStock={isOutOfStock(own)} />
    </>
  );
}
