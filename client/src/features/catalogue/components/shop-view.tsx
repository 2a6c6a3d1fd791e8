import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { EmptyState } from '../../../components/empty-state';
import { LiveFrom } from '../../../components/live-from';
import { useCatalogue } from '../api/use-catalogue';
import { useCatalogueSearch } from '../hooks/use-catalogue-search';
import { useShopFilters } from '../hooks/use-shop-filters';
import { useStock } from '../../../apollo/vars/use-stock';
import { applyCatalogueView, inStockInSizes, sizesInView } from '../lib/filter-products';
import { formatCategory } from '../lib/format';
import { filtersKey } from '../lib/url-filters';
import { FilterChips, useFilterChipsCss } from './filters/filter-chips';
import { FilterDrawer } from './filters/filter-drawer';
import { FilterPanel } from './filters/filter-panel';
import { PagedProductGrid } from './paged-product-grid';
import { PopularCategories, ShowingResultsFor } from './search/popular-categories';
import { SortSelect } from './sort-select';
import { ViewToggle } from './view-toggle';

const countActive = (f: ReturnType<typeof useShopFilters>['filters']) =>
  [f.category, f.search, f.priceRange, f.isNew, f.isSale].filter(Boolean).length + (f.sizes?.length ?? 0) + (f.colors?.length ?? 0);

const NO_IDS: string[] = [];

/** The page's heading: the search, else the category, else the whole shop. */
function headingOf(f: ReturnType<typeof useShopFilters>['filters']): string {
  if (f.search) return `Search Results for "${f.search}"`;
  return f.category ? formatCategory(f.category) : 'Shop All Products';
}

/** /shop: the filter panel, sort, grid or list, headings, count and the empty state. */
export function ShopView() {
  const catalogue = useCatalogue();
  // The filters and sort change in transitions (useShopFilters): the heading, count and
  // products are drawn in the background while the filter controls answer at once.
  const { filters, actions, sort, setSort, view, setView } = useShopFilters();
  const { found, searching } = useCatalogueSearch(catalogue.products, filters.search);
  const loading = catalogue.loading || searching;
  const listed = useMemo(() => applyCatalogueView(catalogue.products, filters, sort, found), [catalogue.products, filters, sort, found]);
  // With sizes ticked, the stock of the products listed is asked for (the grid's stock store),
  // and those sold out in every size ticked leave the list when it answers.
  const sizeIds = useMemo(() => (filters.sizes?.length && !loading ? listed.map((p) => p.id).sort() : NO_IDS), [filters.sizes, listed, loading]);
  const sizeStock = useStock(sizeIds);
  const shown = useMemo(() => inStockInSizes(listed, filters.sizes, sizeIds.length ? sizeStock : null), [listed, filters.sizes, sizeIds, sizeStock]);
  const { categories, colors, priceRange } = catalogue;
  // The size filter offers the sizes of the products in view, not every size of the catalogue:
  // a new list only when they change, so that the panel does not redraw for nothing.
  const sizesKey = useMemo(() => sizesInView(catalogue.products, filters, found).join('\n'), [catalogue.products, filters, found]);
  const sizes = useMemo(() => (sizesKey ? sizesKey.split('\n') : NO_IDS), [sizesKey]);
  const panel = useMemo(() => ({ actions, categories, sizes, colors, priceRange }), [actions, categories, sizes, colors, priceRange]);
  const chipsCss = useFilterChipsCss();

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} css={chipsCss}>
      <DocumentTitle title={filters.search ? `Search: ${filters.search}` : filters.category ? formatCategory(filters.category) : 'Shop'} />
      <Box mb={{ base: '6', md: '8' }}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} data-testid="shop-heading">
          {headingOf(filters)}
        </Heading>
        <Text color="fg.muted" mt="2" aria-live="polite" data-testid="result-count">
          {catalogue.loading ? 'Loading products…' : searching ? 'Searching…' : `${shown.length} ${shown.length === 1 ? 'product' : 'products'} found`}
          {filters.category ? ` in ${formatCategory(filters.category)}` : ''}
        </Text>
        <ShowingResultsFor found={found} mt="1" />
      </Box>
      <Grid templateColumns={{ base: '1fr', lg: '260px 1fr' }} gap={{ base: '6', lg: '10' }} alignItems="start">
        <Box as="aside" aria-label="Filters" hideBelow="lg" position="sticky" top="32" maxH="calc(100dvh - 9rem)" overflowY="auto" pe="2" ps="1" ms="-1">
          <LiveFrom from="lg">
            <FilterPanel {...panel} />
          </LiveFrom>
        </Box>
        <Box minW="0">
          <Flex justify="space-between" align="center" mb="6" gap="3" pb="4" borderBottomWidth="1px" borderColor="gray.200">
            <FilterDrawer {...panel} resultCount={shown.length} activeCount={countActive(filters)} />
            <HStack gap="3" ms="auto">
              <SortSelect value={sort} onChange={setSort} />
              <ViewToggle value={view} onChange={setView} />
            </HStack>
          </Flex>
          <FilterChips actions={actions} />
          {!loading && shown.length === 0 ? (
            <EmptyState icon={<SearchX size={30} />} title="No products found" description="Try adjusting your filters or search terms">
              <Button onClick={actions.clearFilters}>Clear Filters</Button>
              {/* The search itself found nothing: somewhere to go instead, never an unrelated product. */}
              {found?.scores.size === 0 && (
                <Box mt="4">
                  <PopularCategories products={catalogue.products} />
                </Box>
              )}
            </EmptyState>
          ) : (
            <PagedProductGrid resetKey={`${filtersKey(filters)}|${sort}`} products={shown} loading={loading} columns={3} view={view} skeletons={9} priorityCount={3} />
          )}
        </Box>
      </Grid>
    </Container>
  );
}
