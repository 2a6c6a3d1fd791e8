import type { PaymentAttemptStatus, PaymentProvider, PaymentSettledBy } from '../../../admin-gql/admin-payments/graphql';

/** An attempt's statuses in their order (for the filter). */
export const ATTEMPT_STATUSES: readonly PaymentAttemptStatus[] = ['PENDING', 'PAID', 'FAILED', 'PARTLY_REFUNDED', 'REFUNDED'];

/** Palettes the shop's theme keeps; the words carry the meaning (money given back, all or part of it, is no longer a green 'Paid'). */
export const ATTEMPT_PALETTE: Record<PaymentAttemptStatus, 'orange' | 'green' | 'red' | 'gray'> = { PENDING: 'orange', PAID: 'green', FAILED: 'red', PARTLY_REFUNDED: 'gray', REFUNDED: 'gray' };

/** 'PAID' -> 'Paid', 'PARTLY_REFUNDED' -> 'Partly refunded'. */
export const label = (value: string): string => value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');

export const PROVIDER_LABEL: Record<PaymentProvider, string> = { SANDBOX: 'Sandbox', RAZORPAY: 'Razorpay' };

export const SETTLED_BY_LABEL: Record<PaymentSettledBy, string> = { BROWSER: 'Browser', WEBHOOK: 'Webhook', RECONCILER: 'Reconciler' };

/** Why the staff should look at an attempt (PaymentAttempt.flag), and what the shop did about it. */
const FLAGS: Record<string, { label: string; help: string }> = {
  amount_mismatch: {
    label: 'Amount mismatch',
    help: 'The provider took another amount or currency than the order’s: the order was not marked paid. Check the payment with the provider.',
  },
  captured_after_close: {
    label: 'Captured after close',
    help: 'The payment was captured after the order had closed: it was refunded.',
  },
};

/** A flag's words; one the console does not know yet keeps its own name. */
export const flagLook = (flag: string): { label: string; help: string | null } => FLAGS[flag] ?? { label: label(flag), help: null };
