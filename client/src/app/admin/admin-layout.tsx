import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { sessionVar } from '../../apollo/vars/session';
import { useVar } from '../../apollo/vars/use-var';
import { DocumentTitle } from '../../components/document-title';
import { LoginRequired } from '../../components/login-required';
import { AccessDenied } from './access-denied';
import { adminSystem } from './admin-system';
import { ADMIN_SECTIONS } from './sections';


/**
 * Every admin page: signed out, the sign-in prompt (which returns here); signed in without the
 * admin role, the page's own 'Access denied'; an admin gets the console's heading and sections.
 */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const { user, isAuthenticated } = useVar(sessionVar);
  const { pathname } = useLocation();
  const current = ADMIN_SECTIONS.findLast((s) => pathname.startsWith(s.path)) ?? ADMIN_SECTIONS[0];
  const sections = ADMIN_SECTIONS.map((s) => ({ ...s, active: s === current }));
  if (!isAuthenticated || !user) {
    return (
      <>
        <DocumentTitle title="Admin" />
        <LoginRequired description="Please login with an admin account to open the admin console." />
      </>
    );
  }
  if (user.role !== 'ADMIN') {
    return (
      <>
        <DocumentTitle title="Access denied" />
        <AccessDenied />
      </>
    );
  }
  return (
    <ChakraProvider value={adminSystem}>
      <DocumentTitle title={`${title} | Admin`} />
      <Container maxW="7xl" py={{ base: '5', md: '8' }} data-testid="admin-console">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="5">
          <Heading as="p" size="lg" fontFamily="heading">
            Admin
          </Heading>
          <HStack as="nav" aria-label="Admin sections" gap="1" wrap="wrap">
            {sections.map((s) => (
              <Box asChild key={s.path} px="3" py="1.5" rounded="md" fontWeight="medium" bg={s.active ? 'gray.900' : 'transparent'} color={s.active ? 'white' : 'fg'} _hover={{ bg: s.active ? 'gray.900' : 'gray.100' }}>
                <RouterLink to={s.path} aria-current={s.active ? 'page' : undefined}>
                  {s.label}
                </RouterLink>
              </Box>
            ))}
          </HStack>
        </Flex>
        {children}
      </Container>
    </ChakraProvider>
  );
}
