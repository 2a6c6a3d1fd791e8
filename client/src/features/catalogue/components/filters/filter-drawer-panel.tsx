import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { PanelDrawer } from '../../../../components/panel-drawer';
import type { LazyDialogProps } from '../../../../lib/lazy-dialog';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

type FilterDrawerPanelProps = FilterPanelProps & LazyDialogProps & { resultCount: number };

/** The filter panel in a drawer from the start, with a button that shows the results. */
export default function FilterDrawerPanel({ open, onOpenChange, trigger, resultCount, ...panel }: FilterDrawerPanelProps) {
  return (
    <PanelDrawer
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      placement="start"
      size="xs"
      ruled
      closeLabel="Close filters"
      title={<Text as="span" fontSize="xl">Filters</Text>}
      footer={
        <Button w="full" onClick={() => onOpenChange(false)}>
          Show {resultCount} {resultCount === 1 ? 'product' : 'products'}
        </Button>
      }
    >
      <FilterPanel {...panel} />
    </PanelDrawer>
  );
}
