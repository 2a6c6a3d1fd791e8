import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { SearchForm } from '../../../components/search-form';
import { SelectField } from '../../../components/select-field';
import type { PaymentAttemptStatus } from '../../../admin-gql/admin-payments/graphql';
import { ATTEMPT_STATUSES, label } from '../lib/labels';
import { type PaymentQuery, SEARCH_MAX } from '../lib/payment-query';

const STATUS_OPTIONS = ATTEMPT_STATUSES.map((s) => ({ value: s, label: label(s) }));
const FLAG_OPTIONS = [{ value: 'flagged', label: 'Flagged only' }];

/** Search (order number, provider order or payment id, on Enter or Search), the attempt's status, and flagged attempts only. */
export function PaymentFilters({ query, onChange }: { query: PaymentQuery; onChange: (change: Partial<PaymentQuery>) => void }) {
  return (
    <Box as="section" aria-label="Search and filters" display="flex" flexDirection={{ base: 'column', md: 'row' }} gap="3" alignItems={{ md: 'end' }}>
      <SearchForm label="Search payments" placeholder="Order number, provider order or payment id" value={query.search} maxLength={SEARCH_MAX} onSearch={(search) => onChange({ search })} testId="payments-search" />
      {/* On a phone the two selects share a line and Clear filters takes the next one. */}
      <HStack gap="3" align="end" flexWrap="wrap">
        <Box minW="40" flex={{ base: '1', md: 'none' }}>
          <SelectField label="Status" value={query.status} placeholder="Any status" options={STATUS_OPTIONS} onChange={(v) => onChange({ status: v as PaymentAttemptStatus | '' })} testId="payments-status" />
        </Box>
        <Box minW="36" flex={{ base: '1', md: 'none' }}>
          <SelectField label="Flag" value={query.flagged ? 'flagged' : ''} placeholder="Any" options={FLAG_OPTIONS} onChange={(v) => onChange({ flagged: v === 'flagged' })} testId="payments-flagged" />
        </Box>
        <Button size="sm" variant="outline" borderColor="gray.300" disabled={!query.search && !query.status && !query.flagged} onClick={() => onChange({ search: '', status: '', flagged: false })}>
          Clear filters
        </Button>
      </HStack>
    </Box>
  );
}
