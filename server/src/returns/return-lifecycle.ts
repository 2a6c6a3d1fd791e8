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

/**
 * An exchange's life: requested -> approved (its replacement order made) -> picked_up -> received
 * (the units sent back are on sale again), or rejected while it is requested. Once approved it is
 * not rejected: its replacement is on its way. An exchange whose size is gone at approval becomes
 * a return (kind 'return', approved) and follows RETURN_NEXT to its refund.
 */
export const EXCHANGE_NEXT: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['picked_up'],
  picked_up: ['received'],
  received: [],
  refunded: [],
  rejected: [],
};

/** A return for a refund, or an exchange for another size. */
export type ReturnKind = 'return' | 'exchange';
export const RETURN_KINDS: readonly ReturnKind[] = ['return', 'exchange'];

export const RETURN_STATUSES = Object.keys(RETURN_NEXT) as ReturnStatus[];

/** The moves a request of `kind` may make from `status`. */
export const nextReturnStatuses = (kind: ReturnKind, status: ReturnStatus): readonly ReturnStatus[] => (kind === 'exchange' ? EXCHANGE_NEXT : RETURN_NEXT)[status];

export const isReturnStatus = (s: string): s is ReturnStatus => Object.hasOwn(RETURN_NEXT, s);

export const canMoveReturn = (kind: ReturnKind, from: ReturnStatus, to: ReturnStatus): boolean => nextReturnStatuses(kind, from).includes(to);

/** The words a status has in an order's history and in refusals. */
export const RETURN_STATUS_WORDS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'requested',
  approved: 'approved',
  picked_up: 'picked up',
  received: 'received',
  refunded: 'refunded',
  rejected: 'rejected',
};

/** How a request is named in refusals and in an order's history. */
export const KIND_WORD: Readonly<Record<ReturnKind, string>> = { return: 'Return', exchange: 'Exchange' };
