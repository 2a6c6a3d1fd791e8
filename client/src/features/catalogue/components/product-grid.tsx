import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { OFFSCREEN_ITEM_STYLE } from '../../../components/offscreen';
import type { ProductStock, StockMap } from '../../../apollo/vars/stock';
import { isOutOfStock } from '../../../lib/stock';
import type { Product } from '../api/use-catalogue';
import { PRODUCT_CARD_CSS, ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { PRODUCT_ROW_CSS, ProductListItem } from './product-list-item';
import { useListedProductCss } from './quick-add';

interface ProductGridProps {
  products: readonly Product[];
  loading?: boolean;
  /** Columns on wide screens: the shop uses 3, collections and the home rows 4. */
  columns?: 3 | 4;
  view?: 'grid' | 'list';
  /** How many skeleton cards stand in while the catalogue loads. */
  skeletons?: number;
  /**
   * The first images are the page's main pictures (above the fold, its largest paint): loaded
   * at once, as their SVG (SmartImage `priority`). Only those of the products the grid first
   * shows: after a filter or sort change the pictures of the new first row are ordinary ones,
   * drawn as bitmaps that decode off the main thread, where an SVG is a document parsed, laid
   * out and painted on it (~25-33 ms each at 4x CPU slowdown in traces of a filter change).
   */
  priorityCount?: number;
  /**
   * What is left of the products shown: their page asks once for all it shows (useStock) and
   * hands it here; null or left out, the cards show no stock marks.
   */
  stock?: StockMap | null;
}

/**
 * The grid's latest stock answer, read when a card's Quick Add is clicked: a stable function,
 * so that an answer arriving redraws only the cards whose 'Out of stock' changed (the cards are
 * memoised), not every card on the page.
 */
function useStockLookup(stock: StockMap | null | undefined): (productId: string) => ProductStock | undefined {
  const latest = useRef(stock);
  useEffect(() => {
    latest.current = stock;
  }, [stock]);
  return useCallback((productId: string) => latest.current?.get(productId), []);
}

/**
 * The items are keyed by their place in the list, not by product: after a filter or sort
 * change React gives the cards already on the page their new products (a text, a link, a
 * picture) instead of removing them and making new ones. Making a page of cards was most of
 * what a filter change cost: each card's 17 elements created and their classes set, and each
 * new item's `content-visibility` worked out afresh, which takes the browser a second style
 * and layout pass in the same frame. A card holds no state of its own; its picture is keyed
 * by product (PictureLink, product-card.tsx), so a slow file never leaves the previous
 * product's picture beside a new name.
 */
export function ProductGrid({ products, loading, columns = 4, view = 'grid', skeletons = 8, priorityCount = 0, stock }: ProductGridProps) {
  const listed = useListedProductCss();
  const list = view === 'list' && !loading;
  // The cards' or rows' styles, given once here rather than by each of them.
  const css = useMemo(() => ({ ...listed, ...(list ? PRODUCT_ROW_CSS : PRODUCT_CARD_CSS) }), [listed, list]);
  const stockOf = useStockLookup(stock);
  // The products first shown, noted once (a render-phase update, as React allows for state
  // derived from props: the server's render and hydration note the same ones).
  const [firstShown, setFirstShown] = useState<ReadonlySet<string> | null>(null);
  if (firstShown === null && priorityCount > 0 && !loading && products.length) setFirstShown(new Set(products.slice(0, priorityCount).map((p) => p.id)));
  const priority = (p: Product, i: number) => i < priorityCount && (firstShown === null || firstShown.has(p.id));
  if (list) {
    return (
      <Stack as="ul" gap="4" listStyle="none" data-testid="product-list" css={css}>
        {products.map((p, i) => (
          <li key={i} style={OFFSCREEN_ITEM_STYLE}>
            <ProductListItem product={p} outOfStock={isOutOfStock(stock?.get(p.id))} stockOf={stockOf} />
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <SimpleGrid
      as="ul"
      listStyle="none"
      columns={{ base: 2, md: 3, lg: columns }}
      gap={{ base: '4', md: '6' }}
      rowGap={{ base: '8', md: '10' }}
      aria-busy={loading || undefined}
      data-testid="product-grid"
      data-columns={columns}
      css={css}
    >
      {loading
        ? Array.from({ length: skeletons }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))
        : products.map((p, i) => (
            <li key={i} style={OFFSCREEN_ITEM_STYLE}>
              <ProductCard product={p} outOfStock={isOutOfStock(stock?.get(p.id))} stockOf={stockOf} priority={priority(p, i)} />
            </li>
          ))}
    </SimpleGrid>
  );
}
