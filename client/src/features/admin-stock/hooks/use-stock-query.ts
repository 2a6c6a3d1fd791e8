import { readPage, useUrlQuery } from '../../../lib/url-query';

/** The stock list's search, low-stock filter and page, kept in the URL's query. */
export interface StockQuery {
  search: string;
  lowOnly: boolean;
  page: number;
}

export function readStockQuery(params: URLSearchParams): StockQuery {
  return { search: (params.get('q') ?? '').slice(0, 100), lowOnly: params.get('low') === '1', page: readPage(params) };
}

export function writeStockQuery(q: StockQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.search.trim()) params.set('q', q.search.trim());
  if (q.lowOnly) params.set('low', '1');
  if (q.page > 1) params.set('page', String(q.page));
  return params;
}

/** Any change but the page's goes back to page 1. */
export const useStockQuery = () => useUrlQuery(readStockQuery, writeStockQuery);
