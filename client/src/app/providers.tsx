import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { shopSystem } from './theme/system';

/**
 * Chakra's theme and the Apollo client: the browser passes its one client, the prerender a
 * fresh one per page. The browser passes the system without its global CSS when the page has
 * it already (app.tsx).
 */
export function AppProviders({ client, system: sys = shopSystem(), children }: { client: ApolloClient; system?: SystemContext; children: ReactNode }) {
  return (
    <ChakraProvider value={sys}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </ChakraProvider>
  );
}
