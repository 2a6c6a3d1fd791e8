import { ApolloLink } from '@apollo/client/link';
import { throwError, timeout } from 'rxjs';
import { API_TIMEOUT_MS } from '../../config/constants';
import { RequestTimeoutError } from './error-messages';

/** Gives up after 10 s; unsubscribing aborts the fetch underneath. */
export const createTimeoutLink = (ms = API_TIMEOUT_MS) =>
  new ApolloLink((operation, forward) =>
    forward(operation).pipe(timeout({ first: ms, with: () => throwError(() => new RequestTimeoutError(ms)) })),
  );
