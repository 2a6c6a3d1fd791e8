import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describeError, MESSAGES, RequestTimeoutError } from './error-messages';

const gql = (code: string, message = 'Server says no') =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });

const http = (status: number, body = '') =>
  new ServerError(`status ${status}`, { response: new Response(body, { status }), bodyText: body });

describe('API errors become the spec messages', () => {
  it.each([
    ['UNAUTHENTICATED', MESSAGES.unauthenticated],
    ['FORBIDDEN', 'Access denied'],
    ['NOT_FOUND', 'Resource not found'],
    ['TOO_MANY_REQUESTS', 'Too many requests. Please try again later.'],
    ['INTERNAL_SERVER_ERROR', 'Server error. Please try again later.'],
    ['SERVICE_UNAVAILABLE', 'Server error. Please try again later.'],
    ['BAD_USER_INPUT', 'Server says no'],
    ['CONFLICT', 'Server says no'],
  ])('GraphQL code %s -> %s', (code, message) => {
    expect(describeError(gql(code)).message).toBe(message);
  });

  it('only UNAUTHENTICATED asks for the session to be refreshed or cleared', () => {
    expect(describeError(gql('UNAUTHENTICATED')).unauthenticated).toBe(true);
    expect(describeError(gql('FORBIDDEN')).unauthenticated).toBe(false);
    expect(describeError(http(401)).unauthenticated).toBe(true);
  });

  it("keeps the server's own words beside the spec message", () => {
    expect(describeError(gql('UNAUTHENTICATED', 'Invalid email or password'))).toEqual({
      message: MESSAGES.unauthenticated, unauthenticated: true, serverMessage: 'Invalid email or password',
    });
  });

  it('a GraphQL error without a message falls back to "An error occurred"', () => {
    expect(describeError(gql('CONFLICT', '')).message).toBe('An error occurred');
  });

  it.each([
    [401, MESSAGES.unauthenticated],
    [403, 'Access denied'],
    [404, 'Resource not found'],
    [429, 'Too many requests. Please try again later.'],
    [500, 'Server error. Please try again later.'],
    [503, 'Server error. Please try again later.'],
    [418, 'An error occurred'],
  ])('HTTP %i without a body -> %s', (status, message) => {
    expect(describeError(http(status)).message).toBe(message);
  });

  it('a 400 with GraphQL errors uses their code and message', () => {
    const body = JSON.stringify({ errors: [{ message: 'Email is taken', extensions: { code: 'CONFLICT' } }] });
    expect(describeError(http(400, body)).message).toBe('Email is taken');
  });

  it("any other status shows the server's message field", () => {
    expect(describeError(http(422, JSON.stringify({ message: 'Bad postal code' }))).message).toBe('Bad postal code');
  });

  it('timeout and no answer', () => {
    expect(describeError(new RequestTimeoutError(10_000)).message).toBe('Request timeout. Please check your connection.');
    expect(describeError(new TypeError('Failed to fetch')).message).toBe('Network error. Please check your connection.');
  });
});
