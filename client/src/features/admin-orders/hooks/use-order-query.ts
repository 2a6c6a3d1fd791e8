import { useSearchParams } from 'react-router';
import { type OrderQuery, readOrderQuery, writeOrderQuery } from '../lib/order-query';

/** The list's search, filters and page live in the URL: a link or a reload shows the same page. */
export function useOrderQuery() {
  const [params, setParams] = useSearchParams();
  const query = readOrderQuery(params);
  /** Any change but the page's goes back to page 1. */
  const update = (change: Partial<OrderQuery>) => {
    const next = { ...query, ...change, page: change.page ?? 1 };
    setParams(writeOrderQuery(next));
  };
  return { query, update };
}
