import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useStock } from '../../../apollo/vars/use-stock';
import { DocumentTitle } from '../../../components/document-title';
import { EmptyState } from '../../../components/empty-state';
import { PREMIUM_MIN_PRICE } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { useCatalogue } from '../api/use-catalogue';
import { useCatalogueSearch } from '../hooks/use-catalogue-search';
import { resolveCollection } from '../lib/collections';
import { applyCatalogueView, DEFAULT_SORT, type SortOption } from '../lib/filter-products';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

const BLURBS: Record<string, string> = {
  new: 'Fresh in this season: the latest pieces to land at SQU.',
  sale: 'Marked down for a limited time. Grab them before they go.',
  featured: 'New and on sale at once: our picks of the moment.',
  premium: `Our finest pieces, from ${formatMoney(PREMIUM_MIN_PRICE)}.`,
};

/** /collections/{name}: new, sale, premium, featured or a category; 4 columns. */
export function CollectionView({ name }: { name: string }) {
  const catalogue = useCatalogue();
  const [params] = useSearchParams();
  // The collection page offers the shop's working sort options rather than the first
  // version's price-asc/name-asc values, which sorted nothing (filter-products keeps that rule).
  const [sort, setSort] = useState<SortOption>(DEFAULT_SORT);
  const collection = resolveCollection(name, catalogue.categories, { category: params.get('category'), search: params.get('search') });
  // A name that is neither a collection nor a category shows the empty state, unless the
  // query names a category or search itself.
  const anything = collection.known || params.has('category') || params.has('search');
  const { found, searching } = useCatalogueSearch(catalogue.products, collection.filters.search);
  const loading = catalogue.loading || searching;
  const shown = anything ? applyCatalogueView(catalogue.products, collection.filters, sort, found) : [];
  // One stock call for the collection's products, whatever their order.
  const stock = useStock(shown.map((p) => p.id).sort());

  return (
    <>
      <DocumentTitle title={collection.title} />
      <Box bg="bg.sand" py={{ base: '10', md: '14' }} textAlign="center">
        <Container maxW="3xl">
          <Text fontSize="xs" letterSpacing="0.16em" textTransform="uppercase" color="brand.fg" fontWeight="semibold">
            Collection
          </Text>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} mt="2" data-testid="collection-heading">
            {collection.title}
          </Heading>
          {BLURBS[name.toLowerCase()] && (
            <Text color="fg.muted" mt="3">
              {BLURBS[name.toLowerCase()]}
            </Text>
          )}
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        <Flex justify="space-between" align="center" mb="6" gap="3">
          <Text color="fg.muted" aria-live="polite" data-testid="result-count">
            {catalogue.loading ? 'Loading products…' : searching ? 'Searching…' : `${shown.length} ${shown.length === 1 ? 'product' : 'products'}`}
          </Text>
          <SortSelect value={sort} onChange={setSort} />
        </Flex>
        {!loading && shown.length === 0 ? (
          <EmptyState icon={<PackageSearch size={30} />} title="No products found" description="Nothing here yet. Browse the whole shop instead.">
            <Button asChild>
              <RouterLink to={paths.shop}>Shop All Products</RouterLink>
            </Button>
          </EmptyState>
        ) : (
          <ProductGrid products={shown} loading={loading} columns={4} skeletons={8} priorityCount={4} stock={stock} />
        )}
      </Container>
    </>
  );
}
