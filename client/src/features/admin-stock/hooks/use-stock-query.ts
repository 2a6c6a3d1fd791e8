import { useSearchParams } from 'react-router';

/** The stock list's search, low-stock filter and page, kept in the URL's query. */
export interface StockQuery {
  search: string;
  lowOnly: boolean;
  page: number;
}

export function readStockQuery(params: URLSearchParams): StockQuery {
  const page = Number(params.get('page'));
  return { search: (params.get('q') ?? '').slice(0, 100), lowOnly: params.get('low') === '1', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function writeStockQuery(q: StockQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.search.trim()) params.set('q', q.search.trim());
  if (q.lowOnly) params.set('low', '1');
  if (q.page > 1) params.set('page', String(q.page));
  return params;
}

/** Any change but the page's goes back to page 1. */
export function useStockQuery() {
  const [params, setParams] = useSearchParams();
  const query = readStockQuery(params);
  const update = (change: Partial<StockQuery>) => setParams(writeStockQuery({ ...query, ...change, page: change.page ?? 1 }));
  return { query, update };
}
