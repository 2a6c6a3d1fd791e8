import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { memo } from 'react';
import { ALL_CATEGORIES, filtersVar } from '../../../../apollo/vars/filters';
import { useVar } from '../../../../apollo/vars/use-var';
import type { FilterActions } from '../../hooks/use-shop-filters';
import { formatCategory } from '../../lib/format';
import { swatchFor } from '../../lib/swatch';
import { CheckOption } from './check-option';
import { FilterSection } from './filter-section';
import { PriceFilter } from './price-filter';

export interface FilterPanelProps {
  actions: FilterActions;
  categories: string[];
  sizes: string[];
  colors: string[];
  priceRange: { min: number; max: number };
}

/**
 * Category, price, sizes, colours, new and sale; used as the sidebar and inside the phone drawer.
 * It reads the filters variable itself, so a click redraws the panel alone at once, and the
 * list follows in the background (useShopFilters). Memoised, as are its option groups, so a
 * change redraws only what it touched.
 */
export const FilterPanel = memo(function FilterPanel({ actions, categories, sizes, colors, priceRange }: FilterPanelProps) {
  const filters = useVar(filtersVar);
  return (
    <Stack gap="0" data-testid="filter-panel">
      <FilterSection title="Category">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label="Category"
            value={filters.category ?? ALL_CATEGORIES}
            onChange={(e) => actions.setCategory(e.currentTarget.value)}
            bg="bg"
            data-testid="category-select"
          >
            <option value={ALL_CATEGORIES}>All Categories</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {formatCategory(c)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FilterSection>
      <FilterSection title="Price">
        <PriceFilter value={filters.priceRange} range={priceRange} onApply={actions.setPriceRange} />
      </FilterSection>
      <FilterSection title="Offers">
        <CheckOption checked={!!filters.isNew} value="new" onToggle={actions.toggleNew} testId="filter-new">New Arrivals</CheckOption>
        <CheckOption checked={!!filters.isSale} value="sale" onToggle={actions.toggleSale} testId="filter-sale">On Sale</CheckOption>
      </FilterSection>
      <FilterSection title="Size">
        <OptionGrid columns={3} options={sizes} selected={filters.sizes} onToggle={actions.toggleSize} testId="size" />
      </FilterSection>
      <FilterSection title="Colour">
        <OptionGrid columns={2} options={colors} selected={filters.colors} onToggle={actions.toggleColor} testId="color" swatches />
      </FilterSection>
      <Box pt="5">
        <Button variant="outline" size="sm" w="full" borderColor="gray.300" onClick={actions.clearFilters}>
          Clear All
        </Button>
      </Box>
    </Stack>
  );
});

interface OptionGridProps {
  columns: number;
  options: string[];
  selected: string[] | undefined;
  onToggle: (value: string) => void;
  testId: string;
  swatches?: boolean;
}

/** Sizes or colours as ticks; redrawn only when its own selection changes. */
const OptionGrid = memo(function OptionGrid({ columns, options, selected, onToggle, testId, swatches }: OptionGridProps) {
  return (
    <SimpleGrid columns={columns} gap="2.5">
      {options.map((o) => (
        <CheckOption key={o} checked={!!selected?.includes(o)} value={o} onToggle={onToggle} swatch={swatches ? swatchFor(o) : undefined} testId={`${testId}-${o}`}>
          {o}
        </CheckOption>
      ))}
    </SimpleGrid>
  );
});
