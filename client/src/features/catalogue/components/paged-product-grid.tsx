import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type ComponentProps } from 'react';
import { ProductGrid } from './product-grid';

const PAGE_SIZE = 24;

/**
 * The shop's grid, shown 24 at a time with 'Show more': the whole catalogue at once is a
 * 35,000-pixel page on a phone. Give it a `key` of the filters so a new search starts over.
 */
export function PagedProductGrid({ products, ...rest }: ComponentProps<typeof ProductGrid>) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const remaining = products.length - limit;
  return (
    <Stack gap="10">
      <ProductGrid products={products.slice(0, limit)} {...rest} />
      {!rest.loading && remaining > 0 && (
        <Stack align="center" gap="3">
          <Text fontSize="sm" color="fg.muted">
            Showing {limit} of {products.length}
          </Text>
          <Button variant="outline" borderColor="gray.900" size="lg" onClick={() => setLimit((n) => n + PAGE_SIZE)} data-testid="show-more">
            Show more products
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
