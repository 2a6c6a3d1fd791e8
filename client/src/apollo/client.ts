import { ApolloClient } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { HttpLink } from '@apollo/client/link/http';
import { env } from '../config/env';
import { createCache } from './cache';
import { authLink } from './links/auth-link';
import './links/context';
import { errorLink } from './links/error-link';
import { createTimeoutLink } from './links/timeout-link';

/**
 * The one link chain: errors (toasts, refresh-once-on-401) wrap the bearer token, which
 * wraps the 10 s timeout around the HTTP call. The refresh cookie rides along same-origin.
 */
export const apolloClient = new ApolloClient({
  link: ApolloLink.from([
    errorLink,
    authLink,
    createTimeoutLink(),
    new HttpLink({ uri: env.graphqlUrl, credentials: 'same-origin' }),
  ]),
  cache: createCache(),
});
