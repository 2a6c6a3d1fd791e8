import { SetContextLink } from '@apollo/client/link/context';
import { sessionVar } from '../vars/session';

/**
 * Every request carries the bearer token when the session has one, but a public read goes by GET
 * without it: the server answers a signed-in request no-store, and keeps nothing it was given.
 */
export const authLink = new SetContextLink((prev) => {
  if (prev.public) return { fetchOptions: { method: 'GET' } };
  const { token } = sessionVar();
  return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
});
