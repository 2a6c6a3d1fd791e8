import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { memo, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router';
import { SmartImage } from '../../../../components/smart-image';
import { SEARCH_SUGGESTION_LIMIT } from '../../../../config/constants';
import { productPath, shopPath } from '../../../../config/paths';
import { formatMoney } from '../../../../lib/money';
import type { Product } from '../../api/use-catalogue';
import type { Found } from '../../lib/search-products';
import { PopularCategories, ShowingResultsFor } from './popular-categories';

interface SearchSuggestionsProps {
  id: string;
  term: string;
  suggestions: Product[];
  /** What the search found (null while its index is being made), and the catalogue, for the popular categories. */
  found: Found | null;
  searching: boolean;
  products: readonly Product[];
  onPick: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
}

// The list first shows on a keystroke, so it carries no media-query styles: Chakra inserts a
// component's styles the first time it is drawn, and an inserted @media rule (which _hover and
// responsive values make) has Chrome restyle and relayout the whole page, over 100 ms on a slow
// phone. Plain rules, as here, cost nothing noticeable.
const HOVER = { '&:hover': { bg: 'bg.canvas' } };

/** Room kept between the list and the viewport's bottom edge, and the least height it gets. */
const EDGE_GAP = 12;
const MIN_HEIGHT = 120;

/**
 * Keeps the list inside the visible viewport (less a phone's keyboard): it hangs from the sticky
 * header, so no page scroll would bring up what falls below the screen. The rows then scroll
 * inside it, and 'View all results for' stays at its foot.
 */
function useFitInViewport(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const viewport = window.visualViewport;
    const fit = () => {
      const bottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
      el.style.maxHeight = `${Math.max(MIN_HEIGHT, Math.floor(bottom - el.getBoundingClientRect().top - EDGE_GAP))}px`;
    };
    fit();
    const target = viewport ?? window;
    target.addEventListener('resize', fit);
    viewport?.addEventListener('scroll', fit);
    return () => {
      target.removeEventListener('resize', fit);
      viewport?.removeEventListener('scroll', fit);
    };
  }, [ref]);
}

/**
 * Up to 5 matches with image, name and price; 'View all results for' when the list is full.
 * When the words were looked for with a letter or two changed, it says so; when nothing
 * matches, it says so and offers the popular categories.
 */
export const SearchSuggestions = memo(function SearchSuggestions({ id, term, suggestions, found, searching, products, onPick, onKeyDown }: SearchSuggestionsProps) {
  const shown = term.trim();
  const root = useRef<HTMLDivElement>(null);
  useFitInViewport(root);
  return (
    <Box
      ref={root}
      id={id}
      position="absolute"
      top="calc(100% + 6px)"
      insetX="0"
      // 340px wide at least, but never wider than the phone's own full-width box.
      minW="min(340px, calc(100vw - 2rem))"
      bg="bg"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="l2"
      boxShadow="lg"
      zIndex="dropdown"
      display="flex"
      flexDirection="column"
      overflow="hidden"
      onKeyDown={onKeyDown}
      data-testid="search-suggestions"
    >
      {searching ? (
        <Text p="4" fontSize="sm" color="fg.muted" flexShrink="0">
          Searching…
        </Text>
      ) : suggestions.length === 0 ? (
        <Box p="4" flexShrink="0">
          <Text fontSize="sm" color="fg.muted" mb="3">
            No products found for "{shown}"
          </Text>
          <PopularCategories products={products} onPick={onPick} justify="start" />
        </Box>
      ) : (
        <>
        <ShowingResultsFor found={found} fontSize="sm" px="3" pt="3" pb="1" flexShrink="0" />
        <Stack as="ul" gap="0" listStyle="none" aria-label="Suggestions" minH="0" overflowY="auto" overscrollBehavior="contain">
          {suggestions.map((p) => (
            <li key={p.id}>
              <Flex asChild gap="3" px="3" py="2" align="center" css={HOVER} _focusVisible={{ bg: 'bg.canvas', outlineOffset: '-2px' }}>
                <RouterLink to={productPath(p.id)} onClick={onPick} data-suggestion>
                  <SmartImage src={p.image} alt="" width={40} height={50} w="10" h="auto" aspectRatio="4 / 5" flexShrink="0" borderRadius="l1" bg="bg.sand" />
                  <Box minW="0" flex="1">
                    <Text fontSize="sm" fontWeight="medium" truncate>
                      {p.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {formatMoney(p.price)}
                    </Text>
                  </Box>
                </RouterLink>
              </Flex>
            </li>
          ))}
        </Stack>
        </>
      )}
      {suggestions.length === SEARCH_SUGGESTION_LIMIT && (
        <Box asChild display="block" flexShrink="0" px="3" py="3" fontSize="sm" fontWeight="semibold" color="brand.fg" borderTopWidth="1px" borderColor="gray.200" css={HOVER}>
          <RouterLink to={shopPath({ search: shown })} onClick={onPick} data-suggestion>
            View all results for "{shown}"
          </RouterLink>
        </Box>
      )}
    </Box>
  );
});
