/**
 * The constants of spec point 9, kept here once: the shop's own, then the policies' figures.
 * Money is the server's: the subtotal, tax, Cash on Delivery eligibility and charge, and the
 * total come from its quote (quoteCart), never from a rule restated here. The figures below
 * that touch money are labels and policy text only.
 */
/** The shop's name, as the payment provider's checkout shows it too (config/company.ts holds the company's other facts). */
export const BRAND = 'SQU';
export const CURRENCY = 'INR';
export const LOCALE = 'en-IN';

/** The header's and the policies' free-shipping note (a message only: checkout shipping is always 'Free'). */
export const FREE_SHIPPING_THRESHOLD = 999;
export const ESTIMATED_DELIVERY_DAYS = 7;
export const DEFAULT_COUNTRY = 'India';
/** The phone fields' hint: the form a number takes, not a real number (never the shop's own). */
export const PHONE_PLACEHOLDER = '10-digit mobile number';
export const PASSWORD_MIN_LENGTH = 6;
/** How long a password reset link works: the server's default (PASSWORD_RESET_TTL_SECONDS), which the FAQ quotes. */
export const PASSWORD_RESET_MINUTES = 30;

export const API_TIMEOUT_MS = 10_000;
export const HERO_INTERVAL_MS = 5_000;
export const SEARCH_MIN_CHARS = 3; // suggestions after MORE than 2 characters
export const SEARCH_SUGGESTION_LIMIT = 5;
export const HOME_SECTION_LIMIT = 8;
export const TESTIMONIAL_LIMIT = 3;

/** Premium collection: goods priced at ₹2,499 or more (the spec leaves premium undefined). */
export const PREMIUM_MIN_PRICE = 2499;

/** 'Only N left' shows for a size with fewer than this many units (DECISIONS 11). */
export const LOW_STOCK_BELOW = 5;
/** A page's stock answer is asked for again once it is older than this (never polled). */
export const STOCK_FRESH_MS = 5_000;
/** The most product ids one stock call takes (the server's limit). */
export const STOCK_BATCH_MAX = 100;

export const PRODUCT_RATING = 4.8;
export const PRODUCT_ID_PREFIX = 'SQU-';
export const ONE_SIZE = 'One Size';
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** Toast durations: the shop screens use their own; the API layer has its own set. */
export const SHOP_TOAST = { success: 2_000, error: 4_000 } as const;
/** A toast that offers Undo (Clear Cart) stays long enough to reach its button. */
export const UNDO_TOAST_MS = 6_000;
export const API_TOAST = { default: 4_000, success: 3_000, error: 5_000 } as const;
/** react-hot-toast keeps at most this many (its built-in limit is the same 20). */
export const TOAST_LIMIT = 20;

/** The element of a prerendered page that holds the Apollo cache it was drawn from (main.tsx reads it). */
export const PRERENDER_STATE_ID = 'squ-state';

export const STORAGE_KEYS = { cart: 'cart-storage', auth: 'auth-storage', wishlist: 'wishlist-storage' } as const;

/** Categories that lead the shop order; the rest follow alphabetically. */
export const LEADING_CATEGORIES = ['women-footwear', 'women-jeans'] as const;

export const CONTACT = {
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  email: 'support@squ.in',
  address: ['SQU Fashion Pvt. Ltd.', '3rd Floor, 80 Feet Road, Koramangala 4th Block', 'Bengaluru, Karnataka 560034'],
  hours: 'Mon-Fri 9-6, Sat 10-4',
} as const;

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://instagram.com/squ.fashion' },
  { label: 'Facebook', href: 'https://facebook.com/squ.fashion' },
  { label: 'X (Twitter)', href: 'https://x.com/squ_fashion' },
  { label: 'YouTube', href: 'https://youtube.com/@squfashion' },
] as const;

// ---------------------------------------------------------------- policies
// Every figure of the shop's policies (spec point 9). The policy pages, the FAQ and the
// checkout's notes read them from here, so they never disagree. Policy text is informational.

/** An inclusive span, shown as '2–3 days'. */
export interface Span {
  readonly min: number;
  readonly max: number;
}
const span = (min: number, max: number): Span => ({ min, max });

export const SHIPPING = {
  /** What the header announces; checkout ships every order free (shipping 0), so the policy says so. */
  freeAbove: FREE_SHIPPING_THRESHOLD,
  metroDays: span(2, 3),
  tier2Days: span(3, 4),
  otherDays: span(4, 7),
  /** After a failed delivery the courier tries this many more times. */
  extraDeliveryAttempts: 2,
  confirmationMinutes: 30,
  preparationHours: 24,
} as const;

export const RETURNS = {
  windowDays: 30,
  defectiveDays: 60,
  saleDays: 15,
  sizeExchangeDays: 15,
  /** Exchange for another colour or design. */
  styleExchangeDays: 7,
} as const;

export const REFUNDS = {
  /** From the moment a return passes its quality check. */
  processingBusinessDays: span(5, 7),
  /** Until the money shows in the shopper's account, by how they paid. */
  byMethod: {
    card: span(5, 7),
    netBanking: span(3, 5),
    upi: span(1, 2),
    wallet: span(1, 3),
  },
} as const;

export const CANCELLATION = {
  /** Free cancellation within this many hours of placing, as long as the order has not left us. */
  freeWithinHours: 24,
  afterDispatchFee: 99,
  customisedPercent: 20,
} as const;

export const PAYMENT = {
  emiAbove: 2000,
  /**
   * Cash on Delivery as the policy text and the checkout's notes state it. Nothing in the
   * client decides with these: whether a cart may be paid on delivery, the reason when not,
   * and the charge are the server's quote (test/unit/policy-figures.spec.ts holds this text
   * to the server's rules).
   */
  cod: {
    minSubtotal: 199,
    charge: 50,
    chargeBelow: 299,
    extraProcessingDays: span(1, 2),
  },
} as const;

/** ISO date of the privacy policy's last revision (shown as 'January 15, 2025'). */
export const PRIVACY_LAST_UPDATED = '2025-01-15';
