import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Tag } from '@chakra-ui/react/tag';
import { X } from 'lucide-react';
import { memo, useEffect, useRef } from 'react';
import { filtersVar } from '../../../../apollo/vars/filters';
import { useVar } from '../../../../apollo/vars/use-var';
import type { FilterActions } from '../../hooks/use-shop-filters';
import { activeFilters } from '../../lib/active-filters';

/**
 * The filters that are set, as chips above the shop's products, each with a button that takes
 * it off; 'Clear all' when there are several, at the end of the list (it wraps with the chips). Read from the filters variable itself, as the
 * panel reads it: a chip goes at once, the products follow in the background.
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
    <Flex asChild wrap="wrap" align="center" gap="2" mb="5" listStyle="none">
      <ul ref={list} aria-label="Active filters" data-testid="filter-chips">
        {active.map((f, index) => (
          <li key={f.key}>
            <Tag.Root
              display="inline-flex" alignItems="center" gap="1" h="8" ps="3" pe="1" maxW="full"
              fontSize="sm" bg="bg" borderWidth="1px" borderColor="gray.300" borderRadius="full"
              data-testid="filter-chip"
            >
              <Tag.Label truncate>{f.label}</Tag.Label>
              <Tag.EndElement display="inline-flex">
                <Tag.CloseTrigger
                  aria-label={`Remove filter: ${f.label}`}
                  data-remove-filter
                  onClick={() => {
                    focusAfterRemoval.current = index;
                    f.remove(actions);
                  }}
                  display="inline-flex" alignItems="center" justifyContent="center" boxSize="6" borderRadius="full"
                  color="fg.muted" cursor="pointer" _hover={{ bg: 'gray.100', color: 'fg' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
                >
                  <X size={14} aria-hidden />
                </Tag.CloseTrigger>
              </Tag.EndElement>
            </Tag.Root>
          </li>
        ))}
        {active.length > 1 && (
          <li>
            <Button variant="plain" size="sm" px="1" h="8" color="brand.fg" textDecoration="underline" textUnderlineOffset="3px" onClick={actions.clearFilters}>
              Clear all
            </Button>
          </li>
        )}
      </ul>
    </Flex>
  );
});
