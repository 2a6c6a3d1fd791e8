import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { memo, useMemo, useState, type ComponentProps } from 'react';
import { useStock } from '../../../apollo/vars/use-stock';
import { ProductGrid } from './product-grid';

const PAGE_SIZE = 24;

/**
 * The shop's grid, shown 24 at a time with 'Show more': the whole catalogue at once is a
 * 35,000-pixel page on a phone. A new `resetKey` (the filters and sort) starts over at 24.
 * Memoised: the shop page also re-renders for URL changes that leave its list as it is.
 * The stock of the products shown (all 24, 48… of them, not each step's) is asked for once.
 */
export const PagedProductGrid = memo(function PagedProductGrid({ products, resetKey, ...rest }: ComponentProps<typeof ProductGrid> & { resetKey: string }) {
  const [shown, setShown] = useState({ key: resetKey, limit: PAGE_SIZE });
  const limit = shown.key === resetKey ? shown.limit : PAGE_SIZE;
  const remaining = products.length - limit;
  const shownIds = useMemo(() => (rest.loading ? [] : products.slice(0, limit).map((p) => p.id)), [products, limit, rest.loading]);
  const stock = useStock(shownIds);
  return (
    <Stack gap="10">
      <ProductGrid products={products.slice(0, limit)} stock={stock} {...rest} />
      {!rest.loading && remaining > 0 && (
        <Stack align="center" gap="3">
          <Text fontSize="sm" color="fg.muted">
            Showing {limit} of {products.length}
          </Text>
          <Button variant="outline" borderColor="gray.900" size="lg" onClick={() => setShown({ key: resetKey, limit: limit + PAGE_SIZE })} data-testid="show-more">
            Show more products
          </Button>
        </Stack>
      )}
    </Stack>
  );
});
