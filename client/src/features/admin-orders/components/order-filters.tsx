import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Box } from '@chakra-ui/react/box';
import { SearchForm } from '../../../components/search-form';
import { SelectField } from '../../../components/select-field';
import type { OrderStatus, PaymentStatus } from '../../../admin-gql/admin-orders/graphql';
import type { OrderQuery } from '../lib/order-query';
import { ORDER_STATUSES, PAYMENT_STATUSES, statusLabel } from '../lib/status';

interface OrderFiltersProps {
  query: OrderQuery;
  onChange: (change: Partial<OrderQuery>) => void;
  /** Why the filters cannot be asked (a range that ends before it starts). */
  problem: string | null;
}

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: statusLabel(v) }));

/** Search (order number or email, on Enter or Search), status, payment status and placement dates. */
export function OrderFilters({ query, onChange, problem }: OrderFiltersProps) {
  const filtered = query.search || query.status || query.payment || query.from || query.to;
  return (
    <Box as="section" aria-label="Search and filters" mb="4">
      <Box mb="3">
        <SearchForm label="Search orders" placeholder="Order number or email" value={query.search} onSearch={(search) => onChange({ search })} testId="orders-search" />
      </Box>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" alignItems="end">
        <SelectField label="Status" value={query.status} placeholder="Any status" options={options(ORDER_STATUSES)} onChange={(v) => onChange({ status: v as OrderStatus | '' })} testId="filter-status" />
        <SelectField label="Payment" value={query.payment} placeholder="Any payment" options={options(PAYMENT_STATUSES)} onChange={(v) => onChange({ payment: v as PaymentStatus | '' })} testId="filter-payment" />
        <Field.Root gap="1.5">
          <Field.Label fontSize="sm" fontWeight="medium">
            Placed from
          </Field.Label>
          <Input size="sm" borderColor="gray.300" type="date" value={query.from} onChange={(e) => onChange({ from: e.currentTarget.value })} data-testid="filter-from" />
        </Field.Root>
        <Field.Root gap="1.5" invalid={!!problem}>
          <Field.Label fontSize="sm" fontWeight="medium">
            Placed to
          </Field.Label>
          <Input size="sm" borderColor="gray.300" type="date" value={query.to} onChange={(e) => onChange({ to: e.currentTarget.value })} data-testid="filter-to" />
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
        <Button size="sm" variant="outline" borderColor="gray.300" disabled={!filtered} onClick={() => onChange({ search: '', status: '', payment: '', from: '', to: '' })}>
          Clear filters
        </Button>
      </SimpleGrid>
    </Box>
  );
}
