import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { PackageSearch } from 'lucide-react';
import { PagedList } from '../../../components/paged-list';
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
      <PagedList
        page={page}
        loading={loading}
        error={error}
        what="orders"
        noun="orders"
        pageSize={PAGE_SIZE}
        onPageChange={(p) => update({ page: p })}
        empty={{ icon: <PackageSearch size={30} />, title: 'No orders found', description: 'No order matches the search and filters.' }}
      >
        {(orders) => <OrdersTable orders={orders} busy={loading} />}
      </PagedList>
    </Stack>
  );
}
