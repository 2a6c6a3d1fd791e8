import { useNavigate } from 'react-router';
import { loadApi } from '../../../apollo/load-api';
import { clearSession } from '../../../apollo/vars/session';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';

/**
 * Logout: the server revokes the refresh cookie (best effort: the session is cleared here
 * whatever it answers), then 'Logged out successfully' and home. The shopper's orders leave
 * the cache with the session.
 */
export function useLogout() {
  const navigate = useNavigate();
  return () => {
    clearSession();
    loadApi().then((api) => api.revokeSession(), () => undefined);
    notify.success('Logged out successfully');
    navigate(paths.home);
  };
}
