/** Order and payment statuses as the shopper sees them: a label, a colour and an icon each. */
export type BadgeIcon = 'clock' | 'check' | 'truck' | 'package' | 'x' | 'paid' | 'alert' | 'refund' | 'unknown';

export interface BadgeLook {
  label: string;
  /** A Chakra colour palette; gray is the neutral look of an unknown value. */
  palette: 'yellow' | 'orange' | 'blue' | 'purple' | 'green' | 'red' | 'gray';
  icon: BadgeIcon;
}

/** A pending order is placed: the shop has it and has not confirmed it yet ('Pending' read as if the order itself were in doubt). */
const ORDER: Record<string, BadgeLook> = {
  pending: { label: 'Placed', palette: 'yellow', icon: 'clock' },
  confirmed: { label: 'Confirmed', palette: 'blue', icon: 'check' },
  shipped: { label: 'Shipped', palette: 'purple', icon: 'truck' },
  delivered: { label: 'Delivered', palette: 'green', icon: 'package' },
  cancelled: { label: 'Cancelled', palette: 'red', icon: 'x' },
};

/**
 * The payment as the server says the shopper reads it (Order.paymentState), beside the order's
 * badge, so its words say they are about the payment: a new order read 'Pending Pending'. A
 * payment is 'cancelled' only with its order, before any money was taken (a paid order's becomes
 * 'refunded'): 'Not charged' says so, where a second 'Cancelled' beside the order's said nothing
 * new. A cash on delivery order's waits for the courier: nothing for the shopper to do yet.
 */
const PAYMENT: Record<string, BadgeLook> = {
  pending: { label: 'Payment pending', palette: 'orange', icon: 'clock' },
  pay_on_delivery: { label: 'Pay on delivery', palette: 'gray', icon: 'clock' },
  paid: { label: 'Paid', palette: 'green', icon: 'paid' },
  failed: { label: 'Payment failed', palette: 'red', icon: 'alert' },
  partly_refunded: { label: 'Partly refunded', palette: 'gray', icon: 'refund' },
  refunded: { label: 'Refunded', palette: 'gray', icon: 'refund' },
  cancelled: { label: 'Not charged', palette: 'gray', icon: 'x' },
};

const titleCase = (s: string) => s.replace(/[_-]+/g, ' ').toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());

/** A status as the tables key it: trimmed, lower case ('' for none). */
const keyOf = (raw: string | null | undefined) => (raw ?? '').trim().toLowerCase();

function look(table: Record<string, BadgeLook>, raw: string | null | undefined): BadgeLook {
  const key = keyOf(raw);
  return table[key] ?? { label: key ? titleCase(key) : 'Unknown', palette: 'gray', icon: 'unknown' };
}

/** Statuses are lower-cased on read; an unknown one gets a neutral look with its own name. */
export const orderStatusLook = (status: string | null | undefined): BadgeLook => look(ORDER, status);
export const paymentStatusLook = (status: string | null | undefined): BadgeLook => look(PAYMENT, status);

export const isDelivered = (status: string) => status.toLowerCase() === 'delivered';
export const isCancelled = (status: string) => status.toLowerCase() === 'cancelled';
