import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { PanelDrawer } from '../../../components/panel-drawer';
import type { PaymentAttemptRowFragment } from '../../../admin-gql/admin-payments/graphql';
import { formatDateTime } from '../../../lib/dates';
import type { LazyDialogProps } from '../../../lib/lazy-dialog';
import { formatMoney } from '../../../lib/money';
import { flagLook, PROVIDER_LABEL, SETTLED_BY_LABEL } from '../lib/labels';
import { AttemptStatusBadge, FlagBadge } from './attempt-badges';
import { RefundList } from './refund-list';

type AttemptDrawerProps = LazyDialogProps & {
  attempt: PaymentAttemptRowFragment | null;
};

/** Terms and their values, two columns wide. */
function Facts({ rows, testId }: { rows: [string, ReactNode][]; testId: string }) {
  return (
    <Grid as="dl" templateColumns="minmax(7rem, auto) 1fr" columnGap="4" rowGap="1.5" fontSize="sm" data-testid={testId}>
      {rows.map(([term, value]) => (
        <Box key={term} display="contents">
          <Text as="dt" color="fg.muted">{term}</Text>
          <Box as="dd" m="0" minW="0" wordBreak="break-all">{value ?? '—'}</Box>
        </Box>
      ))}
    </Grid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h3" size="sm">{title}</Heading>
      {children}
    </Stack>
  );
}

/** One attempt in full: its ids and how it was settled, its refunds, and the webhook events received for it. */
/** `trigger` is the Details button it was opened from, where focus returns. */
export function AttemptDrawer({ attempt: a, open, onOpenChange, trigger }: AttemptDrawerProps) {
  const flag = a?.flag ? flagLook(a.flag) : null;
  return (
    <PanelDrawer open={open && !!a} onOpenChange={onOpenChange} trigger={trigger} placement="end" size="sm" title={a ? `Attempt ${a.attemptNo} of ${a.orderNumber}` : ''} closeLabel="Close payment details" ruled testId="attempt-drawer">
      {a && (
        <Stack gap="6">
          <Section title="Attempt">
            {a.flag && (
              <Stack gap="1" p="3" bg="red.50" borderWidth="1px" borderColor="red.200" rounded="md" fontSize="sm">
                <FlagBadge flag={a.flag} />
                {flag?.help && <Text color="red.800">{flag.help}</Text>}
              </Stack>
            )}
            <Facts
              testId="attempt-facts"
              rows={[
                ['Status', <AttemptStatusBadge key="s" status={a.status} />],
                ...(a.failureReason ? ([['Why it failed', a.failureReason]] as [string, ReactNode][]) : []),
                ['Amount', `${formatMoney(a.amount)} ${a.currency}`],
                ['Provider', PROVIDER_LABEL[a.provider]],
                ['Provider order', a.providerOrderId],
                ['Payment', a.providerPaymentId],
                ['Settled by', a.settledBy && `${SETTLED_BY_LABEL[a.settledBy]}${a.settledAt ? `, ${formatDateTime(a.settledAt)}` : ''}`],
                ['Created', formatDateTime(a.createdAt)],
              ]}
            />
          </Section>
          <Section title={a.refunds.length ? `Refunds (${a.refunds.length}) · ${formatMoney(a.refunded)} of ${formatMoney(a.amount)}` : 'Refunds'}>
            {a.refunds.length ? <RefundList refunds={a.refunds} /> : <Text fontSize="sm" color="fg.muted">No refund.</Text>}
          </Section>
          <Section title={`Webhook events (${a.events.length})`}>
            {a.events.length ? (
              <Stack as="ol" gap="2" listStyleType="none" fontSize="sm" data-testid="attempt-events">
                {a.events.map((e) => (
                  <Box as="li" key={e.eventId} borderStartWidth="2px" borderColor="gray.300" ps="3" data-testid="attempt-event">
                    <Text fontFamily="mono" fontWeight="semibold">{e.type}</Text>
                    <Text>{e.outcome}</Text>
                    <Text color="fg.muted" fontSize="xs">{formatDateTime(e.receivedAt)} · {e.eventId}</Text>
                  </Box>
                ))}
              </Stack>
            ) : (
              <Text fontSize="sm" color="fg.muted">No webhook events received yet.</Text>
            )}
          </Section>
        </Stack>
      )}
    </PanelDrawer>
  );
}
