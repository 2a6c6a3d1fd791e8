import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/** Thrown by the timeout link when the API has not answered within the limit. */
export class RequestTimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms} ms`);
    this.name = 'RequestTimeoutError';
  }
}

export const MESSAGES = {
  unauthenticated: 'Session expired. Please login again.',
  forbidden: 'Access denied',
  notFound: 'Resource not found',
  tooMany: 'Too many requests. Please try again later.',
  server: 'Server error. Please try again later.',
  timeout: 'Request timeout. Please check your connection.',
  network: 'Network error. Please check your connection.',
  fallback: 'An error occurred',
} as const;

export interface ErrorReport {
  message: string;
  /** True for a 401 / UNAUTHENTICATED: the session must be refreshed or cleared. */
  unauthenticated: boolean;
  /** The server's own words, when it sent any (e.g. 'Invalid email or password'). */
  serverMessage?: string;
}

const BY_CODE: Record<string, string> = {
  UNAUTHENTICATED: MESSAGES.unauthenticated,
  FORBIDDEN: MESSAGES.forbidden,
  NOT_FOUND: MESSAGES.notFound,
  TOO_MANY_REQUESTS: MESSAGES.tooMany,
  INTERNAL_SERVER_ERROR: MESSAGES.server,
  SERVICE_UNAVAILABLE: MESSAGES.server,
};

const BY_STATUS: Record<number, string> = {
  401: MESSAGES.unauthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  429: MESSAGES.tooMany,
};

interface BodyError {
  message?: unknown;
  extensions?: { code?: unknown };
}

function fromGraphQL(errors: readonly BodyError[]): ErrorReport {
  const first = errors[0] ?? {};
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : '';
  const said = typeof first.message === 'string' && first.message ? first.message : undefined;
  return { message: BY_CODE[code] ?? said ?? MESSAGES.fallback, unauthenticated: code === 'UNAUTHENTICATED', serverMessage: said };
}

/** A non-2xx answer: its GraphQL errors when the body has them, else its status. */
function fromStatus(status: number, bodyText: string): ErrorReport {
  if (status < 500) {
    try {
      const body = JSON.parse(bodyText) as { errors?: BodyError[]; message?: unknown };
      if (Array.isArray(body.errors) && body.errors.length) {
        const report = fromGraphQL(body.errors);
        if (status === 401) report.unauthenticated = true;
        return BY_STATUS[status] && report.message === MESSAGES.fallback ? { ...report, message: BY_STATUS[status] } : report;
      }
      if (!BY_STATUS[status] && typeof body.message === 'string' && body.message) {
        return { message: body.message, unauthenticated: false };
      }
    } catch {
      // Not JSON: the status decides.
    }
  }
  const message = status >= 500 ? MESSAGES.server : (BY_STATUS[status] ?? MESSAGES.fallback);
  return { message, unauthenticated: status === 401 };
}

/**
 * Spec point 8 as one pure function: any error the link chain can see, turned into the
 * message a shopper reads. BAD_USER_INPUT, CONFLICT and other codes show the server's words.
 */
export function describeError(error: unknown): ErrorReport {
  if (error instanceof RequestTimeoutError) return { message: MESSAGES.timeout, unauthenticated: false };
  if (CombinedGraphQLErrors.is(error)) return fromGraphQL(error.errors as BodyError[]);
  if (ServerError.is(error)) return fromStatus(error.statusCode, error.bodyText);
  if (ServerParseError.is(error)) return fromStatus(error.statusCode, error.bodyText);
  // fetch rejected: no answer at all (offline, DNS, refused, CORS).
  return { message: MESSAGES.network, unauthenticated: false };
}
