import { SetContextLink } from '@apollo/client/link/context';
import { sessionVar } from '../vars/session';

/** Every request carries the bearer token when the session has one. */
export const authLink = new SetContextLink((prev) => {
  const { token } = sessionVar();
  return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
});
