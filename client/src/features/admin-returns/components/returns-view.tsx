import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { AskDialog } from '../../../components/ask-dialog';
import { Link as RouterLink } from 'react-router';
import { type AdminReturnFieldsFragment, AdminReturnsDocument, MoveReturnDocument, type ReturnStatus } from '../../../admin-gql/admin-returns/graphql';
import { PagedList } from '../../../components/paged-list';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { adminOrderPath } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { fieldErrors } from '../../../lib/field-errors';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';

const PAGE_SIZE = 20;

/** Each status in the staff's words: the badge, and the button that moves a return there. */
const STATUS: Record<ReturnStatus, { label: string; action: string; palette: string }> = {
  REQUESTED: { label: 'Requested', action: 'Request', palette: 'yellow' },
  APPROVED: { label: 'Approved', action: 'Approve', palette: 'blue' },
  PICKED_UP: { label: 'Picked up', action: 'Mark picked up', palette: 'purple' },
  RECEIVED: { label: 'Received', action: 'Mark received', palette: 'purple' },
  REFUNDED: { label: 'Refunded', action: 'Refund', palette: 'green' },
  REJECTED: { label: 'Rejected', action: 'Reject', palette: 'red' },
};
const REASONS: Record<string, string> = { WRONG_SIZE: 'Wrong size', DEFECTIVE: 'Defective', NOT_AS_DESCRIBED: 'Not as described', CHANGED_MIND: 'Changed my mind' };
const STATUS_OPTIONS = (Object.keys(STATUS) as ReturnStatus[]).map((s) => ({ value: s, label: STATUS[s].label }));

/** The moves that cannot be taken back ask first: a refund sends money, and a return received puts its units back on sale. */
const ASKS_FIRST: ReadonlySet<ReturnStatus> = new Set(['RECEIVED', 'REFUNDED'] as ReturnStatus[]);

/** One return: its lines, reason, refund and history, and the moves its lifecycle allows now (a rejection asks why, a COD refund its payout's reference). */
function ReturnCard({ r }: { r: AdminReturnFieldsFragment }) {
  // A return has no id for the cache to merge by: the queue is read again with the move.
  const [move, { loading }] = useMutation(MoveReturnDocument, { refetchQueries: [AdminReturnsDocument], awaitRefetchQueries: true });
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [asked, setAsked] = useState<{ to: ReturnStatus; opener: HTMLElement } | null>(null);
  const payout = r.refundMethod === 'PAYOUT';
  const exchange = r.kind === 'EXCHANGE';
  const go = async (to: ReturnStatus) => {
    setError(null);
    setFields({});
    const said = to === 'REJECTED' ? { reason } : to === 'REFUNDED' && payout ? { reference } : {};
    try {
      await move({ variables: { input: { returnNumber: r.returnNumber, status: to, ...said } }, context: { silent: true } });
      setReason('');
      setReference('');
      setAsked(null);
      notify.success(`${exchange ? 'Exchange' : 'Return'} ${r.returnNumber}: ${STATUS[to].label.toLowerCase()}`);
    } catch (err) {
      setError(CombinedGraphQLErrors.is(err) ? err.errors[0].message : 'The return could not be moved. Please try again.');
      setFields(fieldErrors(err, { 'input.reference': 'reference' }));
    }
  };
  const units = r.lines.map((l) => `${l.quantity} × ${l.productName} (${l.size})`).join(', ');
  const refund = formatMoney(r.refund);
  const ask =
    asked?.to === 'RECEIVED'
      ? { title: `Mark ${r.returnNumber} received?`, description: `The units come back on sale at once: ${units}.`, confirm: 'Mark received', busyText: 'Saving...' }
      : payout
        ? {
            title: `Record the payout of ${refund}?`,
            description: `Pay ${refund} to ${r.payoutDetails ?? r.refundTo} first, then enter the bank's reference: the return is marked refunded. This cannot be undone.`,
            confirm: 'Record payout',
            busyText: 'Recording...',
          }
        : { title: `Refund ${refund}?`, description: `${refund} goes back to the shopper's online payment, through the payment provider. This cannot be undone.`, confirm: `Refund ${refund}`, busyText: 'Refunding...' };
  return (
    <Stack gap="3" p="4" bg="bg" borderWidth="1px" borderColor="gray.200" borderRadius="l2" data-testid="admin-return" data-return-number={r.returnNumber}>
      <Flex justify="space-between" gap="3" wrap="wrap" align="start">
        <Stack gap="0.5">
          <Text fontWeight="semibold">
            {exchange ? 'Exchange' : r.becameRefund ? 'Return (was an exchange)' : 'Return'} {r.returnNumber}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Order{' '}
            <RouterLink to={adminOrderPath(r.orderNumber)} style={{ textDecoration: 'underline' }}>
              {r.orderNumber}
            </RouterLink>{' '}
            · {formatDateTime(r.createdAt)}
          </Text>
        </Stack>
        <Badge colorPalette={STATUS[r.status].palette} data-testid="admin-return-status">{STATUS[r.status].label}</Badge>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" fontSize="sm">
        <Stack gap="0.5">
          {r.lines.map((l) => (
            <Text key={`${l.productId}|${l.size}`}>
              {l.quantity} × {l.productName} ({l.size}) · {formatMoney(l.lineTotal)}
              {l.wantedSize && (
                <Text as="span" fontWeight="semibold" data-testid="admin-return-wanted-size">
                  {' '}
                  · {exchange ? 'wants' : 'wanted'} {l.wantedProductName ? `${l.wantedProductName}, size` : 'size'} {l.wantedSize}
                </Text>
              )}
            </Text>
          ))}
        </Stack>
        <Stack gap="0.5">
          <Text>Reason: {REASONS[r.reason] ?? r.reason}</Text>
          {r.comment && <Text color="fg.muted">“{r.comment}”</Text>}
          {r.rejectReason && <Text color="red.700">Rejected: {r.rejectReason}</Text>}
        </Stack>
        <Stack gap="0.5" data-testid="admin-return-refund">
          {exchange ? (
            r.replacementOrderNumber ? (
              <Text data-testid="admin-return-replacement">
                Replacement order{' '}
                <RouterLink to={adminOrderPath(r.replacementOrderNumber)} style={{ textDecoration: 'underline' }}>
                  {r.replacementOrderNumber}
                </RouterLink>
                , at no charge
              </Text>
            ) : (
              <Text>Approving sends the new size at no charge (a refund instead if it is sold out by then)</Text>
            )
          ) : (
            <Text>
              {/* Said as done only once it is: until then, where the money is to go. */}
              {r.status === 'REFUNDED' ? 'Refunded' : 'Refund'} {formatMoney(r.refund)}{' '}
              {r.refundMethod === 'PROVIDER' ? 'to the online payment' : `${r.status === 'REFUNDED' ? 'paid out' : 'to pay out'} to ${r.payoutDetails ?? r.refundTo}`}
            </Text>
          )}
          {r.becameRefund && <Text color="orange.700">The size wanted sold out before approval: refunded instead</Text>}
          {r.refundReference && <Text color="fg.muted" overflowWrap="anywhere">Reference: {r.refundReference}</Text>}
        </Stack>
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        {r.history.map((h) => `${STATUS[h.to].label} by ${h.actor}, ${formatDateTime(h.at)}`).join(' → ')}
      </Text>
      {r.nextStatuses.length > 0 && (
        <Flex gap="3" wrap="wrap" align="end" justify="end">
          {r.nextStatuses.includes('REJECTED') && (
            <TextField label="Reason to reject" value={reason} onChange={setReason} size="sm" maxW="sm" testId="admin-return-note" />
          )}
          {r.nextStatuses.map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'REJECTED' ? 'outline' : 'solid'}
              loading={loading && !asked}
              onClick={(e) => (ASKS_FIRST.has(to) ? (setError(null), setFields({}), setAsked({ to, opener: e.currentTarget })) : void go(to))}
              data-testid={`move-${to.toLowerCase()}`}
            >
              {to === 'REFUNDED' && payout ? 'Record payout' : STATUS[to].action}
            </Button>
          ))}
        </Flex>
      )}
      {error && !asked && <Text color="red.700" fontSize="sm" role="alert">{error}</Text>}
      <AskDialog
        open={asked !== null}
        onOpenChange={(open) => !open && (setAsked(null), setError(null), setFields({}))}
        opener={() => asked?.opener ?? null}
        busy={loading}
        problem={error}
        fields={fields}
        shows={asked?.to === 'REFUNDED' && payout ? ['reference'] : []}
        {...ask}
        danger={asked?.to === 'REFUNDED'}
        onSubmit={() => asked && void go(asked.to)}
        testId="return-move-dialog"
      >
        {asked?.to === 'REFUNDED' && payout && (
          <TextField label="Payout reference (UTR or UPI transaction id)" value={reference} onChange={setReference} error={fields.reference} testId="admin-return-reference" />
        )}
      </AskDialog>
    </Stack>
  );
}

/** /admin/returns: the returns queue, oldest first, by status and by return or order number, with each return's moves. */
export function ReturnsView() {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error } = useQuery(AdminReturnsDocument, {
    variables: { status: (status || null) as ReturnStatus | null, search: search.trim() || null, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>Returns</Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" maxW="2xl">
        <TextField label="Search" placeholder="Return or order number" value={search} onChange={(v) => (setSearch(v), setPage(1))} size="sm" testId="returns-search" />
        <SelectField label="Status" value={status} onChange={(v) => (setStatus(v), setPage(1))} placeholder="All statuses" options={STATUS_OPTIONS} testId="returns-status" />
      </SimpleGrid>
      <PagedList
        page={(data ?? previousData)?.adminReturns}
        loading={loading}
        error={error}
        what="returns"
        noun="returns"
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        empty={{ icon: <Undo2 size={30} />, title: 'No returns found', description: 'No return matches the search and filter.' }}
      >
        {(items) => (
          <Stack gap="3">
            {items.map((r) => (
              <ReturnCard key={r.returnNumber} r={r} />
            ))}
          </Stack>
        )}
      </PagedList>
    </Stack>
  );
}
