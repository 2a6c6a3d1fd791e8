import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { HStack } from '@chakra-ui/react/stack';
import { LockKeyhole } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { loginPath } from '../lib/return-path';
import { EmptyState } from './empty-state';

interface LoginRequiredProps {
  title?: string;
  description?: string;
}

/**
 * The prompt a signed-out visitor sees on checkout, orders and profile (no redirect: spec point
 * 6). Its Login link remembers the page, so that signing in comes back to it.
 */
export function LoginRequired({ title = 'Login Required', description = 'Please login to continue.' }: LoginRequiredProps) {
  const { pathname, search } = useLocation();
  return (
    <Container maxW="3xl" py="8" data-testid="login-required">
      <EmptyState as="h1" icon={<LockKeyhole size={30} />} title={title} description={description}>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild size="lg">
            <RouterLink to={loginPath(pathname + search)}>Login</RouterLink>
          </Button>
          <Button asChild size="lg" variant="outline" borderColor="gray.300">
            <RouterLink to={paths.shop}>Continue Shopping</RouterLink>
          </Button>
        </HStack>
      </EmptyState>
    </Container>
  );
}
