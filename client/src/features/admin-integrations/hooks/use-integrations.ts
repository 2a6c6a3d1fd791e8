import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  ApiKeysDocument,
  CreateApiKeyDocument,
  CreateWebhookEndpointDocument,
  ResendWebhookDeliveryDocument,
  RevokeApiKeyDocument,
  RotateWebhookSecretDocument,
  SetWebhookEndpointEnabledDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
} from '../../../admin-gql/admin-integrations/graphql';
import { describeError } from '../../../apollo/links/error-messages';
import { notify } from '../../../lib/notify';

/** The server's words for a refusal, shown where it was asked (the operations are silent). */
const wordsOf = (error: unknown) => {
  const report = describeError(error);
  return report.serverMessage ?? report.message;
};

export function useWebhookEndpoints() {
  const { data, loading, error } = useQuery(WebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  return { endpoints: data?.webhookEndpoints ?? [], loading: loading && !data, error };
}

/** An endpoint's deliveries, asked again every 5 s while shown (the worker sends in the background). */
export function useWebhookDeliveries(endpointId: string) {
  const { data, loading, error } = useQuery(WebhookDeliveriesDocument, { variables: { endpointId }, fetchPolicy: 'cache-and-network', pollInterval: 5000 });
  return { deliveries: data?.webhookDeliveries ?? [], loading: loading && !data, error };
}

/** Registers an endpoint, or rotates its secret: the answer's secret is kept here to be shown once. */
export function useWebhookSecrets() {
  const [secret, setSecret] = useState<{ endpointId: string; secret: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, created] = useMutation(CreateWebhookEndpointDocument, { context: { silent: true }, refetchQueries: [WebhookEndpointsDocument] });
  const [rotateSecret, rotated] = useMutation(RotateWebhookSecretDocument, { context: { silent: true } });
  const register = async (url: string, events: string[], description: string): Promise<boolean> => {
    setProblem(null);
    try {
      const { data } = await create({ variables: { input: { url, events, description: description || null } } });
      if (data) setSecret({ endpointId: data.createWebhookEndpoint.endpoint.id, secret: data.createWebhookEndpoint.secret });
      return true;
    } catch (error) {
      setProblem(wordsOf(error));
      return false;
    }
  };
  /** Answers whether the secret was rotated (a refusal is told in a toast). */
  const rotate = async (id: string): Promise<boolean> => {
    try {
      const { data } = await rotateSecret({ variables: { id } });
      if (data) setSecret({ endpointId: id, secret: data.rotateWebhookSecret.secret });
      return true;
    } catch (error) {
      notify.error(wordsOf(error));
      return false;
    }
  };
  return { register, rotate, secret, dismiss: () => setSecret(null), problem, busy: created.loading || rotated.loading };
}

export function useEndpointActions() {
  const [setEnabled] = useMutation(SetWebhookEndpointEnabledDocument, { context: { silent: true } });
  const [resendDelivery] = useMutation(ResendWebhookDeliveryDocument, { context: { silent: true } });
  return {
    toggle: async (id: string, enabled: boolean) => {
      try {
        await setEnabled({ variables: { id, enabled } });
      } catch (error) {
        notify.error(wordsOf(error));
      }
    },
    resend: async (endpointId: string, deliveryId: string) => {
      try {
        await resendDelivery({ variables: { endpointId, deliveryId } });
        notify.success('Sent again: it goes out within a few seconds');
      } catch (error) {
        notify.error(wordsOf(error));
      }
    },
  };
}

export function useApiKeys() {
  const { data, loading, error } = useQuery(ApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const [made, setMade] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, created] = useMutation(CreateApiKeyDocument, { context: { silent: true }, refetchQueries: [ApiKeysDocument] });
  const [revokeKey, revoked] = useMutation(RevokeApiKeyDocument, { context: { silent: true } });
  return {
    keys: data?.apiKeys ?? [],
    loading: loading && !data,
    error,
    made,
    dismiss: () => setMade(null),
    problem,
    busy: created.loading,
    /** A revocation is under way. */
    revoking: revoked.loading,
    create: async (name: string, scopes: string[]): Promise<boolean> => {
      setProblem(null);
      try {
        const answer = await create({ variables: { input: { name, scopes } } });
        if (answer.data) setMade(answer.data.createApiKey.key);
        return true;
      } catch (e) {
        setProblem(wordsOf(e));
        return false;
      }
    },
    /** Answers whether the key was revoked (a refusal is told in a toast). */
    revoke: async (id: string): Promise<boolean> => {
      try {
        await revokeKey({ variables: { id } });
        return true;
      } catch (e) {
        notify.error(wordsOf(e));
        return false;
      }
    },
  };
}
