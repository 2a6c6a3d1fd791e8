/** Text, @, text, dot, text: the shop's one email pattern (spec point 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const COUNTRIES = ['India', 'USA', 'UK', 'Canada', 'Australia'] as const;

export const isBlank = (v: unknown): boolean => typeof v !== 'string' || v.trim() === '';

/** A string field's value trimmed, or null when it is missing or blank. */
export const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export const tooLong = (v: unknown, max: number): boolean => typeof v === 'string' && v.trim().length > max;

/** Phone numbers: digits with an optional leading +, spaces or dashes; 10 to 15 digits, 20 characters at most. */
export function isPhone(v: string): boolean {
  if (v.length > 20 || !/^\+?[0-9][0-9 -]*[0-9]$/.test(v)) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

const POSTAL_PATTERNS: Record<string, { pattern: RegExp; message: string }> = {
  India: { pattern: /^[1-9][0-9]{5}$/, message: 'Please enter a valid 6-digit PIN code' },
  USA: { pattern: /^[0-9]{5}(-[0-9]{4})?$/, message: 'Please enter a valid ZIP code' },
  UK: { pattern: /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i, message: 'Please enter a valid UK postcode' },
  Canada: { pattern: /^[A-Z][0-9][A-Z] ?[0-9][A-Z][0-9]$/i, message: 'Please enter a valid Canadian postal code' },
  Australia: { pattern: /^[0-9]{4}$/, message: 'Please enter a valid 4-digit postcode' },
};

/** The message for a postal code that does not fit its country, or null when it fits. */
export function postalCodeProblem(code: string, country: string): string | null {
  const rule = POSTAL_PATTERNS[country] ?? POSTAL_PATTERNS.India;
  return rule.pattern.test(code) ? null : rule.message;
}
