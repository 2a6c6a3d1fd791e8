import { ApolloProvider } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { apolloClient } from './client';

/**
 * A page that uses Apollo's hooks (useQuery, useMutation), under the one client. Apollo is not
 * part of the shell (apollo/load-api.ts): each such page brings it with its own chunk, so the
 * provider is there whenever the page is.
 */
export function withApollo<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithApollo(props: P) {
    return (
      <ApolloProvider client={apolloClient}>
        <Page {...props} />
      </ApolloProvider>
    );
  }
  WithApollo.displayName = `withApollo(${Page.displayName ?? Page.name})`;
  return WithApollo;
}
