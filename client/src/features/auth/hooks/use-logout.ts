import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../apollo/vars/session';
import { paths } from '../../../config/paths';
import { LogoutDocument } from '../../../gql/graphql';
import { notify } from '../../../lib/notify';

/**
 * Logout: the server revokes the refresh cookie (best effort: the session is cleared here
 * whatever it answers), then 'Logged out successfully' and home. The shopper's orders leave
 * the cache with the session.
 */
export function useLogout() {
  const [logout] = useMutation(LogoutDocument, { context: { silent: true } });
  const navigate = useNavigate();
  const client = useApolloClient();
  return () => {
    logout().catch(() => undefined);
    clearSession();
    client.cache.evict({ fieldName: 'ordersByUser' });
    client.cache.gc();
    notify.success('Logged out successfully');
    navigate(paths.home);
  };
}
