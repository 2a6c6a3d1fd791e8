import type { ApolloClient } from '@apollo/client';
import { RefreshTokenDocument } from '../../gql/graphql';
import { setSession } from '../vars/session';

let inFlight: Promise<boolean> | null = null;

/**
 * Exchanges the HttpOnly refresh cookie for a new access token, once for all requests that
 * failed together. Resolves true when the session was renewed.
 */
export function refreshSession(client: ApolloClient): Promise<boolean> {
  inFlight ??= client
    .mutate({ mutation: RefreshTokenDocument, context: { silent: true, authRetried: true } })
    .then(({ data }) => {
      if (!data) return false;
      setSession(data.refreshToken.user, data.refreshToken.token);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
