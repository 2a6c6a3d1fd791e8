import type { GraphQLFormattedError } from 'graphql';
import { AppError } from '../common/app-error.js';
import { toAppError } from '../common/error-mapping.js';
import { currentRequestId } from '../logging/request-context.js';

/**
 * GraphQL errors: our AppErrors keep their code, message and field errors; errors the
 * GraphQL layer itself raises (parse, validation, variable types) are the client's
 * (BAD_USER_INPUT); anything else is hidden behind a generic message.
 */
const DOCUMENTED = new Set(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE']);

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = (error as { originalError?: unknown })?.originalError;
  const code = formatted.extensions?.code as string | undefined;
  if (!original || (!(original instanceof AppError) && code && code !== 'INTERNAL_SERVER_ERROR')) {
    // Raised by GraphQL or Apollo themselves: syntax, validation, coercion, a malformed
    // request, an unknown operation, an operation type the schema lacks. All are the
    // client's; the message is safe to show and there is no stack. Our own codes pass.
    const clientCode = code && DOCUMENTED.has(code) ? code : 'BAD_USER_INPUT';
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code: clientCode, requestId: currentRequestId() } };
  }
  const app = toAppError(original);
  return {
    message: app.message,
    path: formatted.path,
    extensions: {
      code: app.code,
      ...(app.errors?.length ? { errors: app.errors } : {}),
      ...(app.retryAfter ? { retryAfter: app.retryAfter } : {}),
      requestId: currentRequestId(),
    },
  };
}
