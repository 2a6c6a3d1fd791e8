import { OFFER_LIMIT, TESTIMONIAL_LIMIT } from '../../../config/constants';
import { isValidEmail } from '../../../lib/validation';

export interface Banner {
  id: string | number;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  buttonText: string;
  isActive: boolean;
}

export interface Offer {
  id: string | number;
  title: string;
  description: string;
  discount: number;
  type: 'fixed' | 'percentage';
  minOrderAmount?: number;
  validUntil: string;
  isActive: boolean;
  /** What to type at checkout (the server's offers table holds its rules); none for free shipping. */
  code?: string;
}

export interface Testimonial {
  name: string;
  location: string;
  rating: number;
  comment: string;
}

export const activeBanners = (banners: readonly Banner[]): Banner[] => banners.filter((b) => b.isActive);

/** Only unexpired active offers show, at most 4. An offer is valid through its last day. */
export function activeOffers(offers: readonly Offer[], now: Date = new Date()): Offer[] {
  return offers
    .filter((o) => {
      if (!o.isActive) return false;
      const until = new Date(o.validUntil);
      if (Number.isNaN(until.getTime())) return false;
      // A bare date ('2026-12-31') means the end of that day.
      if (/^\d{4}-\d{2}-\d{2}$/.test(o.validUntil)) until.setUTCHours(23, 59, 59, 999);
      return until.getTime() >= now.getTime();
    })
    .slice(0, OFFER_LIMIT);
}

export const pickTestimonials = (all: readonly Testimonial[]): Testimonial[] => all.slice(0, TESTIMONIAL_LIMIT);

export const NEWSLETTER_MESSAGES = {
  required: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  subscribed: 'Successfully subscribed to our newsletter!',
  failed: 'Failed to subscribe. Please try again.',
} as const;

/** Newsletter validation, in the spec's order and words; null when the address is fine. */
export function newsletterError(email: string): string | null {
  if (!email.trim()) return NEWSLETTER_MESSAGES.required;
  if (!isValidEmail(email)) return NEWSLETTER_MESSAGES.invalidEmail;
  return null;
}
