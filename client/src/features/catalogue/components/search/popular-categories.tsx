import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text, type TextProps } from '@chakra-ui/react/text';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { shopPath } from '../../../../config/paths';
import type { Product } from '../../api/use-catalogue';
import { popularCategories } from '../../lib/filter-products';
import { formatCategory } from '../../lib/format';

/** What a search that found nothing offers instead: the shop's popular categories, as links. */
export function PopularCategories({ products, onPick, justify = 'center' }: { products: readonly Product[]; onPick?: () => void; justify?: 'center' | 'start' }) {
  const categories = useMemo(() => popularCategories(products), [products]);
  if (!categories.length) return null;
  return (
    <nav aria-label="Popular categories" data-testid="popular-categories">
      <Text fontSize="sm" fontWeight="semibold" mb="2" textAlign={justify}>
        Popular categories
      </Text>
      <Flex as="ul" wrap="wrap" gap="2" justify={justify} listStyle="none">
        {categories.map((category) => (
          <li key={category}>
            <Button asChild size="sm" variant="outline" data-suggestion>
              <RouterLink to={shopPath({ category })} onClick={onPick}>
                {formatCategory(category)}
              </RouterLink>
            </Button>
          </li>
        ))}
      </Flex>
    </nav>
  );
}

/** 'Showing results for "kurta"': what a search looked for when the words as typed found nothing. */
export function ShowingResultsFor({ found, ...props }: { found: { showingFor: string | null } | null } & TextProps) {
  if (!found?.showingFor) return null;
  return (
    <Text color="fg.muted" data-testid="showing-results-for" {...props}>
      Showing results for <strong>"{found.showingFor}"</strong>
    </Text>
  );
}
