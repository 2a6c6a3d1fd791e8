import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { PackageSearch } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { PAGE_SIZE, useAdminOrders } from '../hooks/use-admin-orders';
import { useOrderQuery } from '../hooks/use-order-query';
import { OrderFilters } from './order-filters';
import { OrdersTable } from './orders-table';

/** /admin: every shopper's orders, searched, filtered and paged; the URL keeps the query. */
export function AdminOrdersView() {
  const { query, update } = useOrderQuery();
  const { page, loading, error, problem } = useAdminOrders(query);
  return (
    <Stack gap="0">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="4">
        Orders
      </Heading>
      <OrderFilters query={query} onChange={update} problem={problem} />
      {!page && loading && (
        <Stack align="center" py="12" role="status">
          <Spinner size="lg" />
          <Text color="fg.muted">Loading orders...</Text>
        </Stack>
      )}
      {!page && error && !loading && (
        <Text role="alert" color="red.700" py="6">
          The orders could not be loaded. Please try again.
        </Text>
      )}
      {page && page.items.length === 0 && (
        <EmptyState icon={<PackageSearch size={30} />} title="No orders found" description="No order matches the search and filters." />
      )}
      {page && page.items.length > 0 && (
        <>
          <OrdersTable orders={page.items} busy={loading} />
          <Pager total={page.total} page={page.page} pageSize={PAGE_SIZE} noun="orders" onPageChange={(p) => update({ page: p })} />
        </>
      )}
    </Stack>
  );
}
