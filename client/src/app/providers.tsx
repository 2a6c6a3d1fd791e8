import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { apolloClient } from '../apollo/client';
import { system } from './theme/system';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={apolloClient}>{children}</ApolloProvider>
    </ChakraProvider>
  );
}
