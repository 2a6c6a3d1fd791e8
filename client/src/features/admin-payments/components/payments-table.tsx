import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router';
import { adminOrderPath } from '../../../config/paths';
import type { PaymentAttemptRowFragment } from '../../../admin-gql/admin-payments/graphql';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { label, PROVIDER_LABEL, SETTLED_BY_LABEL } from '../lib/labels';
import { AttemptStatusBadge, FlagBadge } from './attempt-badges';

/** Every column needs ~1,150 px: narrower screens (a tablet too) get the compact rows. */
const FULL_FROM = 'xl';

interface PaymentsTableProps {
  attempts: PaymentAttemptRowFragment[];
  busy: boolean;
  /** Opens the attempt's drawer (its refund and webhook events); `button` is where focus returns. */
  onDetails: (attempt: PaymentAttemptRowFragment, button: HTMLButtonElement) => void;
}

const NONE = <Text as="span" color="fg.muted">—</Text>;
const Id = ({ value }: { value: string | null }) => (value ? <Text as="span" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">{value}</Text> : NONE);

/**
 * Payment attempts, newest first; a flagged one stands out in red. Below FULL_FROM (a phone, a
 * tablet) a row fits the screen: the order number with the amount, the attempt, when it was made
 * and its status and flag under it, and Details (where the provider's ids and who settled it
 * are). Wider, each has its column (and the order number stays as the table scrolls sideways).
 */
export function PaymentsTable({ attempts, busy, onDetails }: PaymentsTableProps) {
  return (
    <Table.ScrollArea position="relative" borderWidth="1px" borderColor="gray.200" rounded="md" aria-busy={busy} tabIndex={0} aria-label="Payments table">
      <Table.Root size="sm" stickyHeader data-testid="payments-table" opacity={busy ? 0.6 : 1}>
        <Table.Caption srOnly>Payment attempts, newest first</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader position="sticky" left="0" bg="gray.50" zIndex="1">Order</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={FULL_FROM} textAlign="end">Attempt</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={FULL_FROM}>Provider</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={FULL_FROM}>Payment</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={FULL_FROM} textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={FULL_FROM}>Status</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={FULL_FROM}>Flag</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={FULL_FROM}>Settled by</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow={FULL_FROM}>Created</Table.ColumnHeader>
            <Table.ColumnHeader><Text srOnly>Details</Text></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {attempts.map((a) => {
            const bg = a.flag ? 'red.50' : 'bg';
            return (
              <Table.Row key={a.id} bg={bg} data-testid="payment-row" data-flagged={a.flag ? 'true' : undefined}>
                <Table.Cell position="sticky" left="0" bg={bg} zIndex="1" whiteSpace="nowrap">
                  <Link asChild fontWeight="semibold" color="gray.900" textDecoration="underline">
                    <RouterLink to={adminOrderPath(a.orderNumber)}>{a.orderNumber}</RouterLink>
                  </Link>
                  <Stack hideFrom={FULL_FROM} gap="1.5" mt="1" align="start" whiteSpace="normal">
                    <Text fontSize="xs" color="fg.muted">
                      <Text as="span" color="fg" fontWeight="medium">{formatMoney(a.amount)}</Text> · Attempt {a.attemptNo} · {formatDateTime(a.createdAt)}
                    </Text>
                    <HStack gap="1.5" wrap="wrap">
                      <AttemptStatusBadge status={a.status} />
                      {a.flag && <FlagBadge flag={a.flag} />}
                    </HStack>
                  </Stack>
                </Table.Cell>
                <Table.Cell hideBelow={FULL_FROM} textAlign="end" data-testid="attempt-no">{a.attemptNo}</Table.Cell>
                <Table.Cell hideBelow={FULL_FROM}>
                  <Text>{PROVIDER_LABEL[a.provider]}</Text>
                  <Id value={a.providerOrderId} />
                </Table.Cell>
                <Table.Cell hideBelow={FULL_FROM}><Id value={a.providerPaymentId} /></Table.Cell>
                <Table.Cell hideBelow={FULL_FROM} textAlign="end" whiteSpace="nowrap">{formatMoney(a.amount)}</Table.Cell>
                <Table.Cell hideBelow={FULL_FROM}>
                  <Stack gap="1" align="start">
                    <AttemptStatusBadge status={a.status} />
                    {a.refunds.length > 0 && <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">Refund {label(a.refunds[a.refunds.length - 1].status).toLowerCase()}</Text>}
                  </Stack>
                </Table.Cell>
                <Table.Cell hideBelow={FULL_FROM}>{a.flag ? <FlagBadge flag={a.flag} /> : NONE}</Table.Cell>
                <Table.Cell hideBelow={FULL_FROM} whiteSpace="nowrap">
                  {a.settledBy ? (
                    <>
                      <Text>{SETTLED_BY_LABEL[a.settledBy]}</Text>
                      {a.settledAt && <Text fontSize="xs" color="fg.muted">{formatDateTime(a.settledAt)}</Text>}
                    </>
                  ) : NONE}
                </Table.Cell>
                <Table.Cell hideBelow={FULL_FROM} whiteSpace="nowrap">{formatDateTime(a.createdAt)}</Table.Cell>
                <Table.Cell>
                  <Button size="xs" variant="outline" borderColor="gray.300" aria-haspopup="dialog" aria-label={`Details of attempt ${a.attemptNo} of ${a.orderNumber}`} onClick={(e) => onDetails(a, e.currentTarget)} data-testid="payment-details">
                    Details
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
