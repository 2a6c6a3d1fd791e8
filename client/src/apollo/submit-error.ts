import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describeError } from './links/error-messages';

/** Codes whose message tells the shopper something they can act on. */
const OWN_WORDS = new Set(['BAD_USER_INPUT', 'TOO_MANY_REQUESTS']);

/**
 * What a form says when its submit fails. A field the server refused (with the form's own
 * words) or the rate limit keep their message; anything else (no network, a timeout, a server
 * error) gets the form's fallback, e.g. 'Failed to subscribe. Please try again.'
 */
export function submitFailureMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    if (typeof code === 'string' && OWN_WORDS.has(code)) return describeError(error).message;
  }
  return fallback;
}
