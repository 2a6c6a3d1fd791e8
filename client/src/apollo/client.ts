import { ApolloClient } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { BaseHttpLink } from '@apollo/client/link/http';
import { env } from '../config/env';
import { createCache } from './cache';
import { authLink } from './links/auth-link';
import './links/context';
import { errorLink } from './links/error-link';
import { createTimeoutLink } from './links/timeout-link';

/**
 * The one link chain: errors (toasts, refresh-once-on-401) wrap the bearer token, which
 * wraps the 10 s timeout around the HTTP call. The refresh cookie rides along same-origin.
 * The HTTP call is Apollo's BaseHttpLink: HttpLink is that plus its ClientAwarenessLink, which
 * puts Apollo Client's name and version into every request's `extensions` (and the query string
 * of a GET) for Apollo's metrics service, which this shop's server does not read.
 */
export const apolloClient = new ApolloClient({
  link: ApolloLink.from([
    errorLink,
    authLink,
    createTimeoutLink(),
    new BaseHttpLink({ uri: env.graphqlUrl, credentials: 'same-origin' }),
  ]),
  cache: createCache(),
});
