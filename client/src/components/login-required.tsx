import { Button } from '@chakra-ui/react/button';
import { LockKeyhole } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { loginPath } from '../lib/return-path';
import { MessagePage } from './message-page';

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
    <MessagePage icon={<LockKeyhole size={30} />} title={title} description={description} testId="login-required">
      <Button asChild size="lg">
        <RouterLink to={loginPath(pathname + search)}>Login</RouterLink>
      </Button>
      <Button asChild size="lg" variant="outline" borderColor="gray.300">
        <RouterLink to={paths.shop}>Continue Shopping</RouterLink>
      </Button>
    </MessagePage>
  );
}
