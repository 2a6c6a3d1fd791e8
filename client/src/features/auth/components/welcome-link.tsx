import { useVar } from '../../../apollo/vars/use-var';
import { AppLink } from '../../../components/app-link';
import { displayName, sessionVar } from '../../../apollo/vars/session';
import { paths } from '../../../config/paths';

/** The top bar's 'Login', or 'Welcome, {first name}' linking to the profile. */
export function WelcomeLink() {
  const { user, isAuthenticated } = useVar(sessionVar);
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
