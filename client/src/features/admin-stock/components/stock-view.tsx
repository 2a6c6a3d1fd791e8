import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Boxes } from 'lucide-react';
import { useState } from 'react';
import { PagedList } from '../../../components/paged-list';
import { SearchForm } from '../../../components/search-form';
import { useChosenDialog } from '../../../lib/lazy-dialog';
import { PAGE_SIZE, useStockLevels } from '../hooks/use-stock-levels';
import { useStockQuery } from '../hooks/use-stock-query';
import { MovementsDrawer } from './movements-drawer';
import { StockTable } from './stock-table';

/** /admin/stock: what is left per product and size, searchable, low stock on its own; edit inline. */
export function StockView() {
  const { query, update } = useStockQuery();
  const { page, loading, error } = useStockLevels(query);
  const [editing, setEditing] = useState<string | null>(null);
  const movements = useChosenDialog<{ id: string; name: string }>();
  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        Stock
      </Heading>
      <SearchForm label="Search products" placeholder="Product name or id" value={query.search} onSearch={(search) => update({ search })} testId="stock-search">
        <Button size="sm" variant={query.lowOnly ? 'solid' : 'outline'} borderColor="gray.300" aria-pressed={query.lowOnly} onClick={() => update({ lowOnly: !query.lowOnly })} data-testid="stock-low-only">
          Low stock only
        </Button>
      </SearchForm>
      <PagedList
        page={page}
        loading={loading}
        error={error}
        what="stock"
        noun="sizes"
        pageSize={PAGE_SIZE}
        onPageChange={(p) => update({ page: p })}
        empty={{ icon: <Boxes size={30} />, title: 'No stock found', description: 'No product size matches the search.' }}
      >
        {(levels) => <StockTable levels={levels} busy={loading} editing={editing} onEdit={setEditing} onMovements={movements.show} />}
      </PagedList>
      <MovementsDrawer product={movements.chosen} open={movements.open} onOpenChange={movements.setOpen} trigger={movements.trigger} />
    </Stack>
  );
}
