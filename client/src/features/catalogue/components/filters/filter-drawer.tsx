import { Button, CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

/** Phones: the same filter panel in a drawer, opened by a 'Filters' button that counts active filters. */
export function FilterDrawer({ resultCount, activeCount, ...panel }: FilterPanelProps & { resultCount: number; activeCount: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root lazyMount unmountOnExit open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <Button variant="outline" size="sm" borderColor="gray.300" hideFrom="lg" data-testid="filters-button">
          <SlidersHorizontal aria-hidden />
          Filters{activeCount ? ` (${activeCount})` : ''}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" borderColor="gray.200">
              <Drawer.Title fontFamily="heading" fontSize="xl">Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <FilterPanel {...panel} />
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="gray.200">
              <Button w="full" onClick={() => setOpen(false)}>
                Show {resultCount} {resultCount === 1 ? 'product' : 'products'}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
