import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { submitFailureMessage } from './submit-error';

const graphQLError = (code: string, message: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });

describe('submitFailureMessage', () => {
  const fallback = 'Failed to subscribe. Please try again.';

  it('keeps the server\'s words for a refused field and for the rate limit', () => {
    expect(submitFailureMessage(graphQLError('BAD_USER_INPUT', 'Please enter a valid email address'), fallback)).toBe('Please enter a valid email address');
    expect(submitFailureMessage(graphQLError('TOO_MANY_REQUESTS', 'slow down'), fallback)).toBe('Too many requests. Please try again later.');
  });

  it('falls back to the form\'s message for everything else', () => {
    expect(submitFailureMessage(graphQLError('INTERNAL_SERVER_ERROR', 'boom'), fallback)).toBe(fallback);
    expect(submitFailureMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    expect(submitFailureMessage(new ServerError('bad gateway', { response: new Response('', { status: 502 }), bodyText: '' }), fallback)).toBe(fallback);
  });
});
