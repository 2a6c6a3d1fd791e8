import { useReactiveVar } from '@apollo/client/react';
import { AppLink } from '../../../components/app-link';
import { displayName, sessionVar } from '../../../apollo/vars/session';
import { paths } from '../../../config/paths';

/** The top bar's 'Login', or 'Welcome, {first name}' linking to the profile. */
export function WelcomeLink() {
  const { user, isAuthenticated } = useReactiveVar(sessionVar);
  return isAuthenticated && user ? (
    <AppLink to={paths.profile} color="inherit">
      Welcome, {displayName(user)}
    </AppLink>
  ) : (
    <AppLink to={paths.login} color="inherit">
      Login
    </AppLink>
  );
}
