import { ApolloLink } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { API_TIMEOUT_MS } from '../../config/constants';
import { RequestTimeoutError } from './error-messages';

/**
 * Gives up after 10 s without an answer; unsubscribing aborts the fetch underneath. A timer and
 * rxjs's Observable, which Apollo's links are made of: rxjs's `timeout` operator brought its
 * scheduler, a TimeoutError class and its own options with it, for this one timer.
 */
export const createTimeoutLink = (ms = API_TIMEOUT_MS) =>
  new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        const timer = setTimeout(() => observer.error(new RequestTimeoutError(ms)), ms);
        const request = forward(operation).subscribe({
          next: (result) => {
            clearTimeout(timer);
            observer.next(result);
          },
          error: (error) => observer.error(error),
          complete: () => observer.complete(),
        });
        return () => {
          clearTimeout(timer);
          request.unsubscribe();
        };
      }),
  );
