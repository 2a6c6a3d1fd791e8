import { Button } from '@chakra-ui/react/button';
import { SlidersHorizontal } from 'lucide-react';
import { Sheet } from '../../../../components/sheet';
import { useDialogTrigger } from '../../../../lib/lazy-dialog';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

/** Phones: the same filter panel in a drawer, opened by a 'Filters' button that counts active filters. */
export function FilterDrawer({ resultCount, activeCount, ...panel }: FilterPanelProps & { resultCount: number; activeCount: number }) {
  const { open, setOpen, trigger, triggerProps } = useDialogTrigger();
  return (
    <>
      <Button {...triggerProps} variant="outline" size="sm" borderColor="gray.300" hideFrom="lg" data-testid="filters-button">
        <SlidersHorizontal aria-hidden />
        Filters{activeCount ? ` (${activeCount})` : ''}
      </Button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        placement="start"
        maxW="xs"
        finalFocus={trigger}
        title="Filters"
        titleProps={{ fontFamily: 'heading', fontSize: 'xl' }}
        headerProps={{ borderBottomWidth: '1px', borderColor: 'gray.200' }}
        closeLabel="Close filters"
        footer={
          <Button w="full" onClick={() => setOpen(false)}>
            Show {resultCount} {resultCount === 1 ? 'product' : 'products'}
          </Button>
        }
        footerProps={{ borderTopWidth: '1px', borderColor: 'gray.200' }}
      >
        <FilterPanel {...panel} />
      </Sheet>
    </>
  );
}
