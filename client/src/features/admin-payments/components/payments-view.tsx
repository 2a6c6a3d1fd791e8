import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { CreditCard } from 'lucide-react';
import { PagedList } from '../../../components/paged-list';
import type { PaymentAttemptRowFragment } from '../../../admin-gql/admin-payments/graphql';
import { useChosenDialog } from '../../../lib/lazy-dialog';
import { PAGE_SIZE, useAdminPayments, usePaymentQuery } from '../hooks/use-admin-payments';
import { AttemptDrawer } from './attempt-drawer';
import { PaymentFilters } from './payment-filters';
import { PaymentsTable } from './payments-table';

/** /admin/payments: every payment attempt, searched, filtered by status and paged; an attempt's refund and webhooks in a drawer. */
export function PaymentsView() {
  const { query, update } = usePaymentQuery();
  const { page, loading, error } = useAdminPayments(query);
  const { chosen, open, setOpen, trigger, show } = useChosenDialog<PaymentAttemptRowFragment>();
  // The drawer shows the chosen attempt as the latest answer has it.
  const shown = chosen && (page?.items.find((a) => a.id === chosen.id) ?? chosen);
  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        Payments
      </Heading>
      <PaymentFilters query={query} onChange={update} />
      <PagedList
        page={page}
        loading={loading}
        error={error}
        what="payments"
        noun="attempts"
        pageSize={PAGE_SIZE}
        onPageChange={(p) => update({ page: p })}
        empty={{ icon: <CreditCard size={30} />, title: 'No payments found', description: 'No payment attempt matches the search and filter.' }}
      >
        {(attempts) => <PaymentsTable attempts={attempts} busy={loading} onDetails={show} />}
      </PagedList>
      <AttemptDrawer attempt={shown} open={open} onOpenChange={setOpen} trigger={trigger} />
    </Stack>
  );
}
