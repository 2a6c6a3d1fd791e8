import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { Observable, of } from 'rxjs';
import { toast } from 'react-hot-toast/headless';
import { CatalogueDocument, LoginDocument } from '../../gql/graphql';
import { registerNavigator } from '../../lib/navigation';
import { loadToast } from '../../lib/notify';
import { clearSession, sessionVar, setSession, type SessionUser } from '../vars/session';
import { authLink } from './auth-link';
import './context';
import { errorLink } from './error-link';

const user: SessionUser = {
  id: 'u1', email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao', phone: null, role: 'CUSTOMER',
  address: { addressLine1: null, city: null, state: null, postalCode: null, country: 'India' },
};
const unauthenticated = { data: null, errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] };
const catalogue = { data: { catalogue: { __typename: 'Catalogue', version: 'v1', categories: [], colors: [], sizes: [], priceRange: { __typename: 'PriceRange', min: 0, max: 0 }, products: [] } } };

/** A fake server: answers by operation name and records the bearer token each call carried. */
function fakeServer(answer: (op: string, token: string | undefined) => object) {
  const calls: [string, string | undefined][] = [];
  const link = new ApolloLink((operation) => {
    const token = (operation.getContext().headers as Record<string, string> | undefined)?.authorization?.replace('Bearer ', '');
    calls.push([operation.operationName ?? '', token]);
    return of(answer(operation.operationName ?? '', token)) as unknown as Observable<ApolloLink.Result>;
  });
  const client = new ApolloClient({ link: ApolloLink.from([errorLink, authLink, link]), cache: new InMemoryCache() });
  return { client, calls };
}

describe('the error link: refresh once on 401, else sign out', () => {
  const navigate = jest.fn();
  beforeEach(() => {
    navigate.mockReset();
    registerNavigator(navigate);
    toast.remove();
  });
  afterEach(() => clearSession());

  it('refreshes silently with the cookie and replays the request with the new token', async () => {
    setSession(user, 'old');
    const { client, calls } = fakeServer((op, token) =>
      op === 'RefreshToken' ? { data: { refreshToken: { __typename: 'AuthPayload', token: 'new', user: { __typename: 'User', ...user, address: { __typename: 'Address', ...user.address } } } } }
      : token === 'new' ? catalogue : unauthenticated,
    );
    const { data } = await client.query({ query: CatalogueDocument });
    expect(data?.catalogue.version).toBe('v1');
    expect(calls).toEqual([['Catalogue', 'old'], ['RefreshToken', 'old'], ['Catalogue', 'new']]);
    expect(sessionVar()).toMatchObject({ token: 'new', isAuthenticated: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the session and goes to /login when the refresh fails', async () => {
    setSession(user, 'old');
    const { client, calls } = fakeServer(() => unauthenticated);
    await expect(client.query({ query: CatalogueDocument })).rejects.toThrow();
    expect(calls.map(([op]) => op)).toEqual(['Catalogue', 'RefreshToken']);
    expect(sessionVar().isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a signed-out visitor is not refreshed: the spec message, straight to /login', async () => {
    const shown = jest.spyOn(toast, 'error');
    const { client, calls } = fakeServer(() => unauthenticated);
    await expect(client.query({ query: CatalogueDocument })).rejects.toThrow();
    await loadToast();
    expect(calls.map(([op]) => op)).toEqual(['Catalogue']);
    expect(shown).toHaveBeenCalledWith('Session expired. Please login again.', expect.objectContaining({ duration: 5000 }));
    expect(navigate).toHaveBeenCalledWith('/login');
    shown.mockRestore();
  });

  it('a refused sign-in shows the server\'s reason, keeps the session untouched and stays on the page', async () => {
    const shown = jest.spyOn(toast, 'error');
    const { client, calls } = fakeServer(() => ({ data: null, errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }] }));
    await expect(client.mutate({ mutation: LoginDocument, variables: { input: { email: 'a@b.in', password: 'x', website: 'w' } } })).rejects.toThrow();
    await loadToast();
    expect(calls.map(([op]) => op)).toEqual(['Login']);
    expect(shown).toHaveBeenCalledWith('Invalid email or password', expect.objectContaining({ duration: 5000 }));
    expect(navigate).not.toHaveBeenCalled();
    shown.mockRestore();
  });

  it('other failures become their toast (API durations: error 5 s)', async () => {
    const shown = jest.spyOn(toast, 'error');
    const { client } = fakeServer(() => ({ data: null, errors: [{ message: 'slow down', extensions: { code: 'TOO_MANY_REQUESTS' } }] }));
    await expect(client.query({ query: CatalogueDocument })).rejects.toThrow();
    await loadToast();
    expect(shown).toHaveBeenCalledWith('Too many requests. Please try again later.', expect.objectContaining({ duration: 5000 }));
    shown.mockRestore();
  });

  it('a silent operation (the catalogue) is never toasted for ordinary failures', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = fakeServer(() => ({ data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
    const shown = jest.spyOn(toast, 'error');
    await expect(client.query({ query: CatalogueDocument, context: { silent: true } })).rejects.toThrow();
    await loadToast();
    expect(spy).toHaveBeenCalled();
    expect(shown).not.toHaveBeenCalled();
    spy.mockRestore();
    shown.mockRestore();
  });
});
