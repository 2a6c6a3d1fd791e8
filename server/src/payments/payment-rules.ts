export type ProviderName = 'sandbox' | 'razorpay';

/** An attempt: pending -> paid | failed, failed -> paid (a later payment on the same provider order); never back. */
export type AttemptStatus = 'pending' | 'failed' | 'paid';

/** What settled an attempt first. */
export type SettledBy = 'browser' | 'webhook' | 'reconciler';

/** pending -> requesting (one instance asks the provider) -> processed | failed. */
export type RefundStatus = 'pending' | 'requesting' | 'processed' | 'failed';

const RANK: Record<AttemptStatus, number> = { pending: 0, failed: 1, paid: 2 };

/** The attempt statuses from which an attempt may move to `to`. */
export const attemptStatusesBefore = (to: AttemptStatus): AttemptStatus[] => (Object.keys(RANK) as AttemptStatus[]).filter((from) => RANK[from] < RANK[to]);

/** A checkout opened this recently is answered again instead of opening another (an idempotent createOrder retry). */
export const REUSE_ATTEMPT_MS = 15 * 60_000;

/**
 * How long a payment seen under way on an attempt (the provider holds one it has not decided: a
 * UPI request waiting for the shopper's approval, a card payment authorised and not captured)
 * holds Retry payment back: a second attempt then could take the money twice. UPI requests and
 * banks' pages are settled or expire well within it; past it, Retry opens an attempt again, and
 * a late capture of this one is refunded if another paid meanwhile (the ledger).
 */
export const UNDER_WAY_MS = 15 * 60_000;

/** Until when a payment under way on attempt `a` holds Retry payment back; null when none is (or no longer). */
export function underWayUntil(a: { status: AttemptStatus; paymentStartedAt: Date | null }, now = new Date()): Date | null {
  if (a.status !== 'pending' || !a.paymentStartedAt) return null;
  const until = new Date(a.paymentStartedAt.getTime() + UNDER_WAY_MS);
  return until.getTime() > now.getTime() ? until : null;
}

/** The provider's words for a failed payment, as the order keeps them: one line, at most 200 characters; null when it gave none. */
export function failureReasonOf(error: string | null): string | null {
  const text = (error ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, 200) : null;
}

/**
 * How long the reconciler keeps asking the provider about an attempt nobody has settled: an
 * abandoned checkout stays pending at the provider for ever, and a late capture (to be paid, or
 * refunded if its order was cancelled meanwhile) comes within minutes to hours, not days.
 */
export const RECONCILE_FOR_MS = 2 * 86_400_000;

/** A refund stuck in 'requesting' this long (its instance died) is asked about again. */
export const STUCK_REFUND_MS = 5 * 60_000;

/** The least a refund may be: Razorpay refuses less than ₹1 ('The amount must be at least INR 1.00'). */
export const MIN_REFUND_PAISE = 100;

/** The staff's reason for a refund: at most this many characters (as a stock movement's note, an order's cancellation reason). */
export const REFUND_REASON_MAX = 200;
