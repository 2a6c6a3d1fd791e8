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
