/**
 * The one error type of the domain. Services throw it; the REST filter turns it into
 * `{ statusCode, message, code, errors? }` and the GraphQL layer into a GraphQL error
 * with `extensions.code`. Anything else that escapes is a bug and reaches clients only
 * as a generic 500 / INTERNAL_SERVER_ERROR, never with its text.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** Seconds, for TOO_MANY_REQUESTS. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

export const badInput = (message: string, errors?: FieldError[]) => new AppError('BAD_USER_INPUT', message, errors);
export const unauthenticated = (message = 'Please sign in to continue') => new AppError('UNAUTHENTICATED', message);
/** An access or refresh token that is expired, invalid or unknown: the shopper signs in again. */
export const sessionExpired = () => unauthenticated('Your session has expired. Please sign in again.');
export const forbidden = (message = 'Access denied') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Resource not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string, errors?: FieldError[]) => new AppError('CONFLICT', message, errors);
/** Seconds a client is told to wait (Retry-After; GraphQL `extensions.retryAfter`) before trying a 503 again. */
export const BRIEFLY_UNAVAILABLE_RETRY_AFTER_S = 2;
/** The database cannot serve the request now (unreachable, or too busy): the client may try again shortly. */
export const brieflyUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The shop is briefly unavailable. Please try again in a moment.', undefined, BRIEFLY_UNAVAILABLE_RETRY_AFTER_S);
export const tooManyRequests = (retryAfter: number, message = 'Too many requests. Please try again later.') =>
  new AppError('TOO_MANY_REQUESTS', message, undefined, retryAfter);

/** A rule of an ordered check: when `failed` is true, `message` is reported for `field`. */
export interface Rule {
  field: string;
  failed: boolean;
  message: string;
}

/**
 * Checks rules in the order given (the order of the shop's messages) and throws
 * BAD_USER_INPUT whose message is the first failure; `errors` holds the first failure
 * of every field so that a form can mark each one.
 */
export function assertRules(rules: Rule[]): void {
  const failures = rules.filter((r) => r.failed);
  if (!failures.length) return;
  const perField = new Map<string, FieldError>();
  for (const f of failures) if (!perField.has(f.field)) perField.set(f.field, { field: f.field, message: f.message });
  throw badInput(failures[0].message, [...perField.values()]);
}
