import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { system } from './theme/system';

/** Chakra's theme and the Apollo client: the browser passes its one client, the prerender a fresh one per page. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </ChakraProvider>
  );
}
