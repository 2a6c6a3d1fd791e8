import { Button } from '@chakra-ui/react/button';
import { SlidersHorizontal } from 'lucide-react';
import { useLazyDialog } from '../../../../lib/lazy-dialog';
import { preloadable } from '../../../../lib/preloadable';
import type { FilterPanelProps } from './filter-panel';

const drawer = preloadable(() => import('./filter-drawer-panel'));

/** Phones: a 'Filters' button that counts active filters and opens the filter drawer (its code loads on first use). */
export function FilterDrawer({ resultCount, activeCount, ...panel }: FilterPanelProps & { resultCount: number; activeCount: number }) {
  const { triggerProps, dialog } = useLazyDialog(drawer, { ...panel, resultCount });
  return (
    <>
      <Button {...triggerProps} variant="outline" size="sm" borderColor="gray.300" hideFrom="lg" data-testid="filters-button">
        <SlidersHorizontal aria-hidden />
        Filters{activeCount ? ` (${activeCount})` : ''}
      </Button>
      {dialog}
    </>
  );
}
