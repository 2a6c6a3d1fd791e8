import type { AdminPaymentsQueryVariables, PaymentAttemptStatus } from '../../../admin-gql/admin-payments/graphql';
import { readPage } from '../../../lib/url-query';
import { ATTEMPT_STATUSES } from './labels';

/** The payments list's search, status filter and page, as the URL's query keeps them. */
export interface PaymentQuery {
  search: string;
  status: PaymentAttemptStatus | '';
  /** Only attempts with a flag (an amount that did not match, a capture after the order closed). */
  flagged: boolean;
  page: number;
}

/** The server's limit on the search. */
export const SEARCH_MAX = 100;

export function readPaymentQuery(params: URLSearchParams): PaymentQuery {
  const status = params.get('status') as PaymentAttemptStatus | null;
  return {
    search: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    status: status && ATTEMPT_STATUSES.includes(status) ? status : '',
    flagged: params.get('flagged') === '1',
    page: readPage(params),
  };
}

/** Only what differs from the defaults, so a plain /admin/payments stays plain. */
export function writePaymentQuery(q: PaymentQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.search.trim()) params.set('q', q.search.trim());
  if (q.status) params.set('status', q.status);
  if (q.flagged) params.set('flagged', '1');
  if (q.page > 1) params.set('page', String(q.page));
  return params;
}

/** adminPayments' arguments for the query (a blank search or no status is left out). */
export function paymentVariables(q: PaymentQuery, pageSize: number): AdminPaymentsQueryVariables {
  return { search: q.search.trim() || undefined, status: q.status || undefined, flagged: q.flagged || undefined, page: q.page, pageSize };
}
