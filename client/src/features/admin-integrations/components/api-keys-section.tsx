import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import type { ApiKeyRowFragment } from '../../../admin-gql/admin-integrations/graphql';
import { AskDialog } from '../../../components/ask-dialog';
import { formatDateTime } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useApiKeys } from '../hooks/use-integrations';
import { CheckList, ShownOnce } from './shown-once';

const SCOPES = ['orders:read', 'orders:write', 'stock:read', 'stock:write'] as const;

/** API keys: make one with scopes (shown once), see each one's scopes and last use, revoke it. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['orders:read']);
  const submit = async () => {
    if (await keys.create(name.trim(), scopes)) setName('');
  };
  // Revoking locks the integrator out at once and cannot be undone: it asks first.
  const [revoking, setRevoking] = useState<{ key: ApiKeyRowFragment; opener: HTMLElement } | null>(null);
  const ask = (key: ApiKeyRowFragment, opener: HTMLElement) => setRevoking({ key, opener });
  const revoke = async () => {
    if (!revoking) return;
    if (await keys.revoke(revoking.key.id)) {
      notify.success(`API key ${revoking.key.name} revoked`);
      setRevoking(null);
    }
  };
  return (
    <Stack as="section" gap="4" aria-labelledby="api-keys-heading" data-testid="api-keys-section">
      <Heading as="h2" size="md" id="api-keys-heading">API keys</Heading>
      <Stack as="form" gap="3" borderWidth="1px" rounded="md" p="4" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <Field.Root gap="1.5" invalid={!!keys.problem}>
          <Field.Label fontSize="sm" fontWeight="medium">Name</Field.Label>
          <Input size="sm" borderColor="gray.300" value={name} maxLength={100} placeholder="Who or what uses it" onChange={(e) => setName(e.currentTarget.value)} data-testid="api-key-name" />
          {keys.problem && <Field.ErrorText whiteSpace="normal">{keys.problem}</Field.ErrorText>}
        </Field.Root>
        <CheckList legend="Scopes" values={SCOPES} chosen={scopes} onChange={setScopes} testId="api-key-scopes" />
        <Box>
          <Button type="submit" size="sm" loading={keys.busy} disabled={!name.trim() || !scopes.length} data-testid="api-key-create">Create key</Button>
        </Box>
      </Stack>
      {keys.made && <ShownOnce what="API key" value={keys.made} onDone={keys.dismiss} testId="api-key-made" />}
      {keys.loading ? <Text color="fg.muted">Loading keys…</Text> : !keys.keys.length && <Text color="fg.muted">No keys yet.</Text>}
      <Stack as="ul" gap="2" listStyleType="none">
        {keys.keys.map((k) => (
          <HStack as="li" key={k.id} justify="space-between" gap="3" wrap="wrap" borderWidth="1px" rounded="md" p="3" data-testid="api-key">
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold" overflowWrap="anywhere">{k.name}</Text>
              <Text fontSize="xs" color="fg.muted">squ_{k.prefix}_… · {k.scopes.join(', ')}</Text>
              <Text fontSize="xs" color="fg.muted" data-testid="api-key-used">
                Made {formatDateTime(k.createdAt)} by {k.createdBy} · {k.lastUsedAt ? `last used ${formatDateTime(k.lastUsedAt)}` : 'never used'}
              </Text>
            </Stack>
            {k.revokedAt ? (
              <Badge colorPalette="red">Revoked {formatDateTime(k.revokedAt)}</Badge>
            ) : (
              <Button size="xs" variant="outline" colorPalette="red" onClick={(e) => ask(k, e.currentTarget)} data-testid="api-key-revoke">Revoke</Button>
            )}
          </HStack>
        ))}
      </Stack>
      <AskDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        opener={() => revoking?.opener ?? null}
        busy={keys.revoking}
        problem={null}
        fields={{}}
        title={`Revoke the API key ${revoking?.key.name ?? ''}?`}
        description={`Every call made with squ_${revoking?.key.prefix ?? ''}_… is refused from now on: whatever uses it stops working at once. This cannot be undone; a new key can be made.`}
        confirm="Revoke key"
        busyText="Revoking..."
        danger
        onSubmit={() => void revoke()}
        testId="api-key-revoke-dialog"
      />
    </Stack>
  );
}
