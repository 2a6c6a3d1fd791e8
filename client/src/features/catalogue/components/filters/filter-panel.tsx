import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { memo, useMemo, type ComponentProps } from 'react';
import { ALL_CATEGORIES, filtersVar, type Filters } from '../../../../apollo/vars/filters';
import { useVar } from '../../../../apollo/vars/use-var';
import type { FilterActions } from '../../hooks/use-shop-filters';
import { formatCategory } from '../../lib/format';
import { swatchFor } from '../../lib/swatch';
import { CheckOption, useCheckOptionCss } from './check-option';
import { FILTER_SECTION_CSS, FilterSection } from './filter-section';
import { PriceFilter } from './price-filter';

export interface FilterPanelProps {
  actions: FilterActions;
  categories: string[];
  sizes: string[];
  colors: string[];
  priceRange: { min: number; max: number };
}

// The parts of the filters each group shows: a group re-renders only when its own part changes.
const selectCategory = (f: Filters) => f.category ?? ALL_CATEGORIES;
const selectPriceRange = (f: Filters) => f.priceRange;
const selectIsNew = (f: Filters) => !!f.isNew;
const selectIsSale = (f: Filters) => !!f.isSale;
const selectSizes = (f: Filters) => f.sizes;
const selectColors = (f: Filters) => f.colors;

/**
 * Category, price, sizes, colours, new and sale; used as the sidebar and inside the phone drawer.
 * Each group reads its own part of the filters variable, so a click redraws that group alone
 * at once, and the list follows in the background (useShopFilters). The panel itself only
 * re-renders when the catalogue's options do.
 */
export const FilterPanel = memo(function FilterPanel({ actions, categories, sizes, colors, priceRange }: FilterPanelProps) {
  const checkOptionCss = useCheckOptionCss();
  const css = useMemo(() => ({ ...FILTER_SECTION_CSS, ...checkOptionCss }), [checkOptionCss]);
  return (
    <Stack gap="0" data-testid="filter-panel" css={css}>
      <FilterSection title="Category">
        <CategorySelect categories={categories} onChange={actions.setCategory} />
      </FilterSection>
      <FilterSection title="Price">
        <PriceRangeFilter range={priceRange} onApply={actions.setPriceRange} />
      </FilterSection>
      <FilterSection title="Offers">
        <OfferOption select={selectIsNew} onToggle={actions.toggleNew} value="new" testId="filter-new">New Arrivals</OfferOption>
        <OfferOption select={selectIsSale} onToggle={actions.toggleSale} value="sale" testId="filter-sale">On Sale</OfferOption>
      </FilterSection>
      {/* With nothing in view to choose from (a search that found nothing), no empty heading. */}
      {sizes.length > 0 && (
        <FilterSection title="Size">
          <OptionGrid columns={3} options={sizes} select={selectSizes} onToggle={actions.toggleSize} testId="size" />
        </FilterSection>
      )}
      {colors.length > 0 && (
        <FilterSection title="Colour">
          <OptionGrid columns={2} options={colors} select={selectColors} onToggle={actions.toggleColor} testId="color" swatches />
        </FilterSection>
      )}
      <Box pt="5">
        <Button variant="outline" size="sm" w="full" borderColor="gray.300" onClick={actions.clearFilters}>
          Clear All
        </Button>
      </Box>
    </Stack>
  );
});

function CategorySelect({ categories, onChange }: { categories: string[]; onChange: (category: string) => void }) {
  const category = useVar(filtersVar, selectCategory);
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label="Category" value={category} onChange={(e) => onChange(e.currentTarget.value)} bg="bg" data-testid="category-select">
        <option value={ALL_CATEGORIES}>All Categories</option>
        {categories.map((c) => (
          <option key={c} value={c}>
            {formatCategory(c)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function PriceRangeFilter(props: Omit<ComponentProps<typeof PriceFilter>, 'value'>) {
  return <PriceFilter value={useVar(filtersVar, selectPriceRange)} {...props} />;
}

type OfferOptionProps = Omit<ComponentProps<typeof CheckOption>, 'checked'> & { select: (f: Filters) => boolean };

function OfferOption({ select, ...option }: OfferOptionProps) {
  return <CheckOption checked={useVar(filtersVar, select)} {...option} />;
}

interface OptionGridProps {
  columns: number;
  options: string[];
  select: (f: Filters) => string[] | undefined;
  onToggle: (value: string) => void;
  testId: string;
  swatches?: boolean;
}

/** Sizes or colours as ticks; redrawn only when its own selection changes. */
const OptionGrid = memo(function OptionGrid({ columns, options, select, onToggle, testId, swatches }: OptionGridProps) {
  const selected = useVar(filtersVar, select);
  return (
    <div className="filter-options" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {options.map((o) => (
        <CheckOption key={o} checked={!!selected?.includes(o)} value={o} onToggle={onToggle} swatch={swatches ? swatchFor(o) : undefined} testId={`${testId}-${o}`}>
          {o}
        </CheckOption>
      ))}
    </div>
  );
});
