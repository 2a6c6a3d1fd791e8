import { useSearchParams } from 'react-router';

/** A list's page as the URL's query keeps it ('?page=3'): a whole number from 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * A list's search, filters and page kept in the URL's query (the admin console's lists): a link
 * or a reload shows the same page. `read` takes the query apart, `write` puts it back (only what
 * differs from the defaults). Any change but the page's goes back to page 1.
 */
export function useUrlQuery<Q extends { page: number }>(read: (params: URLSearchParams) => Q, write: (query: Q) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const query = read(params);
  const update = (change: Partial<Q>) => setParams(write({ ...query, ...change, page: change.page ?? 1 }));
  return { query, update };
}
