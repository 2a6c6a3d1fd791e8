import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { shopSystem } from './theme/system';

/**
 * Chakra's theme. Apollo's client is not provided here: the pages that use its hooks bring it
 * with their own chunk (apollo/with-apollo.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ChakraProvider value={shopSystem}>{children}</ChakraProvider>;
}
