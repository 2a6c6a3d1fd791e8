/**
 * Business constants of the shop (spec point 9), kept here once. The server re-checks every
 * figure that matters for money; the client uses these to show the same numbers.
 */
export const CURRENCY = 'INR';
export const LOCALE = 'en-IN';

export const FREE_SHIPPING_THRESHOLD = 999;
/** Shipping is always shown as 'Free' and sent as 0. */
export const SHIPPING_COST = 0;
export const TAX_RATE = 0.18;
export const COD_MIN_SUBTOTAL = 199;
export const COD_CHARGE = 50;
export const COD_CHARGE_BELOW = 299;
export const ESTIMATED_DELIVERY_DAYS = 7;
export const DEFAULT_COUNTRY = 'India';
export const PASSWORD_MIN_LENGTH = 6;

export const API_TIMEOUT_MS = 10_000;
export const HERO_INTERVAL_MS = 5_000;
export const SEARCH_MIN_CHARS = 3; // suggestions after MORE than 2 characters
export const SEARCH_SUGGESTION_LIMIT = 5;
export const HOME_SECTION_LIMIT = 8;
export const OFFER_LIMIT = 4;
export const TESTIMONIAL_LIMIT = 3;

/** Premium collection: goods priced at ₹2,499 or more (the spec leaves premium undefined). */
export const PREMIUM_MIN_PRICE = 2499;

export const PRODUCT_RATING = 4.8;
export const PRODUCT_ID_PREFIX = 'SQU-';
export const ONE_SIZE = 'One Size';
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** Toast durations: the shop screens use their own; the API layer has its own set. */
export const SHOP_TOAST = { success: 2_000, error: 4_000 } as const;
export const API_TOAST = { default: 4_000, success: 3_000, error: 5_000 } as const;
/** react-hot-toast keeps at most this many (its built-in limit is the same 20). */
export const TOAST_LIMIT = 20;

/** The element of a prerendered page that holds the Apollo cache it was drawn from (main.tsx reads it). */
export const PRERENDER_STATE_ID = 'squ-state';

export const STORAGE_KEYS = { cart: 'cart-storage', auth: 'auth-storage' } as const;

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
