import { Button, CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import type { LazyDialogProps } from '../../../../lib/lazy-dialog';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

type FilterDrawerPanelProps = FilterPanelProps & LazyDialogProps & { resultCount: number };

/** The filter panel in Chakra's drawer from the start, with a button that shows the results. */
export default function FilterDrawerPanel({ open, onOpenChange, trigger, resultCount, ...panel }: FilterDrawerPanelProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs" lazyMount unmountOnExit finalFocusEl={() => trigger.current}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" borderColor="gray.200">
              <Drawer.Title fontFamily="heading" fontSize="xl">
                Filters
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <FilterPanel {...panel} />
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="gray.200">
              <Button w="full" onClick={() => onOpenChange(false)}>
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
