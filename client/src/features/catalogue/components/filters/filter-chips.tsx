import { useRecipe } from '@chakra-ui/react/styled-system';
import { X } from 'lucide-react';
import { memo, useEffect, useMemo, useRef } from 'react';
import { filtersVar } from '../../../../apollo/vars/filters';
import { useVar } from '../../../../apollo/vars/use-var';
import type { FilterActions } from '../../hooks/use-shop-filters';
import { activeFilters } from '../../lib/active-filters';

/**
 * The chips' styles, given by the shop page that holds them (shop-view.tsx), so they are in the
 * page from the start. Chips appear only after a filter or search is set, and a Chakra element
 * appearing then inserts its rules into emotion's sheet; Chromium takes a rule with an at-rule
 * (here the `@media (hover: hover)` of `_hover`) as a change of the whole sheet and restyles
 * every element the sheet styles: ~18 ms on the shop page at desktop speed, ~70 ms at 4x CPU,
 * the longest task of a search's submit. The 'Clear all' button is the theme's button recipe
 * (plain, sm).
 */
export function useFilterChipsCss() {
  const button = useRecipe({ key: 'button' });
  return useMemo(
    () => ({
      '& .filter-chips': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mb: '5', listStyle: 'none' },
      '& .filter-chip': {
        display: 'inline-flex', alignItems: 'center', gap: '1', h: '8', ps: '3', pe: '1', maxW: 'full',
        fontSize: 'sm', bg: 'bg', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'full',
      },
      '& .filter-chip-label': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      '& .filter-chip-remove': {
        display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, boxSize: '6', borderRadius: 'full',
        color: 'fg.muted', cursor: 'pointer',
        _hover: { bg: 'gray.100', color: 'fg' },
        _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
      },
      '& .filter-chips-clear': { ...button({ variant: 'plain', size: 'sm' }), px: '1', h: '8', color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
    }),
    [button],
  );
}

/**
 * The filters that are set, as chips above the shop's products, each with a button that takes
 * it off; 'Clear all' when there are several, at the end of the list (it wraps with the chips).
 * Read from the filters variable itself, as the panel reads it: a chip goes at once, the
 * products follow in the background. Plain elements styled by the shop page (useFilterChipsCss).
 */
export const FilterChips = memo(function FilterChips({ actions }: { actions: FilterActions }) {
  const active = activeFilters(useVar(filtersVar));
  const list = useRef<HTMLUListElement>(null);
  // The chip whose button takes the place of a removed one's, for the keyboard's focus.
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    if (focusAfterRemoval.current === null) return;
    const buttons = list.current?.querySelectorAll<HTMLElement>('[data-remove-filter]');
    buttons?.[Math.min(focusAfterRemoval.current, buttons.length - 1)]?.focus();
    focusAfterRemoval.current = null;
  });
  if (!active.length) return null;
  return (
    <ul ref={list} className="filter-chips" aria-label="Active filters" data-testid="filter-chips">
      {active.map((f, index) => (
        <li key={f.key}>
          <span className="filter-chip" data-testid="filter-chip">
            <span className="filter-chip-label">{f.label}</span>
            <button
              type="button"
              className="filter-chip-remove"
              aria-label={`Remove filter: ${f.label}`}
              data-remove-filter
              onClick={() => {
                focusAfterRemoval.current = index;
                f.remove(actions);
              }}
            >
              <X size={14} aria-hidden />
            </button>
          </span>
        </li>
      ))}
      {active.length > 1 && (
        <li>
          <button type="button" className="filter-chips-clear" onClick={actions.clearFilters}>
            Clear all
          </button>
        </li>
      )}
    </ul>
  );
});
