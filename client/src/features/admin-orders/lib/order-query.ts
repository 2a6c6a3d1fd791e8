import type { AdminOrderFilter, OrderStatus, PaymentStatus } from '../../../admin-gql/admin-orders/graphql';
import { startOfIndianDay } from '../../../lib/dates';
import { readPage } from '../../../lib/url-query';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './status';

/** The orders list's search, filters and page, as the URL's query keeps them. */
export interface OrderQuery {
  search: string;
  status: OrderStatus | '';
  payment: PaymentStatus | '';
  /** Days in India's time, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], v: string | null): T | '' => (values.includes(v as T) ? (v as T) : '');
const day = (v: string | null) => (v && DAY.test(v) && !Number.isNaN(Date.parse(v)) ? v : '');

export function readOrderQuery(params: URLSearchParams): OrderQuery {
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    status: oneOf(ORDER_STATUSES, params.get('status')),
    payment: oneOf(PAYMENT_STATUSES, params.get('payment')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: readPage(params),
  };
}

/** Only what differs from the defaults, so a plain /admin stays plain. */
export function writeOrderQuery(q: OrderQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.search.trim()) params.set('q', q.search.trim());
  if (q.status) params.set('status', q.status);
  if (q.payment) params.set('payment', q.payment);
  if (q.from) params.set('from', q.from);
  if (q.to) params.set('to', q.to);
  if (q.page > 1) params.set('page', String(q.page));
  return params;
}

const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The API's filter, or the problem that keeps it from being asked (an end before the start). */
export function toFilter(q: OrderQuery): { filter: AdminOrderFilter; problem: string | null } {
  if (q.from && q.to && q.to < q.from) return { filter: {}, problem: 'The end date is before the start date' };
  const filter: AdminOrderFilter = {};
  if (q.search.trim()) filter.search = q.search.trim();
  if (q.status) filter.status = q.status;
  if (q.payment) filter.paymentStatus = q.payment;
  if (q.from) filter.from = startOfIndianDay(q.from);
  if (q.to) filter.to = startOfIndianDay(nextDay(q.to));
  return { filter, problem: null };
}
