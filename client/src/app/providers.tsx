import { ChakraProvider, type SystemContext } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { shopSystem } from './theme/system';

/**
 * Chakra's theme. The browser passes the system without its global CSS when the page has it
 * already (app.tsx). Apollo's client is not provided here: the pages that use its hooks bring
 * it with their own chunk (apollo/with-apollo.tsx).
 */
export function AppProviders({ system: sys = shopSystem(), children }: { system?: SystemContext; children: ReactNode }) {
  return <ChakraProvider value={sys}>{children}</ChakraProvider>;
}
