/**
 * A return's life (DECISIONS 14): requested -> approved -> picked_up -> received -> refunded, or
 * rejected with a reason while it is requested or approved (nothing has come back yet). Every
 * other move is refused.
 */
export type ReturnStatus = 'requested' | 'approved' | 'picked_up' | 'received' | 'refunded' | 'rejected';

export const RETURN_NEXT: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['picked_up', 'rejected'],
  picked_up: ['received'],
  received: ['refunded'],
  refunded: [],
  rejected: [],
};

export const RETURN_STATUSES = Object.keys(RETURN_NEXT) as ReturnStatus[];

export const isReturnStatus = (s: string): s is ReturnStatus => Object.hasOwn(RETURN_NEXT, s);

export const canMoveReturn = (from: ReturnStatus, to: ReturnStatus): boolean => RETURN_NEXT[from].includes(to);

/** The words a status has in an order's history and in refusals. */
export const RETURN_STATUS_WORDS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'requested',
  approved: 'approved',
  picked_up: 'picked up',
  received: 'received',
  refunded: 'refunded',
  rejected: 'rejected',
};
