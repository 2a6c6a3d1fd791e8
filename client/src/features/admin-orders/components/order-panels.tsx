import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { paymentLabel } from '../../../config/payment-methods';
import type { AdminOrderDetailFragment } from '../../../admin-gql/admin-orders/graphql';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { paymentStateLabel, statusLabel } from '../lib/status';

/** A titled box of the order page. */
export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" borderWidth="1px" borderColor="gray.200" rounded="md" p="4" data-testid={testId}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Who ordered, how to reach them, where it goes and how it is paid. */
export function CustomerPanel({ order }: { order: AdminOrderDetailFragment }) {
  const { contact: c, shippingAddress: a } = order;
  return (
    <Panel title="Customer" testId="order-customer">
      <Stack gap="3" fontSize="sm" overflowWrap="anywhere">
        <Box>
          <Text fontWeight="medium">{`${c.firstName} ${c.lastName}`.trim()}</Text>
          <Text>{c.email}</Text>
          <Text>{c.phone}</Text>
          <Text color="fg.muted" fontSize="xs">
            Shopper id {order.userId}
          </Text>
        </Box>
        <Box as="address" fontStyle="normal">
          <Text fontWeight="medium">Ship to</Text>
          <Text>{a.addressLine1}</Text>
          <Text>{[a.city, a.state, a.postalCode].filter(Boolean).join(', ')}</Text>
          <Text>{a.country}</Text>
        </Box>
        <Box>
          <Text fontWeight="medium">Payment</Text>
          <Text>
            {paymentLabel(order.paymentMethod)} · {paymentStateLabel(order)}
            {order.transactionId ? ` · ${order.transactionId}` : ''}
          </Text>
          {order.paymentStatus === 'FAILED' && order.latestPayment?.failureReason && (
            <Text color="red.700" data-testid="order-payment-failure">
              Why it failed: {order.latestPayment.failureReason}
            </Text>
          )}
          <Text color="fg.muted">Arriving by {formatDate(order.estimatedDelivery)} (promised at placement)</Text>
        </Box>
      </Stack>
    </Panel>
  );
}

/** The order's status changes, oldest first, with who made them. */
export function HistoryPanel({ history }: { history: AdminOrderDetailFragment['history'] }) {
  return (
    <Panel title="History" testId="order-history">
      <Stack as="ol" gap="3" listStyleType="none" fontSize="sm">
        {history.map((h, i) => (
          <Box as="li" key={`${h.at}-${i}`} borderStartWidth="2px" borderColor={i === history.length - 1 ? 'gray.900' : 'gray.300'} ps="3">
            {/* A line that moved nothing (a return's step, noted in the order's history) says what happened, not 'Delivered → Delivered'. */}
            {h.from === h.to && h.reason ? (
              <Text fontWeight="medium" overflowWrap="anywhere" data-testid="history-note">{h.reason}</Text>
            ) : (
              <>
                <Text fontWeight="medium">{h.from ? `${statusLabel(h.from)} → ${statusLabel(h.to)}` : `Placed (${statusLabel(h.to)})`}</Text>
                {h.reason && <Text overflowWrap="anywhere">Reason: {h.reason}</Text>}
              </>
            )}
            <Text color="fg.muted">
              {formatDateTime(h.at)} · by {h.actor}
            </Text>
          </Box>
        ))}
      </Stack>
    </Panel>
  );
}
