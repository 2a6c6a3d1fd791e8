import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { RefundRowFragment } from '../../../admin-gql/admin-payments/graphql';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { label } from '../lib/labels';

/** Refunds, oldest first: each its amount and where it is, why, who decided it and when, and the provider's id once it has one. */
export function RefundList({ refunds }: { refunds: RefundRowFragment[] }) {
  return (
    <Stack as="ol" gap="3" listStyleType="none" fontSize="sm" data-testid="refund-list">
      {refunds.map((r) => (
        <Box as="li" key={r.id} borderStartWidth="2px" borderColor={r.status === 'FAILED' ? 'red.300' : 'gray.300'} ps="3" data-testid="refund-row">
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="semibold" data-testid="refund-amount">{formatMoney(r.amount)}</Text>
            <Text color={r.status === 'FAILED' ? 'red.700' : 'fg.muted'} data-testid="refund-status">{label(r.status)}</Text>
          </HStack>
          <Text overflowWrap="anywhere" data-testid="refund-reason">{r.reason}</Text>
          <Text color="fg.muted" fontSize="xs" overflowWrap="anywhere">
            {formatDateTime(r.createdAt)} · by {r.actor}
            {r.providerRefundId ? ` · ${r.providerRefundId}` : ''}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
