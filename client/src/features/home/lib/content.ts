import { TESTIMONIAL_LIMIT } from '../../../config/constants';
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

export interface Testimonial {
  name: string;
  location: string;
  rating: number;
  comment: string;
}

export const activeBanners = (banners: readonly Banner[]): Banner[] => banners.filter((b) => b.isActive);

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
