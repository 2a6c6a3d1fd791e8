/** Order and payment statuses as the shopper sees them: a label, a colour and an icon each. */
export type BadgeIcon = 'clock' | 'check' | 'truck' | 'package' | 'x' | 'paid' | 'alert' | 'unknown';

export interface BadgeLook {
  label: string;
  /** A Chakra colour palette; gray is the neutral look of an unknown value. */
  palette: 'yellow' | 'blue' | 'purple' | 'green' | 'red' | 'gray';
  icon: BadgeIcon;
}

const ORDER: Record<string, BadgeLook> = {
  pending: { label: 'Pending', palette: 'yellow', icon: 'clock' },
  confirmed: { label: 'Confirmed', palette: 'blue', icon: 'check' },
  shipped: { label: 'Shipped', palette: 'purple', icon: 'truck' },
  delivered: { label: 'Delivered', palette: 'green', icon: 'package' },
  cancelled: { label: 'Cancelled', palette: 'red', icon: 'x' },
};

const PAYMENT: Record<string, BadgeLook> = {
  pending: { label: 'Payment Pending', palette: 'yellow', icon: 'clock' },
  paid: { label: 'Paid', palette: 'green', icon: 'paid' },
  failed: { label: 'Payment Failed', palette: 'red', icon: 'alert' },
};

const titleCase = (s: string) => s.replace(/[_-]+/g, ' ').toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());

function look(table: Record<string, BadgeLook>, raw: string | null | undefined, prefix = ''): BadgeLook {
  const key = (raw ?? '').trim().toLowerCase();
  return table[key] ?? { label: key ? `${prefix}${titleCase(key)}` : `${prefix}Unknown`, palette: 'gray', icon: 'unknown' };
}

/** Statuses are lower-cased on read; an unknown one gets a neutral look with its own name. */
export const orderStatusLook = (status: string | null | undefined): BadgeLook => look(ORDER, status);
export const paymentStatusLook = (status: string | null | undefined): BadgeLook => look(PAYMENT, status, 'Payment ');

export const isDelivered = (status: string) => status.toLowerCase() === 'delivered';
