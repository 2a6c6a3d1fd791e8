import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import type { WebhookEndpointRowFragment } from '../../../admin-gql/admin-integrations/graphql';
import { AskDialog } from '../../../components/ask-dialog';
import { formatDateTime } from '../../../lib/dates';
import { useEndpointActions, useWebhookDeliveries, useWebhookEndpoints, useWebhookSecrets } from '../hooks/use-integrations';
import { CheckList, ShownOnce } from './shown-once';

/** The events an endpoint may get (server/src/events/event-types.ts). */
const EVENTS = ['order.created', 'order.status_changed', 'order.cancelled', 'payment.succeeded', 'payment.failed', 'refund.processed', 'return.updated', 'stock.low', 'stock.restocked'] as const;
const STATUS_COLOUR = { PENDING: 'orange', DELIVERED: 'green', FAILED: 'red' } as const;

/** Webhooks: register an endpoint (its secret shown once), and for each: rotate, turn off or on, its deliveries with every try and re-send. */
export function WebhooksSection() {
  const { endpoints, loading } = useWebhookEndpoints();
  const secrets = useWebhookSecrets();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['order.created']);
  const [description, setDescription] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  // Rotating asks first: the receiver must switch to the new secret within a day.
  const [rotating, setRotating] = useState<{ endpoint: WebhookEndpointRowFragment; opener: HTMLElement } | null>(null);
  const rotate = async () => {
    if (rotating && (await secrets.rotate(rotating.endpoint.id))) setRotating(null);
  };
  const submit = async () => {
    if (await secrets.register(url.trim(), events, description.trim())) {
      setUrl('');
      setDescription('');
    }
  };
  return (
    <Stack as="section" gap="4" aria-labelledby="webhooks-heading" data-testid="webhooks-section">
      <Heading as="h2" size="md" id="webhooks-heading">Webhooks</Heading>
      <Stack as="form" gap="3" borderWidth="1px" rounded="md" p="4" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <Field.Root gap="1.5" invalid={!!secrets.problem}>
          <Field.Label fontSize="sm" fontWeight="medium">Endpoint URL</Field.Label>
          <Input size="sm" borderColor="gray.300" type="url" value={url} placeholder="https://erp.example.com/squ-events" onChange={(e) => setUrl(e.currentTarget.value)} data-testid="webhook-url" />
          {secrets.problem && <Field.ErrorText whiteSpace="normal" data-testid="webhook-problem">{secrets.problem}</Field.ErrorText>}
        </Field.Root>
        <CheckList legend="Events" values={EVENTS} chosen={events} onChange={setEvents} testId="webhook-events" />
        <Field.Root gap="1.5">
          <Field.Label fontSize="sm" fontWeight="medium">Description</Field.Label>
          <Input size="sm" borderColor="gray.300" value={description} maxLength={200} placeholder="What it is for" onChange={(e) => setDescription(e.currentTarget.value)} />
        </Field.Root>
        <Box>
          <Button type="submit" size="sm" loading={secrets.busy} disabled={!url.trim() || !events.length} data-testid="webhook-create">Add endpoint</Button>
        </Box>
      </Stack>
      {secrets.secret && <ShownOnce what="signing secret" value={secrets.secret.secret} onDone={secrets.dismiss} testId="webhook-secret" />}
      {loading ? <Text color="fg.muted">Loading endpoints…</Text> : !endpoints.length && <Text color="fg.muted">No endpoints yet.</Text>}
      <Stack as="ul" gap="3" listStyleType="none">
        {endpoints.map((e) => (
          <EndpointRow key={e.id} endpoint={e} open={open === e.id} onOpen={() => setOpen(open === e.id ? null : e.id)} onRotate={(opener) => setRotating({ endpoint: e, opener })} />
        ))}
      </Stack>
      <AskDialog
        open={rotating !== null}
        onOpenChange={(o) => !o && setRotating(null)}
        opener={() => rotating?.opener ?? null}
        busy={secrets.busy}
        problem={null}
        fields={{}}
        title="Rotate the signing secret?"
        description={`${rotating?.endpoint.url ?? ''} gets a new secret, shown once. For the next 24 hours its deliveries are signed with the current secret too, while the receiver switches; after that only the new one signs. This cannot be undone.`}
        confirm="Rotate secret"
        busyText="Rotating..."
        onSubmit={() => void rotate()}
        testId="webhook-rotate-dialog"
      />
    </Stack>
  );
}

function EndpointRow({ endpoint: e, open, onOpen, onRotate }: { endpoint: WebhookEndpointRowFragment; open: boolean; onOpen: () => void; onRotate: (opener: HTMLElement) => void }) {
  const { toggle } = useEndpointActions();
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" data-testid="webhook-endpoint">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'start' }} gap="3">
        <Stack gap="1" minW="0" flex="1">
          <Text fontWeight="semibold" overflowWrap="anywhere" data-testid="webhook-endpoint-url">{e.url}</Text>
          {e.description && <Text fontSize="sm">{e.description}</Text>}
          <Text fontSize="xs" color="fg.muted">{e.events.join(', ')}</Text>
          <Text fontSize="xs" color="fg.muted">
            Added {formatDateTime(e.createdAt)} by {e.createdBy}
            {e.previousSecretUntil ? ` · the previous secret signs too until ${formatDateTime(e.previousSecretUntil)}` : ''}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={e.enabled ? 'green' : 'gray'}>{e.enabled ? 'On' : 'Off'}</Badge>
          <Button size="xs" variant="outline" onClick={onOpen} aria-expanded={open} data-testid="webhook-deliveries-toggle">{open ? 'Hide deliveries' : 'Deliveries'}</Button>
          <Button size="xs" variant="outline" onClick={(ev) => onRotate(ev.currentTarget)} data-testid="webhook-rotate">Rotate secret</Button>
          <Button size="xs" variant="ghost" onClick={() => void toggle(e.id, !e.enabled)}>{e.enabled ? 'Turn off' : 'Turn on'}</Button>
        </HStack>
      </Stack>
      {open && <Deliveries endpointId={e.id} />}
    </Box>
  );
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const { deliveries, loading } = useWebhookDeliveries(endpointId);
  const { resend } = useEndpointActions();
  if (loading) return <Text mt="3" color="fg.muted">Loading deliveries…</Text>;
  if (!deliveries.length) return <Text mt="3" color="fg.muted">No deliveries yet.</Text>;
  return (
    <Stack as="ol" mt="3" gap="2" listStyleType="none" fontSize="sm" data-testid="webhook-deliveries">
      {deliveries.map((d) => (
        <Box as="li" key={d.id} borderStartWidth="2px" borderColor={`${STATUS_COLOUR[d.status]}.300`} ps="3" data-testid="webhook-delivery">
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="medium">
              {d.eventType} {d.orderNumber && <Text as="span" color="fg.muted">· {d.orderNumber}</Text>}
            </Text>
            <HStack gap="2">
              <Badge colorPalette={STATUS_COLOUR[d.status]} data-testid="webhook-delivery-status">{d.status.toLowerCase()}</Badge>
              <Button size="xs" variant="outline" onClick={() => void resend(endpointId, d.id)} data-testid="webhook-resend">Re-send</Button>
            </HStack>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {d.attempts} {d.attempts === 1 ? 'try' : 'tries'} · {formatDateTime(d.createdAt)}
            {d.nextAttemptAt ? ` · next try ${formatDateTime(d.nextAttemptAt)}` : ''} · webhook-id {d.eventId}
          </Text>
          {d.tries.slice(0, 3).map((t) => (
            <Text key={t.at} fontSize="xs" overflowWrap="anywhere" color={t.ok ? 'fg.muted' : 'red.700'}>
              {formatDateTime(t.at)} · {t.status ?? 'no answer'} · {t.durationMs} ms · {t.answer.slice(0, 120)}
            </Text>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
