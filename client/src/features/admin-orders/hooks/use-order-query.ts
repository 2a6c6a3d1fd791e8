import { useUrlQuery } from '../../../lib/url-query';
import { readOrderQuery, writeOrderQuery } from '../lib/order-query';

/** The list's search, filters and page live in the URL: a link or a reload shows the same page. */
export const useOrderQuery = () => useUrlQuery(readOrderQuery, writeOrderQuery);
