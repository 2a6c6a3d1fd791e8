import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { memo, startTransition, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { useStock } from '../../../apollo/vars/use-stock';
import { ProductGrid } from './product-grid';

const PAGE_SIZE = 24;
/**
 * After a filter or sort change (or 'Show more') the new cards are drawn a few at a time, one
 * step per frame: the browser's style, layout and paint of a whole page of new cards in one
 * frame was what blocked the main thread longest while filtering (~60-150 ms at 4x CPU).
 * Three is a row on a desktop and a row and a half on a phone.
 */
const DRAW_STEP = 3;

/** How many of the first `limit` products are drawn: all at first, then after a change growing by a step per frame. */
function useProgressiveCount(resetKey: string, limit: number): number {
  // The first render draws everything: a prerendered page holds all of its cards.
  const [drawn, setDrawn] = useState({ key: resetKey, count: limit });
  const count = Math.min(limit, drawn.key === resetKey ? drawn.count : DRAW_STEP);
  if (drawn.key !== resetKey) setDrawn({ key: resetKey, count });
  useEffect(() => {
    if (count >= limit) return;
    // The next step once the browser has drawn this one, in the background (a transition).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn({ key: resetKey, count: count + DRAW_STEP })));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, limit, resetKey]);
  return count;
}

/**
 * The shop's grid, shown 24 at a time with 'Show more': the whole catalogue at once is a
 * 35,000-pixel page on a phone. A new `resetKey` (the filters and sort) starts over at 24,
 * drawn a step at a time: a card among the first three that was shown before is kept, the
 * others are drawn again as their step comes.
 * Memoised: the shop page also re-renders for URL changes that leave its list as it is.
 * The stock of the products shown (all 24, 48… of them, not each step's) is asked for once.
 */
export const PagedProductGrid = memo(function PagedProductGrid({ products, resetKey, ...rest }: ComponentProps<typeof ProductGrid> & { resetKey: string }) {
  const [shown, setShown] = useState({ key: resetKey, limit: PAGE_SIZE });
  const limit = shown.key === resetKey ? shown.limit : PAGE_SIZE;
  const drawn = useProgressiveCount(resetKey, Math.min(limit, products.length));
  const remaining = products.length - limit;
  const shownIds = useMemo(() => (rest.loading ? [] : products.slice(0, limit).map((p) => p.id)), [products, limit, rest.loading]);
  const stock = useStock(shownIds);
  return (
    <Stack gap="10">
      <ProductGrid products={products.slice(0, drawn)} stock={stock} {...rest} />
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
