import { useVar } from '../../../apollo/vars/use-var';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { displayName, sessionVar } from '../../../apollo/vars/session';
import { paths } from '../../../config/paths';

// The menu's popup code is needed only by signed-in shoppers.
const SignedInMenu = lazy(() => import('./signed-in-menu'));

/** Signed in: the account menu (name, email, Profile, My Orders, Logout). Signed out: Login. */
export function UserMenu() {
  const { user, isAuthenticated } = useVar(sessionVar);
  const signedIn = isAuthenticated && user;
  const placeholder = (
    <Button asChild variant="ghost" size="sm" px="2" letterSpacing="normal" fontWeight="medium">
      <RouterLink to={signedIn ? paths.profile : paths.login} aria-label={signedIn ? `Account: ${displayName(user)}` : 'Login'}>
        <UserRound aria-hidden />
        <Box as="span" hideBelow="lg">
          {signedIn ? displayName(user) : 'Login'}
        </Box>
      </RouterLink>
    </Button>
  );
  if (!signedIn) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}
