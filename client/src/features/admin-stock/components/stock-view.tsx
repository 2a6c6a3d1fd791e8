import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Boxes, Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { PAGE_SIZE, useStockLevels } from '../hooks/use-stock-levels';
import { useStockQuery } from '../hooks/use-stock-query';
import { MovementsDrawer } from './movements-drawer';
import { StockTable } from './stock-table';

/** /admin/stock: what is left per product and size, searchable, low stock on its own; edit inline. */
export function StockView() {
  const { query, update } = useStockQuery();
  const { page, loading, error } = useStockLevels(query);
  const [search, setSearch] = useState(query.search);
  const [editing, setEditing] = useState<string | null>(null);
  const [movementsOf, setMovementsOf] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => setSearch(query.search), [query.search]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ search });
  };
  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        Stock
      </Heading>
      <form role="search" onSubmit={submit}>
        <Field.Root gap="1.5">
          <Field.Label fontSize="sm" fontWeight="medium">Search products</Field.Label>
          <HStack gap="2" w="full" wrap="wrap">
            <Input flex="1" minW="48" size="sm" borderColor="gray.300" type="search" placeholder="Product name or id" value={search} maxLength={100} onChange={(e) => setSearch(e.currentTarget.value)} data-testid="stock-search" />
            <Button type="submit" size="sm"><Search aria-hidden /> Search</Button>
            <Button size="sm" variant={query.lowOnly ? 'solid' : 'outline'} borderColor="gray.300" aria-pressed={query.lowOnly} onClick={() => update({ lowOnly: !query.lowOnly })} data-testid="stock-low-only">
              Low stock only
            </Button>
          </HStack>
        </Field.Root>
      </form>
      {!page && loading && (
        <Stack align="center" py="12" role="status">
          <Spinner size="lg" />
          <Text color="fg.muted">Loading stock...</Text>
        </Stack>
      )}
      {!page && error && !loading && <Text role="alert" color="red.700">The stock could not be loaded. Please try again.</Text>}
      {page && !page.items.length && <EmptyState icon={<Boxes size={30} />} title="No stock found" description="No product size matches the search." />}
      {page && page.items.length > 0 && (
        <Stack gap="0">
          <StockTable levels={page.items} busy={loading} editing={editing} onEdit={setEditing} onMovements={setMovementsOf} />
          <Pager total={page.total} page={page.page} pageSize={PAGE_SIZE} noun="sizes" onPageChange={(p) => update({ page: p })} />
        </Stack>
      )}
      <MovementsDrawer product={movementsOf} onClose={() => setMovementsOf(null)} />
    </Stack>
  );
}
