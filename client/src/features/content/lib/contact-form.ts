import { isValidEmail } from '../../../lib/validation';

export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', subject: '', message: '' };

/** The server's limits (it refuses longer values); the inputs stop at them. */
export const CONTACT_LIMITS: Record<ContactField, number> = { name: 100, email: 254, subject: 150, message: 5000 };

export const REQUIRED_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

export const CONTACT_MESSAGES = {
  required: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  sent: "Message sent successfully! We'll get back to you soon.",
  failed: 'Failed to send message. Please try again.',
} as const;

const blank = (v: string) => !v.trim();

/** The contact form's checks, in the spec's order: required fields first, then the e-mail pattern. */
export function contactFormError(values: ContactFormValues): string | null {
  if (REQUIRED_FIELDS.some((f) => blank(values[f]))) return CONTACT_MESSAGES.required;
  if (!isValidEmail(values.email)) return CONTACT_MESSAGES.invalidEmail;
  return null;
}

/** The fields to mark invalid for the first failed check (none when the form is fine). */
export function invalidContactFields(values: ContactFormValues): ContactField[] {
  const missing = REQUIRED_FIELDS.filter((f) => blank(values[f]));
  if (missing.length) return missing;
  return isValidEmail(values.email) ? [] : ['email'];
}

/** What is sent: trimmed, with an empty subject left out. */
export function contactInput(values: ContactFormValues) {
  const subject = values.subject.trim();
  return { name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), ...(subject ? { subject } : {}) };
}
