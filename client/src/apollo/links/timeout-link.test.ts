import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink, execute } from '@apollo/client/link';
import { Observable } from 'rxjs';
import { CatalogueDocument } from '../../gql/graphql';
import { RequestTimeoutError } from './error-messages';
import { createTimeoutLink } from './timeout-link';

const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
const answer = { data: { catalogue: null } };

/** A server that answers after `delay` ms (never, for null), and says when its request was dropped. */
function slowServer(delay: number | null) {
  const dropped = jest.fn();
  const link = new ApolloLink(
    () =>
      new Observable<ApolloLink.Result>((observer) => {
        let answered = false;
        const timer = delay === null ? undefined : setTimeout(() => { answered = true; observer.next(answer); observer.complete(); }, delay);
        return () => {
          clearTimeout(timer);
          if (!answered) dropped();
        };
      }),
  );
  return { link: ApolloLink.from([createTimeoutLink(1_000), link]), dropped };
}

/** Runs the operation through `link`, recording what comes out. */
function run(link: ApolloLink) {
  const seen: { next: unknown[]; error?: unknown; complete: boolean } = { next: [], complete: false };
  const subscription = execute(link, { query: CatalogueDocument }, { client }).subscribe({
    next: (r) => seen.next.push(r),
    error: (e: unknown) => (seen.error = e),
    complete: () => (seen.complete = true),
  });
  return { seen, subscription };
}

describe('the timeout link: 10 s for an answer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('passes an answer that comes in time through, and keeps no timer', () => {
    const { link, dropped } = slowServer(999);
    const { seen } = run(link);
    jest.advanceTimersByTime(999);
    expect(seen).toEqual({ next: [answer], complete: true });
    expect(jest.getTimerCount()).toBe(0);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('gives up with RequestTimeoutError when none comes, and drops the request underneath', () => {
    const { link, dropped } = slowServer(null);
    const { seen } = run(link);
    jest.advanceTimersByTime(999);
    expect(seen.error).toBeUndefined();
    jest.advanceTimersByTime(1);
    expect(seen.error).toBeInstanceOf(RequestTimeoutError);
    expect((seen.error as Error).message).toBe('No answer within 1000 ms');
    expect(seen.next).toEqual([]);
    expect(dropped).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('an unsubscribe before the answer drops the request and the timer', () => {
    const { link, dropped } = slowServer(5_000);
    const { seen, subscription } = run(link);
    subscription.unsubscribe();
    expect(dropped).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(10_000);
    expect(seen).toEqual({ next: [], complete: false });
  });
});
